import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import { tags } from "@/server/cache/tags";
import { write } from "@/server/db/write";
import { siteContrastProblems } from "@/modules/launch/contrast";
import { launchChecklist, launchSite } from "@/modules/launch/service";
import { demoPictureFiles } from "@/demo/images/place";
import { member } from "../helpers/actors";
import { getSiteBySlug } from "@/modules/sites/queries";
import { createSiteFromTemplate } from "@/modules/templates/service";
import { listTemplates } from "@/modules/templates/templates";
import { BAKERY, BAKERY_ADDRESS, everyOther, expectReadable, templateSample } from "../helpers/templates";

// A sample of the templates, one test each, a few at once (each mostly waits on the database), every
// other one without an address and the others with the showroom's pictures, each the other way round
// from templates.test.ts. The sample shows every layout, block and collection the templates do
// (templateSample); the crawl makes a site of every template (tests/crawl/templates.test.ts).
const sample = await templateSample();
const templates = await listTemplates();

describe.concurrent("a site made from a template reads well", () => {
  it("comes from a sample of the templates", () => {
    expect(sample.length).toBeGreaterThan(3);
    expect(sample.length).toBeLessThan(templates.length);
  });

  it.for(everyOther(sample, false))(
    "has every text of every page at WCAG AA on what is under it: %s, with an address and pictures: %s",
    { timeout: 120_000 },
    async ([kind, withAddress], { expect }) => expectReadable(kind, withAddress, expect),
  );
});

describe("the launch checklist's reading check", () => {
  it("refuses a site's text drawn in its background's colour, naming the text and where to mend it", async () => {
    const slug = `faint-${randomBytes(4).toString("hex")}`;
    const id = await createSiteFromTemplate("single-page:bakery", {
      slug,
      ...BAKERY,
      address: BAKERY_ADDRESS,
      hours: [{ days: ["wed"], opens: "07:00", closes: "14:00" }],
    });
    let site = (await getSiteBySlug(slug))!;
    expect((await launchChecklist(site)).find((i) => i.key === "contrast")).toMatchObject({ done: true, checked: true });

    // A theme saved before colours were checked (here written straight to the table): words on the main colour in the main colour.
    const faint = { ...site.theme, palette: { ...site.theme.palette, onPrimary: site.theme.palette.primary } };
    await write([tags.sites, tags.site(id)], (tx) => tx.update(schema.sites).set({ theme: faint }).where(eq(schema.sites.id, id)));
    site = (await getSiteBySlug(slug))!;
    const [worst] = await siteContrastProblems(site);
    expect(worst).toMatchObject({ ratio: 1 });
    const contrast = (await launchChecklist(site)).find((i) => i.key === "contrast")!;
    expect(contrast.done).toBe(false);
    expect(contrast.detail).toMatch(/^\d+ texts? (is|are) too faint/);
    expect(contrast.places?.[0]).toMatchObject({
      text: expect.stringMatching(/^“.+” on the home page: #[0-9a-f]{6} on #[0-9a-f]{6}, 1:1, needs (4\.5|3):1$/),
      href: expect.stringMatching(new RegExp(`^/admin/sites/${slug}/pages/[0-9a-f-]{36}$`)),
    });
    const owner = await member(id, "owner");
    await expect(launchSite(owner, slug, ["contact", "pictures", "logo"])).rejects.toMatchObject({
      field: "contrast",
      message: expect.stringContaining("First: “"),
    });
  });
});

describe("a new site's pictures", () => {
  it("keep the template's photographs, which the checklist asks the owner to replace, saying where each is", async () => {
    const slug = `photos-${randomBytes(4).toString("hex")}`;
    const id = await createSiteFromTemplate(
      "single-page:bakery",
      { slug, ...BAKERY, address: BAKERY_ADDRESS, hours: [{ days: ["wed"], opens: "07:00", closes: "14:00" }] },
      demoPictureFiles(),
    );
    const site = (await getSiteBySlug(slug))!;
    const [home] = await db()
      .select({ blocks: schema.pages.blocks })
      .from(schema.pages)
      .where(and(eq(schema.pages.siteId, id), eq(schema.pages.path, "")));
    // The opening banner is drawn over the showroom's photograph, not on the bare main colour.
    const hero = home!.blocks.find((b) => b.type === "hero")!;
    expect((hero.props as { image?: { asset: string } }).image?.asset).toMatch(/^[0-9a-f-]{36}$/);
    expect(await siteContrastProblems(site)).toEqual([]);

    const item = (await launchChecklist(site)).find((i) => i.key === "pictures")!;
    expect(item).toMatchObject({ checked: false, detail: expect.stringMatching(/pictures? (is|are) the template's/) });
    expect(item.places?.[0]).toMatchObject({
      text: expect.stringMatching(/^the template's picture “.+” on the home page$/),
      href: expect.stringMatching(new RegExp(`^/admin/sites/${slug}/pages/`)),
    });
    // The owner takes the pictures out of the page (here straight in the table, as a save would record it): none is named any more.
    await db().delete(schema.mediaUses).where(eq(schema.mediaUses.siteId, id));
    expect((await launchChecklist(site)).find((i) => i.key === "pictures")).toMatchObject({ done: true, places: [] });
  });
});
