import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";

/** What the document renderer needs from Next's production build. */
export interface SiteBuild {
  /** The stylesheets Next links on a site page, in its order. */
  stylesheets: readonly string[];
  /** Paths another of Next's routes answers, not the site pages' catch-all: "feed.xml" below a site, "checkout" at the root. */
  sitePaths: ReadonlySet<string>;
  rootSegments: ReadonlySet<string>;
}

const CATCH_ALL = "/[site]/[[...path]]";
let known: SiteBuild | null | undefined;

/**
 * Read once from the build's manifests. Null when they cannot be read (no
 * production build, or one that inlines its CSS): the document renderer then
 * leaves every page to Next.
 */
export function siteBuild(): SiteBuild | null {
  if (known !== undefined) return known;
  const root = process.cwd();
  try {
    known = { stylesheets: readStylesheets(root), ...readOtherRoutes(root) };
    if (!known.stylesheets.length) known = null;
  } catch {
    known = null;
  }
  return known;
}

function readStylesheets(root: string): string[] {
  const source = readFileSync(path.join(root, ".next/server/app", `${CATCH_ALL}/page_client-reference-manifest.js`), "utf8");
  // The file assigns one JSON object: globalThis.__RSC_MANIFEST["/[site]/[[...path]]/page"] = {...};
  const manifest = JSON.parse(source.slice(source.indexOf("= {") + 2).trim().replace(/;$/, "")) as { entryCSSFiles?: Record<string, Array<{ path: string; inlined: boolean }>> };
  const files = manifest.entryCSSFiles?.[`[project]/src/app${CATCH_ALL}/page`] ?? [];
  return files.some((file) => file.inlined) ? [] : files.map((file) => `/_next/${file.path}`);
}

function readOtherRoutes(root: string): Pick<SiteBuild, "sitePaths" | "rootSegments"> {
  const routes = Object.values(JSON.parse(readFileSync(path.join(root, ".next/app-path-routes-manifest.json"), "utf8")) as Record<string, string>);
  const sitePaths = new Set<string>();
  const rootSegments = new Set<string>();
  for (const route of routes) {
    if (route === CATCH_ALL) continue;
    const [first, ...rest] = route.split("/").slice(1);
    if (first === "[site]" && rest.length && rest.every((segment) => !segment.startsWith("["))) sitePaths.add(rest.join("/"));
    else if (first && !first.startsWith("[")) rootSegments.add(first);
  }
  return { sitePaths, rootSegments };
}
