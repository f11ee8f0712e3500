/**
 * Site-relative links as authors write them ("contact", "services/drainage",
 * "" for home) become paths under the site's prefix; absolute URLs, mailto:,
 * tel: and in-page anchors pass through unchanged.
 */
/** A North American number as a tel: link (+1 and its ten digits), whatever way it is written. */
export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "")}`;
}

export function siteHref(siteSlug: string, href: string): string {
  if (/^([a-z][a-z0-9+.-]*:|#|\/\/)/i.test(href)) return href;
  const path = href.replace(/^\/+/, "").replace(/\/+$/, "");
  const base = siteBase(siteSlug);
  return path ? `${base}/${path}` : base || "/";
}

/**
 * Where a site's paths begin in the page being rendered: `/{slug}`, or ""
 * when the request came by the site's own domain (served at its root). The
 * edge answers through a hook it sets once per process (edge/domains.ts), on
 * globalThis because the server's code and Next's bundle each load their own
 * copy of this module; without the hook (the browser, a script) it is the
 * prefix.
 */
export function siteBase(siteSlug: string): string {
  const hook = (globalThis as { [SITE_BASE]?: (slug: string) => string | null })[SITE_BASE];
  return hook?.(siteSlug) ?? `/${siteSlug}`;
}

const SITE_BASE = Symbol.for("mainstreet.siteBase");

/** For the edge: says, per request, which site is served at the root of its own domain. */
export function setSiteBaseHook(hook: (slug: string) => string | null): void {
  (globalThis as { [SITE_BASE]?: (slug: string) => string | null })[SITE_BASE] = hook;
}

export function isExternal(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}

/** Where an item of a collection lives, given the site's mount for it. */
export function collectionHref(siteSlug: string, base: string | undefined, ...rest: string[]): string | null {
  if (!base) return null;
  return siteHref(siteSlug, [base, ...rest].join("/"));
}

/** The site path a site-relative link leads to ("services/drainage#cost" -> "services/drainage"), or null for any other link. */
export function sitePathOf(href: string): string | null {
  if (/^([a-z][a-z0-9+.-]*:|#|\/\/)/i.test(href)) return null;
  return href
    .replace(/[?#].*$/, "")
    .replace(/^\/+/, "")
    .replace(/\/+$/, "");
}

interface MenuLink {
  href: string;
  children?: MenuLink[];
}

/** A menu without its links to pages visitors cannot see (unpublished ones); an item whose own page is hidden goes, with its children. */
export function withoutHiddenPages<T extends MenuLink>(items: T[], hidden: ReadonlySet<string>): T[] {
  if (!hidden.size) return items;
  const shown = (item: MenuLink) => {
    const path = sitePathOf(item.href);
    return path === null || !hidden.has(path);
  };
  return items.filter(shown).map((item) => (item.children ? { ...item, children: item.children.filter(shown) } : item));
}
