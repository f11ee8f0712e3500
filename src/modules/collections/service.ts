import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { AppError, uniqueAsConflict } from "@/lib/errors";
import { tags } from "@/server/cache/tags";
import { db, type Transaction } from "@/server/db/client";
import { write } from "@/server/db/write";
import { forgetImageUses, recordImageUses } from "@/modules/media/uses";
import { indexDocument, unindexDocument, type SearchDocumentInput } from "@/modules/search/service";
import type { SiteId } from "@/modules/sites/queries";

/** A collection's table: its rows are a site's, named by a slug, and may belong to one of the site's organizations. */
export type ItemTable = PgTable & { id: PgColumn; siteId: PgColumn; slug: PgColumn; updatedAt: PgColumn; organizationId?: PgColumn };

type StoredItem<T extends ItemTable> = T["$inferSelect"] & { id: string; siteId: string; organizationId?: string | null };

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
  const sameSlugIsConflict = <R>(query: PromiseLike<R>) => uniqueAsConflict(query, { [options.slugTaken.constraint]: ["slug", options.slugTaken.message] });
  const index = async (tx: Transaction, row: Row) => {
    const document = await options.searchDocument(tx, row);
    await indexDocument(tx, row.siteId as SiteId, document);
    // Any image field of the item (a team member's portrait, an event's picture) is a use of that image.
    await recordImageUses(tx, row.siteId as SiteId, { owner: `${noun}:${row.id}`, label: `${noun} "${document.title}"` }, row);
  };
  const ofSite = (siteId: SiteId, id: string) => and(eq(table.siteId, siteId), eq(table.id, id));
  // Drizzle cannot name a generic table's rows; they are this table's.
  const rows = (query: PromiseLike<unknown>) => query as PromiseLike<Row[]>;

  return {
    schema,

    async find(siteId: SiteId, id: string): Promise<Row | null> {
      const [row] = await rows(db().select().from(table as PgTable).where(ofSite(siteId, id)).limit(1));
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

    /** A new item of the site, or of one of its organizations; also puts a deleted one back with its id. */
    async insert(siteId: SiteId, input: Input, { id, organizationId = null }: { id?: string; organizationId?: string | null } = {}): Promise<Row> {
      const item = schema.parse(input);
      const owner = table.organizationId ? { organizationId } : {};
      return write([tags.site(siteId)], async (tx) => {
        const [row] = await sameSlugIsConflict(
          rows(
            tx
              .insert(table)
              .values({ siteId, ...owner, ...(id && { id }), ...item } as PgInsertValue<T>)
              .returning(),
          ),
        );
        await index(tx, row!);
        return row!;
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
}
