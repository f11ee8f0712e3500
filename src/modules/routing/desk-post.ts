import "server-only";
import { crossOrigin } from "@/server/action-posts";
import { siteBase } from "@/lib/links";
import type { Site } from "@/modules/sites/queries";
import { IN_PLACE_HEADER } from "./in-place";
import { loadSite } from "./load-route";

/** A post's way on: 303 to `path` for a plain form, `{ location }` for the page's own script. Never kept by a cache. */
export function goOn(request: Request, path: string): Response {
  if (request.headers.get(IN_PLACE_HEADER)) return Response.json({ location: path }, { headers: { "Cache-Control": "no-store" } });
  return new Response(null, { status: 303, headers: { Location: path, "Cache-Control": "no-store" } });
}

/** A public form's post, opened: its body, and a field's value as text ("" when missing or a file). */
export interface OpenedPost {
  form: FormData;
  field: (name: string) => string;
}

/**
 * A plain form post to a route that is not a site's (a contact's page, a
 * test checkout), opened: refused from another origin (403) or with a body
 * that is not a form (400); a route answers the Response as it is.
 */
export async function openPost(request: Request, { opaqueOrigin = false } = {}): Promise<OpenedPost | Response> {
  // A page sent with `Referrer-Policy: no-referrer` (a contact's own) posts its forms with `Origin: null`.
  const foreign = !(opaqueOrigin && request.headers.get("origin") === "null") && crossOrigin(Object.fromEntries(request.headers));
  if (foreign) return new Response("This form belongs to another site.", { status: 403 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return new Response("The form could not be read.", { status: 400 });
  }
  return {
    form,
    field: (name) => {
      const value = form.get(name);
      return typeof value === "string" ? value : "";
    },
  };
}

/** The same, for a site's form: also a 404 for a site that is missing or not active. */
export async function openSitePost(request: Request, params: Promise<{ site: string }>): Promise<(OpenedPost & { site: Site }) | Response> {
  const post = await openPost(request);
  if (post instanceof Response) return post;
  const site = await loadSite((await params).site);
  if (!site || site.status !== "active") return new Response("Not found", { status: 404 });
  return { ...post, site };
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
