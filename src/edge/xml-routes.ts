import { siteFeed, sitemapIndex, siteSitemap } from "@/modules/routing/site-xml";
import { securityHeaderPairs } from "@/server/csp";
import type { RenderedPage } from "./page-cache";

/**
 * The XML the edge answers itself for an anonymous request, and keeps as it
 * keeps pages: the sitemap index, a site's sitemap and its feed (the same
 * functions the app's routes answer with, modules/routing/site-xml.ts).
 * Null for any other path.
 */
export function xmlRoute(url: URL): (() => Promise<Response>) | null {
  if (url.pathname === "/sitemap.xml") return sitemapIndex;
  const [, slug, name] = /^\/([^/_][^/]*)\/(sitemap|feed)\.xml$/.exec(url.pathname) ?? [];
  if (!slug) return null;
  return name === "sitemap" ? () => siteSitemap(slug) : () => siteFeed(slug);
}

/** A route's answer as the page cache keeps a page: its status and type, the platform's security headers, its bytes (the cache sets its own Cache-Control). */
export async function xmlPage(route: () => Promise<Response>): Promise<RenderedPage> {
  const response = await route();
  return {
    status: response.status,
    headers: [["content-type", response.headers.get("content-type") ?? "application/xml; charset=utf-8"], ...securityHeaderPairs()],
    body: Buffer.from(await response.arrayBuffer()),
  };
}
