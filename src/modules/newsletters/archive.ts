import { and, desc, eq, isNotNull } from "drizzle-orm";
import { isUuid } from "@/lib/ids";
import type { RichTextDoc } from "@/lib/rich-text/schema";
import { db, schema } from "@/server/db/client";
import type { SiteId } from "@/modules/sites/queries";

/**
 * The public archive of a site's newsletters and notices: what was sent, as
 * written (its subject, words and date), never who received it. A site has
 * one when it mounts the `newsletters` collection (the town's at "notices").
 */
const n = schema.newsletters;
const sent = (siteId: SiteId) => and(eq(n.siteId, siteId), eq(n.status, "sent"), isNotNull(n.startedAt));

export interface ArchivedNewsletter {
  id: string;
  subject: string;
  sentAt: Date;
  body: RichTextDoc;
}

export async function listArchive(siteId: SiteId): Promise<Array<Omit<ArchivedNewsletter, "body">>> {
  const rows = await db().select({ id: n.id, subject: n.subject, sentAt: n.startedAt }).from(n).where(sent(siteId)).orderBy(desc(n.startedAt)).limit(500);
  return rows.map((r) => ({ ...r, sentAt: r.sentAt! }));
}

export async function getArchived(siteId: SiteId, id: string): Promise<ArchivedNewsletter | null> {
  if (!isUuid(id)) return null;
  const [row] = await db()
    .select({ id: n.id, subject: n.subject, sentAt: n.startedAt, body: n.body })
    .from(n)
    .where(and(sent(siteId), eq(n.id, id)));
  return row ? { ...row, sentAt: row.sentAt! } : null;
}
