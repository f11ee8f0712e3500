import { adminCollection } from "@/modules/collections/admin";
import { defineCollection, itemPaths, type ItemMeta } from "@/modules/collections/kind";
import { listNewsForEditing, newsAddress, newsEditor, newsSpec } from "./admin";
import { NewsArticle } from "./components/news-views";
import { draftForLink, itemPreviewBanner } from "@/modules/collections/drafts";
import { newsFromEditorValues, publicNewsItem } from "./preview";
import { getNewsItem, listNewsAddresses, type NewsItem } from "./queries";
import { newsService } from "./service";

/** The site's own news at its mount ({slug}); an organization's is the organizations collection's. */
export const newsCollection = defineCollection<{ kind: "newsItem"; slug: string }, { kind: "newsItem"; item: NewsItem; preview?: string }>({
  key: "news",
  paths: itemPaths("newsItem"),
  async load(site, route, access) {
    // A signed preview link shows the item's saved draft at the draft's own address.
    const draft = await draftForLink(newsService, site.id, route.slug, null, access.preview);
    if (draft) return { kind: "newsItem", item: publicNewsItem(draft, null), preview: itemPreviewBanner("news item") };
    const item = await getNewsItem(site.id, route.slug);
    return item && { kind: "newsItem", item };
  },
  livePreview: (site, input) => {
    const item = newsFromEditorValues(input);
    return { path: `${site.mounts.news ?? "news"}/${item.slug}`, item: { kind: "newsItem", item } };
  },
  meta: (_site, { item }) => newsMeta(item),
  View: ({ site, item }) => <NewsArticle site={site} item={item.item} />,
  structuredData: ({ item }, { url, publisher, image }) => [newsJsonLd(item, url, publisher, image)],
  async entries(site) {
    const base = site.mounts.news;
    if (!base) return [];
    return (await listNewsAddresses(site.id, null)).map((n) => ({
      path: `${base}/${n.slug}`,
      title: n.title,
      lastModified: n.updatedAt,
      group: "events-and-news",
    }));
  },
  admin: [
    adminCollection({
      key: "news",
      title: "News",
      noun: "news item",
      lead: "Announcements, newest first. An item dated in the future appears on the site then.",
      mount: "news",
      detailHeading: "Published",
      editor: newsEditor,
      spec: newsSpec,
      blank: () => ({ publishedAt: new Date() }),
      list: async (actor, site) => (await listNewsForEditing(actor, site)).map((n) => ({ ...n, detail: n.publishedAt })),
      titleOf: (row) => row.title,
      address: newsAddress,
      drafts: newsService,
    }),
  ],
  editors: { "news-item": { editor: newsEditor, adminPath: (site, id) => `/admin/sites/${site}/content/news/${id}` } },
});

export const newsMeta = (item: NewsItem): ItemMeta => ({ title: item.title, description: item.summary, article: true });

export function newsJsonLd(item: NewsItem, url: string, publisher: object, image: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: item.title,
    description: item.summary,
    url,
    mainEntityOfPage: url,
    image,
    datePublished: item.publishedAt.toISOString(),
    // An item is dated when it is published; saved before that, it was not modified since.
    dateModified: (item.updatedAt && item.updatedAt > item.publishedAt ? item.updatedAt : item.publishedAt).toISOString(),
    publisher,
    author: publisher,
  };
}
