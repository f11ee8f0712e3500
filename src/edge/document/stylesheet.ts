import "server-only";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ISLANDS_PATH } from "@/islands/assets";
import { STYLESHEET_DIR, STYLESHEET_MANIFEST, type StylesheetManifest } from "./stylesheet-build";

let manifest: { read: StylesheetManifest; mtimeMs: number } | null = null;

/**
 * The address of the site's stylesheet (./stylesheet-build.ts), which site
 * pages and the live preview link; read again when the build is newer. Null
 * when it is not built (`npm run build`).
 */
export function siteStylesheet(): string | null {
  const file = path.join(process.cwd(), STYLESHEET_DIR, STYLESHEET_MANIFEST);
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return null;
  }
  if (manifest?.mtimeMs !== mtimeMs) manifest = { read: JSON.parse(readFileSync(file, "utf8")) as StylesheetManifest, mtimeMs };
  return `${ISLANDS_PATH}${manifest.read.file}`;
}
