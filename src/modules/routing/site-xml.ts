import { xml } from "@/lib/xml";
import { listPublishedPosts } from "@/modules/blog/queries";
import { servedMedia, type MediaAsset } from "@/modules/media/queries";
import { mediaUrl } from "@/modules/media/urls";
import { listDirectory } from "@/modules/sites/queries";
import { siteUrl } from "@/modules/sites/urls";
import { absoluteUrl } from "@/server/origin";
import { loadSite } from "./load-route";
import { listSiteEntries } from "./site-entries";

/*
 * The XML the platform serves for search engines and feed readers, as plain
 * Web responses: the app's routes answer with them, and the edge, which keeps
 * them in the page cache for anonymous requests, calls them itself (edge/xml-routes.ts).
 */

/** The sitemap index: one sitemap per active site. */
export async function sitemapIndex(): Promise<Response> {
  const sites = await listDirectory({ includeUnlisted: true });
  const body = sites.map((s) => `  <sitemap><loc>${xml(absoluteUrl(`/${s.slug}/sitemap.xml`))}</loc></sitemap>`).join("\n");
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`,
    {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
    },
  );
}

/** Every public page, post, event, news item, job, team member and service-area page of the site; never a draft. */
export async function siteSitemap(slug: string): Promise<Response> {
  const site = await loadSite(slug);
  if (!site || site.status !== "active" || !site.launched) return new Response("Not found", { status: 404 });
  const entries = await listSiteEntries(site);
  const urls = entries.map((e) => `  <url><loc>${xml(siteUrl(site, e.path))}</loc><lastmod>${e.lastModified.toISOString()}</lastmod></url>`).join("\n");
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}

/** RSS 2.0 of the site's published posts, newest first; drafts never. */
export async function siteFeed(slug: string): Promise<Response> {
  const site = await loadSite(slug);
  if (!site || site.status !== "active" || !site.launched || !site.mounts.posts) return new Response("Not found", { status: 404 });
  const posts = await listPublishedPosts(site.id, { limit: 50 });
  const covers = new Map(await Promise.all(posts.map(async (post) => [post.slug, post.cover && (await servedMedia(site.id, post.cover.asset))] as const)));
  const blogUrl = siteUrl(site, site.mounts.posts);
  const items = posts
    .map((post) => {
      const link = siteUrl(site, `${site.mounts.posts}/${post.slug}`);
      return [
        "    <item>",
        `      <title>${xml(post.title)}</title>`,
        `      <link>${xml(link)}</link>`,
        `      <guid isPermaLink="true">${xml(link)}</guid>`,
        `      <description>${xml(post.excerpt)}</description>`,
        coverLine(site.slug, covers.get(post.slug), post.cover?.decorative ? "" : (post.cover?.alt ?? "")),
        post.publishedAt ? `      <pubDate>${post.publishedAt.toUTCString()}</pubDate>` : "",
        ...post.categories.map((c) => `      <category>${xml(c.name)}</category>`),
        "    </item>",
      ]
        .filter(Boolean)
        .join("\n");
    })
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">
  <channel>
    <title>${xml(site.name)}</title>
    <link>${xml(blogUrl)}</link>
    <description>${xml(site.settings.description)}</description>
    <language>en-us</language>
    <atom:link href="${xml(siteUrl(site, "feed.xml"))}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
  return new Response(body, { headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" } });
}

/** A post's cover in the feed, as Media RSS (an enclosure would need the file's length): a 1024-wide WebP. */
function coverLine(siteSlug: string, asset: MediaAsset | null | undefined, useAlt: string): string {
  if (!asset) return "";
  const description = useAlt || asset.alt || "";
  return `      <media:content url="${xml(absoluteUrl(mediaUrl(siteSlug, asset, 1024)))}" medium="image" type="image/webp">${description ? `<media:description>${xml(description)}</media:description>` : ""}</media:content>`;
}
