import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { ownAnswerHeaders } from "@/server/csp";
import { FONT_PATH, fontFileAt } from "@/server/font-files";

const contents = new Map<string, Buffer>();

/**
 * Answers `/api/fonts/…` (true when it did): a theme font's file
 * (server/font-files.ts), kept by browsers and CDNs for a year since its
 * address changes with its content; 404 for any other name, 405 for a method
 * other than GET and HEAD.
 */
export function answerFontFile(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  if (!pathname.startsWith(FONT_PATH)) return false;
  const plain = { ...ownAnswerHeaders(), "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { ...plain, Allow: "GET, HEAD" }).end("This address does not take that method.\n");
    return true;
  }
  const source = fontFileAt(pathname);
  if (!source) {
    res.writeHead(404, plain).end("Not found\n");
    return true;
  }
  const etag = `"${pathname.slice(pathname.lastIndexOf("-") + 1, -".woff2".length)}"`;
  const headers = { ...ownAnswerHeaders(), "Cache-Control": "public, max-age=31536000, immutable", ETag: etag };
  if (req.headers["if-none-match"]?.split(/\s*,\s*/).includes(etag)) {
    res.writeHead(304, headers).end();
    return true;
  }
  let bytes = contents.get(source);
  if (!bytes) contents.set(source, (bytes = readFileSync(source)));
  res.writeHead(200, { ...headers, "Content-Type": "font/woff2", "Content-Length": String(bytes.length) });
  res.end(req.method === "HEAD" ? undefined : bytes);
  return true;
}
