import "server-only";
import type { KeptPage } from "@/server/cache";
import { SCRIPT_FREE_CSP } from "@/server/csp";
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gunzipSync, gzipSync } from "node:zlib";

/**
 * The page cache in front of the renderer, as a CDN would keep it: each
 * public page's bytes, compressed once (gzip and brotli), served without
 * entering Next and without compressing again. Entries carry the same tags
 * as the data cache and are dropped by the same invalidations (see ./cache),
 * on every instance; they also expire after a while, so time-dependent
 * content (upcoming events, scheduled posts) moves on by itself.
 *
 * Only anonymous GETs of public pages (and searches, by their words) are
 * cached: previews, forms' results, calculators, client navigations (RSC),
 * server actions, the admin and contacts' pages always reach the renderer.
 */
export interface CachedPage extends KeptPage {
  status: number;
  /** The page's own headers and its validators, as a flat [name, value, ...] list: what writeHead takes without checking each again. */
  fields: string[];
  /** ETag, Cache-Control and Vary, the same way: all a 304 repeats. */
  validators: string[];
  gzip: Buffer;
  br: Buffer;
  etag: string;
  /** What it costs in memory: both its encodings (the rest is a few headers). */
  bytes: number;
}

const NEVER = ["/_next/", "/api/", "/contacts/", "/admin", "/login"];
const NOT_KEPT = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", "cache-control", "etag", "vary", "set-cookie", "x-request-id", "x-cache"]);

/**
 * The key a request's page is kept under, or null when it is not kept. The
 * only query a page may carry is a search's ?q= (its results depend on the
 * site's content and the words alone); any other query (a preview link, a
 * form's reference, a calculator's inputs) reaches the renderer.
 */
export function cacheKey(req: IncomingMessage, url: URL): string | null {
  if (!isAnonymousGet(req, url)) return null;
  if (!url.search) return url.pathname;
  const q = url.searchParams.get("q");
  if ([...url.searchParams.keys()].some((key) => key !== "q") || url.searchParams.getAll("q").length !== 1 || !q || q.length > MAX_CACHED_QUERY) return null;
  return `${url.pathname}?q=${encodeURIComponent(q)}`;
}

/** Longer searches are rare and are rendered each time, so they cannot crowd pages out of the cache. */
const MAX_CACHED_QUERY = 80;

export const isSearchKey = (key: string) => key.includes("?q=");

/**
 * Most words are searched for once; keeping every search would fill the cache
 * with pages nobody asks for again and push out the ones they do (a CDN's
 * "one-hit wonders"). A search is kept from its second request on: this
 * remembers the last `capacity` searches seen once.
 */
export class SeenOnce {
  private readonly seen = new Set<string>();
  constructor(private readonly capacity = 10_000) {}

  /** False the first time a key is offered, true the next (and it is forgotten). */
  again(key: string): boolean {
    if (this.seen.delete(key)) return true;
    this.seen.add(key);
    if (this.seen.size > this.capacity) this.seen.delete(this.seen.values().next().value!);
    return false;
  }
}

/** Pages, and the XML the platform serves (sitemaps, feeds). */
const KEPT_TYPES = ["text/html", "application/xml", "application/rss+xml", "text/xml"];

/** A GET or HEAD of a public path by an anonymous visitor: nothing in it is personal, whatever its query. */
export function isAnonymousGet(req: IncomingMessage, url: URL): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (NEVER.some((prefix) => url.pathname.startsWith(prefix))) return false;
  const h = req.headers;
  return !(h.rsc || h["next-action"] || h["next-router-prefetch"] || h["next-router-state-tree"] || h.authorization || /(^|;\s*)mainstreet[._-]/i.test(h.cookie ?? ""));
}

export function pickEncoding(accept: string | undefined): "br" | "gzip" | null {
  const offered = (accept ?? "").toLowerCase();
  if (ACCEPTS.br.test(offered)) return "br";
  if (ACCEPTS.gzip.test(offered)) return "gzip";
  return null;
}

/** A coding listed in Accept-Encoding with no q or a q above zero. */
const accepts = (coding: string) => new RegExp(`(^|,)\\s*${coding}\\s*(;\\s*q=(?!0(\\.0*)?\\s*(,|$))[\\d.]+)?\\s*(,|$)`);
const ACCEPTS = { br: accepts("br"), gzip: accepts("gzip") };

/**
 * Sends a kept page: "miss" when it was rendered for this very request. A hit
 * is the hottest path the server has; its headers go to writeHead as one flat
 * list (given `requestId`, nothing was set on the response before), which
 * Node writes as they are.
 */
