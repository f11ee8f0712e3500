import "server-only";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { sitePathStatus } from "@/modules/routing/status";
import { getSiteBySlug } from "@/modules/sites/queries";
import { ensureListening, responseStore, syncInvalidations, tags } from "./cache";
import { env } from "./env";
import { logger } from "./log";
import { withoutScripts } from "./page-scripts";
import { cacheKey, compressPage, holdAndCapture, sendCached, type CachedPage } from "./response-cache";

type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * Everything the server does before Next renders: a request id and a log
 * line, the client's address for rate limits, waiting for committed
 * invalidations, the page cache, and the status of a site path (Next renders
 * a dynamic page's notFound() only in the browser; see routing/status.ts).
 */
export async function createRequestHandler(next: NextHandler): Promise<(req: IncomingMessage, res: ServerResponse) => void> {
  const ttlMs = env().RESPONSE_CACHE_TTL_SECONDS * 1000;
  await ensureListening();

  return (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const asset = url.pathname.startsWith("/_next/");
    // The address rate limits count by: the socket's, never a header the client could have set.
    req.headers["x-mainstreet-client-ip"] = req.socket.remoteAddress ?? "unknown";
    // The path as asked for, for a sign-in that comes back to it (layouts are not told their path).
    req.headers["x-mainstreet-path"] = `${url.pathname}${url.search}`;
    const requestId = (typeof req.headers["x-request-id"] === "string" && req.headers["x-request-id"].slice(0, 100)) || randomUUID();
    res.setHeader("x-request-id", requestId);
    if (!asset) {
      const started = performance.now();
      res.once("finish", () => {
        logger.info({ requestId, method: req.method, path: url.pathname, status: res.statusCode, ms: Math.round(performance.now() - started), site: url.pathname.split("/")[1] || null }, "request");
      });
    }
    void (async () => {
      try {
        if (!asset) await syncInvalidations();
        const key = cacheKey(req, url);
        const pages = key ? responseStore() : null;
        const hit = key ? pages?.get<CachedPage>(key) : undefined;
        if (hit) return sendCached(req, res, hit);
        if (pages && key && req.method === "GET") await keepWhenRendered(pages, key, url, res, ttlMs);
        const status = await sitePathStatus(url, new Headers({ cookie: String(req.headers.cookie ?? "") }));
        if (status) res.statusCode = status;
      } catch (error) {
        logger.error({ err: error, requestId, path: url.pathname }, "could not prepare the request");
      }
      await next(req, res);
    })();
  };

  /**
   * A miss: Next renders it uncompressed; a page with nothing interactive loses
   * its scripts (./page-scripts); the page is kept compressed and served from memory next time.
   */
  async function keepWhenRendered(pages: NonNullable<ReturnType<typeof responseStore>>, key: string, url: URL, res: ServerResponse, ttl: number) {
    const slug = url.pathname.split("/")[1];
    const site = slug ? await getSiteBySlug(slug) : null;
    const pageTags = slug ? (site ? [tags.site(site.id), tags.sites] : [tags.sites]) : [tags.sites, tags.platform];
    // Taken before rendering: an invalidation during the render means this copy is not kept.
    const version = pages.version(pageTags);
    delete res.req.headers["accept-encoding"];
    res.setHeader("X-Cache", "miss");
    void holdAndCapture(res, withoutScripts).then(async (page) => {
      if (page) pages.set(key, await compressPage(page), pageTags, version, ttl);
    });
  }
}
