import { and, desc, eq } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import { urls } from "@/lib/urls";
import { editorFor } from "@/modules/admin/editable";
import { specOf } from "@/modules/admin/schema-form/spec";
import { authorize, type Actor } from "@/modules/auth/access";
import {
  deleteOrganization,
  insertOrganization,
  organizationInputSchema,
  updateOrganization,
  type OrganizationInput,
  type StoredOrganization,
} from "./service";

/** Organizations as editors change them (admin/editable.ts holds the rules every kind shares). */
export const organizationEditor = editorFor<StoredOrganization, OrganizationInput>({
  entity: "organization",
  noun: "organization",
  async find(siteId, id) {
    const [row] = await db()
      .select()
      .from(schema.organizations)
      .where(and(eq(schema.organizations.siteId, siteId), eq(schema.organizations.id, id)))
      .limit(1);
    return row ?? null;
  },
  insert: insertOrganization,
  update: updateOrganization,
  remove: deleteOrganization,
  toInput: ({ slug, name, summary }) => ({ slug, name, summary }),
  describe: (row) => `"${row.name}"`,
});

export const organizationSpec = specOf(organizationInputSchema);

export interface OrganizationListItem {
  id: string;
  name: string;
  slug: string;
  address: string;
}

export async function listOrganizationsForEditing(actor: Actor | null, siteSlug: string): Promise<OrganizationListItem[]> {
  const { site } = await authorize(actor, siteSlug, "content");
  const rows = await db()
    .select({ id: schema.organizations.id, name: schema.organizations.name, slug: schema.organizations.slug })
    .from(schema.organizations)
    .where(eq(schema.organizations.siteId, site.id))
    .orderBy(desc(schema.organizations.createdAt));
  return rows.map((row) => ({ ...row, address: urls.organization(site, row.slug) }));
}
