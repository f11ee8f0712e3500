import { rmSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { demoImages } from "@/demo/images/place";
import { DEMO_IMAGES } from "@/demo/images/catalogue";
import { db, schema } from "@/server/db/client";
import { batch } from "@/server/db/write";
import { renderSitePage } from "@/server/document/render";
import { loadSiteSeed } from "@/modules/templates/load";
import { DEMO_SITES } from "@/modules/templates/showroom";

const dataDir = await vi.hoisted(async () => {
  const [{ mkdtempSync }, { tmpdir }, { join }] = await Promise.all([import("node:fs"), import("node:os"), import("node:path")]);
  const dir = mkdtempSync(join(tmpdir(), "mainstreet-demo-images-"));
  process.env.DATA_DIR = dir;
  return dir;
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const BUILD = { stylesheets: ["/_next/static/chunks/site.css"], sitePaths: new Set<string>(), rootSegments: new Set<string>() };
const html = async (path: string) => (await renderSitePage(new URL(path, "http://localhost"), BUILD))!.body.toString("utf8");

describe("the demo's pictures", () => {
  it("go into each site's library through the upload pipeline, once per site, and show on its pages with the catalogue's alt text", async () => {
    const seed = DEMO_SITES.find((s) => s.slug === "frame-and-field")!;
    const images = demoImages();
    const siteId = await batch(() => loadSiteSeed({ ...seed, slug: "frame-and-field-pictures" }, new Date(), images));
    const assets = await db().select().from(schema.mediaAssets).where(eq(schema.mediaAssets.siteId, siteId));
    expect(assets.length).toBe(new Set(JSON.stringify(seed).match(/seed-image:[^"]+/g)).size);
    for (const asset of assets) {
      expect(asset).toMatchObject({ alt: expect.any(String), dominantColor: expect.stringMatching(/^#[0-9a-f]{6}$/), contentHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
      expect(Object.keys(asset.variants).sort()).toEqual(["avif", "webp"]);
    }
    const home = await html("/frame-and-field-pictures");
    expect(home).toContain(`alt="${DEMO_IMAGES["landscape/dandelion-field"]!.alt}"`);
    expect(home).toContain('fetchPriority="high"');
    const gallery = await html("/frame-and-field-pictures/gallery");
    expect(gallery.match(/<picture>/g)?.length).toBeGreaterThanOrEqual(2 * 11);
    const uses = await db().select().from(schema.mediaUses).where(and(eq(schema.mediaUses.siteId, siteId), eq(schema.mediaUses.label, 'page "/gallery"')));
    expect(uses.length).toBe(11);
  });
});
