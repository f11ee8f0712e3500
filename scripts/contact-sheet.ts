/**
 * A contact sheet of every demo site's home page, at 1280 px and at 390 px,
 * so anyone can see at a glance whether 77 sites look like 77 businesses:
 *   npx tsx scripts/contact-sheet.ts [base-url] [out-dir]
 * Needs a running server with the demo loaded (default http://127.0.0.1:3000).
 * Writes {out-dir}/desktop-{n}.png and phone-{n}.png (default out-dir:
 * ./data/contact-sheet), each tile the top of a home page with its slug.
 * Pages are loaded without JavaScript, as the site pages need none.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import sharp, { type OverlayOptions } from "sharp";
import { escapeText } from "@/demo/images/generated/svg";
import { DEMO_SITES } from "@/modules/templates/showroom";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";

const [baseArg, outArg] = process.argv.slice(2);
const base = (baseArg ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const outDir = path.resolve(outArg ?? "data/contact-sheet");
mkdirSync(outDir, { recursive: true });

/** Each width: the window, how much of the page a tile shows, the tile's size, and tiles a row. */
const SHEETS = [
  { name: "desktop", viewport: { width: 1280, height: 1600 }, tile: 400, columns: 5 },
  { name: "phone", viewport: { width: 390, height: 1400 }, tile: 195, columns: 10 },
] as const;
const LABEL = 26;
const PER_SHEET = 20;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (const sheet of SHEETS) {
    const context = await browser.newContext({ viewport: sheet.viewport, javaScriptEnabled: false });
    const page = await context.newPage();
    const scale = sheet.tile / sheet.viewport.width;
    const tileHeight = Math.round(sheet.viewport.height * scale);
    for (let n = 0; n * PER_SHEET < DEMO_SITES.length; n++) {
      const sites = DEMO_SITES.slice(n * PER_SHEET, (n + 1) * PER_SHEET);
      const tiles: OverlayOptions[] = [];
      for (const [i, site] of sites.entries()) {
        await page.goto(`${base}/${site.slug}`, { waitUntil: "load" });
        const shot = await page.screenshot();
        const left = (i % sheet.columns) * (sheet.tile + 8);
        const top = Math.floor(i / sheet.columns) * (tileHeight + LABEL + 8);
        tiles.push({ input: await sharp(shot).resize(sheet.tile).png().toBuffer(), left, top: top + LABEL });
        const label = `<svg xmlns="http://www.w3.org/2000/svg" width="${sheet.tile}" height="${LABEL}"><text x="4" y="18" font-family="DejaVu Sans, sans-serif" font-size="${sheet.tile < 300 ? 11 : 15}" fill="#eee">${escapeText(site.slug)}</text></svg>`;
        tiles.push({ input: Buffer.from(label), left, top });
      }
      const rows = Math.ceil(sites.length / sheet.columns);
      const file = path.join(outDir, `${sheet.name}-${n + 1}.png`);
      await sharp({ create: { width: sheet.columns * (sheet.tile + 8), height: rows * (tileHeight + LABEL + 8), channels: 3, background: "#1b1b1b" } })
        .composite(tiles)
        .png()
        .toFile(file);
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
