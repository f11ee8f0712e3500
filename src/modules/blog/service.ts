import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { tags } from "@/server/cache/tags";
import { schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import { AppError } from "@/lib/errors";
import { richTextToPlain } from "@/lib/rich-text/schema";
import { indexDocument, mountPath } from "@/modules/search/service";
import type { SiteId } from "@/modules/sites/queries";
import { categoryInputSchema, postInputSchema, type PostInput } from "./schema";
import type { z } from "zod";

export async function saveCategory(siteId: SiteId, input: z.input<typeof categoryInputSchema>): Promise<void> {
  const category = categoryInputSchema.parse(input);
  await write([tags.site(siteId)], async (tx) => {
    await tx
      .insert(schema.categories)
      .values({ siteId, ...category })
      .onConflictDoUpdate({ target: [schema.categories.siteId, schema.categories.slug], set: { name: category.name, description: category.description } });
  });
}

/** Creates or replaces the post with this slug, with its categories. */
export async function savePost(siteId: SiteId, input: PostInput): Promise<string> {
  const { categories: categorySlugs, ...post } = postInputSchema.parse(input);
  const publishedAt = post.status === "draft" ? (post.publishedAt ?? null) : (post.publishedAt ?? new Date());
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await tx
      .insert(schema.posts)
      .values({ siteId, ...post, publishedAt })
      .onConflictDoUpdate({
        target: [schema.posts.siteId, schema.posts.slug],
        set: { ...post, publishedAt, updatedAt: sql`now()` },
      })
      .returning({ id: schema.posts.id });
    const postId = row!.id;
    await indexDocument(tx, siteId, {
      sourceId: postId,
      kind: "post",
      path: await mountPath(tx, siteId, "posts", post.slug),
      title: post.title,
      body: `${post.excerpt} ${richTextToPlain(post.body)}`,
      visibleFrom: post.status === "draft" ? null : publishedAt,
    });
    await tx.delete(schema.postCategories).where(and(eq(schema.postCategories.siteId, siteId), eq(schema.postCategories.postId, postId)));
    if (categorySlugs.length) {
      const found = await tx
        .select({ id: schema.categories.id, slug: schema.categories.slug })
        .from(schema.categories)
        .where(and(eq(schema.categories.siteId, siteId), inArray(schema.categories.slug, categorySlugs)));
      const missing = categorySlugs.filter((s) => !found.some((c) => c.slug === s));
      if (missing.length) throw new AppError("bad_input", `Unknown categories: ${missing.join(", ")}`, { field: "categories" });
      await tx.insert(schema.postCategories).values(found.map((c) => ({ siteId, postId, categoryId: c.id })));
    }
    return postId;
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
