import { rmSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { demoImages } from "@/demo/images/place";
import { DEMO_IMAGES } from "@/demo/images/catalogue";
import { db, schema } from "@/server/db/client";
import { batch } from "@/server/db/write";
import { loadSiteSeed } from "@/modules/templates/load";
import { DEMO_SITES } from "@/modules/templates/showroom";
import { renderPath } from "../helpers/document";

const dataDir = await vi.hoisted(async () => {
  const [{ mkdtempSync }, { tmpdir }, { join }] = await Promise.all([import("node:fs"), import("node:os"), import("node:path")]);
  const dir = mkdtempSync(join(tmpdir(), "mainstreet-demo-images-"));
  process.env.DATA_DIR = dir;
  return dir;
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const html = async (path: string) => (await renderPath(path))!.body.toString("utf8");

// On a fresh clone the pictures are encoded here for the first time (.cache/demo-images is empty).
describe("the demo's pictures", { timeout: 120_000 }, () => {
  it("go into each site's library through the upload pipeline, once per site, and show on its pages with the catalogue's alt text", async () => {
    const seed = DEMO_SITES.find((s) => s.slug === "frame-and-field")!;
    const images = demoImages();
    const siteId = await batch(() => loadSiteSeed({ ...seed, slug: "frame-and-field-pictures" }, new Date(), images));
    const assets = await db().select().from(schema.mediaAssets).where(eq(schema.mediaAssets.siteId, siteId));
    expect(assets.length).toBe(new Set(JSON.stringify(seed).match(/seed-image:[^"]+/g)).size);
    for (const asset of assets) {
      expect(asset).toMatchObject({
        alt: expect.any(String),
        dominantColor: expect.toBeOneOf([null, expect.stringMatching(/^#[0-9a-f]{6}$/)]),
        contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      expect(Object.keys(asset.variants).sort()).toEqual(["avif", "webp"]);
    }
    const home = await html("/frame-and-field-pictures");
    expect(home).toContain(`alt="${DEMO_IMAGES["landscape/dandelion-field"]!.alt}"`);
    expect(home).toContain('fetchPriority="high"');
    // The gallery page is Next's to render (its viewer is interactive): its pictures are counted as uses here, and shown in tests/browser/gallery.test.ts.
    const uses = await db()
      .select()
      .from(schema.mediaUses)
      .where(and(eq(schema.mediaUses.siteId, siteId), eq(schema.mediaUses.label, 'page "/gallery"')));
    expect(uses.length).toBe(11);
  });

  it("put dishes on a restaurant's menu, two photographs on each of the painter's products and real logos in a logo cloud", async () => {
    const images = demoImages();
    for (const slug of ["copper-kettle", "ada-ferro-art", "lena-moss-studio"]) {
      const seed = DEMO_SITES.find((s) => s.slug === slug)!;
      await batch(() => loadSiteSeed({ ...seed, slug: `${slug}-pictures` }, new Date(), images));
    }
    const menu = await html("/copper-kettle-pictures/dining");
    expect(menu).toContain(`alt="${DEMO_IMAGES["food/copper-kettle/french-onion-soup"]!.alt}"`);
    // The shop page needs scripts (its checkout), so Next renders it; its products hold their photographs, framed first.
    // Scoped to this site: the templates test makes painters' sites of its own (whose products come without pictures).
    const [site] = await db().select({ id: schema.sites.id }).from(schema.sites).where(eq(schema.sites.slug, "ada-ferro-art-pictures"));
    const [painting] = await db()
      .select()
      .from(schema.products)
      .where(and(eq(schema.products.siteId, site!.id), eq(schema.products.slug, "still-water-honeoye")));
    const names = await Promise.all(
      painting!.images.map(async (ref) => (await db().select().from(schema.mediaAssets).where(eq(schema.mediaAssets.id, ref.asset)))[0]!.originalName),
    );
    expect(names).toEqual(["still-water-honeoye-framed.png", "still-water-honeoye.png"]);
    expect((await db().select().from(schema.mediaUses).where(eq(schema.mediaUses.label, 'product "Still Water, Honeoye (original oil)"'))).length).toBe(2);
    const [logo] = await db().select().from(schema.mediaAssets).where(eq(schema.mediaAssets.alt, "Willow Shore Inn logo"));
    expect((await db().select().from(schema.mediaUses).where(eq(schema.mediaUses.assetId, logo!.id))).map((use) => use.label)).toEqual(['page "/projects"']);
  });
});
