import { absoluteUrl } from "@/server/origin";

/**
 * A site's absolute address for a path inside it ("" for its home page):
 * on its primary domain when it has a verified one (`https://copperkettle.example/menu`),
 * else under the platform's origin (`{PUBLIC_URL}/copper-kettle/menu`). What
 * canonical links, sitemaps, feeds, structured data and mails use.
 */
export function siteUrl(site: { slug: string; domain: string | null }, path = ""): string {
  const rest = path.replace(/^\/+/, "");
  if (site.domain) return `https://${site.domain}/${rest}`;
  return absoluteUrl(`/${site.slug}${rest ? `/${rest}` : ""}`);
}
