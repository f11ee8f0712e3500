import { and, count, desc, eq, gte, ilike, inArray, isNotNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import type { FormDefinition } from "@/modules/forms/schema";
import type { SubmittedValues } from "@/modules/forms/submission";
import type { SiteId } from "@/modules/sites/queries";
import { containing, isUuid, PAGE_SIZE, type MessageFilter } from "../filters";
import { dayWindow } from "./day";

/**
 * What visitors sent through the site's forms, for the owner's inbox. The
 * inbox is the admin's reading of the forms module's tables; every query
 * names the site, and every join carries the site id.
 */
const s = schema.submissions;
const formOfSubmission = and(eq(schema.forms.siteId, s.siteId), eq(schema.forms.id, s.formId));
const contactOfSubmission = and(eq(schema.contacts.siteId, s.siteId), eq(schema.contacts.id, s.contactId));

export type SubmissionStatus = (typeof s.status.enumValues)[number];

async function where(siteId: SiteId, filter: Omit<MessageFilter, "page">): Promise<SQL> {
  const conditions: SQL[] = [eq(s.siteId, siteId)];
  if (filter.status === "open") conditions.push(inArray(s.status, ["new", "read"]));
  else if (filter.status !== "all") conditions.push(eq(s.status, filter.status));
  if (filter.day) {
    const { from, before } = await dayWindow(siteId, filter.day);
    conditions.push(gte(s.createdAt, from), lt(s.createdAt, before));
    if (filter.status === "all") conditions.push(ne(s.status, "spam"));
  }
  if (filter.form) conditions.push(eq(schema.forms.key, filter.form));
  if (filter.unit) conditions.push(eq(s.unitId, filter.unit));
  if (filter.q) {
    const pattern = containing(filter.q);
    conditions.push(
      or(
        ilike(s.reference, pattern),
        ilike(sql`coalesce(${schema.contacts.email}, ${s.data}->>'email')`, pattern),
        ilike(schema.contacts.name, pattern),
        sql`${s.data}::text ilike ${pattern}`,
      )!,
    );
  }
  return and(...conditions)!;
}

export interface MessageRow {
  id: string;
  reference: string;
  status: SubmissionStatus;
  createdAt: Date;
  pagePath: string | null;
  form: FormDefinition;
  data: SubmittedValues;
  contactName: string | null;
  contactEmail: string;
  contactPhone: string | null;
  /** The rental unit an application is for (forms' `unit` field). */
  unitId: string | null;
  /** Null for spam: it is linked to nobody. */
  contactId: string | null;
  /** When the site last replied from the inbox. */
  answeredAt: Date | null;
  files: string[];
}

/** What a list row and a single message both show of a submission, its form and its contact. */
const messageColumns = {
  id: s.id,
  reference: s.reference,
  status: s.status,
  createdAt: s.createdAt,
  pagePath: s.pagePath,
  form: schema.forms.definition,
  data: s.data,
  contactName: schema.contacts.name,
  // Spam has no contact: its email is the one it typed.
  contactEmail: sql<string>`coalesce(${schema.contacts.email}, ${s.data}->>'email', '')`,
  contactPhone: schema.contacts.phone,
  unitId: s.unitId,
  contactId: s.contactId,
  answeredAt: s.answeredAt,
};

/** The messages the filter selects, newest first, a page at a time (or `limit` of them, for an export). */
export async function listMessages(siteId: SiteId, filter: MessageFilter, limit = PAGE_SIZE): Promise<{ rows: MessageRow[]; total: number }> {
  const condition = await where(siteId, filter);
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        ...messageColumns,
        files: sql<
          string[]
        >`array(select f.original_name from ${schema.submissionFiles} f where f.site_id = ${s.siteId} and f.submission_id = ${s.id} order by f.created_at)`,
      })
      .from(s)
      .innerJoin(schema.forms, formOfSubmission)
      .leftJoin(schema.contacts, contactOfSubmission)
      .where(condition)
      .orderBy(desc(s.createdAt), desc(s.id))
      .limit(limit)
      .offset((filter.page - 1) * limit),
    db().select({ n: count() }).from(s).innerJoin(schema.forms, formOfSubmission).leftJoin(schema.contacts, contactOfSubmission).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function messageCounts(siteId: SiteId): Promise<Record<SubmissionStatus, number>> {
  const rows = await db().select({ status: s.status, n: count() }).from(s).where(eq(s.siteId, siteId)).groupBy(s.status);
  return { new: 0, read: 0, archived: 0, spam: 0, ...Object.fromEntries(rows.map((r) => [r.status, r.n])) };
}

/** The site's forms, for the filter. */
export async function formsOfSite(siteId: SiteId): Promise<Array<{ key: string; name: string }>> {
  const rows = await db()
    .select({ key: schema.forms.key, definition: schema.forms.definition })
    .from(schema.forms)
    .where(eq(schema.forms.siteId, siteId))
    .orderBy(schema.forms.key);
  return rows.map((r) => ({ key: r.key, name: r.definition.name }));
}

export interface MessageDetail extends Omit<MessageRow, "files"> {
  spamReason: string | null;
  files: Array<{ id: string; field: string; originalName: string; contentType: string; size: number }>;
}

/** One message with everything sent, or null when this site has no such message. */
export async function getMessage(siteId: SiteId, id: string): Promise<MessageDetail | null> {
  if (!isUuid(id)) return null;
  const [row] = await db()
    .select({ ...messageColumns, spamReason: s.spamReason })
    .from(s)
    .innerJoin(schema.forms, formOfSubmission)
    .leftJoin(schema.contacts, contactOfSubmission)
    .where(and(eq(s.siteId, siteId), eq(s.id, id)));
  if (!row) return null;
  const f = schema.submissionFiles;
  const files = await db()
    .select({ id: f.id, field: f.field, originalName: f.originalName, contentType: f.contentType, size: f.size })
    .from(f)
    .where(and(eq(f.siteId, siteId), eq(f.submissionId, id)))
    .orderBy(f.createdAt);
  return { ...row, files };
}

/** A submission's uploaded file, only if it belongs to this site. */
export async function getSubmissionFile(siteId: SiteId, fileId: string) {
  if (!isUuid(fileId)) return null;
  const f = schema.submissionFiles;
  const [row] = await db()
    .select({ storedName: f.storedName, originalName: f.originalName, contentType: f.contentType, submissionId: f.submissionId })
    .from(f)
    .where(and(eq(f.siteId, siteId), eq(f.id, fileId)));
  return row ?? null;
}

/** How many applications each rental unit has, in the view's statuses (spam never counts): the inbox's grouping by unit. */
export async function applicationsPerUnit(siteId: SiteId, status: MessageFilter["status"]): Promise<Map<string, number>> {
  const statuses: SubmissionStatus[] = status === "open" ? ["new", "read"] : status === "all" ? ["new", "read", "archived"] : [status];
  const rows = await db()
    .select({ unitId: s.unitId, n: count() })
    .from(s)
    .where(and(eq(s.siteId, siteId), isNotNull(s.unitId), inArray(s.status, statuses)))
    .groupBy(s.unitId);
  return new Map(rows.map((r) => [r.unitId!, r.n]));
}
