import { renderSitePage, type SiteBuild } from "@/edge/document/render";
import type { RenderedPage } from "@/edge/page-cache";
import { resolveSiteRequest } from "@/edge/site-request";

/** A build as the document renderer knows it: the site pages' stylesheet, and no routes of Next's beside theirs. */
export const TEST_BUILD: SiteBuild = { stylesheets: ["/_next/static/chunks/site.css"], sitePaths: new Set<string>(), rootSegments: new Set<string>() };

/** A path as the edge answers an anonymous visitor: resolved once, then rendered without Next (null: Next's to render). */
export async function renderPath(path: string, build: SiteBuild | null = TEST_BUILD): Promise<RenderedPage | null> {
  const url = new URL(path, "http://localhost");
  const request = await resolveSiteRequest(url, undefined, build ?? TEST_BUILD);
  return request && renderSitePage(request, url, build);
}
