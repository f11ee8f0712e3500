/**
 * Measures, in Chromium, how wide every printable ASCII character is in each
 * theme font at the weights the site header uses (500 nav, 600 button, 700
 * name), and writes src/lib/font-widths.json. The header reads it to decide
 * at which width its navigation fits on one row (lib/header-fit.ts).
 *   npx tsx scripts/measure-font-widths.ts
 * Run again after adding a font to lib/fonts.ts.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { chromium } from "playwright-core";
import { FONTS, type FontKey } from "@/lib/fonts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";

const require = createRequire(import.meta.url);
const WEIGHTS = [500, 600, 700] as const;
const CHARS = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join("");

function fontFace(key: FontKey): string {
  if (key === "system") return "";
  const pkg = FONTS[key].files;
  const file = require.resolve(`@fontsource-variable/${pkg}/files/${pkg}-latin-wght-normal.woff2`);
  const data = readFileSync(file).toString("base64");
  return `@font-face{font-family:${FONTS[key].family};font-weight:100 900;src:url(data:font/woff2;base64,${data}) format('woff2-variations');}`;
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const page = await browser.newPage();
const keys = Object.keys(FONTS) as FontKey[];
await page.setContent(`<style>${keys.map(fontFace).join("")}</style>`);
const result: Record<string, Record<number, number[]>> = {};
for (const key of keys) {
  const family = `${FONTS[key].family}, ${FONTS[key].fallback}`;
  result[key] = {};
  for (const weight of WEIGHTS) {
    result[key][weight] = await page.evaluate(
      async ({ family, weight, chars }) => {
        await document.fonts.load(`${weight} 100px ${family}`);
        const ctx = document.createElement("canvas").getContext("2d")!;
        ctx.font = `${weight} 100px ${family}`;
        // Widths in thousandths of an em.
        return [...chars].map((c) => Math.round(ctx.measureText(c).width * 10));
      },
      { family, weight, chars: CHARS },
    );
  }
}
await browser.close();
const out = path.resolve(import.meta.dirname, "../src/lib/font-widths.json");
writeFileSync(out, JSON.stringify(result) + "\n");
console.log(`wrote ${out}`);
