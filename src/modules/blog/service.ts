import { forgetImageUses, recordImageUses } from "@/modules/media/uses";
import { and, asc, eq, inArray, lte, ne, sql } from "drizzle-orm";
import { tags } from "@/server/cache/tags";
import { canonical } from "@/lib/canonical-json";
import { schema, type Executor, type Transaction } from "@/server/db/client";
import type { PostDraftData } from "@/server/db/schema/content";
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

/** Whether visitors see the post: published, or scheduled for a time that has passed (the minute scheduler then marks it published). */
export function isLivePost(post: { status: string; publishedAt: Date | null }, now = new Date()): boolean {
  return post.status === "published" || (post.status === "scheduled" && post.publishedAt !== null && post.publishedAt <= now);
}

/** The post's categories by slug. */
export async function categorySlugsOf(tx: Executor, siteId: SiteId, postId: string): Promise<string[]> {
  const rows = await tx
    .select({ slug: schema.categories.slug })
    .from(schema.postCategories)
    .innerJoin(schema.categories, and(eq(schema.categories.siteId, schema.postCategories.siteId), eq(schema.categories.id, schema.postCategories.categoryId)))
    .where(and(eq(schema.postCategories.siteId, siteId), eq(schema.postCategories.postId, postId)))
    .orderBy(asc(schema.categories.slug));
  return rows.map((r) => r.slug);
}

/** The post's own (live) fields as the editor's input, without its state; as JSON, what a draft changing nothing would hold. */
export const liveFields = (row: StoredPost, categories: string[]): Omit<ParsedPost, "status"> => ({
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  body: row.body,
  ...(row.cover && { cover: row.cover }),
  ...(row.author && { author: row.author }),
  categories,
  ...(row.publishedAt && { publishedAt: row.publishedAt }),
});

/** The post's own columns, what visitors see once it is live; any draft beside them is gone (they are the latest). */
async function writeColumns(
  tx: Transaction,
  siteId: SiteId,
  postId: string,
  post: Omit<ParsedPost, "categories" | "publishedAt"> & { publishedAt: Date | null },
  categories: string[],
): Promise<StoredPost> {
  const [row] = await sameSlugIsConflict(() =>
    tx
      .update(schema.posts)
      .set({ ...post, author: post.author ?? null, cover: post.cover ?? null, draft: null, publishAt: null, updatedAt: sql`now()` })
      .where(and(eq(schema.posts.siteId, siteId), eq(schema.posts.id, postId)))
      .returning(),
  );
  if (!row) throw new AppError("not_found", "No such post.");
  await afterPostWrite(tx, siteId, row, categories);
  return row;
}

async function lockedPost(tx: Transaction, siteId: SiteId, postId: string): Promise<StoredPost> {
  const [row] = await tx
    .select()
    .from(schema.posts)
    .where(and(eq(schema.posts.siteId, siteId), eq(schema.posts.id, postId)))
    .for("update");
  if (!row) throw new AppError("not_found", "No such post.");
  return row;
}

/**
 * An editor's save, as a page's: a live post keeps what visitors see and
 * holds the save as its draft, its next version (none when it is the same as
 * the live one), so no cache is dropped. A hidden post (a draft, or scheduled
 * for later), which visitors do not see, takes the save in its own columns,
 * keeping its state: going live is the Publishing panel's or "Save and
 * publish"'s. A slug another post has is refused now, not only at publishing.
 */
export async function savePostDraft(siteId: SiteId, postId: string, input: PostInput): Promise<StoredPost> {
  const affected: string[] = [];
  return write(affected, async (tx) => {
    const current = await lockedPost(tx, siteId, postId);
    if (!isLivePost(current)) {
      affected.push(tags.site(siteId));
      const { categories, ...post } = postInputSchema.parse({ ...input, status: current.status });
      return writeColumns(tx, siteId, postId, { ...post, publishedAt: publishedAtOf({ ...post, categories }) }, categories);
    }
    const { status: _status, ...parsed } = postInputSchema.parse({ ...input, status: "published" });
    // The editor shows the date to the minute: the same minute is the live post's own date, not a change.
    const sameMinute = parsed.publishedAt && current.publishedAt && Math.floor(+parsed.publishedAt / 60_000) === Math.floor(+current.publishedAt / 60_000);
    const draft: PostDraftData = JSON.parse(JSON.stringify(sameMinute ? { ...parsed, publishedAt: current.publishedAt } : parsed));
    if (draft.slug !== current.slug) {
      const [taken] = await tx
        .select({ id: schema.posts.id })
        .from(schema.posts)
        .where(and(eq(schema.posts.siteId, siteId), eq(schema.posts.slug, draft.slug), ne(schema.posts.id, postId)))
        .limit(1);
      if (taken) throw new AppError("conflict", "Another post already has this slug.", { field: "slug" });
    }
    const same = canonical(draft) === canonical(liveFields(current, await categorySlugsOf(tx, siteId, postId)));
    const [row] = await tx
      .update(schema.posts)
      .set({ draft: same ? null : draft, updatedAt: sql`now()` })
      .where(and(eq(schema.posts.siteId, siteId), eq(schema.posts.id, postId)))
      .returning();
    // Pictures the draft shows are in use too: the library must not let them be deleted before it goes live.
    await recordImageUses(tx, siteId, { owner: `post:${postId}`, label: `blog post "${draft.title}"` }, [current.cover, current.body, draft.cover, draft.body]);
    return row!;
  });
}

