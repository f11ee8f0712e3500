import { loadSite } from "@/modules/routing/load-route";
import { faviconSvg } from "@/modules/sites/identity/images";

export const dynamic = "force-dynamic";

/** The site's favicon: its logo mark in its colours. */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await loadSite((await params).site);
  if (!site || site.status !== "active") return new Response("Not found", { status: 404 });
  return new Response(faviconSvg(site), { headers: { "content-type": "image/svg+xml", "cache-control": "public, max-age=3600" } });
}
