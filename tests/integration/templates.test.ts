import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import { launchChecklist, launchSite } from "@/modules/launch/service";
import { loadRoute } from "@/modules/routing/load-route";
import { getSiteBySlug, listDirectory } from "@/modules/sites/queries";
import { DEMO_SITES } from "@/modules/templates/showroom";
import { createSiteFromTemplate } from "@/modules/templates/service";
import { listTemplates, templateSource } from "@/modules/templates/templates";
import { member } from "../helpers/actors";
import { expectRebranded, NEW_BUSINESS, renderSitePage } from "../helpers/rebrand";
import { everyOther, templateSample } from "../helpers/templates";

describe("site templates", () => {
  it("offer one template for every kind in the demo deployment", async () => {
    const kinds = new Set(DEMO_SITES.map((s) => s.kind));
    expect(new Set((await listTemplates()).map((t) => t.kind))).toEqual(kinds);
  });
});

// A sample of the templates, one test each, a few at once: each spends most of its time waiting on
// the database, which the others use meanwhile, and a failure names its kind. The sample shows every
// layout, block and collection the templates do (templateSample); the crawl makes a site of every
// template (tests/crawl/templates.test.ts).
const sample = everyOther(await templateSample(), true);

describe.concurrent("a site made from a sample of the templates", () => {
  it.for(sample)(
    "holds and shows none of the %s showroom business's names, town, founding year, phone, street or email, in menus too (with an address: %s)",
    { timeout: 120_000 },
    async ([kind, withAddress], { expect }) => expectRebranded(kind, withAddress, expect),
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
      const html = await renderSitePage(site, "");
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
