import "server-only";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { tags } from "@/server/cache/tags";
import { schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import { richTextSchema } from "@/lib/rich-text/schema";
import { richTextToPlain } from "@/lib/rich-text/schema";
import { indexDocument, mountPath, organizationPrefix } from "@/modules/search/service";
import type { SiteId } from "@/modules/sites/queries";

export const newsInputSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().trim().min(1).max(200),
  summary: z.string().trim().min(1).max(400),
  body: richTextSchema,
  publishedAt: z.coerce.date(),
});

export async function saveNewsItem(siteId: SiteId, input: z.input<typeof newsInputSchema>, organizationId: string | null = null): Promise<void> {
  const item = newsInputSchema.parse(input);
  await write([tags.site(siteId)], async (tx) => {
    const [row] = await tx
      .insert(schema.newsItems)
      .values({ siteId, organizationId, ...item })
      .onConflictDoUpdate({ target: [schema.newsItems.siteId, schema.newsItems.organizationId, schema.newsItems.slug], set: { ...item, updatedAt: sql`now()` } })
      .returning({ id: schema.newsItems.id });
    const path = organizationId ? `${await organizationPrefix(tx, siteId, organizationId)}/news/${item.slug}` : await mountPath(tx, siteId, "news", item.slug);
    await indexDocument(tx, siteId, { sourceId: row!.id, kind: "news", path, title: item.title, body: `${item.summary} ${richTextToPlain(item.body)}`, visibleFrom: item.publishedAt });
  });
}
