/**
 * Site-relative links as authors write them ("contact", "services/drainage",
 * "" for home) become paths under the site's prefix; absolute URLs, mailto:,
 * tel: and in-page anchors pass through unchanged.
 */
export function siteHref(siteSlug: string, href: string): string {
  if (/^([a-z][a-z0-9+.-]*:|#|\/\/)/i.test(href)) return href;
  const path = href.replace(/^\/+/, "").replace(/\/+$/, "");
  return path ? `/${siteSlug}/${path}` : `/${siteSlug}`;
}

export function isExternal(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}

/** Where an item of a collection lives, given the site's mount for it. */
export function collectionHref(siteSlug: string, base: string | undefined, ...rest: string[]): string | null {
  if (!base) return null;
  return siteHref(siteSlug, [base, ...rest].join("/"));
}
