import { readFileSync } from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";
import { decompress } from "wawoff2";
import { FONTS, type FontKey } from "@/lib/fonts";

/**
 * Text in a theme's own typeface for pictures drawn on the server (the share
 * image). sharp's SVG renderer draws <text> only with fonts fontconfig finds,
 * and cannot read the web fonts' WOFF2 files, so the words are set here with
 * fontkit and drawn as outlines: one <path> per glyph, which needs no font
 * to render. The WOFF2 file is first turned back into TrueType (wawoff2,
 * Google's decoder): fontkit reads WOFF2 but cannot take a weight of a
 * variable font from one.
 */

const loaded = new Map<string, Promise<fontkit.Font | null>>();

/** The decoder's WebAssembly starts on its first call, and a second call during that start fails: one decode at a time. */
let decoding: Promise<unknown> = Promise.resolve();
function decodeWoff2(bytes: Uint8Array): Promise<Uint8Array> {
  const next = decoding.then(() => decompress(bytes));
  decoding = next.catch(() => undefined);
  return next;
}

/** The Latin file of the theme's font at the given weight, or null (the system stack, or a file that will not open). */
function fontFor(key: FontKey, weight: number): Promise<fontkit.Font | null> {
  const cacheKey = `${key}:${weight}`;
  let font = loaded.get(cacheKey);
  if (!font) {
    font = open(key, weight);
    loaded.set(cacheKey, font);
  }
  return font;
}

async function open(key: FontKey, weight: number): Promise<fontkit.Font | null> {
  const files = FONTS[key].files;
  if (!files) return null;
  try {
    const file = path.join(process.cwd(), "node_modules/@fontsource-variable", files, "files", `${files}-latin-wght-normal.woff2`);
    const font = fontkit.create(Buffer.from(await decodeWoff2(readFileSync(file)))) as fontkit.Font;
    return "wght" in font.variationAxes ? font.getVariation({ wght: weight }) : font;
  } catch {
    return null;
  }
}

export interface Typeset {
  /** How wide a line of this text would be at `size` px. */
  width(text: string): number;
  /** The text as one SVG path with its baseline's left end at (x, y). */
  path(text: string, x: number, y: number, fill: string): string;
}

/**
 * A typesetter for the theme's font, or null when the font is the system
 * stack, cannot be read, or lacks a glyph the text needs (a title in another
 * script): the caller then falls back to <text> in a system font.
 */
export async function typeset(key: FontKey, weight: number, size: number, texts: string[]): Promise<Typeset | null> {
  const font = await fontFor(key, weight);
  if (!font || !texts.every((text) => [...text].every((c) => /\s/.test(c) || font.hasGlyphForCodePoint(c.codePointAt(0)!)))) return null;
  const scale = size / font.unitsPerEm;
  return {
    width: (text) => font.layout(text).advanceWidth * scale,
    path: (text, x, y, fill) => {
      const run = font.layout(text);
      let pen = 0;
      const parts: string[] = [];
      run.glyphs.forEach((glyph, i) => {
        const position = run.positions[i]!;
        const d = glyph.path.toSVG();
        // Font units, y up; the picture's pixels, y down.
        if (d)
          parts.push(
            `<path transform="translate(${round(x + (pen + position.xOffset) * scale)} ${round(y - position.yOffset * scale)}) scale(${round(scale, 5)} ${round(-scale, 5)})" d="${d}"/>`,
          );
        pen += position.xAdvance;
      });
      return `<g fill="${fill}">${parts.join("")}</g>`;
    },
  };
}

function round(n: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
