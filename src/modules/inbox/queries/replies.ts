import { and, asc, count, desc, eq, ne } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import type { SiteId } from "@/modules/sites/queries";
import { isUuid } from "../filters";

/**
 * A message's thread: the replies sent from the inbox are outbox rows naming
 * the message, so each one shows how its delivery went. Every query names the
 * site.
 */
const o = schema.outbox;

export async function repliesTo(siteId: SiteId, submissionId: string) {
  if (!isUuid(submissionId)) return [];
  return db()
    .select({
      id: o.id,
      subject: o.subject,
      text: o.textBody,
      toAddress: o.toAddress,
      replyTo: o.replyTo,
      status: o.status,
      attempts: o.attempts,
      lastError: o.lastError,
      nextAttemptAt: o.nextAttemptAt,
      sentAt: o.sentAt,
      createdAt: o.createdAt,
    })
    .from(o)
    .where(and(eq(o.siteId, siteId), eq(o.submissionId, submissionId)))
    .orderBy(asc(o.createdAt), asc(o.id));
}

export type Reply = Awaited<ReturnType<typeof repliesTo>>[number];

/** The contact's other messages to the site, newest first, with how many replies each had: their history beside the message. */
export async function otherMessagesOf(siteId: SiteId, contactId: string, exceptId: string, limit = 20) {
  const s = schema.submissions;
  return db()
    .select({
      id: s.id,
      reference: s.reference,
      status: s.status,
      createdAt: s.createdAt,
      answeredAt: s.answeredAt,
      form: schema.forms.definition,
      replies: count(o.id),
    })
    .from(s)
    .innerJoin(schema.forms, and(eq(schema.forms.siteId, s.siteId), eq(schema.forms.id, s.formId)))
    .leftJoin(o, and(eq(o.siteId, s.siteId), eq(o.submissionId, s.id)))
    .where(and(eq(s.siteId, siteId), eq(s.contactId, contactId), ne(s.id, exceptId)))
    .groupBy(s.id, schema.forms.definition)
    .orderBy(desc(s.createdAt))
    .limit(limit);
}

export async function savedRepliesOf(siteId: SiteId) {
  const r = schema.savedReplies;
  return db().select({ id: r.id, title: r.title, body: r.body }).from(r).where(eq(r.siteId, siteId)).orderBy(asc(r.title));
}

export type SavedReply = Awaited<ReturnType<typeof savedRepliesOf>>[number];
