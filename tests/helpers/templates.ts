import { randomBytes } from "node:crypto";
import type { ExpectStatic } from "vitest";
import { eq } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import { demoPictureFiles } from "@/demo/images/place";
import { siteContrastProblems } from "@/modules/launch/contrast";
import { getSiteBySlug } from "@/modules/sites/queries";
import { showroomIdentity } from "@/modules/templates/rebrand";
import type { SiteSeed } from "@/modules/templates/seed";
import { createSiteFromTemplate } from "@/modules/templates/service";
import { listTemplates, templateSource } from "@/modules/templates/templates";
import { covering, features, pageBlocks } from "./sample";

/**
 * Sites made from the templates, checked as `npm test` checks a sample of them
 * (tests/integration/templates.test.ts, template-contrast.test.ts) and the crawl checks every one
 * (tests/crawl/templates.test.ts): every text of every page at WCAG AA on what is under it and no
 * picture's words naming the showroom's people and places (here); none of the showroom business's
 * identity left in the new site's data, menus or pages (./rebrand.ts).
 */

/** The collections and settings a template may carry, each a thing for the sample to show. */
const CARRIED = [
  "posts",
  "events",
  "news",
  "jobs",
  "team",
  "units",
  "serviceAreas",
  "organizations",
  "bookables",
  "products",
  "forms",
  "mailLists",
  "closures",
] as const;

/** What a template shows that the sample must make a site of at least once: its layout families, blocks and their variants, and the collections it carries. */
function templateFeatures(seed: SiteSeed): Set<string> {
  return new Set([
    // Each template is a kind of its own: its kind is no thing to cover.
    ...pageBlocks(seed).flatMap((page) => features(seed, page.blocks).filter((f) => !f.startsWith("kind "))),
    ...CARRIED.filter((key) => (seed[key]?.length ?? 0) > 0).map((key) => `carries ${key}`),
    ...(seed.appointments ? ["carries appointments"] : []),
    ...(Object.keys(seed.coined ?? {}).length ? ["coins names"] : []),
    seed.pages.length === 1 ? "one page" : "many pages",
  ]);
}

/** Every template's kind. */
export async function everyTemplate(): Promise<string[]> {
  return (await listTemplates()).map(({ kind }) => kind);
}

/** Each kind with whether its site is made with an address: every other one (the operator's form does not require one), the first with one or without. */
export const everyOther = (kinds: string[], firstWithAddress: boolean) => kinds.map((kind, i) => [kind, i % 2 === (firstWithAddress ? 0 : 1)] as const);

/**
 * The templates `npm test` makes sites from: chosen, most new things first, until every header,
 * footer and section style, every block type and variant, and every collection the templates
 * carry is in one of them (`covering` in ./sample.ts).
 */
export async function templateSample(): Promise<string[]> {
  const byKind = new Map<string, Set<string>>();
  for (const kind of await everyTemplate()) byKind.set(kind, templateFeatures((await templateSource(kind))!));
  return covering(byKind).sort();
}

/** The text as a pattern matching itself. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export const BAKERY = { name: "Crumb & Crust Bakery", phone: "(315) 555-0142", email: "hello@crumb.example", examples: "none" as const };
export const BAKERY_ADDRESS = { street: "4 Mill Street", locality: "Lyons", region: "NY", postalCode: "14489" };

/**
 * Makes a site from the kind's template (with an address, also with the showroom's pictures: a
 * process without the demo's catalogue makes sites without them) and expects every text of every
 * page at WCAG AA on what is under it, and no picture's words naming the showroom's people and places.
 */
export async function expectReadable(kind: string, withAddress: boolean, expect: ExpectStatic): Promise<void> {
  const slug = `read-${randomBytes(4).toString("hex")}`;
  await createSiteFromTemplate(kind, { slug, ...BAKERY, ...(withAddress ? { address: BAKERY_ADDRESS } : {}) }, withAddress ? demoPictureFiles() : undefined);
  const site = (await getSiteBySlug(slug))!;
  const problems = (await siteContrastProblems(site)).map((p) => `${kind} /${p.path}: “${p.text}” ${p.colour} on ${p.background} ${p.ratio}:1`);
  expect(problems).toEqual([]);
  // The pictures that came over describe the new business's people and places, not the showroom's ("a portrait of Dr. Elena Marsh").
  const identity = showroomIdentity((await templateSource(kind))!).filter((s) => !/^\d+$/.test(s));
  const alts = (await db().select({ alt: schema.mediaAssets.alt }).from(schema.mediaAssets).where(eq(schema.mediaAssets.siteId, site.id))).map(
    (a) => a.alt ?? "",
  );
  expect(alts.flatMap((alt) => identity.filter((s) => new RegExp(`(?<!\\w)${escapeRegExp(s)}(?!\\w)`).test(alt)))).toEqual([]);
}
