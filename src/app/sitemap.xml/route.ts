import { xml } from "@/lib/xml";
import { listDirectory } from "@/modules/sites/queries";
import { absoluteUrl } from "@/server/origin";

export const dynamic = "force-dynamic";

/** The sitemap index: one sitemap per active site. */
export async function GET() {
  const sites = await listDirectory({ includeUnlisted: true });
  const body = sites.map((s) => `  <sitemap><loc>${xml(absoluteUrl(`/${s.slug}/sitemap.xml`))}</loc></sitemap>`).join("\n");
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`,
    {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
    },
  );
}
