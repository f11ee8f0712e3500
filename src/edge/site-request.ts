import { isReservedSlug } from "@/lib/reserved";
import { requestEditsSite } from "@/modules/auth/session";
import { loadRoute, loadSite, type Resolved } from "@/modules/routing/load-route";
import { siteRedirect } from "@/modules/routing/redirect";
import { tags } from "@/server/cache";
import { logger } from "@/server/log";
import { requestContext } from "@/server/request-context";
import type { OtherRoutes } from "./app-routes";

/**
 * A request for one of a site's pages, resolved once by the edge
 * (./handler.ts) before anything renders, and handed through the request
 * context to whatever does: the document renderer (./document) and Next's
 * page route (app/[site]) alike. Plain data: the page route runs in Next's
 * bundle, another copy of the modules than the one that made it.
 */
export interface SiteRequest {
  /** The site's slug. */
  slug: string;
  /**
   * Where the site's paths begin in this request's address: `/{slug}` under
   * the platform's own host; "" for a site served at its own domain's root
   * (./domains.ts).
   */
  basePath: string;
  /** The path inside the site, decoded: "" for its home page. */
  path: string;
  /** A signed preview link's token (`?preview=`). */
  preview?: string;
  /** Whether the signed-in person edits this site's content: checked once, and only when a session cookie came. */
  editor: boolean;
  /** The site and its route, loaded: `route` is null for a path the site lacks (and for a site not yet launched, to strangers). */
  resolved: Resolved;
  /** What the page answers with: 404 when it has no route (Next renders a page's notFound() only in the browser, so the edge sets it). */
  status: 200 | 404;
  /** The cache tags a kept copy of the page is dropped by. */
  tags: string[];
}

declare module "@/server/request-context" {
  interface RequestContext {
    /** A site page's request, resolved by the edge; absent for every other path. */
    site?: SiteRequest;
  }
}

/**
 * A site's slug and the segments of the path inside it, as an address names
 * them; null for a path that is not a site's. A request by a site's own
 * domain reaches here with its address rewritten to the prefix
 * (./domains.ts); its base path is then "" (resolveSiteRequest).
 */
export function siteAddress(url: URL): { slug: string; basePath: string; segments: string[] } | null {
  const [slug, ...segments] = url.pathname.split("/").slice(1);
  if (!slug || slug.startsWith("_") || isReservedSlug(slug)) return null;
  return { slug, basePath: `/${slug}`, segments };
}

/**
 * Resolves a site page's request: the site, who is asking (a session cookie
 * is looked up once, here), and the route with its content. Null when the
 * path is not a site page's: no site by that slug (the platform's 404), a
 * path another of Next's routes answers (`routes`: a site's `feed.xml`, a
 * root `checkout`), or an empty segment (Next redirects it).
 */
export async function resolveSiteRequest(url: URL, cookie: string | undefined, routes: OtherRoutes): Promise<SiteRequest | null> {
  const address = siteAddress(url);
  if (!address || routes.rootSegments.has(address.slug) || address.segments.some((segment) => !segment)) return null;
  let path: string;
  try {
    path = address.segments.map((segment) => decodeURIComponent(segment)).join("/");
  } catch {
    return null;
  }
  if (routes.sitePaths.has(path)) return null;
  // By the site's own domain (./domains.ts), its paths begin at the root.
  const basePath = requestContext()?.siteHost?.slug === address.slug ? "" : address.basePath;
  return resolve(address.slug, basePath, path, url.searchParams.get("preview") ?? undefined, cookie);
}

async function resolve(slug: string, basePath: string, path: string, preview: string | undefined, cookie: string | undefined): Promise<SiteRequest | null> {
  const site = await loadSite(slug);
  if (!site) return null;
  const editor = cookie ? await requestEditsSite(new Headers({ cookie }), site.slug) : false;
  const resolved = (await loadRoute(site.slug, path, preview, editor))!;
  return { slug, basePath, path, preview, editor, resolved, status: resolved.route ? 200 : 404, tags: [tags.site(site.id), tags.sites] };
}

/** Where the site's redirects send a path it has nothing at (301 or 302), or null. */
export async function redirectOf(request: SiteRequest, search: string): Promise<{ status: 301 | 302; location: string } | null> {
  return request.resolved.route ? null : siteRedirect(request.resolved.site, request.basePath, request.path, search);
}

/** The edge's resolution of this request, when it is for the site `slug`: for Next's layout and not-found view. */
export function currentSiteRequest(slug: string): SiteRequest | null {
  const request = requestContext()?.site;
  return request?.slug === slug ? request : null;
}

/**
 * For Next's page route: the edge's resolution of this request, when it is
 * the page at `slug` and `path`. A page Next renders without the edge in
 * front of it is resolved here instead, and the log says so: that is a
 * second resolution of the route, which the edge exists to spare.
 */
export async function siteRequestFor(
  slug: string,
  path: string,
  preview: string | undefined,
  cookie: () => Promise<string | undefined>,
): Promise<SiteRequest | null> {
  const request = currentSiteRequest(slug);
  if (request?.path === path) return request;
  logger.warn({ slug, path, context: Boolean(requestContext()) }, "a site page reached Next without the edge's resolution: resolving it again");
  return resolve(slug, `/${slug}`, path, preview, await cookie());
}
