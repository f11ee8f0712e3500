import { readdirSync } from "node:fs";
import path from "node:path";

/** Paths another of Next's routes answers, not the site pages' catch-all: "feed.xml" below a site, "checkout" at the root. */
export interface OtherRoutes {
  sitePaths: ReadonlySet<string>;
  rootSegments: ReadonlySet<string>;
}

/** The site pages' catch-all route, as its folders name it. */
const CATCH_ALL = "[site]/[[...path]]";

const ROUTE_FILE = /^(page|route)\.(tsx?|jsx?)$/;

/**
 * Next's other routes, read from the project's own app folder (`src/app`):
 * a folder with a page or route file is a route; route groups `(name)` add
 * no segment, and `_private` and `@slot` folders none of their own. Throws
 * when the catch-all is not where the edge expects it.
 */
export function readOtherRoutes(appDir: string): OtherRoutes {
  const routes: string[] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isFile() && ROUTE_FILE.test(entry.name)) routes.push(segments.join("/"));
      else if (entry.isDirectory() && !/^[_@]/.test(entry.name))
        walk(path.join(dir, entry.name), /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name]);
    }
  };
  walk(appDir, []);
  if (!routes.includes(CATCH_ALL)) throw new Error(`${appDir} has no ${CATCH_ALL}/page`);
  const sitePaths = new Set<string>();
  const rootSegments = new Set<string>();
  for (const route of routes) {
    if (route === CATCH_ALL) continue;
    const [first, ...rest] = route.split("/");
    if (first === "[site]" && rest.length && rest.every((segment) => !segment.startsWith("["))) sitePaths.add(rest.join("/"));
    else if (first && !first.startsWith("[")) rootSegments.add(first);
  }
  return { sitePaths, rootSegments };
}

let known: OtherRoutes | undefined;

/** The other routes of this project, read once (`root/src/app`). */
export function otherRoutes(root = process.cwd()): OtherRoutes {
  return (known ??= readOtherRoutes(path.join(root, "src/app")));
}
