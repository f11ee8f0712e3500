import { crossOrigin } from "@/server/action-posts";
import type { Site } from "@/modules/sites/queries";
import { loadSite } from "./load-route";

/** A public form's post, opened: its body, and a field's value as text ("" when missing or a file). */
export interface OpenedPost {
  /** The whole body, for what is more than one text (files, several values of a name). */
  form: FormData;
  field: (name: string) => string;
}

/** A site's form post, opened: its site as well, and the answer that sends the browser on. */
export interface PlainPost extends OpenedPost {
  site: Site;
  /** 303 to a path of ours, never kept by a cache. */
  seeOther: (path: string) => Response;
}

/**
 * The start every plain form post shares (no server action): refused from another origin (403)
 * or with a body that is not a form (400); else the post, opened. A route answers the Response
 * as it is. `opaqueOrigin`: a page sent with `Referrer-Policy: no-referrer` (a contact's own)
 * posts its forms with `Origin: null`, taken as its own where a signed link is what authorises.
 */
export async function openPost(request: Request, { opaqueOrigin = false } = {}): Promise<OpenedPost | Response> {
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

/** The same for a site's form: also a 404 for a site that is missing or not active. */
export async function openPlainPost(request: Request, params: Promise<{ site: string }>): Promise<PlainPost | Response> {
  const post = await openPost(request);
  if (post instanceof Response) return post;
  const site = await loadSite((await params).site);
  if (!site || site.status !== "active") return new Response("Not found", { status: 404 });
  return withSite(post, site);
}

/** An opened post as its site's. */
export function withSite(post: OpenedPost, site: Site): PlainPost {
  return { ...post, site, seeOther: (path) => new Response(null, { status: 303, headers: { Location: path, "Cache-Control": "no-store" } }) };
}
