import "server-only";
import { forgetImageUses, recordImageUses } from "@/modules/media/uses";
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { tags } from "@/server/cache/tags";
import { schema, type Transaction } from "@/server/db/client";
import { write } from "@/server/db/write";
import { every } from "@/server/every";
import { AppError, uniqueAsConflict } from "@/lib/errors";
import { richTextToPlain } from "@/lib/rich-text/schema";
import { indexDocument, mountPath, unindexDocument } from "@/modules/search/service";
import type { SiteId } from "@/modules/sites/queries";
import { categoryInputSchema, postInputSchema, type PostInput } from "./schema";
import type { z } from "zod";

export type StoredPost = typeof schema.posts.$inferSelect;
type ParsedPost = z.output<typeof postInputSchema>;

export async function saveCategory(siteId: SiteId, input: z.input<typeof categoryInputSchema>): Promise<void> {
  const category = categoryInputSchema.parse(input);
  await write([tags.site(siteId)], async (tx) => {
    await tx
      .insert(schema.categories)
      .values({ siteId, ...category })
      .onConflictDoUpdate({ target: [schema.categories.siteId, schema.categories.slug], set: { name: category.name, description: category.description } });
  });
}

/** A published post without a date went live now; a draft keeps any date it was given. */
function publishedAtOf(post: ParsedPost): Date | null {
  return post.status === "draft" ? (post.publishedAt ?? null) : (post.publishedAt ?? new Date());
}

/** Creates or replaces the post with this slug, with its categories. */
export async function savePost(siteId: SiteId, input: PostInput): Promise<string> {
  const { categories, ...post } = postInputSchema.parse(input);
  const publishedAt = publishedAtOf({ ...post, categories });
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await tx
      .insert(schema.posts)
      .values({ siteId, ...post, publishedAt })
      .onConflictDoUpdate({
        target: [schema.posts.siteId, schema.posts.slug],
        set: { ...post, publishedAt, updatedAt: sql`now()` },
      })
      .returning();
    await afterPostWrite(tx, siteId, row!, categories);
    return row!.id;
  });
}

/** Changes a post by id (its slug too); another post with the new slug is a conflict on the slug field. */
export async function updatePost(siteId: SiteId, postId: string, input: PostInput): Promise<StoredPost> {
  const { categories, ...post } = postInputSchema.parse(input);
  const publishedAt = publishedAtOf({ ...post, categories });
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await sameSlugIsConflict(() =>
      tx
        .update(schema.posts)
        .set({ ...post, author: post.author ?? null, cover: post.cover ?? null, publishedAt, updatedAt: sql`now()` })
        .where(and(eq(schema.posts.siteId, siteId), eq(schema.posts.id, postId)))
        .returning(),
    );
    if (!row) throw new AppError("not_found", "No such post.");
    await afterPostWrite(tx, siteId, row, categories);
    return row;
  });
}

/** A new post; also puts a deleted post back with its id. */
export async function insertPost(siteId: SiteId, input: PostInput, id?: string): Promise<StoredPost> {
  const { categories, ...post } = postInputSchema.parse(input);
  const publishedAt = publishedAtOf({ ...post, categories });
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await sameSlugIsConflict(() =>
      tx
        .insert(schema.posts)
        .values({ siteId, ...(id && { id }), ...post, publishedAt })
        .returning(),
    );
    await afterPostWrite(tx, siteId, row!, categories);
    return row!;
  });
}

export async function deletePost(siteId: SiteId, postId: string): Promise<StoredPost> {
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await tx
      .delete(schema.posts)
      .where(and(eq(schema.posts.siteId, siteId), eq(schema.posts.id, postId)))
      .returning();
    if (!row) throw new AppError("not_found", "No such post.");
    await unindexDocument(tx, siteId, row.id);
    await forgetImageUses(tx, siteId, `post:${row.id}`);
    return row;
  });
}

/** Publishes a draft now. Answers not_found for a post of another site. */
export async function publishPost(siteId: SiteId, slug: string): Promise<void> {
  await write([tags.site(siteId)], async (tx) => {
    const updated = await tx
      .update(schema.posts)
      .set({ status: "published", publishedAt: sql`coalesce(${schema.posts.publishedAt}, now())`, updatedAt: sql`now()` })
      .where(and(eq(schema.posts.siteId, siteId), eq(schema.posts.slug, slug)))
      .returning({ id: schema.posts.id, publishedAt: schema.posts.publishedAt });
    if (!updated.length) throw new AppError("not_found", "No such post");
    await tx
      .update(schema.searchDocuments)
      .set({ visibleFrom: updated[0]!.publishedAt })
      .where(and(eq(schema.searchDocuments.siteId, siteId), eq(schema.searchDocuments.sourceId, updated[0]!.id)));
  });
}

/**
 * Scheduled posts whose time has come become published, and their sites'
 * caches are dropped, so the blog lists, feeds and search show them within a
 * minute (the lists were cached before the time came). Safe to run on every
 * instance at once: a post is moved once.
 */
export async function publishDuePosts(now = new Date()): Promise<number> {
  const affected: string[] = [];
  return write(affected, async (tx) => {
    const rows = await tx
      .update(schema.posts)
      .set({ status: "published", updatedAt: sql`now()` })
      .where(and(eq(schema.posts.status, "scheduled"), lte(schema.posts.publishedAt, now)))
      .returning({ siteId: schema.posts.siteId });
    for (const siteId of new Set(rows.map((r) => r.siteId))) affected.push(tags.site(siteId));
    return rows.length;
  });
}

export function startScheduledPublishing(everyMs = 60_000): () => void {
  return every(everyMs, "publish scheduled posts", () => publishDuePosts());
}

const sameSlugIsConflict = <T>(run: () => PromiseLike<T>) => uniqueAsConflict(run(), { posts_site_slug: ["slug", "Another post already has this slug."] });

/** The search document and the categories follow the post, in its transaction. */
async function afterPostWrite(tx: Transaction, siteId: SiteId, post: StoredPost, categorySlugs: string[]): Promise<void> {
  await indexDocument(tx, siteId, {
    sourceId: post.id,
    kind: "post",
    path: await mountPath(tx, siteId, "posts", post.slug),
    title: post.title,
    body: `${post.excerpt} ${richTextToPlain(post.body)}`,
    visibleFrom: post.status === "draft" ? null : post.publishedAt,
  });
  await recordImageUses(tx, siteId, { owner: `post:${post.id}`, label: `blog post "${post.title}"` }, [post.cover, post.body]);
  await tx.delete(schema.postCategories).where(and(eq(schema.postCategories.siteId, siteId), eq(schema.postCategories.postId, post.id)));
  if (!categorySlugs.length) return;
  const found = await tx
    .select({ id: schema.categories.id, slug: schema.categories.slug })
    .from(schema.categories)
    .where(and(eq(schema.categories.siteId, siteId), inArray(schema.categories.slug, categorySlugs)));
  const missing = categorySlugs.filter((s) => !found.some((c) => c.slug === s));
  if (missing.length) throw new AppError("bad_input", `Unknown categories: ${missing.join(", ")}`, { field: "categories" });
  await tx.insert(schema.postCategories).values(found.map((c) => ({ siteId, postId: post.id, categoryId: c.id })));
}
