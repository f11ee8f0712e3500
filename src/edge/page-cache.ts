import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import type { KeptPage } from "@/server/cache";
import { cdnTag } from "@/server/cdn";
import { isFormReference } from "@/server/reference";

/**
 * The page cache in front of the document renderer (./document), as a CDN
 * would keep it: each public site page's bytes, compressed once (gzip and
 * brotli), served without rendering and without compressing again. Entries carry the same tags
 * as the data cache and are dropped by the same invalidations (see ./cache),
 * on every instance; they also expire after a while, so time-dependent
 * content (upcoming events, scheduled posts) moves on by itself.
 *
 * Only anonymous GETs of site pages (and searches, by their words) are
 * cached: previews, forms' results, calculators, what Next answers (the
 * admin, editors' pages, its routes) always reach their renderer.
 * Tracking parameters in a link (utm_*, fbclid, ...) do not make another
 * page: they are left out of the key.
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

/** Never kept: the build's files, routes, a contact's own pages, the admin, and checkouts (a payment's page, a browser's held checkouts). */
const NEVER = ["/_next/", "/api/", "/contacts/", "/admin", "/login", "/checkout/"];

/**
 * The key a request's page is kept under, or null when it is not kept. The
 * only query a page may carry is a search's ?q= (its results depend on the
 * site's content and the words alone) and tracking parameters, which are
 * dropped; any other query (a preview link, a form's reference, a
 * calculator's inputs) reaches the renderer. The key is also the address the
 * page is rendered from (`keyUrl`).
 */
export function cacheKey(req: IncomingMessage, url: URL): string | null {
  if (!isAnonymousGet(req, url)) return null;
  if (!url.search) return url.pathname;
  let q: string | null = null;
  for (const [name, value] of url.searchParams) {
    if (isTracking(name, value)) continue;
    if (name !== "q" || q !== null) return null;
    q = value;
  }
  if (q === null) return url.pathname;
  if (!q || q.length > MAX_CACHED_QUERY) return null;
  return `${url.pathname}?q=${encodeURIComponent(q)}`;
}

/** The address a kept page is rendered from: its key (`//{domain}/{slug}/...` for a site's own domain, its host in the key). */
export const keyUrl = (key: string) => new URL(key, "http://localhost");

/**
 * Parameters ad and mail platforms add to links (Google's utm_* and gclid,
 * Facebook's fbclid, Microsoft's msclkid, Mailchimp's mc_*, a referrer's
 * ref): analytics reads the campaign from them, nothing on a page does. A
 * form's reference on its thank-you page (`?ref=MS-4K7P-2QXD`) is the
 * visitor's own, never a tracking tag.
 */
export function isTracking(name: string, value: string): boolean {
  return (
    name.startsWith("utm_") ||
    name.startsWith("mc_") ||
    name === "fbclid" ||
    name === "gclid" ||
    name === "msclkid" ||
    (name === "ref" && !isFormReference(value))
  );
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

/** A GET or HEAD of a public path by an anonymous visitor: nothing in it is personal, whatever its query. */
export function isAnonymousGet(req: IncomingMessage, url: URL): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (NEVER.some((prefix) => url.pathname.startsWith(prefix))) return false;
  const h = req.headers;
  return !(h.authorization || /(^|;\s*)mainstreet[._-]/i.test(h.cookie ?? ""));
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
 * How a kept page came to be sent (X-Cache): kept and fresh ("hit"), rendered
 * for this very request ("miss"), rendered for another request that asked at
 * the same moment ("shared"), past its time while a render replaces it
 * ("updating"), or kept from before the database went away ("stale").
 */
export type CacheOutcome = "hit" | "miss" | "shared" | "updating" | "stale";

/**
 * Sends a kept page. A hit is the hottest path the server has; its headers
 * go to writeHead as one flat list (given `requestId`, nothing was set on the
 * response before), which Node writes as they are.
 */
export function sendCached(req: IncomingMessage, res: ServerResponse, page: CachedPage, cache: CacheOutcome = "hit", requestId?: string): void {
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
  const body = encoding === "br" ? brotli(page.body, 4) : encoding === "gzip" ? gzipSync(page.body, { level: 4 }) : page.body;
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.writeHead(page.status, {
    "Cache-Control": "private, no-cache, no-store, max-age=0, must-revalidate",
    Vary: "Accept-Encoding",
    "Content-Length": body.length,
    ...(encoding && { "Content-Encoding": encoding }),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

export interface RenderedPage {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
}

/** How long a kept page is fresh, and how long after that it may still be served while a render replaces it. */
export interface Freshness {
  ttlSeconds: number;
  staleSeconds: number;
}

/**
 * Both encodings of a page to keep, with the headers a CDN in front keeps it
 * by: as long as this cache does (s-maxage), served stale while it fetches a
 * new copy (stale-while-revalidate), and tagged with the page's cache tags
 * (Cache-Tag for Cloudflare and Akamai, Surrogate-Key for Fastly) so that a
 * purge of a site's tag (server/cdn) drops it there too. Browsers revalidate
 * every time (max-age=0), by ETag. Synchronous: a page is tens of kilobytes,
 * a fraction of a millisecond to compress, and zlib's asynchronous streams
 * cost more than that in setting up and tearing down their buffers.
 */
export function compressPage(page: RenderedPage, tags: readonly string[], freshness: Freshness): CachedPage {
  // zlib hands back a view of its 16 KB output chunk: a copy keeps only the page's own bytes, which is what the cache weighs.
  const gz = Buffer.from(gzipSync(page.body, { level: 6 }));
  const br = Buffer.from(brotli(page.body, 6));
  const etag = `"${createHash("sha1").update(page.body).digest("base64url")}"`;
  const validators = [
    "ETag",
    etag,
    "Cache-Control",
    `public, max-age=0, s-maxage=${freshness.ttlSeconds}, stale-while-revalidate=${freshness.staleSeconds}`,
    "Vary",
    "Accept-Encoding",
  ];
  const cdnTags = tags.map(cdnTag);
  const surrogate = cdnTags.length ? ["Cache-Tag", cdnTags.join(","), "Surrogate-Key", cdnTags.join(" ")] : [];
  return { status: page.status, fields: [...page.headers.flat(), ...validators, ...surrogate], validators, gzip: gz, br, etag, bytes: gz.length + br.length };
}

/**
 * Brotli with a window no larger than the page: its default 4 MB window makes
 * every call allocate (and, under npm start's malloc settings, map and unmap)
 * buffers the page never uses, which cost five times the compression itself.
 */
function brotli(body: Buffer, quality: number): Buffer {
  const window = Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(body.length + 1))));
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_LGWIN]: window, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}
