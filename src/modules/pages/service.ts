import { pageMoved } from "@/modules/redirects/service";
import { and, eq, isNull, lte, ne, sql } from "drizzle-orm";
import { tags } from "@/server/cache/tags";
import { db, schema, type Transaction } from "@/server/db/client";
import { write } from "@/server/db/write";
import { every } from "@/server/every";
import { AppError, uniqueAsConflict } from "@/lib/errors";
import { blocksToText } from "@/blocks/text";
import { forgetImageUses, recordImageUses } from "@/modules/media/uses";
import { indexDocument, organizationPrefix, unindexDocument } from "@/modules/search/service";
import { menuWordsOf } from "@/modules/menus/queries";
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
        set: { title: page.title, description: page.description, blocks: page.blocks, seo: page.seo, updatedAt: sql`now()` },
      })
      .returning();
    await indexPage(tx, siteId, row!);
    await recordPageImages(tx, siteId, row!.id, page);
    return row!.id;
  });
}

export type StoredPage = typeof schema.pages.$inferSelect;
type ParsedPage = ReturnType<typeof pageInputSchema.parse>;

/** The page as its editor has it: the saved draft, or the published fields when there is none. */
export function workingCopy(row: StoredPage): PageInput {
  return row.draft ?? liveFields(row);
}

const liveFields = (row: StoredPage): PageInput => ({ path: row.path, title: row.title, description: row.description, blocks: row.blocks, seo: row.seo });

/** The home page is always public: a site without one has no address. */
export const isHomePage = (row: { path: string; organizationId: string | null }) => row.path === "" && !row.organizationId;

/** The site's page, locked for this transaction's change of it. */
async function lockedPage(tx: Transaction, siteId: SiteId, pageId: string): Promise<StoredPage> {
  const [current] = await tx
    .select()
    .from(schema.pages)
    .where(and(eq(schema.pages.siteId, siteId), eq(schema.pages.id, pageId)))
    .for("update");
  if (!current) throw new AppError("not_found", "No such page.");
  return current;
}

/**
 * An editor's save: the page's draft, its next version. Visitors keep the
 * published version (the page's own columns) until the draft is published;
 * a draft the same as the published page is no draft. Its path is checked
 * against the site's other pages now, not only when it goes live.
 */
export async function saveDraft(siteId: SiteId, pageId: string, input: PageInput): Promise<StoredPage> {
  const page = pageInputSchema.parse(input);
  return write([], async (tx) => {
    const current = await lockedPage(tx, siteId, pageId);
    if (isHomePage(current) && page.path !== "") throw new AppError("bad_input", "The home page keeps its empty path.", { field: "path" });
    if (page.path !== current.path) {
      const [taken] = await tx
        .select({ id: schema.pages.id })
        .from(schema.pages)
        .where(
          and(
            eq(schema.pages.siteId, siteId),
            current.organizationId ? eq(schema.pages.organizationId, current.organizationId) : isNull(schema.pages.organizationId),
            eq(schema.pages.path, page.path),
            ne(schema.pages.id, pageId),
          ),
        )
        .limit(1);
      if (taken) throw new AppError("conflict", "Another page already has this path.", { field: "path" });
    }
    const same = JSON.stringify(page) === JSON.stringify(pageInputSchema.parse(liveFields(current)));
    const [row] = await tx
      .update(schema.pages)
      .set({ draft: same ? null : page, updatedAt: sql`now()` })
      .where(and(eq(schema.pages.siteId, siteId), eq(schema.pages.id, pageId)))
      .returning();
    // Pictures a draft shows are in use too: the library must not let them be deleted before it goes live.
    await recordImageUses(tx, siteId, { owner: `page:${pageId}`, label: `page "/${page.path}"` }, [row!.blocks, row!.seo, page.blocks, page.seo]);
    return row!;
  });
}

/**
 * Makes the page's draft (or, without one, the page as it is) what visitors
 * see: its fields become the published ones, a new path keeps a redirect from
 * the old, search finds it, and the site's pages, menus and sitemap are
 * rendered again.
 */
