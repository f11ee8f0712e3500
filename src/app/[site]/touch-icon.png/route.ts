import { loadSite } from "@/modules/routing/load-route";
import { touchIconPng } from "@/modules/sites/identity/images";

export const dynamic = "force-dynamic";

/** The icon a phone shows for the site on its home screen (apple-touch-icon). */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await loadSite((await params).site);
  if (!site || site.status !== "active") return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(await touchIconPng(site)), { headers: { "content-type": "image/png", "cache-control": "public, max-age=3600" } });
}
