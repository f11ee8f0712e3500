import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { builtManifest } from "@/server/build-manifest";
import { ownAnswerHeaders } from "@/server/csp";
import { ISLANDS_DIR, MANIFEST, type IslandManifest } from "./build";
import type { IslandName } from "./names";

/** Where the edge serves the islands' files: a path of the platform's own, outside any site's and Next's. */
export const ISLANDS_PATH = "/_islands/";

const root = () => process.cwd();

/** The build's manifest (./build.ts), read again when the build is newer; null when there is none. */
const currentManifest = () => builtManifest<IslandManifest>(path.join(root(), ISLANDS_DIR, MANIFEST));

/**
 * The scripts a page with these islands loads: the client entry, and each
 * island's files to preload (the entry would otherwise find them only once
 * it ran). Null when the islands are not built, or one is unknown to the build.
 */
export function islandScripts(names: Iterable<string>): { entry: string; preload: string[] } | null {
  const built = currentManifest();
  if (!built) return null;
  const preload = new Set<string>();
  for (const name of names) {
    const files = built.islands[name as IslandName];
    if (!files) return null;
    for (const file of files) preload.add(`${ISLANDS_PATH}${file}`);
  }
  return { entry: `${ISLANDS_PATH}${built.entry}`, preload: [...preload] };
}

/** The islands a rendered page has, by the names their elements carry. */
export function islandsIn(html: string): Set<string> {
  return new Set([...html.matchAll(/<div data-island="([\w-]+)"/g)].map((match) => match[1]!));
}

const files = new Map<string, { plain: Buffer; brotli: Buffer } | null>();

/**
 * Answers a request for one of the islands' files, or the site's stylesheet
 * (edge/document/stylesheet-build.ts, written beside them): their names carry their
 * content's hash, so they are kept a year and never asked again; brotli when
 * the browser takes it (the build wrote that copy). Anything else is a 404.
 */
export function serveIslandFile(req: IncomingMessage, res: ServerResponse, pathname: string): void {
  const name = pathname.slice(ISLANDS_PATH.length);
  let file = files.get(name);
  if (file === undefined && /^[\w-]+\.(js|css)$/.test(name)) {
    const full = path.join(root(), ISLANDS_DIR, "files", name);
    try {
      file = { plain: readFileSync(full), brotli: readFileSync(`${full}.br`) };
      files.set(name, file);
    } catch {
      file = null;
    }
  }
  if (!file || (req.method !== "GET" && req.method !== "HEAD")) {
    res.writeHead(file ? 405 : 404, { ...ownAnswerHeaders(), "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
    res.end(file ? "" : "Not found.\n");
    return;
  }
  const brotli = /\bbr\b/.test(String(req.headers["accept-encoding"] ?? ""));
  const body = brotli ? file.brotli : file.plain;
  res.writeHead(200, {
    ...ownAnswerHeaders(),
    "Content-Type": name.endsWith(".css") ? "text/css; charset=utf-8" : "text/javascript; charset=utf-8",
    "Cache-Control": "public, max-age=31536000, immutable",
    Vary: "Accept-Encoding",
    "Content-Length": body.length,
    ...(brotli && { "Content-Encoding": "br" }),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}
