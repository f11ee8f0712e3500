import { and, eq, inArray } from "drizzle-orm";
import { schema, type Executor, type Transaction } from "@/server/db/client";
import { AppError } from "@/lib/errors";
import { altOf, imageRefsIn } from "@/lib/image-ref";
import type { SiteId } from "@/modules/sites/queries";

/** The piece of content that uses images: "page:{id}", and how to name and reach it in the admin. */
export interface ImageOwner {
  owner: string;
  label: string;
  href?: string;
}

/**
 * Records the images a piece of content uses, in the transaction that saves
 * it: every reference must be an image of this site (the foreign key of
 * media_uses refuses any other; the check before it only gives the owner a
 * sentence instead of a constraint's name) and must have alt text unless the
 * owner marked that use decorative.
 */
export async function recordImageUses(tx: Transaction, siteId: SiteId, owner: ImageOwner, content: unknown): Promise<void> {
  const refs = imageRefsIn(content);
  const ids = [...new Set(refs.map((ref) => ref.asset))];
  const assets = ids.length
    ? await tx
        .select({ id: schema.mediaAssets.id, alt: schema.mediaAssets.alt, name: schema.mediaAssets.originalName })
        .from(schema.mediaAssets)
        .where(and(eq(schema.mediaAssets.siteId, siteId), inArray(schema.mediaAssets.id, ids)))
    : [];
  const byId = new Map(assets.map((asset) => [asset.id, asset]));
  for (const ref of refs) {
    const asset = byId.get(ref.asset);
    if (!asset) throw new AppError("bad_input", "An image here is not in this site's media library. Choose one from the library.", { field: "image" });
    if (altOf(ref, asset.alt) === null) {
      throw new AppError("bad_input", `Describe "${asset.name}" for people who cannot see it, or mark it as decorative.`, { field: "image" });
    }
  }
  await tx.delete(schema.mediaUses).where(and(eq(schema.mediaUses.siteId, siteId), eq(schema.mediaUses.owner, owner.owner)));
  if (ids.length)
    await tx.insert(schema.mediaUses).values(ids.map((assetId) => ({ siteId, assetId, owner: owner.owner, label: owner.label, href: owner.href ?? null })));
}

/** Forgets what a deleted piece of content used. */
export async function forgetImageUses(tx: Transaction, siteId: SiteId, owner: string): Promise<void> {
  await tx.delete(schema.mediaUses).where(and(eq(schema.mediaUses.siteId, siteId), eq(schema.mediaUses.owner, owner)));
}

/** Where the site uses an image: for the library's "where is it used" list and the delete warning. */
export async function usesOf(executor: Executor, siteId: SiteId, assetId: string): Promise<Array<{ label: string; href: string | null }>> {
  return executor
    .select({ label: schema.mediaUses.label, href: schema.mediaUses.href })
    .from(schema.mediaUses)
    .where(and(eq(schema.mediaUses.siteId, siteId), eq(schema.mediaUses.assetId, assetId)))
    .orderBy(schema.mediaUses.label);
}

/** Where the site uses each of its images, by image: the library's "where is it used" lists, in one query. */
export async function usesBySite(executor: Executor, siteId: SiteId): Promise<Map<string, Array<{ label: string; href: string | null }>>> {
  const rows = await executor
    .select({ assetId: schema.mediaUses.assetId, label: schema.mediaUses.label, href: schema.mediaUses.href })
    .from(schema.mediaUses)
    .where(eq(schema.mediaUses.siteId, siteId))
    .orderBy(schema.mediaUses.label);
  const byAsset = new Map<string, Array<{ label: string; href: string | null }>>();
  for (const { assetId, ...use } of rows) byAsset.set(assetId, [...(byAsset.get(assetId) ?? []), use]);
  return byAsset;
}
