import { AppError } from "@/lib/errors";
import { authorize } from "@/modules/auth/access";
import { currentActor } from "@/modules/auth/session";
import { shareImagePng, shareTitle } from "@/modules/sites/identity/images";

export const dynamic = "force-dynamic";

/**
 * The share image a page would have with the title its editor is typing, for the page editor's
 * search-and-sharing preview (pages/components/search-preview.tsx). The public image
 * (app/[site]/share.png) draws only a page's own saved title, so that nobody can make a site's
 * image say something it does not; this one draws the text it is asked for, so only the site's
 * editors get it (404 for anyone else), and nobody keeps it.
 */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const title = (new URL(request.url).searchParams.get("title") ?? "").trim().slice(0, 200);
  try {
    const { site } = await authorize(await currentActor(), (await params).site, "content");
    const png = await shareImagePng(site, shareTitle(title || site.name, site.name));
    return new Response(new Uint8Array(png), { headers: { "content-type": "image/png", "cache-control": "private, no-store" } });
  } catch (error) {
    if (error instanceof AppError) return new Response("Not found", { status: 404, headers: { "cache-control": "no-store" } });
    throw error;
  }
}
