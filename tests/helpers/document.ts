import type { OtherRoutes } from "@/edge/app-routes";
import { renderSitePage, rendersDocument } from "@/edge/document/render";
import type { RenderedPage } from "@/edge/page-cache";
import { resolveSiteRequest } from "@/edge/site-request";

/** What the tests render with: the site's stylesheet, and no routes of Next's beside the site pages'. */
export const TEST_BUILD: OtherRoutes & { stylesheets: readonly string[] } = {
  stylesheets: ["/_islands/site-0123456789abcdef.css"],
  sitePaths: new Set<string>(),
  rootSegments: new Set<string>(),
};

/** A path as the edge answers an anonymous visitor: resolved once, then rendered without Next (null: not the document renderer's, Next's to render). */
export async function renderPath(path: string, build = TEST_BUILD): Promise<RenderedPage | null> {
  const url = new URL(path, "http://localhost");
  const request = await resolveSiteRequest(url, undefined, build);
  return request && rendersDocument(request, url) ? renderSitePage(request, url, build.stylesheets) : null;
}
