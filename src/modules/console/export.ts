import { eq, getTableColumns, getTableName, is } from "drizzle-orm";
import { PgTable, type PgColumn } from "drizzle-orm/pg-core";
import { schema, type Transaction } from "@/server/db/client";
import { fileStorage, type FileStorage } from "@/server/storage";
import { AppError } from "@/lib/errors";
import { collections } from "@/modules/content/collections";
import type { SiteId } from "@/modules/sites/queries";

/**
 * The export kept when a whole site is deleted: the site's row and every row
 * of every table that carries its site_id, read in the transaction that then
 * deletes them. It reads the tables themselves, not each module's queries:
 * it must hold every row as stored, including tables added later, which it
 * finds by their site_id column.
 */

/** Tables left out, and why. */
const LEFT_OUT: Record<string, string> = {
  outbox: "mail bodies carry password links and gift card codes",
  search_documents: "derived from the content, rebuilt from it",
};
/** Columns left out: secrets that must not sit in a file. */
const SECRET_COLUMNS: Record<string, readonly string[]> = { gift_cards: ["codeHash"] };

export interface SiteExport {
  format: "mainstreet-site-export";
  version: 1;
  exportedAt: string;
  site: Record<string, unknown>;
  tables: Record<string, Array<Record<string, unknown>>>;
}

/** Reads the site whole; its row is locked first, so no new row can join it before the transaction ends. */
export async function readSiteExport(tx: Transaction, siteId: SiteId): Promise<SiteExport> {
  const [site] = await tx.select().from(schema.sites).where(eq(schema.sites.id, siteId)).for("update");
  if (!site) throw new AppError("not_found", "No such site.");
  const tables: SiteExport["tables"] = {};
  // The platform's tables, and those a collection declares in its own folder.
  const platformTables = Object.values(schema as Record<string, unknown>).filter((t): t is PgTable => is(t, PgTable));
  for (const table of new Set([...platformTables, ...collections.kinds.flatMap((k) => k.tables ?? [])])) {
    const name = getTableName(table);
    const columns: Record<string, PgColumn> = getTableColumns(table);
    const siteColumn = columns.siteId;
    if (!siteColumn || name in LEFT_OUT) continue;
    const kept = Object.fromEntries(Object.entries(columns).filter(([key]) => !SECRET_COLUMNS[name]?.includes(key)));
    tables[name] = await tx.select(kept).from(table).where(eq(siteColumn, siteId));
  }
  return { format: "mainstreet-site-export", version: 1, exportedAt: new Date().toISOString(), site, tables };
}

/** Keeps the export in the file storage's exports/ (DATA_DIR/exports, or the bucket), never overwriting one; returns where it is. */
export async function writeSiteExport(slug: string, document: SiteExport, storage: FileStorage = fileStorage()): Promise<string> {
  const name = `${slug}-${document.exportedAt.replace(/[:.]/g, "-")}.json`;
  return storage.keep(name, Buffer.from(JSON.stringify(document, null, 2)));
}
