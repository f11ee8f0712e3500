import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { cached, tags } from "@/server/cache";
import { db, schema, type Executor } from "@/server/db/client";
import type { SiteId } from "@/modules/sites/queries";
import { isUuid } from "@/lib/ids";
import type { Variants } from "./urls";
import { usesBySite } from "./uses";

export interface MediaAsset {
  id: string;
  originalName: string;
  storedName: string;
  contentType: string;
  width: number;
  height: number;
  size: number;
  variants: Variants;
  alt: string | null;
  dominantColor: string | null;
  createdAt: Date;
}

/** An image with its alt text: the only kind content may show. */
export type UsableImage = MediaAsset & { alt: string };

const columns = {
  id: schema.mediaAssets.id,
  originalName: schema.mediaAssets.originalName,
  storedName: schema.mediaAssets.storedName,
  contentType: schema.mediaAssets.contentType,
  width: schema.mediaAssets.width,
  height: schema.mediaAssets.height,
  size: schema.mediaAssets.size,
  variants: schema.mediaAssets.variants,
  alt: schema.mediaAssets.alt,
  dominantColor: schema.mediaAssets.dominantColor,
  createdAt: schema.mediaAssets.createdAt,
};

/** The site's images, newest first; with needsAlt, only those without alt text. */
export async function listMedia(siteId: SiteId, filter: { needsAlt?: boolean } = {}): Promise<MediaAsset[]> {
  return db()
    .select(columns)
    .from(schema.mediaAssets)
    .where(and(eq(schema.mediaAssets.siteId, siteId), filter.needsAlt ? isNull(schema.mediaAssets.alt) : undefined))
    .orderBy(desc(schema.mediaAssets.createdAt))
    .limit(1000);
}

export async function countMedia(siteId: SiteId): Promise<{ all: number; needsAlt: number }> {
  const [row] = await db()
    .select({ all: count(), needsAlt: sql<number>`count(*) filter (where ${schema.mediaAssets.alt} is null)`.mapWith(Number) })
    .from(schema.mediaAssets)
    .where(eq(schema.mediaAssets.siteId, siteId));
  return row ?? { all: 0, needsAlt: 0 };
}

/** One image of the site; null for another site's id or one that is not a uuid. */
export async function getMedia(siteId: SiteId, id: string): Promise<MediaAsset | null> {
  if (!isUuid(id)) return null;
  const [row] = await db()
    .select(columns)
    .from(schema.mediaAssets)
    .where(and(eq(schema.mediaAssets.siteId, siteId), eq(schema.mediaAssets.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * For other modules (content editors, blocks): the image only when it is
 * this site's and has alt text, else null. Check it when content is saved
 * that names an image, and refuse the save on null ("Add alt text to the
 * image in the media library first"); render with <MediaImage image={...}>.
 */
export async function usableImage(siteId: SiteId, id: string): Promise<UsableImage | null> {
  const asset = await getMedia(siteId, id);
  return asset?.alt ? { ...asset, alt: asset.alt } : null;
}

/** The image behind a public URL, cached like the site's content (deletes invalidate the site's tag). */
export function servedMedia(siteId: SiteId, id: string): Promise<MediaAsset | null> {
  if (!isUuid(id)) return Promise.resolve(null);
  return cached(`media:${siteId}:${id}`, [tags.site(siteId)], () => getMedia(siteId, id));
}

/** The site's image with these bytes (SHA-256, hex), if one was stored before. */
export async function mediaByHash(siteId: SiteId, contentHash: string, executor: Executor = db()): Promise<MediaAsset | null> {
  const [row] = await executor
    .select(columns)
    .from(schema.mediaAssets)
    .where(and(eq(schema.mediaAssets.siteId, siteId), eq(schema.mediaAssets.contentHash, contentHash)))
    .limit(1);
  return row ?? null;
}

/** Where the site uses each of its images (see ./uses.ts), for the library. */
export function mediaUses(siteId: SiteId) {
  return usesBySite(db(), siteId);
}
