import { z } from "zod";
import { schema } from "@/server/db/client";
import { richTextSchema, richTextToPlain } from "@/lib/rich-text/schema";
import { itemService } from "@/modules/collections/service";
import { sendNewsAutomatically } from "@/modules/newsletters/service";
import { mountPath, organizationPrefix } from "@/modules/search/service";
import type { SiteId } from "@/modules/sites/queries";

export const newsInputSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().trim().min(1).max(200),
  summary: z.string().trim().min(1).max(400),
  body: richTextSchema,
  publishedAt: z.coerce.date(),
});
export type NewsInput = z.input<typeof newsInputSchema>;
export type StoredNewsItem = typeof schema.newsItems.$inferSelect;

/** The site's news and its organizations' (collections/service.ts holds the writes every kind shares). */
export const newsService = itemService({
  table: schema.newsItems,
  schema: newsInputSchema,
  noun: "news item",
  slugTaken: { constraint: "news_site_org_slug", message: "Another news item already has this slug." },
  async searchDocument(tx, row) {
    const siteId = row.siteId as SiteId;
    const path = row.organizationId
      ? `${await organizationPrefix(tx, siteId, row.organizationId)}/news/${row.slug}`
      : await mountPath(tx, siteId, "news", row.slug);
    return { sourceId: row.id, kind: "news", path, title: row.title, body: `${row.summary} ${richTextToPlain(row.body)}`, visibleFrom: row.publishedAt };
  },
  async published(tx, row) {
    const siteId = row.siteId as SiteId;
    const path = row.organizationId
      ? `${await organizationPrefix(tx, siteId, row.organizationId)}/news/${row.slug}`
      : await mountPath(tx, siteId, "news", row.slug);
    await sendNewsAutomatically(tx, siteId, row, path);
  },
});
