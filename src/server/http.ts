import "server-only";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { sitePathStatus } from "@/modules/routing/status";
import { getSiteBySlug } from "@/modules/sites/queries";
import { countView } from "./analytics/recorder";
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
    if (!asset) countView(req, res, url); // page views for the owner's dashboard: server/analytics
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
    const kept = compressPage(page);
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
      if (page) keep.pages.set(keep.key, compressPage(page), keep.tags, keep.version, ttlMs);
    });
  }
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
