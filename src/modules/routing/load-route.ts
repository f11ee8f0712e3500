import { cache } from "react";
import { isReservedSlug } from "@/lib/reserved";
import type { Access, LoadedItem } from "@/modules/collections/kind";
import type { CollectionRegistry } from "@/modules/collections/registry";
import { collections } from "@/modules/content/collections";
import { getPage, getPageDraftAt, type Page } from "@/modules/pages/queries";
import { checkPreviewToken } from "@/modules/preview/tokens";
import { platformSearchPage, SEARCH_PATH, searchableWith } from "@/modules/search/site-search";
import { getSiteBySlug, type Site } from "@/modules/sites/queries";
import { resolveRoute } from "./resolver";
import { loadSiteIndex } from "./site-index";

/** A resolved route with its content loaded: a page of the site, or what a collection loaded for one of its routes. */
export type LoadedRoute =
  | { kind: "page"; page: Page; /** A page's draft or unsaved values, shown with this banner (a preview is never indexed). */ preview?: string }
  | { kind: "collection"; collection: string; item: LoadedItem };

export interface Resolved {
  site: Site;
  path: string;
  route: LoadedRoute | null;
  /** A site not yet launched, asked for by someone who does not edit it: every path is its "coming soon" page, a 404. */
  comingSoon?: true;
}

/** The site for a prefix, or null for an unknown one or a reserved segment. Per request, shared by layout, metadata and page. */
export const loadSite = cache(async (slug: string): Promise<Site | null> => {
  if (isReservedSlug(slug) || !/^[a-z0-9-]{1,63}$/.test(slug)) return null;
  return getSiteBySlug(slug);
});

/**
 * Resolves and loads a path of a site. Wrapped in React's cache() so
 * generateMetadata and the page share one load per request.
 */
export const loadRoute = cache(async (siteSlug: string, pathKey: string, preview: string | undefined, editor = false): Promise<Resolved | null> => {
  const site = await loadSite(siteSlug);
  if (!site) return null;
  if (!site.launched && !editor) return { site, path: pathKey, route: null, comingSoon: true };
  return resolveSitePath(site, pathKey, { preview, editor });
});

/** The banner over a page's draft opened by its signed preview link. */
export const PREVIEW_LINK_BANNER = "Preview: this is the page’s draft, not what visitors see. Only people with this link can see it.";

/** A path of a known site, resolved and loaded through the collections of `registry`. */
export async function resolveSitePath(site: Site, pathKey: string, access: Access, registry: CollectionRegistry = collections): Promise<Resolved> {
  // A page's signed preview link shows its draft (at the draft's path), even while the page is hidden or published differently.
  if (access.preview) {
    const draft = await getPageDraftAt(site.id, pathKey);
    if (draft && checkPreviewToken(site.id, { page: draft.id }, access.preview))
      return { site, path: pathKey, route: { kind: "page", page: draft, preview: PREVIEW_LINK_BANNER } };
  }
  const segments = pathKey ? pathKey.split("/") : [];
  const index = await loadSiteIndex(site, registry);
  const route = resolveRoute(index, segments, registry.kinds);
  // Search is the platform's on every site of more than a few pages, wherever the site has no page of its own there.
  if (route.kind === "notFound" && pathKey === SEARCH_PATH && searchableWith(index.pagePaths))
    return { site, path: pathKey, route: { kind: "page", page: platformSearchPage(site) } };
  return { site, path: pathKey, route: await load(site, route, access, registry) };
}

async function load(site: Site, route: ReturnType<typeof resolveRoute>, access: Access, registry: CollectionRegistry): Promise<LoadedRoute | null> {
  switch (route.kind) {
    case "page": {
      const page = await getPage(site.id, route.path);
      return page && { kind: "page", page };
    }
    case "collection": {
      const item = await registry.kind(route.collection)!.load(site, route.route, access);
      return item && { kind: "collection", collection: route.collection, item };
    }
    case "notFound":
      return null;
  }
}
