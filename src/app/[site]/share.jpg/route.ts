import { coverJpeg } from "@/modules/media/cover-crop";
import { loadRoute } from "@/modules/routing/load-route";
import { routeMeta } from "@/modules/routing/route-meta";
import { shareImagePng, shareTitle } from "@/modules/sites/identity/images";

export const dynamic = "force-dynamic";

/**
 * The share image (og:image) of a page whose owner chose a picture for it,
 * ?page=<path>: that picture cut to 1200 x 630 around its focal point. A page
 * without one, or whose picture has since left the library, gets the image
 * drawn from its title, as share.png gives.
 */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const path = new URL(request.url).searchParams.get("page") ?? "";
  const resolved = await loadRoute((await params).site, path, undefined, false);
  if (!resolved?.route || resolved.site.status !== "active") return new Response("Not found", { status: 404 });
  const chosen = resolved.route.kind === "page" ? resolved.route.page.seo.shareImage : undefined;
  const jpeg = chosen && (await coverJpeg(resolved.site.id, chosen, { width: 1200, height: 630 }));
  if (jpeg) return new Response(new Uint8Array(jpeg), { headers: { "content-type": "image/jpeg", "cache-control": "public, max-age=3600" } });
  const png = await shareImagePng(resolved.site, shareTitle(routeMeta(resolved).title, resolved.site.name));
  return new Response(new Uint8Array(png), { headers: { "content-type": "image/png", "cache-control": "public, max-age=3600" } });
}
