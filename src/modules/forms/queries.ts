import { and, eq, sql } from "drizzle-orm";
import { cached, tags } from "@/server/cache";
import { db, schema } from "@/server/db/client";
import { isFormReference } from "@/server/reference";
import type { SiteId } from "@/modules/sites/queries";
import type { FormDefinition } from "./schema";

export function getForm(siteId: SiteId, key: string): Promise<(FormDefinition & { id: string }) | null> {
  return cached(`form:${siteId}:${key}`, [tags.site(siteId)], async () => {
    const [row] = await db()
      .select({ id: schema.forms.id, definition: schema.forms.definition })
      .from(schema.forms)
      .where(and(eq(schema.forms.siteId, siteId), eq(schema.forms.key, key)))
      .limit(1);
    return row ? { ...row.definition, id: row.id } : null;
  });
}

/** A submission's reference, if it belongs to the site: what a thank-you page may show. */
export async function findReference(siteId: SiteId, reference: string): Promise<string | null> {
  if (!isFormReference(reference)) return null;
  const [row] = await db()
    .select({ reference: schema.submissions.reference })
    .from(schema.submissions)
    .where(and(eq(schema.submissions.siteId, siteId), eq(schema.submissions.reference, reference)))
    .limit(1);
  return row?.reference ?? null;
}

/** The most a post to one of the site's forms may carry in files: its largest form's own file limits (maxFiles × maxSizeMb per field). */
export function largestUploadBytes(siteId: SiteId): Promise<number> {
  return cached(`form-upload-bytes:${siteId}`, [tags.site(siteId)], async () => {
    const rows = await db().select({ definition: schema.forms.definition }).from(schema.forms).where(eq(schema.forms.siteId, siteId));
    let largest = 0;
    for (const { definition } of rows) {
      const bytes = definition.fields.reduce((sum, f) => sum + (f.type === "file" ? f.maxFiles * f.maxSizeMb * 1024 * 1024 : 0), 0);
      largest = Math.max(largest, bytes);
    }
    return Math.round(largest);
  });
}

/** The keys of the site's forms that ask which of its rental units (a `unit` field). */
export function formsWithUnitField(siteId: SiteId): Promise<string[]> {
  return cached(`forms-with-unit:${siteId}`, [tags.site(siteId)], async () => {
    const rows = await db()
      .select({ key: schema.forms.key })
      .from(schema.forms)
      .where(and(eq(schema.forms.siteId, siteId), sql`${schema.forms.definition}->'fields' @> '[{"type":"unit"}]'::jsonb`))
      .orderBy(schema.forms.key);
    return rows.map((r) => r.key);
  });
}

/** One of the site's submissions by its reference, as an application's result shows it: its form's words, the unit it is for, where to write. */
export async function applicationByReference(siteId: SiteId, reference: string) {
  if (!isFormReference(reference)) return null;
  const s = schema.submissions;
  const [row] = await db()
    .select({
      reference: s.reference,
      createdAt: s.createdAt,
      unitId: s.unitId,
      pagePath: s.pagePath,
      status: s.status,
      form: schema.forms.definition,
      email: sql<string>`coalesce(${schema.contacts.email}, ${s.data}->>'email', '')`,
    })
    .from(s)
    .innerJoin(schema.forms, and(eq(schema.forms.siteId, s.siteId), eq(schema.forms.id, s.formId)))
    .leftJoin(schema.contacts, and(eq(schema.contacts.siteId, s.siteId), eq(schema.contacts.id, s.contactId)))
    .where(and(eq(s.siteId, siteId), eq(s.reference, reference)))
    .limit(1);
  return row ?? null;
}