export function sendCached(req: IncomingMessage, res: ServerResponse, page: CachedPage, cache: "hit" | "miss" | "stale" = "hit", requestId?: string): void {
  const request = requestId === undefined ? [] : ["x-request-id", requestId];
  if (req.headers["if-none-match"] === page.etag) {
    res.writeHead(304, [...page.validators, "X-Cache", cache, ...request]);
    res.end();
    return;
  }
  const encoding = pickEncoding(req.headers["accept-encoding"] as string | undefined);
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : gunzipSync(page.gzip);
  const fields = [...page.fields, "X-Cache", cache, "Content-Length", String(body.length), ...request];
  if (encoding) fields.push("Content-Encoding", encoding);
  res.writeHead(page.status, fields);
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * A page that is not kept (its query is not a search's): compressed for this
 * request alone, quickly rather than small, and not to be stored by anyone.
 */
export function sendOnce(req: IncomingMessage, res: ServerResponse, page: RenderedPage): void {
  const encoding = pickEncoding(req.headers["accept-encoding"] as string | undefined);
  const body =
    encoding === "br"
      ? brotli(page.body, 4)
      : encoding === "gzip"
        ? gzipSync(page.body, { level: 4 })
        : page.body;
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.writeHead(page.status, { "Cache-Control": "private, no-cache, no-store, max-age=0, must-revalidate", Vary: "Accept-Encoding", "Content-Length": body.length, ...(encoding && { "Content-Encoding": encoding }) });
  res.end(req.method === "HEAD" ? undefined : body);
}

export interface RenderedPage {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
}

/**
 * Holds what Next writes to a response until it ends, then sends it, rewritten
 * by `rewrite` when it is a whole HTML page that may be kept, and hands back
 * the page as sent once it is, if it may be kept. The visitor waits for the
 * whole render (a few milliseconds more than for its first bytes) so that the
 * first visitor gets the same page as everyone after.
 */
export function holdAndCapture(res: ServerResponse, rewrite: (html: string) => string | null): Promise<RenderedPage | null> {
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  let sent: Buffer | undefined;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    const done = rest.find((arg) => typeof arg === "function") as (() => void) | undefined;
    if (done) process.nextTick(done);
    return true;
  }) as ServerResponse["write"];
  res.end = ((...args: unknown[]) => {
    const done = args.find((arg) => typeof arg === "function");
    if (typeof args[0] !== "function") keep(args[0], args[1]);
    let body = Buffer.concat(chunks);
    if (rewritable(res)) {
      const rewritten = rewrite(body.toString("utf8"));
      if (rewritten !== null) body = Buffer.from(rewritten, "utf8");
      // A page left without scripts may forbid them all.
      if (rewritten !== null && !res.headersSent && !/<script\b(?![^>]*application\/(ld\+)?json)/i.test(rewritten)) res.setHeader("Content-Security-Policy", SCRIPT_FREE_CSP);
    }
    sent = body;
    return done ? end(body, done) : end(body);
  }) as ServerResponse["end"];
  return new Promise((resolve) => {
    res.once("close", () => {
      if (!sent || !res.writableFinished || !keepable(res)) {
        resolve(null);
        return;
      }
      const headers = Object.entries(res.getHeaders())
        .filter(([name, value]) => !NOT_KEPT.has(name.toLowerCase()) && value !== undefined)
        .map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : String(value)] as [string, string]);
      resolve({ status: res.statusCode, headers, body: sent });
    });
  });
}

function keepable(res: ServerResponse): boolean {
  const type = String(res.getHeader("content-type") ?? "");
  return [200, 404].includes(res.statusCode) && KEPT_TYPES.some((kept) => type.startsWith(kept)) && !res.getHeader("set-cookie") && !res.getHeader("content-encoding");
}

/** A page whose length was already declared is sent as it is. */
function rewritable(res: ServerResponse): boolean {
  return keepable(res) && String(res.getHeader("content-type")).startsWith("text/html") && res.getHeader("content-length") === undefined;
}

/**
 * Both encodings of a page to keep. Synchronous: a page is tens of kilobytes,
 * a fraction of a millisecond to compress, and zlib's asynchronous streams
 * cost more than that in setting up and tearing down their buffers.
 */
export function compressPage(page: RenderedPage): CachedPage {
  // zlib hands back a view of its 16 KB output chunk: a copy keeps only the page's own bytes, which is what the cache weighs.
  const gz = Buffer.from(gzipSync(page.body, { level: 6 }));
  const br = Buffer.from(brotli(page.body, 6));
  const etag = `"${createHash("sha1").update(page.body).digest("base64url")}"`;
  const validators = ["ETag", etag, "Cache-Control", "public, max-age=0, must-revalidate", "Vary", "Accept-Encoding"];
  return { status: page.status, fields: [...page.headers.flat(), ...validators], validators, gzip: gz, br, etag, bytes: gz.length + br.length };
}

/**
 * Brotli with a window no larger than the page: its default 4 MB window makes
 * every call allocate (and, under npm start's malloc settings, map and unmap)
 * buffers the page never uses, which cost five times the compression itself.
 */
function brotli(body: Buffer, quality: number): Buffer {
  const window = Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(body.length + 1))));
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_LGWIN]: window, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
}