/**
 * Makes the post's draft (or, without one, the post as it is) what visitors
 * see, dated by its date when that has passed, now otherwise: the blog, its
 * feeds, the sitemap and search follow.
 */
export async function publishPostNow(siteId: SiteId, postId: string): Promise<StoredPost> {
  return write([tags.site(siteId)], (tx) => publishIn(tx, siteId, postId));
}

async function publishIn(tx: Transaction, siteId: SiteId, postId: string, now = new Date()): Promise<StoredPost> {
  const current = await lockedPost(tx, siteId, postId);
  const { categories, ...post } = current.draft
    ? postInputSchema.parse({ ...current.draft, status: "published" })
    : { ...liveFields(current, await categorySlugsOf(tx, siteId, postId)), status: "published" as const };
  const dated = post.publishedAt ?? current.publishedAt;
  return writeColumns(tx, siteId, postId, { ...post, publishedAt: dated && dated <= now ? dated : now }, categories);
}

/** Drops a live post's draft (and its schedule): the editor opens the live post again; visitors saw nothing of it. */
export async function discardPostDraft(siteId: SiteId, postId: string): Promise<StoredPost> {
  return write([], async (tx) => {
    const current = await lockedPost(tx, siteId, postId);
    const [row] = await tx
      .update(schema.posts)
      .set({ draft: null, publishAt: null, updatedAt: sql`now()` })
      .where(and(eq(schema.posts.siteId, siteId), eq(schema.posts.id, postId)))
      .returning();
    await recordImageUses(tx, siteId, { owner: `post:${postId}`, label: `blog post "${current.title}"` }, [current.cover, current.body]);
    return row!;
  });
}

/** Hides a live post from visitors (a draft again, its preview link back); a draft beside it stays for the editor. */
export async function unpublishPostNow(siteId: SiteId, postId: string): Promise<StoredPost> {
  return write([tags.site(siteId)], async (tx) => {
    await lockedPost(tx, siteId, postId);
    const [row] = await tx
      .update(schema.posts)
      .set({ status: "draft", publishAt: null, updatedAt: sql`now()` })
      .where(and(eq(schema.posts.siteId, siteId), eq(schema.posts.id, postId)))
      .returning();
    await tx
      .update(schema.searchDocuments)
      .set({ visibleFrom: null })
      .where(and(eq(schema.searchDocuments.siteId, siteId), eq(schema.searchDocuments.sourceId, postId)));
    return row!;
  });
}

/**
 * Publishing at a time to come; null cancels. A live post's draft waits in
 * publishAt (visitors keep the live post until then); a hidden post becomes
 * "scheduled" at that time, or a draft again.
 */
export async function schedulePostAt(siteId: SiteId, postId: string, at: Date | null): Promise<StoredPost> {
  if (at && at.getTime() <= Date.now()) throw new AppError("bad_input", "Choose a time still to come.", { field: "publishAt" });
  return write([tags.site(siteId)], async (tx) => {
    const current = await lockedPost(tx, siteId, postId);
    const [row] = await tx
      .update(schema.posts)
      .set(
        isLivePost(current)
          ? { publishAt: at }
          : at
            ? { status: "scheduled", publishedAt: at, updatedAt: sql`now()` }
            : { status: "draft", updatedAt: sql`now()` },
      )
      .where(and(eq(schema.posts.siteId, siteId), eq(schema.posts.id, postId)))
      .returning();
    if (!isLivePost(current)) await afterPostWrite(tx, siteId, row!, await categorySlugsOf(tx, siteId, postId));
    return row!;
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

/** A post back from the trash (its row as JSON) with its id, its state, its draft and its schedule. */
export async function restorePost(siteId: SiteId, input: PostInput, row: StoredPost): Promise<StoredPost> {
  const post = await insertPost(siteId, input, row.id);
  if (!row.draft && !row.publishAt) return post;
  return write([], async (tx) => {
    const [restored] = await tx
      .update(schema.posts)
      .set({ draft: row.draft, publishAt: row.publishAt ? new Date(row.publishAt) : null })
      .where(and(eq(schema.posts.siteId, siteId), eq(schema.posts.id, row.id)))
      .returning();
    return restored!;
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

/** Publishes the post with this slug now, its draft if it has one. Answers not_found for a post of another site. */
export async function publishPost(siteId: SiteId, slug: string): Promise<void> {
  await write([tags.site(siteId)], async (tx) => {
    const [found] = await tx
      .select({ id: schema.posts.id })
      .from(schema.posts)
      .where(and(eq(schema.posts.siteId, siteId), eq(schema.posts.slug, slug)))
      .limit(1);
    if (!found) throw new AppError("not_found", "No such post");
    await publishIn(tx, siteId, found.id);
  });
}

/**
 * Scheduled posts whose time has come become published, as do live posts'
 * drafts scheduled for then, and their sites' caches are dropped, so the blog lists, feeds and search show them within a
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
    // Live posts' drafts whose time has come; one instance takes each (the others skip the rows it holds).
    const drafts = await tx
      .select({ siteId: schema.posts.siteId, id: schema.posts.id })
      .from(schema.posts)
      .where(lte(schema.posts.publishAt, now))
      .for("update", { skipLocked: true });
    for (const post of drafts) await publishIn(tx, post.siteId as SiteId, post.id, now);
    for (const siteId of new Set([...rows, ...drafts].map((r) => r.siteId))) affected.push(tags.site(siteId));
    return rows.length + drafts.length;
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
