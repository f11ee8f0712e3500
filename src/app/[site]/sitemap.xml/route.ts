import { xml } from "@/lib/xml";
import { loadSite } from "@/modules/routing/load-route";
import { listSiteEntries } from "@/modules/routing/site-entries";
import { siteUrl } from "@/modules/sites/urls";

export const dynamic = "force-dynamic";

/** Every public page, post, event, news item, job, team member and service-area page of the site; never a draft. */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await loadSite((await params).site);
  if (!site || site.status !== "active" || !site.launched) return new Response("Not found", { status: 404 });
  const entries = await listSiteEntries(site);
  const urls = entries.map((e) => `  <url><loc>${xml(siteUrl(site, e.path))}</loc><lastmod>${e.lastModified.toISOString()}</lastmod></url>`).join("\n");
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
