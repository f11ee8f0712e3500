import { and, asc, desc, eq, sql } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import { publicationWords } from "@/lib/publication";
import { urls } from "@/lib/urls";
import { editorFor } from "@/modules/admin/editable";
import { audited } from "@/modules/audit/service";
import { authorize, type Actor } from "@/modules/auth/access";
import { createPreviewToken } from "@/modules/preview/tokens";
import type { Site, SiteId } from "@/modules/sites/queries";
import type { PostInput } from "./schema";
import { publishing } from "@/modules/collections/admin";
import { zoneOf } from "@/modules/sites/calendar";
import {
  categorySlugsOf,
  deletePost,
  discardPostDraft,
  insertPost,
  isLivePost,
  liveFields,
  publishPostNow,
  restorePost,
  saveCategory,
  savePostDraft,
  schedulePostAt,
  unpublishPostNow,
  type StoredPost,
} from "./service";
import type { z } from "zod";
import type { categoryInputSchema } from "./schema";

export type EditablePost = StoredPost & { categories: string[] };

const withCategories = async (siteId: SiteId, row: StoredPost): Promise<EditablePost> => ({ ...row, categories: await categorySlugsOf(db(), siteId, row.id) });

/** The post's own (live) fields as the editor's input. */
const liveInput = (row: EditablePost): PostInput => ({ ...liveFields(row, row.categories), status: row.status });

/** The post as its editor has it: a live post's saved draft over its published fields. */
export function workingPost(row: EditablePost): EditablePost {
  if (!row.draft) return row;
  const { cover, author, publishedAt, ...draft } = row.draft;
  return { ...row, ...draft, cover: cover ?? null, author: author ?? null, publishedAt: publishedAt ? new Date(publishedAt) : row.publishedAt };
}

/** Blog posts as editors change them (admin/editable.ts holds the rules every kind shares); a live post's saves are its draft, as a page's are. */
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
  update: async (siteId, id, input) => withCategories(siteId, await savePostDraft(siteId, id, input)),
  remove: async (siteId, id) => withCategories(siteId, await deletePost(siteId, id)),
  toInput: (row) => liveInput(workingPost(row)),
  describe: (row) => `"${row.title}"`,
  // Back from the trash as it was: live or not, its draft still a draft (never published by the restore).
  restore: async (siteId, row) => withCategories(siteId, await restorePost(siteId, liveInput(row), row)),
});

/** Where the post is: its public address, and the signed link to its saved version while it is hidden or has a draft. */
const postAddress = (site: Site, row: EditablePost) => (isLivePost(row) ? urls.post(site, row.slug) : null);
const previewOf = (site: Site, row: EditablePost) => postLinks(site, row).preview;

/** Publishing, unpublishing, scheduling and discarding a post's draft, as the Content section's kinds do (collections/admin.ts). */
export const postPublishing = publishing(
  postEditor,
  {
    working: workingPost,
    publish: async (siteId, id) => withCategories(siteId, await publishPostNow(siteId, id)),
    unpublish: async (siteId, id) => withCategories(siteId, await unpublishPostNow(siteId, id)),
    schedule: async (siteId, id, at) => withCategories(siteId, await schedulePostAt(siteId, id, at)),
    discard: async (siteId, id) => withCategories(siteId, await discardPostDraft(siteId, id)),
  },
  (row) => row.title,
  postAddress,
  async (site, row) => previewOf(site, row),
);

export interface PostListItem {
  id: string;
  slug: string;
  title: string;
  status: "draft" | "scheduled" | "published";
  publishedAt: Date | null;
  updatedAt: Date;
  /** Its state in words, as a page's in the pages' list: "Published; draft changes not live yet". */
  publication: string;
}

export async function listPostsForEditing(actor: Actor | null, siteSlug: string): Promise<PostListItem[]> {
  const { site } = await authorize(actor, siteSlug, "content");
  const rows = await db()
    .select({
      id: schema.posts.id,
      slug: schema.posts.slug,
      title: schema.posts.title,
      status: schema.posts.status,
      publishedAt: schema.posts.publishedAt,
      updatedAt: schema.posts.updatedAt,
      hasDraft: sql<boolean>`${schema.posts.draft} is not null`,
      publishAt: schema.posts.publishAt,
    })
    .from(schema.posts)
    .where(eq(schema.posts.siteId, site.id))
    .orderBy(desc(schema.posts.updatedAt));
  return rows.map(({ hasDraft, publishAt, ...row }) => ({ ...row, publication: postPublication({ ...row, hasDraft, publishAt }, zoneOf(site)) }));
}

/** The post's state in words, as a page's: "Published; draft changes not live yet", "Scheduled for …", "Draft: …". */
export function postPublication(post: { status: string; publishedAt: Date | null; hasDraft: boolean; publishAt: Date | null }, timeZone: string): string {
  if (post.status === "scheduled" && post.publishedAt && !isLivePost(post))
    return publicationWords({ status: "draft", hasDraft: false, publishAt: post.publishedAt }, timeZone);
  return publicationWords({ status: isLivePost(post) ? "published" : "draft", hasDraft: post.hasDraft, publishAt: post.publishAt }, timeZone, "post");
}

/**
 * A published post's address; a signed preview link to its saved version instead while it is
 * hidden (a draft, or scheduled for later: its address answers 404 until then), or, while it is
 * live, to the draft beside it.
 */
export function postLinks(
  site: Site,
  post: { slug: string; status: string; publishedAt: Date | null; draft?: { slug: string } | null },
  now = new Date(),
): { live: string | null; preview: string | null } {
  const isLive = isLivePost(post, now);
  const slug = post.draft?.slug ?? post.slug;
  const draft = urls.draft(site, slug);
  return {
    live: isLive ? urls.post(site, post.slug) : null,
    preview: (!isLive || post.draft) && draft ? `${draft}?preview=${createPreviewToken(site.id, { draft: slug })}` : null,
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
