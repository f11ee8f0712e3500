import sharp from "sharp";
import { iconSvg } from "@/components/icons/icon";
import { FONTS, type FontKey } from "@/lib/fonts";
import { xml } from "@/lib/xml";
import type { Site } from "../queries";
import { typeset, type Typeset } from "./outlined-text";

/**
 * A site's identity as files, drawn from its theme: the logo mark as the
 * favicon (SVG) and touch icon (PNG), and a share image per page (PNG, 1200 x
 * 630) in the site's colours with the page's title and the site's name. Each
 * is an SVG rendered by sharp; the PNGs are kept, a few hundred at most.
 */

const SHAPE_PATHS: Record<Site["theme"]["logo"]["shape"], (size: number) => string> = {
  circle: (s) => `<circle cx="${s / 2}" cy="${s / 2}" r="${s / 2}"/>`,
  rounded: (s) => `<rect width="${s}" height="${s}" rx="${s * 0.22}"/>`,
  square: (s) => `<rect width="${s}" height="${s}"/>`,
  hexagon: (s) =>
    `<polygon points="${[
      [0.25, 0.05],
      [0.75, 0.05],
      [1, 0.5],
      [0.75, 0.95],
      [0.25, 0.95],
      [0, 0.5],
    ]
      .map(([x, y]) => `${x! * s},${y! * s}`)
      .join(" ")}"/>`,
  // A mark without a shape still needs a tile behind it to read at 16 px.
  none: (s) => `<rect width="${s}" height="${s}" rx="${s * 0.22}"/>`,
};

/** The logo mark (a lucide icon) as an SVG element, stroked in `colour`, `size` px square at (x, y). */
function markSvg(site: Site, x: number, y: number, size: number, colour: string): string {
  return iconSvg(site.theme.logo.mark, { x, y, size, colour });
}

export function faviconSvg(site: Site, size = 64): string {
  const { primary, onPrimary } = site.theme.palette;
  const inner = Math.round(size * 0.6);
  const offset = (size - inner) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><g fill="${xml(primary)}">${SHAPE_PATHS[site.theme.logo.shape](size)}</g>${markSvg(site, offset, offset, inner, onPrimary)}</svg>`;
}

const kept = new Map<string, Buffer>();
async function keep(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  const found = kept.get(key);
  if (found) return found;
  const png = await draw();
  if (kept.size >= 500) kept.delete(kept.keys().next().value!);
  kept.set(key, png);
  return png;
}

/** A square PNG of the favicon on the site's background, as phones want for a home-screen icon. */
export function touchIconPng(site: Site): Promise<Buffer> {
  const key = `touch:${site.id}:${JSON.stringify(site.theme)}`;
  return keep(key, () =>
    sharp(Buffer.from(faviconSvg(site, 180)))
      .flatten({ background: site.theme.palette.background })
      .png()
      .toBuffer(),
  );
}

/** A page's title as its share image shows it: without the site's name, which the image shows anyway ("Name: ...", "... | Name"). */
export function shareTitle(title: string, siteName: string): string {
  const name = siteName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const bare = title.replace(new RegExp(`\\s*\\|\\s*${name}$`), "").replace(new RegExp(`^${name}\\s*[:|–-]\\s*`), "");
  return bare ? bare.charAt(0).toUpperCase() + bare.slice(1) : title;
}

/**
 * The title's words in at most `lines` lines, each as long as `fits` allows
 * (the last cut with an ellipsis): a number is that many characters, a
 * function measures the line in the font it will be drawn in.
 */
export function wrapTitle(title: string, fits: number | ((line: string) => boolean), lines: number): string[] {
  const fitting = typeof fits === "number" ? (line: string) => line.length <= fits : fits;
  const out: string[] = [];
  let line = "";
  for (const word of title.split(/\s+/).filter(Boolean)) {
    if (line && !fitting(`${line} ${word}`)) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length > lines) {
    out.length = lines;
    out[lines - 1] = `${out[lines - 1]!.replace(/[\s,.:;]+\S*$/, "")}…`;
  }
  return out;
}

/** The generic family the theme's font belongs to, for a title the font cannot set (./outlined-text): DejaVu is what fontconfig has. */
function genericFamily(key: Site["theme"]["fonts"]["heading"]): string {
  return FONTS[key].fallback.includes("serif") && !FONTS[key].fallback.includes("sans-serif") ? "DejaVu Serif, serif" : "DejaVu Sans, sans-serif";
}

/** Where the share image's words go, and how large. */
const TITLE = { x: 80, top: 160, lineHeight: 80, size: 64, width: 1040, lines: 3 };
const NAME = { x: 184, y: 512, size: 38 };

/**
 * One line of words in the theme's font as outlines, or as <text> in the
 * system's nearest family when the font cannot set them.
 */
function words(key: FontKey, size: number, fill: string, set: Typeset | null, text: string, x: number, y: number): string {
  return set
    ? set.path(text, x, y, xml(fill))
    : `<text x="${x}" y="${y}" font-family="${genericFamily(key)}" font-weight="700" font-size="${size}" fill="${xml(fill)}">${xml(text)}</text>`;
}

/** The share image for a page of the site (kept: public pages ask for the same few again and again). */
export function shareImagePng(site: Site, title: string): Promise<Buffer> {
  return keep(`share:${site.id}:${title}:${JSON.stringify(site.theme)}:${site.name}`, () => drawShareImagePng(site, title));
}

/**
 * A share image drawn and not kept: its title large, the site's name and mark below, in the
 * theme's colours and fonts. The editor's preview draws one per pause in typing, which would
 * otherwise push the public pages' images out of the few kept.
 */
export async function drawShareImagePng(site: Site, title: string): Promise<Buffer> {
  const { primary, onPrimary, accent } = site.theme.palette;
  const { heading, body } = site.theme.fonts;
  const [titleSet, nameSet] = await Promise.all([typeset(heading, 700, TITLE.size, [title]), typeset(body, 700, NAME.size, [site.name])]);
  const lines = titleSet ? wrapTitle(title, (line) => titleSet.width(line) <= TITLE.width, TITLE.lines) : wrapTitle(title, 24, TITLE.lines);
  const text = lines.map((line, i) => words(heading, TITLE.size, onPrimary, titleSet, line, TITLE.x, TITLE.top + i * TITLE.lineHeight)).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="${xml(primary)}"/>
<rect x="0" y="590" width="1200" height="40" fill="${xml(accent)}"/>
${text}
<g transform="translate(80 460)"><g fill="${xml(onPrimary)}">${SHAPE_PATHS[site.theme.logo.shape](80)}</g>${markSvg(site, 16, 16, 48, primary)}</g>
${words(body, NAME.size, onPrimary, nameSet, site.name, NAME.x, NAME.y)}
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}
