import { schema } from "@/server/db/client";
import { richTextToPlain } from "@/lib/rich-text/schema";
import { itemService } from "@/modules/collections/service";
import { mountPath } from "@/modules/search/service";
import type { SiteId } from "@/modules/sites/queries";
import { unitInputSchema } from "./schema";

export { unitInputSchema, type UnitInput } from "./schema";

export type StoredUnit = typeof schema.rentalUnits.$inferSelect;

/** The site's homes for rent (collections/service.ts holds the writes every kind shares). */
export const unitService = itemService({
  table: schema.rentalUnits,
  schema: unitInputSchema,
  noun: "rental unit",
  slugTaken: { constraint: "rental_units_site_slug", message: "Another unit already has this slug." },
  searchDocument: async (tx, row) => ({
    sourceId: row.id,
    kind: "unit",
    // A leased unit's page stays, but search no longer offers it.
    path: row.leased ? null : await mountPath(tx, row.siteId as SiteId, "units", row.slug),
    title: row.title,
    body: `${row.neighborhood} ${row.summary} ${row.features.join(" ")} ${richTextToPlain(row.description)}`,
    visibleFrom: new Date(0),
  }),
});
