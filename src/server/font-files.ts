import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { FONTS, type FontKey } from "@/lib/fonts";
import { logger } from "@/server/log";

/**
 * The theme fonts, served by the platform itself from the installed
 * @fontsource-variable packages (lib/fonts.ts lists them): each file at
 * `/api/fonts/{file}-{hash}.woff2`, its hash the first bytes of its
 * content's SHA-256, computed here once a process, so the address changes
 * when the file does and browsers may keep it for a year. The pages declare
 * the faces they use with these addresses (`fontFaceCss`, written by
 * FontFaces) and preload their Latin files (`fontPreloads`): one address per
 * face, nothing of a bundler's naming.
 *
 * Only the weight-axis faces in the Latin subsets are served (sites are
 * written in them). Their rules are the package's own (its index.css), with
 * `font-display: optional`: a face not in by the first paint is not swapped
 * in afterwards, so text never jumps once shown (Lighthouse measured a 0.28
 * layout shift with "swap"); preloaded, the Latin file is in time on a
 * visitor's first page. The Latin extension subset loads when a page needs it.
 */

export const FONT_PATH = "/api/fonts/";

const SUBSETS = ["latin-ext", "latin"] as const;

interface Family {
  /** The @font-face rules of its Latin subsets, with the served addresses. */
  css: string;
  /** The Latin subset's address, preloaded by a page that uses the family. */
  preload: string;
}

/** The families by key, and each served file's place on disk by its name under FONT_PATH. */
let loaded: { families: Map<FontKey, Family | null>; files: Map<string, string> } | undefined;

const packageDir = (files: string) => path.join(process.cwd(), "node_modules/@fontsource-variable", files);

/** Every theme family's files and rules, read from the packages once; a package that cannot be read is left out (its text falls back to the stack's next font) and named in the log. */
function fonts(): NonNullable<typeof loaded> {
  if (loaded) return loaded;
  const families = new Map<FontKey, Family | null>();
  const files = new Map<string, string>();
  for (const key of Object.keys(FONTS) as FontKey[]) {
    const name = FONTS[key].files;
    if (!name) {
      families.set(key, null);
      continue;
    }
    try {
      families.set(key, readFamily(name, files));
    } catch (error) {
      families.set(key, null);
      logger.error({ err: error, font: key }, "a theme font's package cannot be read: its text falls back");
    }
  }
  loaded = { families, files };
  return loaded;
}

function readFamily(name: string, files: Map<string, string>): Family {
  const index = readFileSync(path.join(packageDir(name), "index.css"), "utf8");
  const rules: string[] = [];
  let preload = "";
  for (const subset of SUBSETS) {
    const base = `${name}-${subset}-wght-normal`;
    const rule = new RegExp(`@font-face\\s*{[^}]*url\\(\\./files/${base}\\.woff2\\)[^}]*}`).exec(index)?.[0];
    if (!rule) throw new Error(`${name}'s index.css declares no ${base}.woff2`);
    const source = path.join(packageDir(name), "files", `${base}.woff2`);
    const hash = createHash("sha256").update(readFileSync(source)).digest("hex").slice(0, 16);
    const file = `${base}-${hash}.woff2`;
    const url = `${FONT_PATH}${file}`;
    files.set(file, source);
    if (subset === "latin") preload = url;
    rules.push(
      rule
        .replace(/font-display:\s*[a-z]+/, "font-display: optional")
        .replace(`url(./files/${base}.woff2)`, `url(${url})`)
        .replace(/\s*\n\s*/g, "")
        .replace(/:\s+/g, ":"),
    );
  }
  return { css: rules.join(""), preload };
}

const uses = (keys: readonly FontKey[]) => [...new Set(keys)].flatMap((key) => fonts().families.get(key) ?? []);

/** The @font-face rules of these families, with the addresses this server answers. */
export function fontFaceCss(keys: readonly FontKey[]): string {
  return uses(keys)
    .map((family) => family.css)
    .join("");
}

/**
 * The addresses of the Latin files of these families, for the page to
 * preload: declared font-display: optional, a face not fetched by the first
 * paint would be skipped on a visitor's first page; preloaded, it arrives in time.
 */
export function fontPreloads(keys: readonly FontKey[]): string[] {
  return uses(keys).map((family) => family.preload);
}

/** The file on disk a font address names (edge/fonts.ts answers it), or null when it names none of ours. */
export function fontFileAt(pathname: string): string | null {
  if (!pathname.startsWith(FONT_PATH)) return null;
  return fonts().files.get(pathname.slice(FONT_PATH.length)) ?? null;
}
