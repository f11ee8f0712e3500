import { and, asc, eq, sql } from "drizzle-orm";
import { tags } from "@/server/cache/tags";
import { db, schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import { AppError, uniqueAsConflict } from "@/lib/errors";
import { editorFor } from "@/modules/admin/editable";
import { specOf, type FieldSpec } from "@/modules/admin/schema-form/spec";
import { getRevision } from "@/modules/audit/service";
import { authorize, roleAllows, type Actor } from "@/modules/auth/access";
import type { SiteId } from "@/modules/sites/queries";
import { formDefinitionSchema, type FormDefinitionInput } from "./schema";

export type StoredForm = typeof schema.forms.$inferSelect;

/**
 * A form's fields and what happens after a visitor sends it are content
 * (editors change them); who receives what visitors send is the owner's
 * decision: an editor's save keeps the recipients, and one that would change
 * them is refused. A form keeps its key (blocks name it) and is never
 * deleted (its submissions would go with it).
 */
const editor = editorFor<StoredForm, FormDefinitionInput>({
  entity: "form",
  noun: "form",
  async find(siteId, id) {
    const [row] = await db()
      .select()
      .from(schema.forms)
      .where(and(eq(schema.forms.siteId, siteId), eq(schema.forms.id, id)))
      .limit(1);
    return row ?? null;
  },
  insert: insertForm,
  update: updateForm,
  remove: () => Promise.reject(new AppError("conflict", "A form cannot be deleted: its submissions are kept with it. Take its block off the page instead.")),
  toInput: (row) => row.definition,
  describe: (row) => `"${row.definition.name}" (${row.key})`,
});

const recipientsRefused =
  "Only the site's owner can change who receives this form's messages. Put the recipients back as they were to save your other changes.";

function sameRecipients(a: readonly string[] | undefined, b: readonly string[]): boolean {
  const norm = (list: readonly string[]) => [...new Set(list.map((e) => e.trim().toLowerCase()))].sort().join(" ");
  return a !== undefined && norm(a) === norm(b);
}

/** The input as it may be saved: the form's own key, the recipients kept when not given, changed only by an owner. */
async function checked(actor: Actor | null, siteSlug: string, formId: string, input: FormDefinitionInput): Promise<FormDefinitionInput> {
  const { role } = await authorize(actor, siteSlug, "content");
  const { row } = await editor.get(actor, siteSlug, formId);
  const next = { ...input, key: row.key, recipients: input.recipients ?? row.definition.recipients };
  if (!roleAllows(role, "site") && !sameRecipients(next.recipients, row.definition.recipients)) throw new AppError("forbidden", recipientsRefused);
  return next;
}

export const formEditor: typeof editor = {
  ...editor,
  /** A new form names its recipients: the owner's decision. */
  async create(actor, siteSlug, input) {
    await authorize(actor, siteSlug, "site");
    return editor.create(actor, siteSlug, input);
  },
  save: async (actor, siteSlug, formId, input) => editor.save(actor, siteSlug, formId, await checked(actor, siteSlug, formId, input)),
  async restoreRevision(actor, siteSlug, formId, revisionId) {
    const { site, role } = await authorize(actor, siteSlug, "content");
    if (!roleAllows(role, "site")) {
      const { row } = await editor.get(actor, siteSlug, formId);
      const data = (await getRevision(site.id, "form", formId, revisionId)) as FormDefinitionInput | null;
      if (data && !sameRecipients(data.recipients, row.definition.recipients)) throw new AppError("forbidden", recipientsRefused);
    }
    return editor.restoreRevision(actor, siteSlug, formId, revisionId);
  },
};

/** A new form of the site; also puts one back with its id. */
async function insertForm(siteId: SiteId, input: FormDefinitionInput, id?: string): Promise<StoredForm> {
  const definition = formDefinitionSchema.parse(input);
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await sameKeyIsConflict(
      tx
        .insert(schema.forms)
        .values({ siteId, key: definition.key, definition, ...(id && { id }) })
        .returning(),
    );
    return row!;
  });
}

async function updateForm(siteId: SiteId, formId: string, input: FormDefinitionInput): Promise<StoredForm> {
  const definition = formDefinitionSchema.parse(input);
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await sameKeyIsConflict(
      tx
        .update(schema.forms)
        .set({ key: definition.key, definition, updatedAt: sql`now()` })
        .where(and(eq(schema.forms.siteId, siteId), eq(schema.forms.id, formId)))
        .returning(),
    );
    if (!row) throw new AppError("not_found", "No such form.");
    return row;
  });
}

const sameKeyIsConflict = <T>(query: PromiseLike<T>) => uniqueAsConflict(query, { forms_site_key: ["key", "Another form already has this key."] });

const drawn = specOf(formDefinitionSchema);

/** The form's editor: everything but its key, and the recipients only for those who may change them. */
export function formSpec(withRecipients: boolean): FieldSpec {
  if (drawn.kind !== "object") return drawn;
  return { ...drawn, fields: drawn.fields.filter((f) => f.key !== "key" && (withRecipients || f.key !== "recipients")) };
}

export interface FormListItem {
  id: string;
  key: string;
  name: string;
  fields: number;
  recipients: string[];
  updatedAt: Date;
}

export async function listFormsForEditing(actor: Actor | null, siteSlug: string): Promise<FormListItem[]> {
  const { site } = await authorize(actor, siteSlug, "content");
  const rows = await db()
    .select({ id: schema.forms.id, key: schema.forms.key, definition: schema.forms.definition, updatedAt: schema.forms.updatedAt })
    .from(schema.forms)
    .where(eq(schema.forms.siteId, site.id))
    .orderBy(asc(schema.forms.key));
  return rows.map((r) => ({
    id: r.id,
    key: r.key,
    name: r.definition.name,
    fields: r.definition.fields.length,
    recipients: r.definition.recipients,
    updatedAt: r.updatedAt,
  }));
}
