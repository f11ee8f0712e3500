import "server-only";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { hasSessionCookie } from "@/modules/auth/session";
import { largestUploadBytes } from "@/modules/forms/queries";
import { siteRedirect } from "@/modules/routing/redirect";
import { sitePathStatus } from "@/modules/routing/status";
import { getSiteBySlug } from "@/modules/sites/queries";
import { countView } from "./analytics/recorder";
import { ownAnswerHeaders } from "./csp";
import { bodyLimitFor, countBody, type BodyLimitContext } from "./body-limit";
import { ensureListening, responseStore, staleCopy, syncInvalidations, tags } from "./cache";
import { databaseOutage } from "./db/health";
import { renderSitePage } from "./document/render";
import { env } from "./env";
import { answerLimitedStatus, REQUEST_ID_HEADER } from "./limited-response";
import { holdPost, refuseMethod } from "./action-posts";
import { logger } from "./log";
import { answerDuringOutage } from "./outage";
import { keptPage, servedFromCache } from "./served-forms";
import { withoutScripts } from "./page-scripts";
import { clientAddressFrom, parseTrustProxy } from "./trusted-proxy";
import { cacheKey, compressPage, holdAndCapture, isAnonymousGet, isSearchKey, SeenOnce, sendCached, sendOnce, type CachedPage } from "./response-cache";

type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * Everything the server does before Next renders: a request id and a log
 * line, the client's address for rate limits, waiting for committed
 * invalidations, the page cache, rendering anonymous visitors' site pages
 * without Next when they need no scripts (./document), and the status of a
 * site path (Next renders a dynamic page's notFound() only in the browser;
 * see routing/status.ts).
 */
export async function createRequestHandler(next: NextHandler, options: { renderDocuments: boolean }): Promise<(req: IncomingMessage, res: ServerResponse) => void> {
  const ttlMs = env().RESPONSE_CACHE_TTL_SECONDS * 1000;
  const searches = new SeenOnce();
  const trust = parseTrustProxy(env().TRUST_PROXY);
  await ensureListening();

  return (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const asset = url.pathname.startsWith("/_next/");
    // The address rate limits count by: the socket's, or what a trusted proxy (TRUST_PROXY) says, never a header the client chose.
    req.headers["x-mainstreet-client-ip"] = clientAddressFrom(req.socket.remoteAddress, req.headers["x-forwarded-for"], trust);
    // The path as asked for, for a sign-in that comes back to it (layouts are not told their path).
    req.headers["x-mainstreet-path"] = `${url.pathname}${url.search}`;
    if (!asset) countView(req, res, url); // page views for the owner's dashboard: server/analytics
    const requestId = (typeof req.headers["x-request-id"] === "string" && req.headers["x-request-id"].slice(0, 100)) || randomUUID();
    // Unique even when the client sent its own x-request-id: actions mark their request by it (./limited-response).
    const internalId = randomUUID();
    req.headers[REQUEST_ID_HEADER] = internalId;
    if (req.method === "POST") answerLimitedStatus(internalId, req, res);
    if (!asset && logger.isLevelEnabled("info")) {
      const started = performance.now();
      res.once("finish", () => {
        logger.info({ requestId, method: req.method, path: url.pathname, status: res.statusCode, ms: Math.round(performance.now() - started), site: url.pathname.split("/")[1] || null }, "request");
      });
    }
    if (refuseMalformedPath(url, res)) return;
    const posted = holdPost(req, url);
    const body = countBody(req, res);
    void (async () => {
      try {
        if (body.enforce(await bodyLimitFor(req, url, bodyLimitContext(req)))) return;
        if (refuseMethod(req, res) || (await posted.refused(res))) return;
        const outage = asset ? null : databaseOutage();
        if (outage && (await answerDuringOutage(req, res, url, requestId, outage))) return;
        if (!asset) await syncInvalidations();
        if (!asset && (await answerSuspended(req, res, url))) {
          if (res.writableEnded) return;
          await next(req, res);
          return;
        }
        const pageKey = cacheKey(req, url);
        if (pageKey && (await servedStale(req, res, pageKey, requestId))) return;
        const pages = pageKey ? responseStore() : null;
        const hit = pageKey ? pages?.get<CachedPage>(pageKey) : undefined;
        if (hit) {
          servedFromCache(req, url, hit);
          return sendCached(req, res, hit, "hit", requestId);
        }
        res.setHeader("x-request-id", requestId);
        const moved = req.method === "GET" || req.method === "HEAD" ? await siteRedirect(url) : null;
        if (moved) {
          res.writeHead(moved.status, { Location: moved.location, "Cache-Control": "no-store" }).end();
          return;
        }
        // A page is kept from its first request, a search from its second (see SeenOnce).
        const keepAs = pageKey && (!isSearchKey(pageKey) || searches.again(pageKey)) ? pageKey : null;
        const keep = pages && keepAs ? await keeping(pages, keepAs, url) : null;
        if (options.renderDocuments && isAnonymousGet(req, url) && (await renderDocument(req, res, url, keep))) return;
        if (keep && req.method === "GET") keepWhenRendered(keep, res);
        const status = await sitePathStatus(url, new Headers({ cookie: String(req.headers.cookie ?? "") }));
        if (status) res.statusCode = status;
      } catch (error) {
        logger.error({ err: error, requestId, path: url.pathname }, "could not prepare the request");
        if (!res.headersSent) res.setHeader("x-request-id", requestId);
      }
      await next(req, res);
    })();
  };

  /**
   * A site path from server/document, kept when it has a key and sent. False
   * when the page is Next's to render (it needs scripts, or is not a site's).
   */
  async function renderDocument(req: IncomingMessage, res: ServerResponse, url: URL, keep: Keep | null): Promise<boolean> {
    const page = await renderSitePage(url);
    if (!page) return false;
    if (!keep) {
      sendOnce(req, res, page);
      return true;
    }
    if (!keepsQuery(keep.key, page.body)) {
      sendOnce(req, res, page);
      return true;
    }
    const kept = keptPage(compressPage(page), page.body);
    keep.pages.set(keep.key, kept, keep.tags, keep.version, ttlMs);
    sendCached(req, res, kept, "miss");
    return true;
  }

  /**
   * A miss: Next renders it uncompressed; a page with nothing interactive loses
   * its scripts (./page-scripts); the page is kept compressed and served from memory next time.
   */
  function keepWhenRendered(keep: Keep, res: ServerResponse) {
    delete res.req.headers["accept-encoding"];
    res.setHeader("X-Cache", "miss");
    void holdAndCapture(res, withoutScripts).then((page) => {
      if (page && keepsQuery(keep.key, page.body)) keep.pages.set(keep.key, keptPage(compressPage(page), page.body), keep.tags, keep.version, ttlMs);
    });
  }
}

