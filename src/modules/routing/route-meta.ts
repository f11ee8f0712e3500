import type { CollectionRegistry } from "@/modules/collections/registry";
import { collections } from "@/modules/content/collections";
import type { Resolved } from "./load-route";

export interface RouteMeta {
  title: string;
  description: string;
  /** Drafts and editor-only views are never indexed. */
  noindex: boolean;
  /** A page its owner keeps out of search engines: not indexed, its links still followed. */
  unlisted?: boolean;
  /** An article (a post, a news item) to Open Graph. */
  article: boolean;
}

function clip(text: string, max = 160): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}

/** Search results show about this many characters of a title. */
export const TITLE_MAX = 60;

/**
 * A title that fits a search result: the page's own with the site's name
 * after it when both fit, else the page's own (what the result is about),
 * cut at a word only when that alone is too long.
 */
export function fitTitle(own: string, after: string): string {
  if (own.length + after.length <= TITLE_MAX) return own + after;
  return clip(own, TITLE_MAX);
}

/** The <title>, description and robots rule of a resolved route: a page's own, or what its collection says of the item. */
export function routeMeta({ site, route }: Resolved, registry: CollectionRegistry = collections): RouteMeta {
  const of = (title: string, description: string, noindex = false, article = false): RouteMeta => ({
    title: fitTitle(title, ` | ${site.name}`),
    description: clip(description),
    noindex,
    article,
  });
  if (!route) return of("Page not found", site.settings.description, true);
  if (route.kind === "page") {
    const { page } = route;
    if (route.preview) return of(`Preview: ${page.title}`, page.description, true);
    if (page.path === "")
      return {
        title: site.settings.tagline ? fitTitle(site.name, `: ${site.settings.tagline}`) : site.name,
        description: clip(page.description),
        noindex: false,
        unlisted: page.seo.hideFromSearch === true,
        article: false,
      };
    return { ...of(page.title, page.description), unlisted: page.seo.hideFromSearch === true };
  }
  const meta = registry.kind(route.collection)!.meta(site, route.item);
  if (route.item.preview) return of(`Preview: ${meta.title}`, meta.description, true);
  return of(meta.title, meta.description, meta.noindex, meta.article);
}
