import { absoluteUrl } from "@/server/origin";

export const dynamic = "force-dynamic";

export function GET() {
  const body = ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api/", "Disallow: /contacts/", "Disallow: /*/blog/drafts", "", `Sitemap: ${absoluteUrl("/sitemap.xml")}`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
