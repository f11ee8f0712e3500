import { randomBytes } from "node:crypto";
import { createElement } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import { readSiteExport } from "@/modules/console/export";
import { launchChecklist, launchSite } from "@/modules/launch/service";
import { SiteFrame } from "@/modules/routing/components/site-frame";
import { loadRoute, resolveSitePath } from "@/modules/routing/load-route";
import { RouteBody } from "@/modules/routing/route-body";
import { listSiteEntries } from "@/modules/routing/site-entries";
import { getSiteBySlug, listDirectory, type Site } from "@/modules/sites/queries";
import { DEMO_SITES } from "@/modules/templates/showroom";
import { phoneDigits, showroomIdentity } from "@/modules/templates/rebrand";
import { createSiteFromTemplate } from "@/modules/templates/service";
import { listTemplates, templateSource } from "@/modules/templates/templates";
import { member } from "../helpers/actors";

const NEW_BUSINESS = {
  name: "Northwind Trading",
  phone: "(315) 555-0199",
  email: "office@northwind.example",
  address: { street: "9 Orchard Lane", locality: "Geneva", region: "NY", postalCode: "14456" },
  hours: [{ days: ["mon" as const, "tue" as const], opens: "08:00", closes: "16:00" }],
};

/** Every phone number written in the text, as bare digits. */
const phonesIn = (text: string) => [...text.matchAll(/(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/g)].map((m) => phoneDigits(m[0]));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * What of the showroom's identity a text still carries, each as a whole word: "Bright" is not in
 * "Brighton", nor a town in the road named after two ("Pittsford-Mendon Road"); "Rochester-based" is.
 */
function leftovers(text: string, identity: string[], phone: string | undefined): string[] {
  const found = identity.filter((s) => !/^\d+$/.test(s) && new RegExp(`(?<![\\w])${escape(s)}(?![\\w]|-[A-Z])`).test(text));
  if (phone && phonesIn(text).includes(phoneDigits(phone))) found.push(phone);
  return found;
}

async function render(site: Site, path: string): Promise<string> {
  const resolved = await resolveSitePath(site, path, { editor: true, preview: undefined });
  if (!resolved.route) return "";
  const { prelude } = await prerenderToNodeStream(createElement(SiteFrame, { site, children: createElement(RouteBody, { resolved, query: {} }) }));
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

describe("site templates", () => {
  it("offer one template for every kind in the demo deployment", async () => {
    const kinds = new Set(DEMO_SITES.map((s) => s.kind));
    expect(new Set((await listTemplates()).map((t) => t.kind))).toEqual(kinds);
  });
});

// One test per kind, a few at once: each spends most of its time waiting on the database, which
// the others use meanwhile, and a failure names its kind.
const kinds = (await listTemplates()).map((t) => t.kind);

describe.concurrent("a site made from each template", () => {
  // Every other kind without an address: the showroom's town must then leave no trace either.
  it.for(kinds.map((kind, i) => [kind, i % 2 === 0] as const))(
    "holds and shows none of the %s showroom business's names, town, founding year, phone, street or email, in menus too (with an address: %s)",
    { timeout: 120_000 },
    async ([kind, withAddress], { expect }) => {
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
        ...(await db()
          .select({ title: schema.newsItems.title, status: schema.newsItems.status })
          .from(schema.newsItems)
          .where(eq(schema.newsItems.siteId, id))),
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
      expect(await render(site, ""), kind).toContain(NEW_BUSINESS.name);
      for (const path of paths) {
        const html = await render(site, path);
        for (const found of leftovers(html, identity, source.settings.contact?.phone)) problems.push(`${kind} /${path}: ${found}`);
      }
      expect(problems).toEqual([]);
    },
  );
});

describe("site templates", () => {
  it("leave out the showroom's tagline, its banners' introductions, its founding years and the names it coined, in menus too", async () => {
    for (const kind of ["restaurant", "single-page:bakery"]) {
      const slug = `fragments-${randomBytes(4).toString("hex")}`;
      // No address given: the showroom's town must not stay behind in the tagline or a banner.
      const { address: _address, ...withoutAddress } = NEW_BUSINESS;
      await createSiteFromTemplate(kind, { slug, ...withoutAddress, examples: "none" });
      const site = (await getSiteBySlug(slug))!;
      const source = (await templateSource(kind))!;
      expect(site.settings.tagline, kind).toBeUndefined();
      const labels = JSON.stringify([site.settings.navigation, site.settings.footerLinks]);
      const html = await render(site, "");
      for (const fragment of [source.settings.contact!.address!.locality, "Kettle Club", "Since 2011", "since 2011", ...Object.keys(source.coined ?? {})]) {
        expect(labels, `${kind}: ${fragment}`).not.toContain(fragment);
        expect(html, `${kind}: ${fragment}`).not.toContain(fragment);
      }
    }
  });

  it("keep a new site behind 'coming soon' and out of the directory until its owner launches it through the checklist", async () => {
    const slug = `launch-${randomBytes(4).toString("hex")}`;
    const id = await createSiteFromTemplate("dental", { slug, ...NEW_BUSINESS, examples: "drafts" });
    const site = (await getSiteBySlug(slug))!;
    expect(site.launched).toBe(false);
    const visitor = await loadRoute(slug, "", undefined, false);
    expect(visitor).toMatchObject({ route: null, comingSoon: true });
    expect((await listDirectory({ includeUnlisted: true })).map((s) => s.slug)).not.toContain(slug);
    expect((await loadRoute(slug, "", undefined, true))?.route).not.toBeNull();

    const items = await launchChecklist(site);
    expect(items.find((i) => i.key === "examples")).toMatchObject({
      done: false,
      detail: expect.stringMatching(/^\d+ example posts and \d+ example team members still titled "Example: …"/),
    });
    const owner = await member(id, "owner");
    await expect(launchSite(owner, slug, ["contact", "pictures", "logo"])).rejects.toMatchObject({ code: "bad_input", field: "examples" });
    // The owner deletes the example posts (here straight in the table): the team's examples are still to do.
    await db().delete(schema.posts).where(eq(schema.posts.siteId, id));
    expect((await launchChecklist(site)).find((i) => i.key === "examples")).toMatchObject({ done: false, href: `/admin/sites/${slug}/content/team` });
    await db().delete(schema.teamMembers).where(eq(schema.teamMembers.siteId, id));
    // Then confirms what only they can.
    await expect(launchSite(owner, slug, ["contact", "pictures"])).rejects.toMatchObject({ field: "logo" });
    await launchSite(owner, slug, ["contact", "pictures", "logo"]);
    expect((await getSiteBySlug(slug))?.launched).toBe(true);
    expect((await listDirectory({ includeUnlisted: true })).map((s) => s.slug)).toContain(slug);
  });

  it("refuse a kind without a template, and a taken address, leaving nothing behind", async () => {
    await expect(createSiteFromTemplate("submarine-dealer", { ...NEW_BUSINESS, slug: "subs", name: "Subs" })).rejects.toThrow(/No template/);
    await expect(createSiteFromTemplate("hvac", { ...NEW_BUSINESS, slug: "clearpath-access-x", name: "X" })).resolves.toBeTruthy();
    await expect(createSiteFromTemplate("hvac", { ...NEW_BUSINESS, slug: "clearpath-access-x", name: "Y" })).rejects.toMatchObject({ code: "conflict" });
  });
});
