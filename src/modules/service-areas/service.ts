import "server-only";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { blockListSchema } from "@/blocks/schemas";
import { tags } from "@/server/cache/tags";
import { schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import { blocksToText } from "@/blocks/text";
import { and, eq } from "drizzle-orm";
import { indexDocument } from "@/modules/search/service";
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

export async function saveRegion(siteId: SiteId, input: z.input<typeof regionInputSchema>): Promise<string> {
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

export async function saveCity(siteId: SiteId, regionId: string, input: z.input<typeof cityInputSchema>): Promise<void> {
  const city = cityInputSchema.parse(input);
  await write([tags.site(siteId)], async (tx) => {
    const [row] = await tx
      .insert(schema.serviceCities)
      .values({ siteId, regionId, ...city })
      .onConflictDoUpdate({ target: [schema.serviceCities.siteId, schema.serviceCities.regionId, schema.serviceCities.slug], set: { ...city, updatedAt: sql`now()` } })
      .returning({ id: schema.serviceCities.id });
    const [region] = await tx
      .select({ slug: schema.serviceRegions.slug })
      .from(schema.serviceRegions)
      .where(and(eq(schema.serviceRegions.siteId, siteId), eq(schema.serviceRegions.id, regionId)));
    if (!region) throw new Error("region not found on this site");
    await indexDocument(tx, siteId, { sourceId: row!.id, kind: "city", path: `${region.slug}/${city.slug}`, title: city.title, body: `${city.description} ${blocksToText(city.blocks)}`, visibleFrom: new Date(0) });
  });
}
