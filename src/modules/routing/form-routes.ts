/** The routes a site's forms post to (app/api/sites/[site]/forms/[form], checkout): the site they belong to, or null. */
export function formRouteSite(pathname: string): string | null {
  return /^\/api\/sites\/([a-z0-9-]{1,63})\/(?:forms\/[a-z0-9-]+|checkout)$/.exec(pathname)?.[1] ?? null;
}

/**
 * The page a form was posted from, as `_page` names it (a site's path, with its prefix or,
 * on the site's own domain, without), checked: a path that is none of the site's pages' shape
 * (a 404's, whose footer has the sign-up) is its home.
 */
export function pageOf(siteSlug: string, posted: string): string {
  const page = posted.replace(/^\/+|\/+$/g, "");
  const own = page === siteSlug || page.startsWith(`${siteSlug}/`) ? page.slice(siteSlug.length + 1) : page;
  return /^[a-z0-9/-]{0,200}$/.test(own) ? own : "";
}

/** The address, with the site's prefix, of the page a form was posted from. */
export const pageAddress = (siteSlug: string, posted: string) => {
  const page = pageOf(siteSlug, posted);
  return `/${siteSlug}${page ? `/${page}` : ""}`;
};
