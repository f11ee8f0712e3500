import { asc, eq } from "drizzle-orm";
import { cached, tags } from "@/server/cache";
import { db, schema } from "@/server/db/client";
import type { SiteId } from "@/modules/sites/queries";

export type Product = Pick<typeof schema.products.$inferSelect, "id" | "slug" | "name" | "description" | "priceCents" | "stock" | "illustration" | "images">;

export function listProducts(siteId: SiteId): Promise<Product[]> {
  return cached(`products:${siteId}`, [tags.site(siteId)], () =>
    db()
      .select({
        id: schema.products.id,
        slug: schema.products.slug,
        name: schema.products.name,
        description: schema.products.description,
        priceCents: schema.products.priceCents,
        stock: schema.products.stock,
        illustration: schema.products.illustration,
        images: schema.products.images,
      })
      .from(schema.products)
      .where(eq(schema.products.siteId, siteId))
      .orderBy(asc(schema.products.position), asc(schema.products.name)),
  );
}
