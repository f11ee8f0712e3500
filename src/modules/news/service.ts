import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { tags } from "@/server/cache/tags";
import { schema, type Transaction } from "@/server/db/client";
import { write } from "@/server/db/write";
import { AppError, uniqueAsConflict } from "@/lib/errors";
import { richTextSchema } from "@/lib/rich-text/schema";
import { richTextToPlain } from "@/lib/rich-text/schema";
import { indexDocument, mountPath, organizationPrefix, unindexDocument } from "@/modules/search/service";
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

export async function saveNewsItem(siteId: SiteId, input: NewsInput, organizationId: string | null = null): Promise<void> {
  const item = newsInputSchema.parse(input);
  await write([tags.site(siteId)], async (tx) => {
    const [row] = await tx
      .insert(schema.newsItems)
      .values({ siteId, organizationId, ...item })
      .onConflictDoUpdate({ target: [schema.newsItems.siteId, schema.newsItems.organizationId, schema.newsItems.slug], set: { ...item, updatedAt: sql`now()` } })
      .returning();
    await indexNewsItem(tx, row!);
  });
}

/** A new news item of the site, or of one of its organizations; also puts a deleted one back with its id. */
export async function insertNewsItem(siteId: SiteId, input: NewsInput, options: { id?: string; organizationId?: string | null } = {}): Promise<StoredNewsItem> {
  const item = newsInputSchema.parse(input);
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await sameSlugIsConflict(
      tx
        .insert(schema.newsItems)
        .values({ siteId, organizationId: options.organizationId ?? null, ...(options.id && { id: options.id }), ...item })
        .returning(),
    );
    await indexNewsItem(tx, row!);
    return row!;
  });
}

/** Changes a news item by id; it stays with its organization, if it has one. */
export async function updateNewsItem(siteId: SiteId, itemId: string, input: NewsInput): Promise<StoredNewsItem> {
  const item = newsInputSchema.parse(input);
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await sameSlugIsConflict(
      tx
        .update(schema.newsItems)
        .set({ ...item, updatedAt: sql`now()` })
        .where(and(eq(schema.newsItems.siteId, siteId), eq(schema.newsItems.id, itemId)))
        .returning(),
    );
    if (!row) throw new AppError("not_found", "No such news item.");
    await indexNewsItem(tx, row);
    return row;
  });
}

export async function deleteNewsItem(siteId: SiteId, itemId: string): Promise<StoredNewsItem> {
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await tx
      .delete(schema.newsItems)
      .where(and(eq(schema.newsItems.siteId, siteId), eq(schema.newsItems.id, itemId)))
      .returning();
    if (!row) throw new AppError("not_found", "No such news item.");
    await unindexDocument(tx, siteId, row.id);
    return row;
  });
}

/** Re-indexes an organization's news at its (new) address, in the rename's transaction. */
export async function reindexOrganizationNews(tx: Transaction, siteId: SiteId, organizationId: string): Promise<void> {
  const rows = await tx
    .select()
    .from(schema.newsItems)
    .where(and(eq(schema.newsItems.siteId, siteId), eq(schema.newsItems.organizationId, organizationId)));
  for (const row of rows) await indexNewsItem(tx, row);
}

async function indexNewsItem(tx: Transaction, row: StoredNewsItem): Promise<void> {
  const siteId = row.siteId as SiteId;
  const path = row.organizationId ? `${await organizationPrefix(tx, siteId, row.organizationId)}/news/${row.slug}` : await mountPath(tx, siteId, "news", row.slug);
  await indexDocument(tx, siteId, { sourceId: row.id, kind: "news", path, title: row.title, body: `${row.summary} ${richTextToPlain(row.body)}`, visibleFrom: row.publishedAt });
}

const sameSlugIsConflict = <T>(query: PromiseLike<T>) => uniqueAsConflict(query, { news_site_org_slug: ["slug", "Another news item already has this slug."] });
