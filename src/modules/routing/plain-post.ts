import "server-only";
import { crossOrigin } from "@/server/action-posts";
import type { Site } from "@/modules/sites/queries";
import { loadSite } from "./load-route";

/** A public form's plain post (no server action), opened: its site, its fields as text, and the answer that sends the browser on. */
export interface PlainPost {
  site: Site;
  /** A field's value as text ("" when missing or a file). */
  field: (name: string) => string;
  /** The whole body, for what is more than one text (files, several values of a name). */
  form: FormData;
  /** 303 to a path of ours, never kept by a cache. */
  seeOther: (path: string) => Response;
}

/**
 * The start every plain form post of a site shares: refused from another origin (403), for a
 * site that is missing or not active (404), or with a body that is not a form (400); else the
 * post, opened. A route answers the Response as it is.
 */
export async function openPlainPost(request: Request, params: Promise<{ site: string }>): Promise<PlainPost | Response> {
  if (crossOrigin(Object.fromEntries(request.headers))) return new Response("This form belongs to another site.", { status: 403 });
  const site = await loadSite((await params).site);
  if (!site || site.status !== "active") return new Response("Not found", { status: 404 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return new Response("The form could not be read.", { status: 400 });
  }
  return {
    site,
    form,
    field: (name) => {
      const value = form.get(name);
      return typeof value === "string" ? value : "";
    },
    seeOther: (path) => new Response(null, { status: 303, headers: { Location: path, "Cache-Control": "no-store" } }),
  };
}
