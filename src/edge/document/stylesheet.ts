import path from "node:path";
import { ISLANDS_PATH } from "@/islands/assets";
import { builtManifest } from "@/server/build-manifest";
import { STYLESHEET_DIR, STYLESHEET_MANIFEST, type StylesheetManifest } from "./stylesheet-build";

/**
 * The address of the site's stylesheet (./stylesheet-build.ts), which site
 * pages and the live preview link; read again when the build is newer. Null
 * when it is not built (`npm run build`).
 */
export function siteStylesheet(): string | null {
  const manifest = builtManifest<StylesheetManifest>(path.join(process.cwd(), STYLESHEET_DIR, STYLESHEET_MANIFEST));
  return manifest && `${ISLANDS_PATH}${manifest.file}`;
}
