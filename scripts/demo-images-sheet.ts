/**
 * Renders every demo image (src/demo/images/catalogue.ts) into contact sheets,
 * so a person can look at them all:
 *   npx tsx scripts/demo-images-sheet.ts [out-dir] [key-prefix ...]
 * Writes {out-dir}/sheet-{n}.png (default out-dir: ./data/demo-images), 24
 * images a sheet with their keys, and prints how long each drawing took.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import { DEMO_IMAGES } from "@/demo/images/catalogue";
import { demoImageBytes } from "@/demo/images/render";
import { escapeText } from "@/demo/images/generated/svg";

const [outArg, ...prefixes] = process.argv.slice(2);
const outDir = path.resolve(outArg ?? "data/demo-images");
mkdirSync(outDir, { recursive: true });

const keys = Object.keys(DEMO_IMAGES).filter((key) => !prefixes.length || prefixes.some((p) => key.startsWith(p)));
const CELL = { width: 400, height: 300, label: 28 };
const COLUMNS = 6;
const PER_SHEET = 24;

for (let sheet = 0; sheet * PER_SHEET < keys.length; sheet++) {
  const chunk = keys.slice(sheet * PER_SHEET, (sheet + 1) * PER_SHEET);
  const tiles: OverlayOptions[] = [];
  for (const [i, key] of chunk.entries()) {
    const started = performance.now();
    const { bytes } = await demoImageBytes(DEMO_IMAGES[key]!);
    const ms = performance.now() - started;
    if (ms > 100) console.warn(`${key}: ${ms.toFixed(0)} ms`);
    const left = (i % COLUMNS) * CELL.width;
    const top = Math.floor(i / COLUMNS) * (CELL.height + CELL.label);
    const thumb = await sharp(bytes)
      .resize(CELL.width - 8, CELL.height - 8, { fit: "contain", background: "#1b1b1b" })
      .png()
      .toBuffer();
    tiles.push({ input: thumb, left: left + 4, top: top + 4 });
    const label = `<svg xmlns="http://www.w3.org/2000/svg" width="${CELL.width}" height="${CELL.label}"><text x="6" y="19" font-family="DejaVu Sans, sans-serif" font-size="14" fill="#eee">${escapeText(key)}</text></svg>`;
    tiles.push({ input: Buffer.from(label), left, top: top + CELL.height });
  }
  const rows = Math.ceil(chunk.length / COLUMNS);
  const file = path.join(outDir, `sheet-${sheet + 1}.png`);
  await sharp({ create: { width: CELL.width * COLUMNS, height: rows * (CELL.height + CELL.label), channels: 3, background: "#1b1b1b" } })
    .composite(tiles)
    .png()
    .toFile(file);
  console.log(file);
}
console.log(`${keys.length} images`);
