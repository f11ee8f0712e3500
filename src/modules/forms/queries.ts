import "server-only";
import { and, eq } from "drizzle-orm";
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
