import sharp from "sharp";
import type { ImageRef } from "@/lib/image-ref";
import { fileStorage, type FileStorage } from "@/server/storage";
import type { SiteId } from "@/modules/sites/queries";
import { servedMedia, type MediaAsset } from "./queries";
import { variantWidthsOf } from "./urls";

/**
 * A site's picture cut to a fixed frame around its focal point, as a JPEG:
 * what a shared link shows (1200 x 630), where the receiving service crops
 * nothing and reads no AVIF. Drawn from the narrowest stored WebP at least
 * as wide as the frame (the original when none is), so a 40-megapixel upload
 * is not decoded for it. A few are kept in memory (keep: false for an
 * editor's preview): link previews are fetched in bursts when a page is
 * shared, and each costs a decode and an encode.
 */
export async function coverJpeg(
  siteId: SiteId,
  ref: Pick<ImageRef, "asset" | "focal">,
  frame: { width: number; height: number },
  { keep = true, storage = fileStorage() }: { keep?: boolean; storage?: FileStorage } = {},
): Promise<Buffer | null> {
  const asset = await servedMedia(siteId, ref.asset);
  if (!asset) return null;
  const focal = ref.focal ?? { x: 0.5, y: 0.5 };
  const key = `${asset.id}:${asset.storedName}:${focal.x},${focal.y}:${frame.width}x${frame.height}`;
  const found = kept.get(key);
  if (found) return found;
  const image = sharp(await storage.get(sourceFile(asset, frame.width)));
  const { width, height } = await image.metadata();
  const region = cropAround(width!, height!, frame.width / frame.height, focal);
  const jpeg = await image
    .extract(region)
    .resize(frame.width, frame.height)
    .flatten({ background: asset.dominantColor ?? "#ffffff" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  if (!keep) return jpeg;
  if (kept.size >= 32) kept.delete(kept.keys().next().value!);
  kept.set(key, jpeg);
  return jpeg;
}

const kept = new Map<string, Buffer>();

/** The stored file to cut from: the narrowest WebP at least `width` wide, else the original. */
function sourceFile(asset: MediaAsset, width: number): string {
  const wide = variantWidthsOf(asset).find((w) => w >= width);
  return wide ? asset.variants.webp![String(wide)]! : asset.storedName;
}

/**
 * The largest region of the picture with the frame's shape whose centre is as
 * near the focal point as the picture's edges allow.
 */
export function cropAround(width: number, height: number, ratio: number, focal: { x: number; y: number }) {
  const cropWidth = Math.min(width, Math.round(height * ratio));
  const cropHeight = Math.min(height, Math.round(cropWidth / ratio));
  const clamp = (centre: number, size: number, total: number) => Math.min(total - size, Math.max(0, Math.round(centre - size / 2)));
  return { left: clamp(focal.x * width, cropWidth, width), top: clamp(focal.y * height, cropHeight, height), width: cropWidth, height: cropHeight };
}
