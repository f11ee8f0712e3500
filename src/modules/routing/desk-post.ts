import { siteBase } from "@/lib/links";
import { postedInPlace } from "./in-place";

/** A post's way on: 303 to `path` for a plain form, `{ location }` for the page's own script. Never kept by a cache. */
export function goOn(request: Request, path: string): Response {
  if (postedInPlace(request)) return Response.json({ location: path }, { headers: { "Cache-Control": "no-store" } });
  return new Response(null, { status: 303, headers: { Location: path, "Cache-Control": "no-store" } });
}

/** A query of `name=value` pairs, the empty ones left out. */
export function queryOf(pairs: Record<string, string | undefined>): string {
  const query = new URLSearchParams(Object.entries(pairs).filter((pair): pair is [string, string] => Boolean(pair[1])));
  return query.size ? `?${query}` : "";
}

/**
 * A site's path (`/{slug}/...`, as return links are drawn) as the visitor's
 * browser knows it: without the prefix when the post came by the site's own
 * domain (lib/links.ts siteBase), so a page's own script stays on its page.
 */
export function atSite(slug: string, path: string): string {
  const prefix = `/${slug}`;
  const rest = path.slice(prefix.length);
  if (!path.startsWith(prefix) || !/^([/?#]|$)/.test(rest)) return path;
  const base = siteBase(slug);
  return base || rest.startsWith("/") ? `${base}${rest}` : `/${rest}`;
}
