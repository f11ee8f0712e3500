import { and, eq, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { canonical } from "@/lib/canonical-json";
import { AppError, uniqueAsConflict } from "@/lib/errors";
import { tags } from "@/server/cache/tags";
import { db, type Transaction } from "@/server/db/client";
import { write } from "@/server/db/write";
import { forgetImageUses, recordImageUses } from "@/modules/media/uses";
import { indexDocument, unindexDocument, type SearchDocumentInput } from "@/modules/search/service";
import type { SiteId } from "@/modules/sites/queries";

/**
 * A collection's table: its rows are a site's, named by a slug, and may belong
 * to one of the site's organizations. Its own columns are what visitors see
 * once published; `draft` holds the owner's next version beside them, and
 * `publishAt` when it goes live by itself (as a page's do).
 */
export type ItemTable = PgTable & {
  id: PgColumn;
  siteId: PgColumn;
  slug: PgColumn;
  updatedAt: PgColumn;
  organizationId?: PgColumn;
  status?: PgColumn;
  draft?: PgColumn;
  publishAt?: PgColumn;
};

/** A kind without the draft columns (one declared in its own folder may have none) is always published: its saves are live. */
type StoredItem<T extends ItemTable> = T["$inferSelect"] & {
  id: string;
  siteId: string;
  organizationId?: string | null;
  status?: "draft" | "published";
  draft?: Record<string, unknown> | null;
  publishAt?: Date | null;
};

export interface ItemServiceOptions<T extends ItemTable, Schema extends z.ZodType<Record<string, unknown>>> {
  table: T;
  /** Parses every input before it is written. */
  schema: Schema;
  /** For people: "No such event." */
  noun: string;
  /** The unique constraint on (site, [organization,] slug), and what a save that collides with it tells the editor. */
  slugTaken: { constraint: string; message: string };
  /** The item's search document (where it is shown, its words), written in the same transaction as the item. */
  searchDocument(tx: Transaction, row: StoredItem<T>): Promise<SearchDocumentInput>;
  /** What else happens, in the same transaction, when an item is published (a news item goes to the lists that take every one). */
  published?(tx: Transaction, row: StoredItem<T>): Promise<void>;
}

/**
 * The writes every simple collection makes the same way (events, news, jobs,
 * team): parse, write in one transaction with the item's search document and
 * the site's cache tag, a slug taken is a conflict on the slug field, an id of
 * another site is not found.
 */
export function itemService<T extends ItemTable, Schema extends z.ZodType<Record<string, unknown>>>(options: ItemServiceOptions<T, Schema>) {
  type Row = StoredItem<T>;
  type Input = z.input<Schema>;
  const { table, schema, noun } = options;
  const missing = () => new AppError("not_found", `No such ${noun}.`);
  const drafts = table.status && table.draft && table.publishAt ? { status: table.status, draft: table.draft, publishAt: table.publishAt } : null;
  const withDrafts = () => {
    if (!drafts) throw new AppError("bad_input", `A ${noun} has no drafts: saving it publishes it.`);
    return drafts;
  };
  const sameSlugIsConflict = <R>(query: PromiseLike<R>) => uniqueAsConflict(query, { [options.slugTaken.constraint]: ["slug", options.slugTaken.message] });
  const index = async (tx: Transaction, row: Row) => {
    const document = await options.searchDocument(tx, row);
    // A hidden item's document is never found; a published one's from its own time (a news item's date).
    await indexDocument(tx, row.siteId as SiteId, { ...document, visibleFrom: row.status === "draft" ? null : document.visibleFrom });
    // Any image field of the item (a team member's portrait, an event's picture) is a use of that image.
    await recordImageUses(tx, row.siteId as SiteId, { owner: `${noun}:${row.id}`, label: `${noun} "${document.title}"` }, row);
  };
  const ofSite = (siteId: SiteId, id: string) => and(eq(table.siteId, siteId), eq(table.id, id));
  // Drizzle cannot name a generic table's rows; they are this table's.
  const rows = (query: PromiseLike<unknown>) => query as PromiseLike<Row[]>;

  /** The item as its editor has it: the saved draft over the published values (dates as dates again). */
  const working = (row: Row): Row => {
    if (!row.draft) return row;
    const parsed = schema.safeParse(row.draft);
    return parsed.success ? ({ ...row, ...parsed.data } as Row) : row;
  };
  /** The row's own (published) values as the schema has them, to tell a draft that changes nothing. */
  const liveValues = (row: Row) => schema.safeParse(row);

  const locked = async (tx: Transaction, siteId: SiteId, id: string): Promise<Row> => {
    const [row] = await rows(
      tx
        .select()
        .from(table as PgTable)
        .where(ofSite(siteId, id))
        .for("update"),
    );
    if (!row) throw missing();
    return row;
  };
  const sameOwner = (row: Row) =>
    table.organizationId ? (row.organizationId ? eq(table.organizationId, row.organizationId) : isNull(table.organizationId)) : undefined;

  /** Makes the item's draft (or, without one, the item as it is) what visitors see. */
  const publishIn = async (tx: Transaction, siteId: SiteId, id: string): Promise<Row> => {
    const current = await locked(tx, siteId, id);
    const values = current.draft ? schema.parse(current.draft) : {};
    const [row] = await sameSlugIsConflict(
      rows(
        tx
          .update(table)
          .set({ ...values, status: "published", draft: null, publishAt: null, updatedAt: sql`now()` } as PgUpdateSetSource<T>)
          .where(ofSite(siteId, id))
          .returning(),
      ),
    );
    await index(tx, row!);
    await options.published?.(tx, row!);
    return row!;
  };

  const service = {
    schema,

    async find(siteId: SiteId, id: string): Promise<Row | null> {
      const [row] = await rows(
        db()
          .select()
          .from(table as PgTable)
          .where(ofSite(siteId, id))
          .limit(1),
      );
      return row ?? null;
    },

    /** Writes the item by its slug, new or not (the demo loader's way in); an organization's item when organizationId is given. */
    async save(siteId: SiteId, input: Input, organizationId: string | null = null): Promise<void> {
      const item = schema.parse(input);
      const owner = table.organizationId ? { organizationId } : {};
      const target = table.organizationId ? [table.siteId, table.organizationId, table.slug] : [table.siteId, table.slug];
      await write([tags.site(siteId)], async (tx) => {
        const [row] = await rows(
          tx
            .insert(table)
            .values({ siteId, ...owner, ...item } as PgInsertValue<T>)
            .onConflictDoUpdate({ target, set: { ...item, updatedAt: sql`now()` } as PgUpdateSetSource<T> })
            .returning(),
        );
        await index(tx, row!);
      });
    },

    /** A new item of the site, or of one of its organizations (a draft when status says so); also puts a deleted one back with its id. */
    async insert(
      siteId: SiteId,
      input: Input,
      { id, organizationId = null, status }: { id?: string; organizationId?: string | null; status?: "draft" | "published" } = {},
    ): Promise<Row> {
      const item = schema.parse(input);
      const owner = table.organizationId ? { organizationId } : {};
      return write([tags.site(siteId)], async (tx) => {
        const [row] = await sameSlugIsConflict(
          rows(
            tx
              .insert(table)
              .values({ siteId, ...owner, ...(id && { id }), ...(status && { status }), ...item } as PgInsertValue<T>)
              .returning(),
          ),
        );
        await index(tx, row!);
        return row!;
      });
    },

    working,

    /**
     * An editor's save. A published item keeps what visitors see and holds
     * the save as its draft, its next version (none when it is the same as
     * the published one); a hidden item, which nobody sees, takes the save
     * in its own columns. A slug another item has is refused now, not only
     * when the draft goes live.
     */
    async saveDraft(siteId: SiteId, id: string, input: Input): Promise<Row> {
      if (!drafts) return service.update(siteId, id, input);
      const item = schema.parse(input);
      return write([], async (tx) => {
        const current = await locked(tx, siteId, id);
        if (current.status === "draft") {
          const [row] = await sameSlugIsConflict(
            rows(
              tx
                .update(table)
                .set({ ...item, draft: null, updatedAt: sql`now()` } as PgUpdateSetSource<T>)
                .where(ofSite(siteId, id))
                .returning(),
            ),
          );
          await index(tx, row!);
          return row!;
        }
        if (item.slug !== current.slug) {
          const [taken] = await rows(
            tx
              .select()
              .from(table as PgTable)
              .where(and(eq(table.siteId, siteId), sameOwner(current), eq(table.slug, item.slug), ne(table.id, id)))
              .limit(1),
          );
          if (taken) throw new AppError("conflict", options.slugTaken.message, { field: "slug" });
        }
        const live = liveValues(current);
        const same = live.success && canonical(live.data) === canonical(item);
        const [row] = await rows(
          tx
            .update(table)
            .set({ draft: same ? null : JSON.parse(JSON.stringify(item)), updatedAt: sql`now()` } as PgUpdateSetSource<T>)
            .where(ofSite(siteId, id))
            .returning(),
        );
        // Pictures the draft shows are in use too: the library must not let them be deleted before it goes live.
        const document = await options.searchDocument(tx, row!);
        await recordImageUses(tx, siteId, { owner: `${noun}:${id}`, label: `${noun} "${document.title}"` }, [row, item]);
        return row!;
      });
    },

    /** Puts the draft live (or shows the hidden item): visitors, lists, the sitemap and search follow. */
    publish: (siteId: SiteId, id: string): Promise<Row> => {
      withDrafts();
      return write([tags.site(siteId)], (tx) => publishIn(tx, siteId, id));
    },

    /** Hides the item from visitors (its page is the site's 404; gone from lists, the sitemap, feeds and search); its values and draft stay. */
    async unpublish(siteId: SiteId, id: string): Promise<Row> {
      withDrafts();
      return write([tags.site(siteId)], async (tx) => {
        await locked(tx, siteId, id);
        const [row] = await rows(
          tx
            .update(table)
            .set({ status: "draft", publishAt: null, updatedAt: sql`now()` } as PgUpdateSetSource<T>)
            .where(ofSite(siteId, id))
            .returning(),
        );
        await index(tx, row!);
        return row!;
      });
    },

    /** Drops a published item's draft (and its schedule): the editor shows the published values again; visitors saw none of it. */
    async discard(siteId: SiteId, id: string): Promise<Row> {
      withDrafts();
      return write([], async (tx) => {
        await locked(tx, siteId, id);
        const [row] = await rows(
          tx
            .update(table)
            .set({ draft: null, publishAt: null, updatedAt: sql`now()` } as PgUpdateSetSource<T>)
            .where(ofSite(siteId, id))
            .returning(),
        );
        await index(tx, row!);
        return row!;
      });
    },

    /** Publishes the draft (or the hidden item) at a time to come; null cancels. Nothing visitors see changes now. */
    async schedule(siteId: SiteId, id: string, at: Date | null): Promise<Row> {
      withDrafts();
      if (at && at.getTime() <= Date.now()) throw new AppError("bad_input", "Choose a time still to come.", { field: "publishAt" });
      const [row] = await rows(
        db()
          .update(table)
          .set({ publishAt: at } as PgUpdateSetSource<T>)
          .where(ofSite(siteId, id))
          .returning(),
      );
      if (!row) throw missing();
      return row;
    },

    /** Items whose scheduled time has come, published in the caller's transaction; the sites they were on. */
    async publishDue(tx: Transaction, now: Date): Promise<string[]> {
      if (!drafts) return [];
      const due = await tx
        .select({ siteId: table.siteId, id: table.id })
        .from(table as PgTable)
        .where(lte(drafts.publishAt, now));
      for (const item of due) await publishIn(tx, item.siteId as SiteId, item.id as string);
      return due.map((item) => item.siteId as string);
    },

    /**
     * The item whose saved version (its draft, or itself without one) is at
     * this slug: what a signed preview link at the draft's own address shows.
     */
    async findWorkingAt(siteId: SiteId, slug: string, organizationId: string | null = null): Promise<Row | null> {
      const draftSlug = drafts ? sql`${drafts.draft}->>'slug'` : sql`null`;
      const [row] = await rows(
        db()
          .select()
          .from(table as PgTable)
          .where(
            and(
              eq(table.siteId, siteId),
              table.organizationId ? (organizationId ? eq(table.organizationId, organizationId) : isNull(table.organizationId)) : undefined,
              drafts ? or(eq(draftSlug, slug), and(isNull(drafts.draft), eq(table.slug, slug))) : eq(table.slug, slug),
            ),
          )
          .limit(1),
      );
      return row ? working(row) : null;
    },

    /** A row back from the trash as it was: published or hidden, its draft still a draft, its schedule kept. */
    async restore(siteId: SiteId, row: Row, input: Input): Promise<Row> {
      const restored = await service.insert(siteId, input, { id: row.id, organizationId: row.organizationId ?? null, status: row.status });
      if (!row.draft && !row.publishAt) return restored;
      return write([], async (tx) => {
        const [back] = await rows(
          tx
            .update(table)
            .set({ draft: row.draft, publishAt: row.publishAt ? new Date(row.publishAt) : null } as PgUpdateSetSource<T>)
            .where(ofSite(siteId, row.id))
            .returning(),
        );
        return back!;
      });
    },

    /** Changes an item by id; it stays with its organization, if it has one. */
    async update(siteId: SiteId, id: string, input: Input): Promise<Row> {
      const item = schema.parse(input);
      return write([tags.site(siteId)], async (tx) => {
        const [row] = await sameSlugIsConflict(
          rows(
            tx
              .update(table)
              .set({ ...item, updatedAt: sql`now()` } as PgUpdateSetSource<T>)
              .where(ofSite(siteId, id))
              .returning(),
          ),
        );
        if (!row) throw missing();
        await index(tx, row);
        return row;
      });
    },

    async remove(siteId: SiteId, id: string): Promise<Row> {
      return write([tags.site(siteId)], async (tx) => {
        const [row] = await rows(tx.delete(table).where(ofSite(siteId, id)).returning());
        if (!row) throw missing();
        await unindexDocument(tx, siteId, row.id);
        await forgetImageUses(tx, siteId, `${noun}:${row.id}`);
        return row;
      });
    },

    /** Re-indexes an organization's items at its (new) address, in the rename's transaction. */
    async reindexOrganization(tx: Transaction, siteId: SiteId, organizationId: string): Promise<void> {
      if (!table.organizationId) return;
      const items = await rows(
        tx
          .select()
          .from(table as PgTable)
          .where(and(eq(table.siteId, siteId), eq(table.organizationId, organizationId))),
      );
      for (const row of items) await index(tx, row);
    },
  };
  return service;
}
