import { recordImageUses } from "@/modules/media/uses";
import { and, eq, sql } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import { tags } from "@/server/cache/tags";
import { schema, type Transaction } from "@/server/db/client";
import type { PaymentLine } from "@/modules/payments/quote";
import { write } from "@/server/db/write";
import type { SiteId } from "@/modules/sites/queries";
import { productSchema, type ProductInput } from "./schema";

export async function saveProduct(siteId: SiteId, input: ProductInput, position = 0): Promise<string> {
  const product = productSchema.parse(input);
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await tx
      .insert(schema.products)
      .values({ siteId, ...product, position })
      .onConflictDoUpdate({ target: [schema.products.siteId, schema.products.slug], set: { ...product, position, updatedAt: sql`now()` } })
      .returning({ id: schema.products.id });
    await recordImageUses(tx, siteId, { owner: `product:${row!.id}`, label: `product "${product.name}"` }, product.images);
    return row!.id;
  });
}

/**
 * Takes stock for a checkout, in its transaction: each line decrements only
 * if enough is left (and a CHECK keeps stock at zero or more), so two buyers
 * of the last piece cannot both have it. Lines are taken in id order, so two
 * carts never wait on each other in a circle.
 */
export async function takeStock(tx: Transaction, siteId: SiteId, lines: readonly PaymentLine[]): Promise<boolean> {
  for (const line of [...lines].filter((l) => l.productId).sort((a, b) => a.productId!.localeCompare(b.productId!))) {
    const taken = await tx
      .update(schema.products)
      .set({ stock: sql`${schema.products.stock} - ${line.quantity}`, updatedAt: sql`now()` })
      .where(and(eq(schema.products.siteId, siteId), eq(schema.products.id, line.productId!), sql`${schema.products.stock} >= ${line.quantity}`))
      .returning({ id: schema.products.id });
    if (!taken.length) return false;
  }
  return true;
}

/** As takeStock, for a visitor's checkout: says which item ran out. */
export async function reserveStock(tx: Transaction, siteId: SiteId, lines: readonly PaymentLine[]): Promise<void> {
  if (await takeStock(tx, siteId, lines)) return;
  throw new AppError("conflict", "Part of your order has just sold out, so nothing was charged. Please check the quantities and try again.");
}

/** A checkout that did not complete gives its stock back. */
export async function returnStock(tx: Transaction, siteId: SiteId, lines: readonly PaymentLine[]): Promise<void> {
  for (const line of lines.filter((l) => l.productId)) {
    await tx
      .update(schema.products)
      .set({ stock: sql`${schema.products.stock} + ${line.quantity}`, updatedAt: sql`now()` })
      .where(and(eq(schema.products.siteId, siteId), eq(schema.products.id, line.productId!)));
  }
}
