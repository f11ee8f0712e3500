import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { blockListSchema } from "@/blocks/schemas";
import { tags } from "@/server/cache/tags";
import { schema, type Transaction } from "@/server/db/client";
import { write } from "@/server/db/write";
import { blocksToText } from "@/blocks/text";
import { AppError, uniqueAsConflict } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import { indexDocument, unindexDocument } from "@/modules/search/service";
import type { SiteId } from "@/modules/sites/queries";

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export const regionInputSchema = z.object({
  slug: slug,
  name: z.string().trim().min(1).max(120),
});
export const cityInputSchema = z.object({
  slug,
  name: z.string().trim().min(1).max(120),
  title: z.string().trim().min(1).max(160),
  description: z.string().trim().min(1).max(300),
  blocks: blockListSchema,
});
export type RegionInput = z.input<typeof regionInputSchema>;
export type CityInput = z.input<typeof cityInputSchema>;
export type StoredRegion = typeof schema.serviceRegions.$inferSelect;
export type StoredCity = typeof schema.serviceCities.$inferSelect;

export async function saveRegion(siteId: SiteId, input: RegionInput): Promise<string> {
  const region = regionInputSchema.parse(input);
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await tx
      .insert(schema.serviceRegions)
      .values({ siteId, ...region })
      .onConflictDoUpdate({ target: [schema.serviceRegions.siteId, schema.serviceRegions.slug], set: { name: region.name } })
      .returning({ id: schema.serviceRegions.id });
    return row!.id;
  });
}

export async function saveCity(siteId: SiteId, regionId: string, input: CityInput): Promise<void> {
  const city = cityInputSchema.parse(input);
  await write([tags.site(siteId)], async (tx) => {
    const [row] = await tx
      .insert(schema.serviceCities)
      .values({ siteId, regionId, ...city })
      .onConflictDoUpdate({
        target: [schema.serviceCities.siteId, schema.serviceCities.regionId, schema.serviceCities.slug],
        set: { ...city, updatedAt: sql`now()` },
      })
      .returning();
    await indexCity(tx, row!);
  });
}

/** A new region; also puts a deleted one back with its id. */
export async function insertRegion(siteId: SiteId, input: RegionInput, id?: string): Promise<StoredRegion> {
  const region = regionInputSchema.parse(input);
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await sameSlugIsConflict(
      tx
        .insert(schema.serviceRegions)
        .values({ siteId, ...(id && { id }), ...region })
        .returning(),
    );
    return row!;
  });
}

/** Changes a region by id; a new slug moves its cities in search to their new addresses. */
export async function updateRegion(siteId: SiteId, regionId: string, input: RegionInput): Promise<StoredRegion> {
  const region = regionInputSchema.parse(input);
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await sameSlugIsConflict(
      tx
        .update(schema.serviceRegions)
        .set(region)
        .where(and(eq(schema.serviceRegions.siteId, siteId), eq(schema.serviceRegions.id, regionId)))
        .returning(),
    );
    if (!row) throw new AppError("not_found", "No such region.");
    const cities = await tx
      .select()
      .from(schema.serviceCities)
      .where(and(eq(schema.serviceCities.siteId, siteId), eq(schema.serviceCities.regionId, regionId)));
    for (const city of cities) await indexCity(tx, city);
    return row;
  });
}

/** Deletes a region without cities (the database would take its cities with it, and the trash keeps only the region). */
export async function deleteRegion(siteId: SiteId, regionId: string): Promise<StoredRegion> {
  return write([tags.site(siteId)], async (tx) => {
    const cities = await tx
      .select({ id: schema.serviceCities.id })
      .from(schema.serviceCities)
      .where(and(eq(schema.serviceCities.siteId, siteId), eq(schema.serviceCities.regionId, regionId)));
    if (cities.length)
      throw new AppError(
        "conflict",
        `This region still has ${cities.length === 1 ? "a city" : `${cities.length} cities`}; delete ${cities.length === 1 ? "it" : "them"} first.`,
      );
    const [row] = await tx
      .delete(schema.serviceRegions)
      .where(and(eq(schema.serviceRegions.siteId, siteId), eq(schema.serviceRegions.id, regionId)))
      .returning();
    if (!row) throw new AppError("not_found", "No such region.");
    return row;
  });
}

/** A city and the region it belongs to: one of this site's. */
export type CityRecordInput = CityInput & { regionId: string };

/** A new city page; also puts a deleted one back with its id. */
export async function insertCity(siteId: SiteId, input: CityRecordInput, id?: string): Promise<StoredCity> {
  const city = cityInputSchema.parse(input);
  return write([tags.site(siteId)], async (tx) => {
    const regionId = await regionOfSite(tx, siteId, input.regionId);
    const [row] = await sameSlugIsConflict(
      tx
        .insert(schema.serviceCities)
        .values({ siteId, regionId, ...(id && { id }), ...city })
        .returning(),
    );
    await indexCity(tx, row!);
    return row!;
  });
}

/** Changes a city page by id, its region too. */
export async function updateCity(siteId: SiteId, cityId: string, input: CityRecordInput): Promise<StoredCity> {
  const city = cityInputSchema.parse(input);
  return write([tags.site(siteId)], async (tx) => {
    const regionId = await regionOfSite(tx, siteId, input.regionId);
    const [row] = await sameSlugIsConflict(
      tx
        .update(schema.serviceCities)
        .set({ ...city, regionId, updatedAt: sql`now()` })
        .where(and(eq(schema.serviceCities.siteId, siteId), eq(schema.serviceCities.id, cityId)))
        .returning(),
    );
    if (!row) throw new AppError("not_found", "No such city.");
    await indexCity(tx, row);
    return row;
  });
}

export async function deleteCity(siteId: SiteId, cityId: string): Promise<StoredCity> {
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await tx
      .delete(schema.serviceCities)
      .where(and(eq(schema.serviceCities.siteId, siteId), eq(schema.serviceCities.id, cityId)))
      .returning();
    if (!row) throw new AppError("not_found", "No such city.");
    await unindexDocument(tx, siteId, row.id);
    return row;
  });
}

async function regionOfSite(tx: Transaction, siteId: SiteId, regionId: unknown): Promise<string> {
  const missing = new AppError("bad_input", "Choose one of the site's regions.", { field: "regionId" });
  if (!isUuid(regionId)) throw missing;
  const [region] = await tx
    .select({ id: schema.serviceRegions.id })
    .from(schema.serviceRegions)
    .where(and(eq(schema.serviceRegions.siteId, siteId), eq(schema.serviceRegions.id, regionId)));
  if (!region) throw missing;
  return region.id;
}

async function indexCity(tx: Transaction, row: StoredCity): Promise<void> {
  const siteId = row.siteId as SiteId;
  const [region] = await tx
    .select({ slug: schema.serviceRegions.slug })
    .from(schema.serviceRegions)
    .where(and(eq(schema.serviceRegions.siteId, siteId), eq(schema.serviceRegions.id, row.regionId)));
  if (!region) throw new Error("region not found on this site");
  await indexDocument(tx, siteId, {
    sourceId: row.id,
    kind: "city",
    path: `${region.slug}/${row.slug}`,
    title: row.title,
    body: `${row.description} ${blocksToText(row.blocks)}`,
    visibleFrom: new Date(0),
  });
}

const sameSlugIsConflict = <T>(query: PromiseLike<T>) =>
  uniqueAsConflict(query, {
    regions_site_slug: ["slug", "Another region already has this slug."],
    cities_site_region_slug: ["slug", "Another city of this region already has this slug."],
  });
