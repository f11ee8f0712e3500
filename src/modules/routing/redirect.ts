import "server-only";
import { isReservedSlug } from "@/lib/reserved";
import { findRedirect } from "@/modules/redirects/queries";
import { loadRoute, loadSite } from "./load-route";

/**
 * Where a site path that has nothing of its own sends the visitor, from the
 * site's redirects (a renamed page's old address, or one its owners added):
 * the status and the Location. Null when the path answers for itself, or has
 * no redirect. A page at the address always wins over a redirect from it.
 */
export async function siteRedirect(url: URL): Promise<{ status: 301 | 302; location: string } | null> {
  const [slug, ...rest] = url.pathname.split("/").slice(1);
  if (!slug || slug.startsWith("_") || isReservedSlug(slug) || !rest.length || rest.some((s) => !s)) return null;
  let path: string;
  try {
    path = rest.map((s) => decodeURIComponent(s)).join("/");
  } catch {
    return null;
  }
  const site = await loadSite(slug);
  if (!site?.launched || site.status !== "active") return null;
  const redirect = await findRedirect(site.id, path);
  if (!redirect || (await loadRoute(slug, path, undefined, false))?.route) return null;
  const location = /^https?:\/\//.test(redirect.toPath) ? redirect.toPath : `/${slug}${redirect.toPath ? `/${redirect.toPath}` : ""}${url.search}`;
  return { status: redirect.permanent ? 301 : 302, location };
}
