import { and, asc, eq } from "drizzle-orm";
import { cached, tags } from "@/server/cache";
import { db, schema } from "@/server/db/client";
import type { Block } from "@/blocks/schemas";
import type { SiteId } from "@/modules/sites/queries";

export interface Region {
  slug: string;
  name: string;
  cities: Array<{ slug: string; name: string; description: string }>;
}

export interface CityPage {
  region: { slug: string; name: string };
  slug: string;
  name: string;
  title: string;
  description: string;
  blocks: Block[];
}

export function listRegions(siteId: SiteId): Promise<Region[]> {
  return cached(`regions:${siteId}`, [tags.site(siteId)], async () => {
    const rows = await db()
      .select({
        regionId: schema.serviceRegions.id,
        regionSlug: schema.serviceRegions.slug,
        regionName: schema.serviceRegions.name,
        slug: schema.serviceCities.slug,
        name: schema.serviceCities.name,
        description: schema.serviceCities.description,
      })
      .from(schema.serviceRegions)
      .leftJoin(schema.serviceCities, eq(schema.serviceCities.regionId, schema.serviceRegions.id))
      .where(eq(schema.serviceRegions.siteId, siteId))
      .orderBy(asc(schema.serviceRegions.name), asc(schema.serviceCities.name));
    const regions = new Map<string, Region>();
    for (const row of rows) {
      const region = regions.get(row.regionSlug) ?? { slug: row.regionSlug, name: row.regionName, cities: [] };
      regions.set(row.regionSlug, region);
      if (row.slug && row.name) region.cities.push({ slug: row.slug, name: row.name, description: row.description ?? "" });
    }
    return [...regions.values()];
  });
}

export function getCityPage(siteId: SiteId, regionSlug: string, citySlug: string): Promise<CityPage | null> {
  return cached(`city:${siteId}:${regionSlug}:${citySlug}`, [tags.site(siteId)], async () => {
    const [row] = await db()
      .select({
        regionSlug: schema.serviceRegions.slug,
        regionName: schema.serviceRegions.name,
        slug: schema.serviceCities.slug,
        name: schema.serviceCities.name,
        title: schema.serviceCities.title,
        description: schema.serviceCities.description,
        blocks: schema.serviceCities.blocks,
      })
      .from(schema.serviceCities)
      .innerJoin(schema.serviceRegions, eq(schema.serviceRegions.id, schema.serviceCities.regionId))
      .where(and(eq(schema.serviceCities.siteId, siteId), eq(schema.serviceRegions.slug, regionSlug), eq(schema.serviceCities.slug, citySlug)))
      .limit(1);
    if (!row) return null;
    const { regionSlug: rs, regionName, ...city } = row;
    return { region: { slug: rs, name: regionName }, ...city };
  });
}

/** The addresses the site map lists: every city page, at {region}/{city}. */
export function listCityAddresses(siteId: SiteId): Promise<Array<{ slug: string; title: string; region: string; updatedAt: Date }>> {
  return db()
    .select({
      slug: schema.serviceCities.slug,
      title: schema.serviceCities.title,
      region: schema.serviceRegions.slug,
      updatedAt: schema.serviceCities.updatedAt,
    })
    .from(schema.serviceCities)
    .innerJoin(schema.serviceRegions, eq(schema.serviceRegions.id, schema.serviceCities.regionId))
    .where(eq(schema.serviceCities.siteId, siteId));
}
