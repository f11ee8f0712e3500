import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DEMO_IMAGES } from "./catalogue";
import { creditsMarkdown, LICENCES } from "./credits";
import { DEMO_PHOTOS, photoFile } from "./photos";
import { demoImageBytes } from "./render";

const entries = Object.entries(DEMO_IMAGES);
const imagesDir = import.meta.dirname;

describe("the demo image catalogue", () => {
  it("names every image by a path-like key, with alt text and a full credit under a known licence", () => {
    expect(entries.length).toBeGreaterThan(150);
    for (const [key, image] of entries) {
      expect(key, key).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+)+$/);
      expect(image.alt.trim().length, `${key} alt`).toBeGreaterThan(10);
      expect(image.alt.length, `${key} alt`).toBeLessThanOrEqual(200);
      expect(image.credit.author.trim(), `${key} author`).not.toBe("");
      expect(image.credit.source.trim(), `${key} source`).not.toBe("");
      expect(Object.keys(LICENCES), `${key} licence`).toContain(image.credit.licence);
      if (image.focal) for (const v of [image.focal.x, image.focal.y]) expect(v >= 0 && v <= 1, `${key} focal`).toBe(true);
    }
  });

  it("gives no two images the same alt text", () => {
    const seen = new Map<string, string>();
    for (const [key, image] of entries) {
      expect(seen.get(image.alt), `${key} repeats the alt of ${seen.get(image.alt)}`).toBeUndefined();
      seen.set(image.alt, key);
    }
  });

  it("keeps every committed photo small: JPEG, at most 1600 px, no metadata, under 35 MB in all", async () => {
    let total = 0;
    for (const photo of DEMO_PHOTOS) {
      const file = path.join(imagesDir, photoFile(photo.key));
      total += statSync(file).size;
      const meta = await sharp(file).metadata();
      expect(meta.format, photo.key).toBe("jpeg");
      expect(Math.max(meta.width ?? 0, meta.height ?? 0), photo.key).toBeLessThanOrEqual(1600);
      expect(meta.exif, `${photo.key} keeps EXIF`).toBeUndefined();
      expect(meta.icc, `${photo.key} keeps an ICC profile`).toBeUndefined();
    }
    expect(total).toBeLessThan(35 * 1024 * 1024);
    // Nothing in the folder that the list does not account for.
    const listed = new Set(DEMO_PHOTOS.map((p) => path.basename(photoFile(p.key))));
    expect(readdirSync(path.join(imagesDir, "photos")).filter((f) => !listed.has(f))).toEqual([]);
  });

  it("has a CREDITS.md that matches the catalogue (regenerate with npx tsx scripts/demo-credits.ts)", () => {
    expect(readFileSync(path.join(imagesDir, "CREDITS.md"), "utf8")).toBe(creditsMarkdown());
  });
});

// One test per drawing, a few at once: sharp rasterizes on its own threads, so they overlap.
describe.concurrent("each drawing of the demo", () => {
  const drawings = entries.filter(([, image]) => !("file" in image.source));
  it.for(drawings)("%s renders to its declared size, the same way twice", { timeout: 30_000 }, async ([key, image], { expect }) => {
    if ("file" in image.source) return;
    expect(image.source.svg(), `${key} is not deterministic`).toBe(image.source.svg());
    const { bytes, contentType } = await demoImageBytes(image);
    expect(contentType).toBe("image/png");
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height], key).toEqual([image.source.width, image.source.height]);
    // A drawing that is one flat colour did not render.
    const { channels } = await sharp(bytes).stats();
    expect(Math.max(...channels.map((c) => c.stdev)), `${key} is blank`).toBeGreaterThan(5);
  });
});
