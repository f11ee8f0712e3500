import { and, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import { batch, write } from "@/server/db/write";
import { isUuid } from "@/lib/ids";
import type { Actor } from "@/modules/auth/access";

/**
 * The record of admin work: an audit line for every write, a revision for
 * every save of content, and the trash for every delete. audited() runs a
 * write and its audit line in one transaction (the services' own write()
 * calls join it through batch()), so the log cannot miss a committed change
 * nor name one that rolled back.
 */

export interface AuditEntry {
  action: string;
  entity?: string;
  entityId?: string;
  summary: string;
}

export interface SiteRef {
  id: string;
  slug: string;
}

/** The site may be named by the result, for work that creates it. */
export function audited<T>(
  actor: Actor,
  site: SiteRef | null | ((result: T) => SiteRef),
  entry: AuditEntry | ((result: T) => AuditEntry),
  fn: () => Promise<T>,
): Promise<T> {
  return batch(async () => {
    const result = await fn();
    const line = typeof entry === "function" ? entry(result) : entry;
    const ref = typeof site === "function" ? site(result) : site;
    await write([], (tx) =>
      tx.insert(schema.auditLog).values({
        siteId: ref?.id ?? null,
        siteSlug: ref?.slug ?? null,
        actorId: actor.userId,
        actorEmail: actor.email,
        action: line.action,
        entity: line.entity ?? null,
        entityId: line.entityId ?? null,
        summary: line.summary.slice(0, 500),
      }),
    );
    return result;
  });
}

export interface AuditLine {
  id: string;
  siteSlug: string | null;
  actorEmail: string;
  action: string;
  entity: string | null;
  entityId: string | null;
  summary: string;
  createdAt: Date;
}

/** The newest lines first; one site's, or the whole platform's for the operator. */
export async function listAudit(filter: { siteId?: string; siteSlug?: string; action?: string; limit?: number; offset?: number } = {}): Promise<AuditLine[]> {
  const where: SQL[] = [];
  if (filter.siteId) where.push(eq(schema.auditLog.siteId, filter.siteId));
  if (filter.siteSlug) where.push(eq(schema.auditLog.siteSlug, filter.siteSlug));
  if (filter.action) where.push(eq(schema.auditLog.action, filter.action));
  return db()
    .select({
      id: schema.auditLog.id,
      siteSlug: schema.auditLog.siteSlug,
      actorEmail: schema.auditLog.actorEmail,
      action: schema.auditLog.action,
      entity: schema.auditLog.entity,
      entityId: schema.auditLog.entityId,
      summary: schema.auditLog.summary,
      createdAt: schema.auditLog.createdAt,
    })
    .from(schema.auditLog)
    .where(and(...where))
    .orderBy(desc(schema.auditLog.createdAt))
    .limit(Math.min(filter.limit ?? 200, 1000))
    .offset(filter.offset ?? 0);
}

/** Keeps a copy of a record as just saved. Call inside audited(). */
export async function recordRevision(siteId: string, actor: Actor, entity: string, entityId: string, data: unknown): Promise<void> {
  await write([], (tx) => tx.insert(schema.revisions).values({ siteId, entity, entityId, data, authorEmail: actor.email }));
}

/** Who the history names for a record's content as it was before anyone edited it here. */
export const ORIGINAL_AUTHOR = "the original content";

/** Keeps a record as it was before its first edit, dated when it was last saved, so that edit can be undone. Call inside audited(). */
export async function recordOriginal(siteId: string, entity: string, entityId: string, data: unknown, at: Date): Promise<void> {
  await write([], (tx) => tx.insert(schema.revisions).values({ siteId, entity, entityId, data, authorEmail: ORIGINAL_AUTHOR, createdAt: at }));
}

export interface RevisionSummary {
  id: string;
  authorEmail: string;
  createdAt: Date;
}

export async function listRevisions(siteId: string, entity: string, entityId: string): Promise<RevisionSummary[]> {
  return db()
    .select({ id: schema.revisions.id, authorEmail: schema.revisions.authorEmail, createdAt: schema.revisions.createdAt })
    .from(schema.revisions)
    .where(and(eq(schema.revisions.siteId, siteId), eq(schema.revisions.entity, entity), eq(schema.revisions.entityId, entityId)))
    .orderBy(desc(schema.revisions.createdAt))
    .limit(100);
}

/**
 * The revision saved at a version (a record's updatedAt, to the millisecond):
 * a revision is written in the same transaction as the save, so both carry its time.
 */
export async function revisionAt(siteId: string, entity: string, entityId: string, version: string): Promise<unknown | null> {
  const at = new Date(version);
  if (Number.isNaN(at.getTime())) return null;
  const [row] = await db()
    .select({ data: schema.revisions.data })
    .from(schema.revisions)
    .where(
      and(
        eq(schema.revisions.siteId, siteId),
        eq(schema.revisions.entity, entity),
        eq(schema.revisions.entityId, entityId),
        gte(schema.revisions.createdAt, at),
        lt(schema.revisions.createdAt, new Date(at.getTime() + 1)),
      ),
    )
    .orderBy(desc(schema.revisions.createdAt))
    .limit(1);
  return row ? row.data : null;
}

/** One revision's data, only if it belongs to this site and record. */
export async function getRevision(siteId: string, entity: string, entityId: string, revisionId: string): Promise<unknown | null> {
  if (!isUuid(revisionId)) return null;
  const [row] = await db()
    .select({ data: schema.revisions.data })
    .from(schema.revisions)
    .where(
      and(
        eq(schema.revisions.siteId, siteId),
        eq(schema.revisions.entity, entity),
        eq(schema.revisions.entityId, entityId),
        eq(schema.revisions.id, revisionId),
      ),
    )
    .limit(1);
  return row ? row.data : null;
}

/** Keeps a deleted record whole, to restore later. Call inside audited(), in the delete's batch. */
export async function putInTrash(siteId: string, actor: Actor, entity: string, entityId: string, label: string, data: unknown): Promise<void> {
  await write([], (tx) => tx.insert(schema.trash).values({ siteId, entity, entityId, label, data, deletedByEmail: actor.email }));
}

export interface TrashItem {
  id: string;
  entity: string;
  entityId: string;
  label: string;
  deletedByEmail: string;
  deletedAt: Date;
}

export async function listTrash(siteId: string): Promise<TrashItem[]> {
  return db()
    .select({
      id: schema.trash.id,
      entity: schema.trash.entity,
      entityId: schema.trash.entityId,
      label: schema.trash.label,
      deletedByEmail: schema.trash.deletedByEmail,
      deletedAt: schema.trash.deletedAt,
    })
    .from(schema.trash)
    .where(eq(schema.trash.siteId, siteId))
    .orderBy(desc(schema.trash.deletedAt));
}

/** Takes an item out of the trash (inside the restore's batch), returning what was kept; null when it is not this site's. */
export async function takeFromTrash(siteId: string, trashId: string): Promise<{ entity: string; entityId: string; label: string; data: unknown } | null> {
  if (!isUuid(trashId)) return null;
  return write([], async (tx) => {
    const [row] = await tx
      .delete(schema.trash)
      .where(and(eq(schema.trash.siteId, siteId), eq(schema.trash.id, trashId)))
      .returning({ entity: schema.trash.entity, entityId: schema.trash.entityId, label: schema.trash.label, data: schema.trash.data });
    return row ?? null;
  });
}
