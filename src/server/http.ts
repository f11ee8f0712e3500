import "server-only";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { sitePathStatus } from "@/modules/routing/status";
import { getSiteBySlug } from "@/modules/sites/queries";
import { ensureListening, responseStore, syncInvalidations, tags } from "./cache";
import { renderSitePage } from "./document/render";
import { env } from "./env";
import { logger } from "./log";
import { withoutScripts } from "./page-scripts";
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
  await ensureListening();

  return (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const asset = url.pathname.startsWith("/_next/");
    // The address rate limits count by: the socket's, never a header the client could have set.
    req.headers["x-mainstreet-client-ip"] = req.socket.remoteAddress ?? "unknown";
    // The path as asked for, for a sign-in that comes back to it (layouts are not told their path).
    req.headers["x-mainstreet-path"] = `${url.pathname}${url.search}`;
    const requestId = (typeof req.headers["x-request-id"] === "string" && req.headers["x-request-id"].slice(0, 100)) || randomUUID();
    if (!asset && logger.isLevelEnabled("info")) {
      const started = performance.now();
      res.once("finish", () => {
        logger.info({ requestId, method: req.method, path: url.pathname, status: res.statusCode, ms: Math.round(performance.now() - started), site: url.pathname.split("/")[1] || null }, "request");
      });
    }
    void (async () => {
      try {
        if (!asset) await syncInvalidations();
        const pageKey = cacheKey(req, url);
        const pages = pageKey ? responseStore() : null;
        const hit = pageKey ? pages?.get<CachedPage>(pageKey) : undefined;
        if (hit) return sendCached(req, res, hit, "hit", requestId);
        res.setHeader("x-request-id", requestId);
        // A page is kept from its first request, a search from its second (see SeenOnce).
        const keepAs = pageKey && (!isSearchKey(pageKey) || searches.again(pageKey)) ? pageKey : null;
        if (options.renderDocuments && isAnonymousGet(req, url) && (await renderDocument(req, res, url, pages && keepAs ? { pages, key: keepAs } : null))) return;
        if (pages && keepAs && req.method === "GET") await keepWhenRendered(pages, keepAs, url, res, ttlMs);
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
  async function renderDocument(req: IncomingMessage, res: ServerResponse, url: URL, keep: { pages: Pages; key: string } | null): Promise<boolean> {
    if (!keep) {
      const page = await renderSitePage(url);
      if (page) sendOnce(req, res, page);
      return page !== null;
    }
    const pageTags = await tagsOf(url);
    // Taken before rendering: an invalidation during the render means this copy is not kept.
    const version = keep.pages.version(pageTags);
    const page = await renderSitePage(url);
    if (!page) return false;
    const kept = compressPage(page);
    keep.pages.set(keep.key, kept, pageTags, version, ttlMs);
    sendCached(req, res, kept, "miss");
    return true;
  }

  /**
   * A miss: Next renders it uncompressed; a page with nothing interactive loses
   * its scripts (./page-scripts); the page is kept compressed and served from memory next time.
   */
  async function keepWhenRendered(pages: Pages, key: string, url: URL, res: ServerResponse, ttl: number) {
    const pageTags = await tagsOf(url);
    // Taken before rendering: an invalidation during the render means this copy is not kept.
    const version = pages.version(pageTags);
    delete res.req.headers["accept-encoding"];
    res.setHeader("X-Cache", "miss");
    void holdAndCapture(res, withoutScripts).then((page) => {
      if (page) pages.set(key, compressPage(page), pageTags, version, ttl);
    });
  }
}

type Pages = NonNullable<ReturnType<typeof responseStore>>;

/** The tags a kept page is dropped by: its site's, or the platform's for the pages outside any site. */
async function tagsOf(url: URL): Promise<string[]> {
  const slug = url.pathname.split("/")[1];
  const site = slug ? await getSiteBySlug(slug) : null;
  return slug ? (site ? [tags.site(site.id), tags.sites] : [tags.sites]) : [tags.sites, tags.platform];
}
