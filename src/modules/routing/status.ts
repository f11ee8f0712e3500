import "server-only";
import { isReservedSlug } from "@/lib/reserved";
import { requestEditsSite } from "@/modules/auth/session";
import { unsafeContactBySignedLink } from "@/modules/contacts/queries";
import { loadRoute, loadSite } from "./load-route";

/**
 * The HTTP status a public site path will answer with, decided before Next
 * renders it. Next renders notFound() from a dynamic page only in the browser
 * (the server sends an empty shell), which would leave the site's 404 page
 * blank without JavaScript; so the page renders its not-found view itself and
 * the server sets the status from this same resolver. Null: leave it to Next
 * (the platform's own routes, unknown sites, assets).
 */
export async function sitePathStatus(url: URL, requestHeaders: Headers): Promise<404 | null> {
  const segments = url.pathname.split("/").filter(Boolean);
  // A contact's page: a wrong hash is the same 404 as an unknown key.
  if (segments[0] === "contacts" && segments.length === 3) {
    return (await unsafeContactBySignedLink(segments[1]!, segments[2]!)) ? null : 404;
  }
  const [siteSlug, ...rest] = segments;
  if (!siteSlug || siteSlug.startsWith("_") || isReservedSlug(siteSlug)) return null;
  let path: string;
  try {
    path = rest.map((s) => decodeURIComponent(s)).join("/");
  } catch {
    return 404;
  }
  if (!(await loadSite(siteSlug))) return null;
  const resolved = await loadRoute(siteSlug, path, url.searchParams.get("preview") ?? undefined, await requestEditsSite(requestHeaders, siteSlug));
  return resolved?.route ? null : 404;
}
