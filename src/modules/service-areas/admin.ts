import { and, asc, desc, eq } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import { urls } from "@/lib/urls";
import { editorFor } from "@/modules/admin/editable";
import { specOf } from "@/modules/admin/schema-form/spec";
import { authorize, type Actor } from "@/modules/auth/access";
import type { Site, SiteId } from "@/modules/sites/queries";
import {
  cityInputSchema,
  deleteCity,
  deleteRegion,
  insertCity,
  insertRegion,
  regionInputSchema,
  updateCity,
  updateRegion,
  type CityRecordInput,
  type RegionInput,
  type StoredCity,
  type StoredRegion,
} from "./service";

/** Service regions as editors change them (admin/editable.ts holds the rules every kind shares). */
export const regionEditor = editorFor<StoredRegion, RegionInput>({
  entity: "region",
  noun: "service region",
  async find(siteId, id) {
    const [row] = await db()
      .select()
      .from(schema.serviceRegions)
      .where(and(eq(schema.serviceRegions.siteId, siteId), eq(schema.serviceRegions.id, id)))
      .limit(1);
    return row ?? null;
  },
  insert: insertRegion,
  update: updateRegion,
  remove: deleteRegion,
  toInput: ({ slug, name }) => ({ slug, name }),
  describe: (row) => `"${row.name}"`,
});

/** City pages as editors change them: each belongs to one of the site's regions. */
export const cityEditor = editorFor<StoredCity, CityRecordInput>({
  entity: "city",
  noun: "city page",
  async find(siteId, id) {
    const [row] = await db()
      .select()
      .from(schema.serviceCities)
      .where(and(eq(schema.serviceCities.siteId, siteId), eq(schema.serviceCities.id, id)))
      .limit(1);
    return row ?? null;
  },
  insert: insertCity,
  update: updateCity,
  remove: deleteCity,
  toInput: ({ slug, name, title, description, blocks, regionId }) => ({ slug, name, title, description, blocks, regionId }),
  describe: (row) => `"${row.title}"`,
});

export const regionSpec = specOf(regionInputSchema);
/** The city's own fields; its region is chosen apart, from the site's regions. */
export const citySpec = specOf(cityInputSchema);

export interface RegionListItem {
  id: string;
  slug: string;
  name: string;
}

/** The site's regions by name: the list, and the choice a city page makes. */
export async function listRegionsForEditing(actor: Actor | null, siteSlug: string): Promise<RegionListItem[]> {
  const { site } = await authorize(actor, siteSlug, "content");
  return regionsOf(site.id);
}

function regionsOf(siteId: SiteId): Promise<RegionListItem[]> {
  return db()
    .select({ id: schema.serviceRegions.id, slug: schema.serviceRegions.slug, name: schema.serviceRegions.name })
    .from(schema.serviceRegions)
    .where(eq(schema.serviceRegions.siteId, siteId))
    .orderBy(asc(schema.serviceRegions.name));
}

export interface CityListItem {
  id: string;
  title: string;
  slug: string;
  region: string;
  address: string;
}

export async function listCitiesForEditing(actor: Actor | null, siteSlug: string): Promise<CityListItem[]> {
  const { site } = await authorize(actor, siteSlug, "content");
  const rows = await db()
    .select({
      id: schema.serviceCities.id,
      title: schema.serviceCities.title,
      slug: schema.serviceCities.slug,
      region: schema.serviceRegions.name,
      regionSlug: schema.serviceRegions.slug,
    })
    .from(schema.serviceCities)
    .innerJoin(
      schema.serviceRegions,
      and(eq(schema.serviceRegions.siteId, schema.serviceCities.siteId), eq(schema.serviceRegions.id, schema.serviceCities.regionId)),
    )
    .where(eq(schema.serviceCities.siteId, site.id))
    .orderBy(desc(schema.serviceCities.createdAt));
  return rows.map(({ regionSlug, ...row }) => ({ ...row, address: urls.city(site, regionSlug, row.slug) }));
}

/** Where visitors see the city page: {region}/{city}. */
export async function cityAddress(site: Site, row: StoredCity): Promise<string | null> {
  const region = (await regionsOf(site.id)).find((r) => r.id === row.regionId);
  return region ? urls.city(site, region.slug, row.slug) : null;
}
