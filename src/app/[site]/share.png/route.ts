import { loadRoute } from "@/modules/routing/load-route";
import { routeMeta } from "@/modules/routing/route-meta";
import { shareImagePng, shareTitle } from "@/modules/sites/identity/images";

export const dynamic = "force-dynamic";

/**
 * The share image (og:image) of one of the site's pages, ?page=<path>: the
 * page's own title, never text from the query, so nobody can make a site's
 * image say something it does not.
 */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const path = new URL(request.url).searchParams.get("page") ?? "";
  const resolved = await loadRoute((await params).site, path, undefined, false);
  if (!resolved?.route || resolved.site.status !== "active") return new Response("Not found", { status: 404 });
  const { title } = routeMeta(resolved);
  const png = await shareImagePng(resolved.site, shareTitle(title, resolved.site.name));
  return new Response(new Uint8Array(png), { headers: { "content-type": "image/png", "cache-control": "public, max-age=3600" } });
}
