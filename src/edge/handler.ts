import { randomBytes, randomUUID } from "node:crypto";
import { request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { actorFromHeaders, hasSessionCookie } from "@/modules/auth/session";
import { unsafeContactBySignedLink } from "@/modules/contacts/queries";
import { largestUploadBytes } from "@/modules/forms/queries";
import { getSiteBySlug } from "@/modules/sites/queries";
import { countView } from "@/server/analytics/recorder";
import { bodyLimitFor, countBody, type BodyLimitContext } from "@/server/body-limit";
import { ensureListening, responseStore, staleCopy, syncInvalidations, tags, type TaggedCache } from "@/server/cache";
import { holdPost, refuseMethod } from "@/server/action-posts";
import { giveScriptNonce, ownAnswerHeaders } from "@/server/csp";
import { GatedRequest, GatedResponse } from "@/server/gated-http";
import { checkDatabaseNow, databaseOutage, isDatabaseUnavailable } from "@/server/db/health";
import { env } from "@/server/env";
import { logger } from "@/server/log";
import { withRequestContext, type RequestContext } from "@/server/request-context";
import { keptPage, servedFromCache } from "@/server/served-forms";
import { limitBodyTime } from "@/server/timeouts";
import { clientAddressFrom, parseTrustProxy } from "@/server/trusted-proxy";
import { ISLANDS_PATH, serveIslandFile } from "@/islands/assets";
import { renderSitePage, rendersDocument } from "./document/render";
import { answerLivePreview, LIVE_PREVIEW_PATH } from "./live-preview";
import { otherRoutes } from "./app-routes";
import { answerFontFile } from "./fonts";
import { hostOf, isPlatformHost, redirectToDomain, routeHost, type SiteHost } from "./domains";
import { answerUnwrapped, replaceDatabaseFailure } from "./database-failure";
import { answerDuringOutage, passesOutage, postedFields, sendOutageAnswer } from "./outage";
import {
  cacheKey,
  compressPage,
  isAnonymousGet,
  isSearchKey,
  keyUrl,
  SeenOnce,
  sendCached,
  sendOnce,
  type CachedPage,
  type Freshness,
  type RenderedPage,
} from "./page-cache";
import { redirectOf, resolveSiteRequest, siteAddress, type SiteRequest } from "./site-request";
import { setActionStatus } from "./action-status";
import { xmlPage, xmlRoute } from "./xml-routes";

type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * What happens to every request before and after rendering, in order: its
 * Host (a site's own domain is served at its root: ./domains.ts); a log
 * line and a request id; the body's size limit; the database's outage
 * (./outage.ts, and the same answer for a request whose own queries found
 * the database gone before the watchdog did: never a 500, ./database-failure.ts);
 * committed invalidations applied; a suspended site's 503;
 * the page cache (a hit, or a page past its time served while one render
 * replaces it); then, for anything else, the request context
 * (server/request-context.ts), with a site page resolved once
 * (./site-request.ts); the site's redirects; and the choice of renderer:
 * an anonymous visitor's site page is rendered without Next, its
 * interactive parts as islands (./document, ../islands), and kept, as are
 * sitemaps and feeds (./xml-routes.ts); when that render fails the edge
 * answers itself (the outage's answer when the database went away, else a
 * 500 of its own), never Next. Everything else (the admin, an editor's or a
 * preview's page, Next's other routes) is Next's, passed through as it
 * writes it and never kept. Concurrent misses of one page wait for one render.
 */
export async function createRequestHandler(
  next: NextHandler,
  options: {
    renderDocuments: boolean;
    development?: boolean;
    freshness?: Freshness;
    /** The document renderer (./document/render.tsx); a test's stand-in counts its renders. */
    renderDocument?: (site: SiteRequest, url: URL) => Promise<RenderedPage>;
  },
): Promise<(req: IncomingMessage, res: ServerResponse) => void> {
  const freshness: Freshness = options.freshness ?? { ttlSeconds: env().RESPONSE_CACHE_TTL_SECONDS, staleSeconds: env().RESPONSE_CACHE_STALE_SECONDS };
  const searches = new SeenOnce();
  const trust = parseTrustProxy(env().TRUST_PROXY);
  const refresher = new Refresher();
  await ensureListening();

  /** Responses Next was given: never given twice, whatever fails after. */
  const givenToNext = new WeakSet<GatedResponse>();
  /** Each request's answer for when its queries lose the database. */
  const lostAnswers = new WeakMap<GatedResponse, LostAnswer>();

  return (req, res) => {
    if (!(req instanceof GatedRequest && res instanceof GatedResponse))
      throw new TypeError("The edge's handler serves a server made with its request and response classes: createServer(GATED_HTTP) (server/gated-http.ts).");
    // A Host that may be a site's own domain is looked up first (./domains.ts): it may rewrite the address, or answer.
    const host = hostOf(req);
    if (isPlatformHost(host)) return serve(req, res, undefined);
    routeHost(req, res, host).then(
      (siteHost) => siteHost !== null && serve(req, res, siteHost),
      (error: unknown) => {
        logger.error({ err: error, host }, "could not tell which site the host is");
        if (!res.headersSent)
          res.writeHead(503, { ...ownAnswerHeaders(), "Content-Type": "text/plain; charset=utf-8", "Retry-After": "5" }).end("Please try again in a moment.\n");
      },
    );
  };

  function serve(req: GatedRequest, res: GatedResponse, siteHost: SiteHost | undefined): void {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname.startsWith(ISLANDS_PATH)) return serveIslandFile(req, res, url.pathname);
    // The theme fonts' files (server/font-files.ts), answered as Next answers its build's files: no log line, no page view.
    if (answerFontFile(req, res, url.pathname)) return;
    const asset = url.pathname.startsWith("/_next/");
    // The address rate limits count by: the socket's, or what a trusted proxy (TRUST_PROXY) says, never a header the client chose.
    const clientAddress = clientAddressFrom(req.socket.remoteAddress, req.headers["x-forwarded-for"], trust);
    if (!asset) countView(req, res, url, clientAddress); // page views for the owner's dashboard: server/analytics
    const requestId = (typeof req.headers["x-request-id"] === "string" && req.headers["x-request-id"].slice(0, 100)) || randomUUID();
    const context: RequestContext = { clientAddress, asked: `${url.pathname}${url.search}`, ...(siteHost && { siteHost }) };
    if (req.method === "POST") setActionStatus(context, req, res);
    if (!asset && logger.isLevelEnabled("info")) {
      const started = performance.now();
      res.once("finish", () => {
        logger.info(
          {
            requestId,
            method: req.method,
            path: url.pathname,
            status: res.statusCode,
            ms: Math.round(performance.now() - started),
            site: url.pathname.split("/")[1] || null,
          },
          "request",
        );
      });
    }
    if (refuseMalformedPath(url, res)) return;
    // The body's gates, in the order they see it: everything that arrives is counted, then a post is held.
    const body = countBody(req, res);
    const posted = holdPost(req, url);
    const lost: LostAnswer = {
      context,
      passes: passesOutage(req, url),
      // The outage's answer, sent past anything that wrapped the response; a form's fields from the body held for the check,
      // or read now when nothing has read it yet (the database was lost before the post reached its route).
      send: async () => {
        const fields = req.method === "POST" && !req.headers["next-action"] ? await postedFields(req, url, posted.body()) : null;
        answerUnwrapped(res, () => sendOutageAnswer(req, res, url, requestId, fields, siteHost?.domain));
      },
    };
    if (!asset) lostAnswers.set(res, lost);
    void (async () => {
      try {
        const limit = await bodyLimitFor(req, url, bodyLimitContext(req));
        limitBodyTime(req, limit);
        if (body.enforce(limit)) return;
        if (refuseMethod(req, res) || (await posted.refused(res, () => signedIn(req)))) return;
        if (!asset && databaseOutage() && (await answerDuringOutage(req, res, url, requestId, { domain: siteHost?.domain }))) return;
        if (!asset) await syncInvalidations();
        if (!asset && !siteHost && (await redirectToDomain(req, res, url))) return;
        if (url.pathname === LIVE_PREVIEW_PATH) return await withRequestContext(context, () => answerLivePreview(req, res));
        if (!asset && (await answerSuspended(req, res, url))) {
          if (res.writableEnded) return;
          // Its frame shows the notice; its status stays 503.
          await withRequestContext(context, async () => {
            await resolveSite(req, url, context);
            await toNext(req, res);
          });
          return;
        }
        // Two hosts never share a kept page: a site's domain keys its pages by the domain too.
        const path = cacheKey(req, url);
        const key = path && siteHost ? `//${siteHost.domain}${path}` : path;
        const refresh = key !== null && refresher.isRefresh(req);
        if (key && !refresh) {
          if (await servedStale(req, res, key, requestId, clientAddress)) return;
          const pages = responseStore();
          const hit = pages?.get<CachedPage>(key);
          if (hit) {
            servedFromCache(hit, clientAddress, siteAddress(url)?.slug);
            return sendCached(req, res, hit, "hit", requestId);
          }
          const expired = pages?.expired<CachedPage>(key);
          if (expired) {
            servedFromCache(expired, clientAddress, siteAddress(url)?.slug);
            sendCached(req, res, expired, "updating", requestId);
            refresher.refresh(req, key, pages!, siteHost);
            return;
          }
        }
        res.setHeader("x-request-id", requestId);
        await withRequestContext(context, () => answer(req, res, url, context, key, refresh));
      } catch (error) {
        const away = !res.headersSent && !givenToNext.has(res) && (await lostDatabase(context, error));
        if (away && !lost.passes) {
          logger.warn({ err: error, requestId, path: url.pathname }, "the database is away: answered as in an outage");
          return await lost.send();
        }
        // What passes the outage goes on to Next even so: a form posted by script answers with what was typed and a notice (modules/routing/form-answer.ts).
        if (away) logger.warn({ err: error, requestId, path: url.pathname }, "the database is away: Next answers");
        else logger.error({ err: error, requestId, path: url.pathname }, "could not answer the request");
        if (!res.headersSent) res.setHeader("x-request-id", requestId);
        if (!givenToNext.has(res) && !res.headersSent) await withRequestContext(context, () => toNext(req, res));
      }
    })();
  }

  /** A request the page cache could not answer, inside its request context. */
  async function answer(req: IncomingMessage, res: GatedResponse, url: URL, context: RequestContext, key: string | null, refresh: boolean): Promise<void> {
    let site: SiteRequest | undefined;
    let own: Render | null = null;
    let keep: Keep | null = null;
    try {
      site = await resolveSite(req, url, context);
      const moved = site && (req.method === "GET" || req.method === "HEAD") ? await redirectOf(site, url.search) : null;
      if (moved) {
        res.writeHead(moved.status, { Location: moved.location, "Cache-Control": "no-store" }).end();
        return;
      }
      // What the edge renders itself alone is kept: what Next writes goes out as it writes it.
      own = ownRender(req, url, site);
      const pages = own && key ? responseStore() : null;
      // A page is kept from its first request, a search from its second (see SeenOnce); a refresh is of a page kept already.
      if (own && pages && key && (refresh || !isSearchKey(key) || searches.again(key))) keep = { pages, key, tags: site?.tags ?? (await platformTags(url)) };
    } catch (error) {
      const lost = lostAnswers.get(res);
      if (lost && !lost.passes && (await lostDatabase(context, error))) return lost.send();
      logger.error({ err: error, path: url.pathname }, "could not resolve the request; Next renders it");
      return toNext(req, res);
    }
    if (!own) return renderByNext(req, res, url, site);
    const render = own;
    if (keep) {
      const kept = keep;
      let rendered = false;
      const page = await kept.pages
        .share(kept.key, kept.tags, () => {
          rendered = true;
          return renderToKeep(req, res, render, kept);
        })
        .catch(() => null);
      if (rendered) return;
      // Another request was rendering this page at the same moment: its copy, or, when it could not be kept, a render of this one's own.
      if (page) {
        servedFromCache(page, context.clientAddress, siteAddress(url)?.slug);
        return sendCached(req, res, page, "shared");
      }
    }
    const page = await renderOwn(res, render, url);
    if (page) sendOnce(req, res, page);
  }

  /** How the edge renders a request itself: an anonymous visitor's site page, by the document renderer; a sitemap or a feed; null for Next's to answer. */
  function ownRender(req: IncomingMessage, url: URL, site: SiteRequest | undefined): Render | null {
    if (!options.renderDocuments || !isAnonymousGet(req, url)) return null;
    if (site) return rendersDocument(site, url) ? (at) => (options.renderDocument ?? renderSitePage)(site, at) : null;
    const route = xmlRoute(url);
    return route && (() => xmlPage(route));
  }

  /**
   * Renders a page to keep with the document renderer, for this request, and
   * keeps it. Resolves with the kept page, or null when it may not be kept (a
   * ?q= on a page without a search box) or could not be rendered (answered already).
   */
  async function renderToKeep(req: IncomingMessage, res: GatedResponse, render: Render, { pages, key, tags: pageTags }: Keep): Promise<CachedPage | null> {
    // Taken before rendering: an invalidation during the render means the copy is not kept.
    const version = pages.version(pageTags);
    // The page the key names: tracking parameters in the link (utm_*, fbclid, ...) are not the page's.
    const document = await renderOwn(res, render, keyUrl(key));
    if (!document) return null;
    // A site's page is 200 or its 404, always kept; a sitemap or a feed only when there is one (not a 404 in plain text).
    const type = document.headers.find(([name]) => name.toLowerCase() === "content-type")?.[1] ?? "";
    if (!keepsQuery(key, document.body) || ![200, 404].includes(document.status) || !/html|xml/.test(type)) {
      sendOnce(req, res, document);
      return null;
    }
    const kept = keptPage(compressPage(document, pageTags, freshness), document.body);
    pages.set(key, kept, pageTags, version, freshness.ttlSeconds * 1000, freshness.staleSeconds * 1000);
    sendCached(req, res, kept, "miss");
    return kept;
  }

  /**
   * What the edge renders itself, or null when that failed and the edge has
   * answered instead: the outage's answer when the database went away
   * (./outage.ts), else a 500 of its own, logged.
   */
  async function renderOwn(res: GatedResponse, render: Render, url: URL): Promise<RenderedPage | null> {
    try {
      return await render(url);
    } catch (error) {
      const lost = lostAnswers.get(res);
      if (lost && !lost.passes && (await lostDatabase(lost.context, error))) {
        logger.warn({ err: error, path: url.pathname }, "the database is away: answered as in an outage");
        await lost.send();
      } else {
        const requestId = String(res.getHeader("x-request-id") ?? "");
        logger.error({ err: error, requestId, path: url.pathname }, "could not render the page: answered 500");
        if (!res.headersSent) sendRenderFailure(res, requestId);
      }
      return null;
    }
  }

  /** Next renders the request, answering with the status the edge resolved. */
  async function renderByNext(req: IncomingMessage, res: GatedResponse, url: URL, site: SiteRequest | undefined): Promise<void> {
    const status = site?.status === 404 ? 404 : await contactPageStatus(url);
    if (status) res.statusCode = status;
    await toNext(req, res);
  }

  /**
   * Next answers. A request whose queries have lost the database already is
   * not rendered against it (the outage's answer, unless it passes: an
   * action called by script, health); one whose queries lose it in Next
   * gets the same answer in place of Next's 500 (./database-failure.ts).
   * Its scripts run by this answer's nonce alone (server/csp.ts).
   */
  async function toNext(req: IncomingMessage, res: GatedResponse): Promise<void> {
    givenToNext.add(res);
    const lost = lostAnswers.get(res);
    if (lost && !lost.passes && (lost.context.databaseFailed || databaseOutage())) return lost.send();
    if (lost) replaceDatabaseFailure(res, () => lostDatabase(lost.context), lost.send);
    giveScriptNonce(req, res, options.development);
    return next(req, res);
  }
}

/** A request's answer for when its queries lose the database: the outage's (./outage.ts). */
interface LostAnswer {
  context: RequestContext;
  /** It goes on to Next even during an outage (an action called by script, health, assets). */
  passes: boolean;
  send: () => Promise<void>;
}

/**
 * Whether a request failed because the database is away: the error says
 * so, or its queries found it gone, or the watchdog has marked an outage,
 * or, asked now, the database does not answer.
 */
async function lostDatabase(context: RequestContext, error?: unknown): Promise<boolean> {
  if (isDatabaseUnavailable(error) || context.databaseFailed || databaseOutage()) return true;
  return !(await checkDatabaseNow());
}

/** A render of the edge's own, of the page at an address. */
type Render = (url: URL) => Promise<RenderedPage>;

/** Where a rendered page is to be kept, and the tags it is dropped by. */
interface Keep {
  pages: TaggedCache;
  key: string;
  tags: string[];
}

/** The site page a request asks for, resolved once and kept on its context. */
async function resolveSite(req: IncomingMessage, url: URL, context: RequestContext): Promise<SiteRequest | undefined> {
  if (!("site" in context)) context.site = (await resolveSiteRequest(url, req.headers.cookie, otherRoutes())) ?? undefined;
  return context.site;
}

/** A contact's page (`/contacts/{key}/{hash}`): a wrong hash is the same 404 as an unknown key. */
async function contactPageStatus(url: URL): Promise<404 | null> {
  const segments = url.pathname.split("/").filter(Boolean);
  if (segments[0] !== "contacts" || segments.length !== 3) return null;
  return (await unsafeContactBySignedLink(segments[1]!, segments[2]!)) ? null : 404;
}

/** The tags a kept sitemap or feed is dropped by: its site's, or the platform's (the sitemap index). */
async function platformTags(url: URL): Promise<string[]> {
  const slug = url.pathname.split("/")[1];
  const site = slug ? await getSiteBySlug(slug) : null;
  return slug ? (site ? [tags.site(site.id), tags.sites] : [tags.sites]) : [tags.sites, tags.platform];
}

/**
 * The edge's own answer when a site page could not be rendered: a plain
 * page, worded as the platform's error view is, with the request id that
 * finds the log line; never kept.
 */
function sendRenderFailure(res: ServerResponse, requestId: string): void {
  const id = requestId.replace(/[^\w-]/g, "");
  res.writeHead(500, { ...ownAnswerHeaders(), "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "x-request-id": id });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Something went wrong</title>
<style>body{font-family:system-ui,sans-serif;margin:0;color:#1c1917;background:#fafaf9}main{max-width:36rem;margin:0 auto;padding:4rem 1.5rem;line-height:1.6}h1{font-size:1.75rem}</style></head>
<body><main role="alert"><h1>Application error: a server-side exception has occurred</h1><p>This page could not be shown. Please try again in a moment.</p><p>Reference: <code>${id}</code></p></main></body></html>`,
  );
}

/**
 * Renders again a kept page that is past its time, while its old copy is
 * served: one request to this very instance, as a visitor's would be, marked
 * with a token only this process knows so that the page cache renders it
 * instead of answering it (the render then replaces the copy, or joins one
 * under way). Going through the whole request path renders it by whichever
 * renderer it needs, Next included.
 */
class Refresher {
  private readonly token = randomBytes(18).toString("base64url");
  private readonly underway = new Set<string>();

  isRefresh(req: IncomingMessage): boolean {
    return req.headers[REFRESH_HEADER] === this.token;
  }

  refresh(req: IncomingMessage, key: string, pages: TaggedCache, siteHost: SiteHost | undefined): void {
    if (this.underway.has(key) || pages.producing(key) || !req.socket.localPort) return;
    this.underway.add(key);
    const done = () => this.underway.delete(key);
    // Asked as a visitor would: on a site's domain, by its address there (its Host comes along).
    const { pathname, search } = keyUrl(key);
    const path = siteHost ? `${pathname.slice(siteHost.slug.length + 1) || "/"}${search}` : `${pathname}${search}`;
    const request = httpRequest(
      { host: req.socket.localAddress, port: req.socket.localPort, path, headers: { host: req.headers.host ?? "localhost", [REFRESH_HEADER]: this.token } },
      (response) => {
        response.resume();
        response.once("close", done);
      },
    );
    request.once("error", (error) => {
      done();
      logger.warn({ err: error, key }, "could not render a page past its time again");
    });
    request.end();
  }
}

const REFRESH_HEADER = "x-mainstreet-refresh";

/**
 * A path that does not decode (`/site/x%ZZ`) is the client's mistake: 400,
 * before anything tries to decode it and fails with a 500. So is a NUL byte
 * in the path or the query (`%00`): no address here has one, and PostgreSQL
 * refuses it in any text it is asked to compare.
 */
function refuseMalformedPath(url: URL, res: ServerResponse): boolean {
  let valid: boolean;
  try {
    valid = !decodeURIComponent(url.pathname).includes("\0") && ![...url.searchParams].some(([name, value]) => name.includes("\0") || value.includes("\0"));
  } catch {
    valid = false;
  }
  if (valid) return false;
  res.writeHead(400, { ...ownAnswerHeaders(), "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  res.end("This address is not valid.\n");
  return true;
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

/** For server/body-limit: the session cookie's presence, and a site's largest form upload. */
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
async function servedStale(req: IncomingMessage, res: ServerResponse, pageKey: string, requestId: string, clientAddress: string): Promise<boolean> {
  if (responseStore()) return false;
  const stale = staleCopy<CachedPage>(pageKey);
  if (!stale) return false;
  await ensureListening();
  if (responseStore() && !databaseOutage()) return false;
  servedFromCache(stale, clientAddress, siteAddress(keyUrl(pageKey))?.slug);
  sendCached(req, res, stale, "stale", requestId);
  return true;
}

/**
 * Whether a request carries a valid session (a post to the admin:
 * server/action-posts.ts). While the database is away no session can be
 * read: a post with a session cookie goes on, to be answered as in an outage
 * (edge/outage.ts, or the action's own 503, whose form keeps what was typed).
 */
async function signedIn(req: IncomingMessage): Promise<boolean> {
  const headers = new Headers({ cookie: String(req.headers.cookie ?? "") });
  if (!hasSessionCookie(headers)) return false;
  if (databaseOutage()) return true;
  try {
    return (await actorFromHeaders(headers)) !== null;
  } catch (error) {
    if (isDatabaseUnavailable(error)) return true;
    throw error;
  }
}