/** A path that does not decode (`/site/x%ZZ`) is the client's mistake: 400, before anything tries to decode it and fails with a 500. */
function refuseMalformedPath(url: URL, res: ServerResponse): boolean {
  try {
    decodeURIComponent(url.pathname);
    return false;
  } catch {
    res.writeHead(400, { ...ownAnswerHeaders(), "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
    res.end("This address is not valid.\n");
    return true;
  }
}

/**
 * A suspended site accepts nothing (no form, no checkout) and its pages
 * answer 503 with Retry-After: Next renders them (the site frame shows a
 * neutral notice), never the page cache. True when the site is suspended;
 * a post has then been answered already.
 */
async function answerSuspended(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  const slug = url.pathname.split("/")[1];
  const site = slug && !slug.startsWith("_") ? await getSiteBySlug(slug) : null;
  if (site?.status !== "suspended") return false;
  res.statusCode = 503;
  res.setHeader("Retry-After", "3600");
  res.setHeader("Cache-Control", "no-store");
  if (req.method !== "GET" && req.method !== "HEAD") {
    for (const [name, value] of Object.entries(ownAnswerHeaders())) res.setHeader(name, value);
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end("This site is not available at the moment; nothing was sent. Please try again later.\n");
  }
  return true;
}

/** For ./body-limit: the session cookie's presence, and a site's largest form upload. */
function bodyLimitContext(req: IncomingMessage): BodyLimitContext {
  return {
    signedIn: hasSessionCookie(new Headers({ cookie: String(req.headers.cookie ?? "") })),
    siteUploadBytes: async (slug) => {
      try {
        const site = await getSiteBySlug(slug);
        return site ? largestUploadBytes(site.id) : null;
      } catch {
        // The database is away (./outage answers next): the fields' limit alone, never a 500.
        return 0;
      }
    },
  };
}

/**
 * A ?q= copy is kept only for a page that has a search box (its own query):
 * any other path ignores ?q=, and keeping one copy per made-up query would
 * let anyone flood the page cache with junk.
 */
function keepsQuery(key: string, body: Buffer): boolean {
  return !isSearchKey(key) || body.includes('name="q"');
}

/**
 * The listener dropped (a database that just died, before the watchdog has
 * noticed): a kept page is served stale rather than rendered against a
 * database that may not answer, unless listening again works at once.
 */
async function servedStale(req: IncomingMessage, res: ServerResponse, pageKey: string, requestId: string): Promise<boolean> {
  if (responseStore()) return false;
  const stale = staleCopy<CachedPage>(pageKey);
  if (!stale) return false;
  await ensureListening();
  if (responseStore() && !databaseOutage()) return false;
  servedFromCache(req, new URL(req.url ?? "/", "http://localhost"), stale);
  sendCached(req, res, stale, "stale", requestId);
  return true;
}

type Pages = NonNullable<ReturnType<typeof responseStore>>;

/** Where a rendered page is to be kept, and the version of its tags before rendering. */
interface Keep {
  pages: Pages;
  key: string;
  tags: string[];
  version: string;
}

/**
 * Taken once, before either renderer starts (a page the document renderer
 * hands back goes on to Next): an invalidation during the render means the
 * copy is not kept.
 */
async function keeping(pages: Pages, key: string, url: URL): Promise<Keep> {
  const pageTags = await tagsOf(url);
  return { pages, key, tags: pageTags, version: pages.version(pageTags) };
}

/** The tags a kept page is dropped by: its site's, or the platform's for the pages outside any site. */
async function tagsOf(url: URL): Promise<string[]> {
  const slug = url.pathname.split("/")[1];
  const site = slug ? await getSiteBySlug(slug) : null;
  return slug ? (site ? [tags.site(site.id), tags.sites] : [tags.sites]) : [tags.sites, tags.platform];
}
