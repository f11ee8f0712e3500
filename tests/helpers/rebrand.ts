import { randomBytes } from "node:crypto";
import { createElement } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import type { ExpectStatic } from "vitest";
import { eq } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import { readSiteExport } from "@/modules/console/export";
import { SiteFrame } from "@/modules/routing/components/site-frame";
import { resolveSitePath } from "@/modules/routing/load-route";
import { RouteBody } from "@/modules/routing/route-body";
import { listSiteEntries } from "@/modules/routing/site-entries";
import { getSiteBySlug, type Site } from "@/modules/sites/queries";
import { phoneDigits, showroomIdentity } from "@/modules/templates/rebrand";
import { createSiteFromTemplate } from "@/modules/templates/service";
import { templateSource } from "@/modules/templates/templates";
import { escapeRegExp } from "./templates";

/**
 * A site made from a template holds and shows nothing of the showroom business it was drawn
 * from: checked on a sample of the templates in `npm test` (tests/integration/templates.test.ts)
 * and on every one in the crawl (tests/crawl/templates.test.ts).
 */

export const NEW_BUSINESS = {
  name: "Northwind Trading",
  phone: "(315) 555-0199",
  email: "office@northwind.example",
  address: { street: "9 Orchard Lane", locality: "Geneva", region: "NY", postalCode: "14456" },
  hours: [{ days: ["mon" as const, "tue" as const], opens: "08:00", closes: "16:00" }],
};

/** Every phone number written in the text, as bare digits. */
const phonesIn = (text: string) => [...text.matchAll(/(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/g)].map((m) => phoneDigits(m[0]));

/**
 * What of the showroom's identity a text still carries, each as a whole word: "Bright" is not in
 * "Brighton", nor a town in the road named after two ("Pittsford-Mendon Road"); "Rochester-based" is.
 */
function leftovers(text: string, identity: string[], phone: string | undefined): string[] {
  const found = identity.filter((s) => !/^\d+$/.test(s) && new RegExp(`(?<![\\w])${escapeRegExp(s)}(?![\\w]|-[A-Z])`).test(text));
  if (phone && phonesIn(text).includes(phoneDigits(phone))) found.push(phone);
  return found;
}

/** A site's page as the renderer draws it inside the site's frame, drafts included; "" where nothing is served. */
export async function renderSitePage(site: Site, path: string): Promise<string> {
  const resolved = await resolveSitePath(site, path, { editor: true, preview: undefined });
  if (!resolved.route) return "";
  const { prelude } = await prerenderToNodeStream(createElement(SiteFrame, { site, children: createElement(RouteBody, { resolved, query: {} }) }));
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** Makes a site from the kind's template, examples as drafts, and expects none of the showroom business's identity in its data, menus or pages. */
export async function expectRebranded(kind: string, withAddress: boolean, expect: ExpectStatic): Promise<void> {
  const problems: string[] = [];
  const source = (await templateSource(kind))!;
  const town = source.settings.contact?.address?.locality;
  // The showroom's town, and its forms joined to a word ("Rochester-based"), unless the new business is in the same town.
  const identity = [...showroomIdentity(source), ...(town && town !== NEW_BUSINESS.address.locality ? [town] : [])];
  // The check finds the showroom in its own content, so finding nothing below means something.
  expect(leftovers(JSON.stringify(source), identity, source.settings.contact?.phone).length, kind).toBeGreaterThan(1);
  const slug = `new-${kind.replace(/[^a-z0-9]+/g, "-")}-${randomBytes(3).toString("hex")}`;
  const { address, ...withoutAddress } = NEW_BUSINESS;
  const id = await createSiteFromTemplate(kind, { slug, ...withoutAddress, ...(withAddress && { address }), examples: "drafts" });
  const data = JSON.stringify(await db().transaction((tx) => readSiteExport(tx, id)));
  for (const found of leftovers(data, identity, source.settings.contact?.phone)) problems.push(`${kind} data: ${found}`);
  // The template's examples arrive as hidden drafts marked "Example: ", one for each of the showroom's.
  const examples = [
    ...(await db().select({ title: schema.events.title, status: schema.events.status }).from(schema.events).where(eq(schema.events.siteId, id))),
    ...(await db().select({ title: schema.newsItems.title, status: schema.newsItems.status }).from(schema.newsItems).where(eq(schema.newsItems.siteId, id))),
    ...(await db()
      .select({ title: schema.jobPostings.title, status: schema.jobPostings.status })
      .from(schema.jobPostings)
      .where(eq(schema.jobPostings.siteId, id))),
    ...(await db()
      .select({ title: schema.teamMembers.name, status: schema.teamMembers.status })
      .from(schema.teamMembers)
      .where(eq(schema.teamMembers.siteId, id))),
  ];
  expect(examples.length, kind).toBe((source.events?.length ?? 0) + (source.news?.length ?? 0) + (source.jobs?.length ?? 0) + (source.team?.length ?? 0));
  for (const example of examples) expect(example, kind).toMatchObject({ title: expect.stringMatching(/^Example: /), status: "draft" });
  const site = (await getSiteBySlug(slug))!;
  // The tagline is the showroom's own (its town, its year); the menus and footer name none of its things.
  expect(site.settings.tagline, kind).toBeUndefined();
  const labels = [
    ...site.settings.navigation.flatMap((link) => [link, ...(link.children ?? [])]),
    ...site.settings.footerLinks,
    ...(site.settings.headerAction ? [site.settings.headerAction] : []),
  ]
    .map((link) => link.label)
    .join(" · ");
  for (const found of leftovers(labels, identity, undefined)) problems.push(`${kind} menus: ${found}`);
  const paths = new Set([...source.pages.map((p) => p.path), ...(await listSiteEntries(site)).map((e) => e.path)]);
  expect(await renderSitePage(site, ""), kind).toContain(NEW_BUSINESS.name);
  for (const path of paths) {
    const html = await renderSitePage(site, path);
    for (const found of leftovers(html, identity, source.settings.contact?.phone)) problems.push(`${kind} /${path}: ${found}`);
  }
  expect(problems).toEqual([]);
}
