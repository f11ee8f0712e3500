import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import { now } from "@/lib/clock";
import { urls } from "@/lib/urls";
import { editorFor } from "@/modules/admin/editable";
import { audited } from "@/modules/audit/service";
import { authorize, type Actor } from "@/modules/auth/access";
import { createPreviewToken } from "@/modules/preview/tokens";
import type { Site, SiteId } from "@/modules/sites/queries";
import type { PostInput } from "./schema";
import { deletePost, insertPost, saveCategory, updatePost, type StoredPost } from "./service";
import type { z } from "zod";
import type { categoryInputSchema } from "./schema";

export type EditablePost = StoredPost & { categories: string[] };

async function categorySlugsOf(siteId: SiteId, postId: string): Promise<string[]> {
  const rows = await db()
    .select({ slug: schema.categories.slug })
    .from(schema.postCategories)
    .innerJoin(schema.categories, and(eq(schema.categories.siteId, schema.postCategories.siteId), eq(schema.categories.id, schema.postCategories.categoryId)))
    .where(and(eq(schema.postCategories.siteId, siteId), eq(schema.postCategories.postId, postId)))
    .orderBy(asc(schema.categories.slug));
  return rows.map((r) => r.slug);
}

const withCategories = async (siteId: SiteId, row: StoredPost): Promise<EditablePost> => ({ ...row, categories: await categorySlugsOf(siteId, row.id) });

/** Blog posts as editors change them (admin/editable.ts holds the rules every kind shares). */
export const postEditor = editorFor<EditablePost, PostInput>({
  entity: "post",
  noun: "blog post",
  async find(siteId, id) {
    const [row] = await db()
      .select()
      .from(schema.posts)
      .where(and(eq(schema.posts.siteId, siteId), eq(schema.posts.id, id)))
      .limit(1);
    return row ? withCategories(siteId, row) : null;
  },
  insert: async (siteId, input, id) => withCategories(siteId, await insertPost(siteId, input, id)),
  update: async (siteId, id, input) => withCategories(siteId, await updatePost(siteId, id, input)),
  remove: async (siteId, id) => withCategories(siteId, await deletePost(siteId, id)),
  toInput: (row) => ({
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    ...(row.cover && { cover: row.cover }),
    ...(row.author && { author: row.author }),
    categories: row.categories,
    status: row.status,
    ...(row.publishedAt && { publishedAt: row.publishedAt }),
  }),
  describe: (row) => `"${row.title}"`,
});

export interface PostListItem {
  id: string;
  slug: string;
  title: string;
  status: "draft" | "scheduled" | "published";
  publishedAt: Date | null;
  updatedAt: Date;
}

export async function listPostsForEditing(actor: Actor | null, siteSlug: string): Promise<PostListItem[]> {
  const { site } = await authorize(actor, siteSlug, "content");
  return db()
    .select({
      id: schema.posts.id,
      slug: schema.posts.slug,
      title: schema.posts.title,
      status: schema.posts.status,
      publishedAt: schema.posts.publishedAt,
      updatedAt: schema.posts.updatedAt,
    })
    .from(schema.posts)
    .where(eq(schema.posts.siteId, site.id))
    .orderBy(desc(schema.posts.updatedAt));
}

/** Publishes a draft (or a scheduled post) now, keeping a revision like any save. */
export async function publishNow(actor: Actor | null, siteSlug: string, postId: string): Promise<EditablePost> {
  return republish(actor, siteSlug, postId, { status: "published", publishedAt: now() });
}

/** The saved post goes live by itself at `at` (the minute scheduler, ./service.ts); null cancels that, leaving a draft. */
export async function schedulePost(actor: Actor | null, siteSlug: string, postId: string, at: Date | null): Promise<EditablePost> {
  return republish(actor, siteSlug, postId, at ? { status: "scheduled", publishedAt: at } : { status: "draft" });
}

/** A live post hidden again: a draft, seen only through its preview link. */
export async function unpublishPost(actor: Actor | null, siteSlug: string, postId: string): Promise<EditablePost> {
  return republish(actor, siteSlug, postId, { status: "draft" });
}

/** The post as saved, in another state: through the editor's save, so it is audited and kept in the history. */
async function republish(actor: Actor | null, siteSlug: string, postId: string, state: Pick<PostInput, "status" | "publishedAt">): Promise<EditablePost> {
  const { row } = await postEditor.get(actor, siteSlug, postId);
  return postEditor.save(actor, siteSlug, postId, { ...postEditor.kind.toInput(row), ...state });
}

/** Where the post is seen: its public address once live, a signed preview link while it is a draft. */
/** A published post's address; a draft's or a scheduled one's signed preview link instead (its address answers 404 until it is live). */
export function postLinks(
  site: Site,
  post: { slug: string; status: string; publishedAt: Date | null },
  now = new Date(),
): { live: string | null; preview: string | null } {
  const live = urls.post(site, post.slug);
  const draft = urls.draft(site, post.slug);
  const isLive = post.status === "published" || (post.status === "scheduled" && post.publishedAt !== null && post.publishedAt <= now);
  return {
    live: isLive ? live : null,
    preview: !isLive && draft ? `${draft}?preview=${createPreviewToken(site.id, { draft: post.slug })}` : null,
  };
}

export async function categoriesForEditing(actor: Actor | null, siteSlug: string) {
  const { site } = await authorize(actor, siteSlug, "content");
  return db()
    .select({ slug: schema.categories.slug, name: schema.categories.name, description: schema.categories.description })
    .from(schema.categories)
    .where(eq(schema.categories.siteId, site.id))
    .orderBy(asc(schema.categories.name));
}

export async function saveCategoryAsEditor(actor: Actor | null, siteSlug: string, input: z.input<typeof categoryInputSchema>): Promise<void> {
  const { site, actor: who } = await authorize(actor, siteSlug, "content");
  await audited(who, site, { action: "category.save", entity: "category", entityId: input.slug, summary: `Saved the blog category "${input.name}"` }, () =>
    saveCategory(site.id, input),
  );
}