export async function publishPage(siteId: SiteId, pageId: string): Promise<StoredPage> {
  return write([tags.site(siteId), tags.sites], (tx) => publishIn(tx, siteId, pageId));
}

async function publishIn(tx: Transaction, siteId: SiteId, pageId: string): Promise<StoredPage> {
  const current = await lockedPage(tx, siteId, pageId);
  return applyLive(tx, siteId, current, pageInputSchema.parse(workingCopy(current)), "published");
}

/** Drops the page's draft (and its schedule): the editor shows the published page again; visitors saw none of it. */
export async function discardPageDraft(siteId: SiteId, pageId: string): Promise<StoredPage> {
  return write([], async (tx) => {
    const current = await lockedPage(tx, siteId, pageId);
    const [row] = await tx
      .update(schema.pages)
      .set({ draft: null, publishAt: null, updatedAt: sql`now()` })
      .where(and(eq(schema.pages.siteId, siteId), eq(schema.pages.id, pageId)))
      .returning();
    await recordPageImages(tx, siteId, pageId, current);
    return row!;
  });
}

/** Hides a page from visitors (404, and gone from the sitemap, search and menus); its content and draft stay for the editor. */
export async function unpublishPage(siteId: SiteId, pageId: string): Promise<StoredPage> {
  return write([tags.site(siteId), tags.sites], async (tx) => {
    const current = await lockedPage(tx, siteId, pageId);
    if (isHomePage(current)) throw new AppError("conflict", "The home page cannot be unpublished; change it instead.");
    const [row] = await tx
      .update(schema.pages)
      .set({ status: "draft", publishAt: null })
      .where(and(eq(schema.pages.siteId, siteId), eq(schema.pages.id, pageId)))
      .returning();
    await tx
      .update(schema.searchDocuments)
      .set({ visibleFrom: null })
      .where(and(eq(schema.searchDocuments.siteId, siteId), eq(schema.searchDocuments.sourceId, pageId)));
    return row!;
  });
}

/** Publishes the page's draft (or the hidden page) at a time to come; null cancels. Nothing visitors see changes now. */
export async function schedulePage(siteId: SiteId, pageId: string, at: Date | null): Promise<StoredPage> {
  if (at && at.getTime() <= Date.now()) throw new AppError("bad_input", "Choose a time still to come.", { field: "publishAt" });
  const [row] = await db()
    .update(schema.pages)
    .set({ publishAt: at })
    .where(and(eq(schema.pages.siteId, siteId), eq(schema.pages.id, pageId)))
    .returning();
  if (!row) throw new AppError("not_found", "No such page.");
  return row;
}

/**
 * Pages whose scheduled time has come are published, with the posts'
 * scheduler (blog/service.ts). Under a transaction-scoped advisory lock, so
 * instances running it at once publish each page once.
 */
