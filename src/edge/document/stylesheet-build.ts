import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";
import postcss, { type AcceptedPlugin } from "postcss";

/** The site's stylesheet: its source, and where the build writes it (beside the islands' files, served by the same route: islands/assets.ts). */
export const STYLESHEET_SOURCE = "src/app/globals.css";
export const STYLESHEET_DIR = ".islands";
export const STYLESHEET_MANIFEST = "stylesheet.json";

/** What the build wrote: the stylesheet's file name, which carries its content's hash. */
export interface StylesheetManifest {
  file: string;
}

/**
 * Builds the stylesheet site pages link: globals.css through PostCSS with
 * the plugins postcss.config.mjs names (Tailwind's, which scans the project
 * for the classes it uses), minified, named by its content's hash so that it
 * is kept a year and a change is a new address. Writes it, a brotli copy, and
 * the manifest the edge reads (./stylesheet.ts). Run after the islands' build,
 * which clears their folder.
 */
export async function buildStylesheet(root: string): Promise<StylesheetManifest> {
  const from = path.join(root, STYLESHEET_SOURCE);
  const { css } = await postcss(await configuredPlugins(root)).process(readFileSync(from, "utf8"), { from, map: false });
  const bytes = Buffer.from(css);
  const manifest = { file: `site-${createHash("sha256").update(bytes).digest("hex").slice(0, 16)}.css` };
  const files = path.join(root, STYLESHEET_DIR, "files");
  mkdirSync(files, { recursive: true });
  writeFileSync(path.join(files, manifest.file), bytes);
  writeFileSync(path.join(files, `${manifest.file}.br`), brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(path.join(root, STYLESHEET_DIR, STYLESHEET_MANIFEST), JSON.stringify(manifest, null, 2));
  return manifest;
}

/** The plugins postcss.config.mjs names, each called with its options; Tailwind's also minifies, and scans from the project's root. */
async function configuredPlugins(root: string): Promise<AcceptedPlugin[]> {
  const config = (await import(pathToFileURL(path.join(root, "postcss.config.mjs")).href)) as { default: { plugins: Record<string, object> } };
  return Promise.all(
    Object.entries(config.default.plugins).map(async ([name, options]) => {
      const plugin = ((await import(name)) as { default: (options: object) => AcceptedPlugin }).default;
      return plugin(name === "@tailwindcss/postcss" ? { base: root, optimize: { minify: true }, ...options } : options);
    }),
  );
}
