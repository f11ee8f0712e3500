import { findRedirect } from "@/modules/redirects/queries";
import type { Site } from "@/modules/sites/queries";

/**
 * Where a site path that has nothing of its own sends the visitor, from the
 * site's redirects (a renamed page's old address, or one its owners added):
 * the status and the Location. Null when the path has no redirect. The edge
 * asks only for a path it resolved to no route: a page at the address always
 * wins over a redirect from it. `basePath` is where the site's paths begin in
 * the address asked for (`/{slug}`).
 */
export async function siteRedirect(site: Site, basePath: string, path: string, search: string): Promise<{ status: 301 | 302; location: string } | null> {
  if (!path || !site.launched || site.status !== "active") return null;
  const redirect = await findRedirect(site.id, path);
  if (!redirect) return null;
  const location = /^https?:\/\//.test(redirect.toPath) ? redirect.toPath : `${basePath}${redirect.toPath ? `/${redirect.toPath}` : ""}${search}`;
  return { status: redirect.permanent ? 301 : 302, location };
}
