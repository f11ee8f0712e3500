import { asc, eq } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import { rentText } from "@/lib/rentals";
import { urls } from "@/lib/urls";
import { editorFor } from "@/modules/admin/editable";
import { specOf } from "@/modules/admin/schema-form/spec";
import { authorize, type Actor } from "@/modules/auth/access";
import { unitInputSchema, unitService, type StoredUnit, type UnitInput } from "./service";

/** Rental units as editors change them (admin/editable.ts holds the rules every kind shares). */
export const unitEditor = editorFor<StoredUnit, UnitInput>({
  entity: "rental-unit",
  noun: "rental unit",
  find: unitService.find,
  insert: (siteId, input, id) => unitService.insert(siteId, input, { id }),
  update: unitService.update,
  remove: unitService.remove,
  toInput: ({
    slug,
    title,
    neighborhood,
    summary,
    description,
    photos,
    rentCents,
    bedrooms,
    bathrooms,
    squareFeet,
    availableFrom,
    features,
    leased,
    position,
  }) => ({
    slug,
    title,
    neighborhood,
    summary,
    description,
    photos,
    rentCents,
    bedrooms,
    bathrooms,
    squareFeet,
    availableFrom,
    features,
    leased,
    position,
  }),
  describe: (row) => `"${row.title}"`,
});

export const unitSpec = specOf(unitInputSchema);

export interface UnitListItem {
  id: string;
  title: string;
  slug: string;
  detail: string;
  address: string | null;
}

/** In the site's order; the rent, and whether it is leased, beside each. */
export async function listUnitsForEditing(actor: Actor | null, siteSlug: string): Promise<UnitListItem[]> {
  const { site } = await authorize(actor, siteSlug, "content");
  const u = schema.rentalUnits;
  const rows = await db()
    .select({ id: u.id, title: u.title, slug: u.slug, rentCents: u.rentCents, leased: u.leased })
    .from(u)
    .where(eq(u.siteId, site.id))
    .orderBy(asc(u.position), asc(u.title));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    detail: row.leased ? "Leased" : rentText(row.rentCents),
    address: urls.unit(site, row.slug),
  }));
}
