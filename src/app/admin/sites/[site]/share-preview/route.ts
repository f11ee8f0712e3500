import { AppError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import { authorize } from "@/modules/auth/access";
import { currentActor } from "@/modules/auth/session";
import { coverJpeg } from "@/modules/media/cover-crop";
import { drawShareImagePng, shareTitle } from "@/modules/sites/identity/images";

export const dynamic = "force-dynamic";

/**
 * The share image a page would have with what its editor has chosen so far, for the page
 * editor's search-and-sharing preview (pages/components/search-preview.tsx): ?image=<asset id>
 * with &fx=&fy= (the focal point) for a picture of the site's library cut as the public
 * share.jpg cuts it, else the image drawn with ?title=. The public image (app/[site]/share.png)
 * draws only a page's own saved title, so that nobody can make a site's image say something it
 * does not; this one draws the text it is asked for, so only the site's editors get it (404 for
 * anyone else), and nobody keeps it.
 */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const query = new URL(request.url).searchParams;
  const title = (query.get("title") ?? "").trim().slice(0, 200);
  const image = query.get("image") ?? "";
  try {
    const { site } = await authorize(await currentActor(), (await params).site, "content");
    const jpeg =
      isUuid(image) &&
      (await coverJpeg(
        site.id,
        { asset: image, focal: { x: fraction(query.get("fx")), y: fraction(query.get("fy")) } },
        { width: 1200, height: 630 },
        { keep: false },
      ));
    if (jpeg) return new Response(new Uint8Array(jpeg), { headers: { "content-type": "image/jpeg", "cache-control": "private, no-store" } });
    const png = await drawShareImagePng(site, shareTitle(title || site.name, site.name));
    return new Response(new Uint8Array(png), { headers: { "content-type": "image/png", "cache-control": "private, no-store" } });
  } catch (error) {
    if (error instanceof AppError) return new Response("Not found", { status: 404, headers: { "cache-control": "no-store" } });
    throw error;
  }
}

/** A focal coordinate from 0 to 1; the middle for anything else. */
function fraction(value: string | null): number {
  const n = Number(value);
  return value !== null && Number.isFinite(n) && n >= 0 && n <= 1 ? n : 0.5;
}