export async function publishDuePages(now = new Date()): Promise<number> {
  const affected: string[] = [];
  return write(affected, async (tx) => {
    const [lock] = await tx
      .execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(hashtext('mainstreet:publish-due-pages')) as locked`)
      .then((r) => r.rows);
    if (!lock?.locked) return 0;
    const due = await tx.select({ siteId: schema.pages.siteId, id: schema.pages.id }).from(schema.pages).where(lte(schema.pages.publishAt, now));
    for (const page of due) {
      await publishIn(tx, page.siteId as SiteId, page.id);
      affected.push(tags.site(page.siteId), tags.sites);
    }
    return due.length;
  });
}

/** Beside the posts' scheduler, on the same minute. */
export function startScheduledPagePublishing(everyMs = 60_000): () => void {
  return every(everyMs, "publish scheduled pages", () => publishDuePages());
}

async function applyLive(tx: Transaction, siteId: SiteId, before: StoredPage, page: ParsedPage, status: StoredPage["status"]): Promise<StoredPage> {
  const [row] = await samePathIsConflict(() =>
    tx
      .update(schema.pages)
      .set({ ...page, status, draft: null, publishAt: null, updatedAt: sql`now()` })
      .where(and(eq(schema.pages.siteId, siteId), eq(schema.pages.id, before.id)))
      .returning(),
  );
  if (!row) throw new AppError("not_found", "No such page.");
  // A site page's new address: the old one redirects and links follow (an organization's pages keep theirs for now).
  if (status === "published" && before.status === "published" && !before.organizationId && before.path !== row.path)
    await pageMoved(tx, siteId, before.path, row.path);
  await indexPage(tx, siteId, row);
  await recordPageImages(tx, siteId, row.id, page);
  return row;
}

/** A new page of the site; a page already at that path is a conflict. Also puts a deleted page back, with its id. */
export async function insertPage(
  siteId: SiteId,
  input: PageInput,
  options: { id?: string; organizationId?: string | null; status?: StoredPage["status"] } = {},
): Promise<StoredPage> {
  const page = pageInputSchema.parse(input);
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await samePathIsConflict(() =>
      tx
        .insert(schema.pages)
        .values({
          siteId,
          organizationId: options.organizationId ?? null,
          ...(options.id && { id: options.id }),
          ...(options.status && { status: options.status }),
          ...page,
        })
        .returning(),
    );
    await indexPage(tx, siteId, row!);
    await recordPageImages(tx, siteId, row!.id, page);
    return row!;
  });
}

/** A page back from the trash (its row as JSON) with its id, its state, its draft and its schedule. */
export async function restorePage(siteId: SiteId, row: StoredPage): Promise<StoredPage> {
  const page = await insertPage(
    siteId,
    { path: row.path, title: row.title, description: row.description, blocks: row.blocks, seo: row.seo },
    { id: row.id, organizationId: row.organizationId, status: row.status },
  );
  if (!row.draft && !row.publishAt) return page;
  // In the restore's transaction (write joins it), where the page just went back in.
  return write([], async (tx) => {
    const [restored] = await tx
      .update(schema.pages)
      .set({ draft: row.draft, publishAt: row.publishAt ? new Date(row.publishAt) : null })
      .where(and(eq(schema.pages.siteId, siteId), eq(schema.pages.id, row.id)))
      .returning();
    return restored!;
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
  for (const page of rows) await indexPage(tx, siteId, page);
}

/** The site's pages whose menu blocks show the menu, indexed again with its dishes as they are now (in the menu save's transaction). */
export async function reindexMenuPages(tx: Transaction, siteId: SiteId): Promise<void> {
  const rows = await tx
    .select()
    .from(schema.pages)
    .where(
      and(
        eq(schema.pages.siteId, siteId),
        sql`(${schema.pages.blocks} @> '[{"type":"menu"}]'::jsonb or ${schema.pages.blocks} @> '[{"type":"orderOnline"}]'::jsonb)`,
      ),
    );
  for (const page of rows) await indexPage(tx, siteId, page);
}

/** The page's published fields in the search index; a hidden page's document is never found (visibleFrom null). */
async function indexPage(tx: Transaction, siteId: SiteId, page: StoredPage) {
  const prefix = page.organizationId ? await organizationPrefix(tx, siteId, page.organizationId) : "";
  const path = [prefix, page.path].filter(Boolean).join("/");
  await indexDocument(tx, siteId, {
    sourceId: page.id,
    kind: "page",
    path,
    title: page.title,
    body: `${page.description} ${blocksToText(page.blocks)} ${await menuWordsOf(tx, siteId, page.blocks)}`,
    visibleFrom: page.status === "published" ? new Date(0) : null,
  });
}

const recordPageImages = (tx: Transaction, siteId: SiteId, pageId: string, page: { path: string; blocks: unknown; seo: unknown }) =>
  recordImageUses(tx, siteId, { owner: `page:${pageId}`, label: `page "/${page.path}"` }, [page.blocks, page.seo]);
