import "server-only";
import { pageMoved } from "@/modules/redirects/service";
import { and, eq, sql } from "drizzle-orm";
import { tags } from "@/server/cache/tags";
import { db, schema, type Transaction } from "@/server/db/client";
import { write } from "@/server/db/write";
import { AppError, uniqueAsConflict } from "@/lib/errors";
import { blocksToText } from "@/blocks/text";
import { forgetImageUses, recordImageUses } from "@/modules/media/uses";
import { indexDocument, organizationPrefix, unindexDocument } from "@/modules/search/service";
import type { SiteId } from "@/modules/sites/queries";
import { pageInputSchema, type PageInput } from "./schema";

/** Creates the page at its path, or replaces the one already there. */
export async function savePage(siteId: SiteId, input: PageInput, organizationId: string | null = null): Promise<string> {
  const page = pageInputSchema.parse(input);
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await tx
      .insert(schema.pages)
      .values({ siteId, organizationId, ...page })
      .onConflictDoUpdate({
        target: [schema.pages.siteId, schema.pages.organizationId, schema.pages.path],
        set: { title: page.title, description: page.description, blocks: page.blocks, updatedAt: sql`now()` },
      })
      .returning({ id: schema.pages.id });
    await indexPage(tx, siteId, row!.id, organizationId, page);
    await recordPageImages(tx, siteId, row!.id, page);
    return row!.id;
  });
}

export type StoredPage = typeof schema.pages.$inferSelect;

/** Changes a page by id: its path too. Another page at the new path is a conflict on the path field. */
export async function updatePage(siteId: SiteId, pageId: string, input: PageInput): Promise<StoredPage> {
  const page = pageInputSchema.parse(input);
  // A move changes the site's menu too, which is cached with the sites.
  const [current] = await db().select({ path: schema.pages.path }).from(schema.pages).where(and(eq(schema.pages.siteId, siteId), eq(schema.pages.id, pageId)));
  const moving = current !== undefined && current.path !== page.path;
  return write(moving ? [tags.site(siteId), tags.sites] : [tags.site(siteId)], async (tx) => {
    const [before] = await tx
      .select({ path: schema.pages.path, organizationId: schema.pages.organizationId })
      .from(schema.pages)
      .where(and(eq(schema.pages.siteId, siteId), eq(schema.pages.id, pageId)))
      .for("update");
    const [row] = await samePathIsConflict(() =>
      tx
        .update(schema.pages)
        .set({ ...page, updatedAt: sql`now()` })
        .where(and(eq(schema.pages.siteId, siteId), eq(schema.pages.id, pageId)))
        .returning(),
    );
    if (!row) throw new AppError("not_found", "No such page.");
    // A site page's new address: the old one redirects and links follow (an organization's pages keep theirs for now).
    if (before && !before.organizationId && before.path !== row.path) await pageMoved(tx, siteId, before.path, row.path);
    await indexPage(tx, siteId, row.id, row.organizationId, page);
    await recordPageImages(tx, siteId, row.id, page);
    return row;
  });
}

/** A new page of the site; a page already at that path is a conflict. Also puts a deleted page back, with its id. */
export async function insertPage(siteId: SiteId, input: PageInput, options: { id?: string; organizationId?: string | null } = {}): Promise<StoredPage> {
  const page = pageInputSchema.parse(input);
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await samePathIsConflict(() =>
      tx
        .insert(schema.pages)
        .values({ siteId, organizationId: options.organizationId ?? null, ...(options.id && { id: options.id }), ...page })
        .returning(),
    );
    await indexPage(tx, siteId, row!.id, row!.organizationId, page);
    await recordPageImages(tx, siteId, row!.id, page);
    return row!;
  });
}

export async function deletePage(siteId: SiteId, pageId: string): Promise<StoredPage> {
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await tx
      .delete(schema.pages)
      .where(and(eq(schema.pages.siteId, siteId), eq(schema.pages.id, pageId)))
      .returning();
    if (!row) throw new AppError("not_found", "No such page.");
    await unindexDocument(tx, siteId, row.id);
    await forgetImageUses(tx, siteId, `page:${row.id}`);
    return row;
  });
}

const samePathIsConflict = <T>(run: () => PromiseLike<T>) => uniqueAsConflict(run(), { pages_site_org_path: ["path", "Another page already has this path."] });

/** An organization's pages at its new address, after its slug changed (in the rename's transaction). */
export async function reindexOrganizationPages(tx: Transaction, siteId: SiteId, organizationId: string): Promise<void> {
  const rows = await tx
    .select()
    .from(schema.pages)
    .where(and(eq(schema.pages.siteId, siteId), eq(schema.pages.organizationId, organizationId)));
  for (const page of rows) await indexPage(tx, siteId, page.id, organizationId, page);
}

async function indexPage(tx: Transaction, siteId: SiteId, pageId: string, organizationId: string | null, page: { path: string; title: string; description: string; blocks: Parameters<typeof blocksToText>[0] }) {
  const prefix = organizationId ? await organizationPrefix(tx, siteId, organizationId) : "";
  const path = [prefix, page.path].filter(Boolean).join("/");
  await indexDocument(tx, siteId, { sourceId: pageId, kind: "page", path, title: page.title, body: `${page.description} ${blocksToText(page.blocks)}`, visibleFrom: new Date(0) });
}

const recordPageImages = (tx: Transaction, siteId: SiteId, pageId: string, page: { path: string; blocks: unknown }) =>
  recordImageUses(tx, siteId, { owner: `page:${pageId}`, label: `page "/${page.path}"` }, page.blocks);
