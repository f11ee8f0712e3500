import { cached, tags } from "@/server/cache";
import { listPagePaths, type Page } from "@/modules/pages/queries";
import type { Site, SiteId } from "@/modules/sites/queries";

/** Where every site with search answers it: `/{site}/search`, unless the site has a page of its own there. */
export const SEARCH_PATH = "search";

/** More than a few pages: a site of this many published pages has search in its header. */
export const SEARCH_MIN_PAGES = 5;

/** Whether a site with these published page paths has search: enough pages, or a search page of its own. */
export function searchableWith(pagePaths: ReadonlySet<string> | readonly string[]): boolean {
  const paths = new Set(pagePaths);
  return paths.has(SEARCH_PATH) || paths.size >= SEARCH_MIN_PAGES;
}

/** Whether the site has search (its header links to it), cached until the site changes. */
export function siteHasSearch(siteId: SiteId): Promise<boolean> {
  return cached(`site-search:${siteId}`, [tags.site(siteId)], async () => searchableWith(await listPagePaths(siteId)));
}

/**
 * The platform's own search page for a site that has no page at SEARCH_PATH:
 * a heading and the search block, kept out of search engines (a page of
 * results is not content). Never stored, so no owner has to keep it.
 */
export function platformSearchPage(site: Pick<Site, "id" | "name">, at = new Date()): Page {
  return {
    id: `search:${site.id}`,
    path: SEARCH_PATH,
    title: "Search",
    description: `Search the pages of ${site.name}.`,
    blocks: [{ type: "search", props: { placeholder: `Search ${site.name}` } }],
    seo: { hideFromSearch: true },
    updatedAt: at,
  };
}
