import { maskCapabilityLinks } from "@/lib/capability-links";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import type { SiteId } from "@/modules/sites/queries";
import { isUuid, PAGE_SIZE, type OutboxFilter } from "../filters";

/** The site's mail and how its delivery went. The platform's own mail (no site) is never listed here. */
const o = schema.outbox;

export type MailStatus = (typeof o.status.enumValues)[number];

const columns = {
  id: o.id,
  kind: o.kind,
  toAddress: o.toAddress,
  subject: o.subject,
  status: o.status,
  attempts: o.attempts,
  lastError: o.lastError,
  nextAttemptAt: o.nextAttemptAt,
  sentAt: o.sentAt,
  createdAt: o.createdAt,
};

export async function listOutbox(siteId: SiteId, filter: OutboxFilter, limit = PAGE_SIZE) {
  const conditions: SQL[] = [eq(o.siteId, siteId)];
  if (filter.status) conditions.push(eq(o.status, filter.status));
  const condition = and(...conditions)!;
  const [rows, [total]] = await Promise.all([
    db()
      .select(columns)
      .from(o)
      .where(condition)
      .orderBy(desc(o.createdAt), desc(o.id))
      .limit(limit)
      .offset((filter.page - 1) * limit),
    db().select({ n: count() }).from(o).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function outboxCounts(siteId: SiteId): Promise<Record<MailStatus, number>> {
  const rows = await db().select({ status: o.status, n: count() }).from(o).where(eq(o.siteId, siteId)).groupBy(o.status);
  return { pending: 0, sending: 0, sent: 0, failed: 0, ...Object.fromEntries(rows.map((r) => [r.status, r.n])) };
}

/** One mail with its text (capability links masked: the admin may read a mail, never act as its recipient), or null when it is not this site's. */
export async function getMail(siteId: SiteId, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db()
    .select({ ...columns, replyTo: o.replyTo, textBody: o.textBody })
    .from(o)
    .where(and(eq(o.siteId, siteId), eq(o.id, id)));
  return row ? { ...row, textBody: maskCapabilityLinks(row.textBody) } : null;
}
