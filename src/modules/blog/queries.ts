import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { cached, tags } from "@/server/cache";
import { db, schema } from "@/server/db/client";
import type { ImageRef } from "@/lib/image-ref";
import type { RichTextDoc } from "@/lib/rich-text/schema";
import type { PostDraftData } from "@/server/db/schema/content";
import type { SiteId } from "@/modules/sites/queries";
import { sqlNow } from "@/server/db/now";

export interface Category {
  slug: string;
  name: string;
  description: string | null;
}

export interface PostSummary {
  slug: string;
  title: string;
  excerpt: string;
  author: string | null;
  cover: ImageRef | null;
  status: "draft" | "scheduled" | "published";
  publishedAt: Date | null;
  categories: Category[];
}

export interface Post extends PostSummary {
  body: RichTextDoc;
  updatedAt: Date;
}

/** Live posts: published, or scheduled for a time that has passed. Drafts never. */
const live = () => and(inArray(schema.posts.status, ["published", "scheduled"]), lte(schema.posts.publishedAt, sqlNow()));
/** Not live yet: drafts, and posts scheduled for a time still to come. */
const notLive = () => or(eq(schema.posts.status, "draft"), and(eq(schema.posts.status, "scheduled"), gt(schema.posts.publishedAt, sqlNow())))!;

export function listPublishedPosts(siteId: SiteId, options: { category?: string; limit?: number } = {}): Promise<PostSummary[]> {
  return cached(`posts:${siteId}:${options.category ?? ""}:${options.limit ?? ""}`, [tags.site(siteId)], async () => {
    let ids: string[] | undefined;
    if (options.category) {
      const rows = await db()
        .select({ postId: schema.postCategories.postId })
        .from(schema.postCategories)
        .innerJoin(schema.categories, eq(schema.categories.id, schema.postCategories.categoryId))
        .where(and(eq(schema.postCategories.siteId, siteId), eq(schema.categories.slug, options.category)));
      ids = rows.map((r) => r.postId);
      if (!ids.length) return [];
    }
    const rows = await db()
      .select(summaryColumns)
      .from(schema.posts)
      .where(and(eq(schema.posts.siteId, siteId), live(), ids ? inArray(schema.posts.id, ids) : undefined))
      .orderBy(desc(schema.posts.publishedAt))
      .limit(options.limit ?? 1000);
    return withCategories(siteId, rows);
  });
}

export function getPublishedPost(siteId: SiteId, slug: string): Promise<Post | null> {
  return cached(`post:${siteId}:${slug}`, [tags.site(siteId)], async () => {
    const [row] = await db()
      .select({ ...summaryColumns, body: schema.posts.body, updatedAt: schema.posts.updatedAt })
      .from(schema.posts)
      .where(and(eq(schema.posts.siteId, siteId), eq(schema.posts.slug, slug), live()))
      .limit(1);
    if (!row) return null;
    const [withCats] = await withCategories(siteId, [row]);
    return { ...row, categories: withCats!.categories };
  });
}

/**
 * A post's saved version at its signed preview link: a hidden post (a draft, or scheduled for later), or
 * a live post's draft, over its published fields, at the draft's slug. These two are for editors and
 * preview links only: never cached, never listed publicly.
 */
export async function getDraftPost(siteId: SiteId, slug: string): Promise<Post | null> {
  const [row] = await db()
    .select({ ...summaryColumns, body: schema.posts.body, updatedAt: schema.posts.updatedAt, draft: schema.posts.draft })
    .from(schema.posts)
    .where(
      and(
        eq(schema.posts.siteId, siteId),
        or(sql`${schema.posts.draft}->>'slug' = ${slug}`, and(isNull(schema.posts.draft), eq(schema.posts.slug, slug), notLive())),
      ),
    )
    .limit(1);
  if (!row) return null;
  const [post] = await workingCopies(siteId, [row]);
  return post!;
}

export async function listDraftPosts(siteId: SiteId): Promise<PostSummary[]> {
  const rows = await db()
    .select({ ...summaryColumns, body: schema.posts.body, updatedAt: schema.posts.updatedAt, draft: schema.posts.draft })
    .from(schema.posts)
    .where(and(eq(schema.posts.siteId, siteId), or(notLive(), isNotNull(schema.posts.draft))))
    .orderBy(desc(schema.posts.updatedAt));
  return workingCopies(siteId, rows);
}

/** Each post as saved: its draft's fields and categories over the published ones. */
async function workingCopies<T extends Omit<Post, "categories"> & { id: string; draft: PostDraftData | null }>(siteId: SiteId, rows: T[]): Promise<Post[]> {
  const [published, categories] = await Promise.all([withCategories(siteId, rows), listCategories(siteId)]);
  return published.map(({ draft, ...post }) => {
    if (!draft) return post;
    const { cover, author, publishedAt, categories: chosen, ...fields } = draft;
    return {
      ...post,
      ...fields,
      cover: cover ?? null,
      author: author ?? null,
      publishedAt: publishedAt ? new Date(publishedAt) : post.publishedAt,
      categories: categories.filter((c) => chosen.includes(c.slug)),
    };
  });
}

export function listCategories(siteId: SiteId): Promise<Category[]> {
  return cached(`categories:${siteId}`, [tags.site(siteId)], () =>
    db()
      .select({ slug: schema.categories.slug, name: schema.categories.name, description: schema.categories.description })
      .from(schema.categories)
      .where(eq(schema.categories.siteId, siteId))
      .orderBy(schema.categories.name),
  );
}

export async function getCategory(siteId: SiteId, slug: string): Promise<Category | null> {
  return (await listCategories(siteId)).find((c) => c.slug === slug) ?? null;
}

const summaryColumns = {
  id: schema.posts.id,
  slug: schema.posts.slug,
  title: schema.posts.title,
  excerpt: schema.posts.excerpt,
  author: schema.posts.author,
  cover: schema.posts.cover,
  status: schema.posts.status,
  publishedAt: schema.posts.publishedAt,
};

async function withCategories<T extends { id: string }>(siteId: SiteId, rows: T[]): Promise<Array<Omit<T, "id"> & { categories: Category[] }>> {
  const links = rows.length
    ? await db()
        .select({
          postId: schema.postCategories.postId,
          slug: schema.categories.slug,
          name: schema.categories.name,
          description: schema.categories.description,
        })
        .from(schema.postCategories)
        .innerJoin(schema.categories, eq(schema.categories.id, schema.postCategories.categoryId))
        .where(
          and(
            eq(schema.postCategories.siteId, siteId),
            inArray(
              schema.postCategories.postId,
              rows.map((r) => r.id),
            ),
          ),
        )
        .orderBy(schema.categories.name)
    : [];
  return rows.map(({ id, ...rest }) => ({
    ...rest,
    categories: links.filter((l) => l.postId === id).map(({ slug, name, description }) => ({ slug, name, description })),
  }));
}

/** The addresses the site map lists: live posts (never a draft, never one scheduled for later), every category, and the live posts' authors. */
export async function listPostAddresses(
  siteId: SiteId,
): Promise<{ posts: Array<{ slug: string; title: string; author: string | null; updatedAt: Date }>; categories: Category[] }> {
  const [posts, categories] = await Promise.all([
    db()
      .select({ slug: schema.posts.slug, title: schema.posts.title, author: schema.posts.author, updatedAt: schema.posts.updatedAt })
      .from(schema.posts)
      .where(and(eq(schema.posts.siteId, siteId), live())),
    listCategories(siteId),
  ]);
  return { posts, categories };
}
