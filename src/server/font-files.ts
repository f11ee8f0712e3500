import "server-only";
import { readdirSync } from "node:fs";
import path from "node:path";
import { FONTS, type FontKey } from "@/lib/fonts";

let media: string[] | undefined;

/** The font files Next's production build emitted (app/fonts.css names them by package file, plus a hash); none in development. */
function builtMedia(): string[] {
  if (media) return media;
  try {
    media = readdirSync(path.join(process.cwd(), ".next/static/media")).filter((name) => name.endsWith(".woff2"));
  } catch {
    media = [];
  }
  return media;
}

/**
 * The URLs of the Latin files of the theme's fonts, for the page to preload:
 * app/fonts.css declares them font-display: optional (text never jumps), so a
 * face not fetched by the first paint would be skipped on a visitor's first
 * page; preloaded, it arrives in time. The Latin extension subset is left to
 * load when a page needs it.
 */
export function fontPreloads(keys: readonly FontKey[]): string[] {
  return [...new Set(keys)].flatMap((key) => {
    if (key === "system") return [];
    const file = `${FONTS[key].files}-latin-wght-normal.`;
    const built = builtMedia().find((name) => name.startsWith(file));
    return built ? [`/_next/static/media/${built}`] : [];
  });
}
