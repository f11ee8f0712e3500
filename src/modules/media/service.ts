import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { tags } from "@/server/cache/tags";
import { schema } from "@/server/db/client";
import { batch, write } from "@/server/db/write";
import { fileStorage, type FileStorage } from "@/server/storage";
import { AppError } from "@/lib/errors";
import { audited } from "@/modules/audit/service";
import { authorize, type Actor } from "@/modules/auth/access";
import { MAX_UPLOAD_BYTES, processImage, sniffImage, type ImageFormat, type ProcessedImage } from "./images";
import { getMedia, mediaByHash, type MediaAsset } from "./queries";
import { contentUsing } from "./references";
import { altSchema } from "./schema";
import { usesOf } from "./uses";
import type { SiteId } from "@/modules/sites/queries";
import type { Variants } from "./urls";

/** The media library's writes. Every one authorizes the actor for "content" on the site first. */

export const MAX_FILES_PER_UPLOAD = 5;

export interface Upload {
  name: string;
  bytes: Uint8Array;
}

const notFound = () => new AppError("not_found", "No such image in this site's library.");

/** A file name to show, never a path. */
const displayName = (name: string) =>
  name
    .split(/[\\/]/)
    .pop()!
    .replace(/[\p{Cc}]/gu, "")
    .trim()
    .slice(0, 200) || "image";

/**
 * Takes images for the site: each checked by its bytes (JPEG, PNG, WebP,
 * AVIF or GIF; at most 15 MB and 40 megapixels), turned upright, stripped of
 * metadata and resized. All or nothing: one bad file refuses the upload, and
 * files already stored are removed when anything fails before the commit.
 */
export async function uploadImages(actor: Actor | null, siteSlug: string, uploads: Upload[], storage: FileStorage = fileStorage()): Promise<MediaAsset[]> {
  const { site, actor: signedIn } = await authorize(actor, siteSlug, "content");
  const files = uploads.filter((u) => u.bytes.length > 0).map((u) => ({ ...u, name: displayName(u.name) }));
  if (!files.length) throw new AppError("bad_input", "Choose at least one image to upload.", { field: "files" });
  if (files.length > MAX_FILES_PER_UPLOAD) throw new AppError("bad_input", `Upload at most ${MAX_FILES_PER_UPLOAD} images at a time.`, { field: "files" });
  const checked = files.map((file) => {
    if (file.bytes.length > MAX_UPLOAD_BYTES)
      throw new AppError("bad_input", `"${file.name}" is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Please make it smaller.`, { field: "files" });
    const format = sniffImage(file.bytes);
    if (!format) throw new AppError("bad_input", `"${file.name}" is not a JPEG, PNG, WebP, AVIF or GIF image.`, { field: "files" });
    return { ...file, format };
  });

  const stored: string[] = [];
  try {
    const rows: Array<typeof schema.mediaAssets.$inferInsert> = [];
    const known: MediaAsset[] = [];
    for (const file of checked) {
      const contentHash = hashOf(file.bytes);
      // The same file uploaded again is the image already in the library, with its alt text.
      const existing = await mediaByHash(site.id, contentHash);
      if (existing) {
        known.push(existing);
        continue;
      }
      if (rows.some((row) => row.contentHash === contentHash)) continue;
      rows.push(await storeFiles(site.id, file, contentHash, processImage, storage, stored));
    }
    // One transaction for all the rows, with an audit line each.
    return await batch(async () => {
      const assets: MediaAsset[] = [...known];
      for (const row of rows) {
        const asset = await audited(
          signedIn,
          site,
          (created: MediaAsset) => ({
            action: "media.upload",
            entity: "media",
            entityId: created.id,
            summary: `Uploaded image "${created.originalName}" (${created.width} × ${created.height})`,
          }),
          () => write([], async (tx) => (await tx.insert(schema.mediaAssets).values(row).returning())[0]!),
        );
        assets.push(asset);
      }
      return assets;
    });
  } catch (error) {
    await Promise.all(stored.map((name) => storage.remove(name)));
    throw error;
  }
}

const hashOf = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

export type ProcessImage = (name: string, bytes: Uint8Array, format: ImageFormat) => Promise<ProcessedImage>;

/** Processes one image and puts its files in storage (their names pushed to `stored`, for the caller to remove on failure); returns the row to insert. */
async function storeFiles(
  siteId: SiteId,
  file: { name: string; bytes: Uint8Array; format: ImageFormat },
  contentHash: string,
  process: ProcessImage,
  storage: FileStorage,
  stored: string[],
) {
  const put = async (bytes: Uint8Array, extension: string) => {
    const name = await storage.put(bytes, extension);
    stored.push(name);
    return name;
  };
  const image = await process(file.name, file.bytes, file.format);
  const variants: Variants = {};
  for (const v of image.variants) (variants[v.format] ??= {})[v.width] = await put(v.bytes, v.format);
  const { width, height, contentType, bytes, extension } = image.original;
  return {
    siteId,
    originalName: file.name,
    storedName: await put(bytes, extension),
    contentType,
    width,
    height,
    size: bytes.length,
    variants,
    dominantColor: image.dominantColor,
    contentHash,
  } satisfies typeof schema.mediaAssets.$inferInsert;
}

/**
 * An image put into a site's library by the platform, not by a signed-in
 * owner (the demo deployment's pictures): through the same pipeline as an
 * upload, with its alt text, and stored once per site by its bytes. `process`
 * lets the demo reuse variants it made before (they are the same bytes).
 */
export async function importImage(
  siteId: SiteId,
  file: Upload & { alt: string },
  options: { process?: ProcessImage; storage?: FileStorage } = {},
): Promise<MediaAsset> {
  const contentHash = hashOf(file.bytes);
  // Read in the write's transaction: the demo loads every site in one, and sees its own rows only there.
  const existing = await write([], (tx) => mediaByHash(siteId, contentHash, tx));
  if (existing) return existing;
  const format = sniffImage(file.bytes);
  if (!format) throw new AppError("bad_input", `"${file.name}" is not a JPEG, PNG, WebP, AVIF or GIF image.`);
  const storage = options.storage ?? fileStorage();
  const stored: string[] = [];
  try {
    const row = await storeFiles(
      siteId,
      { name: displayName(file.name), bytes: file.bytes, format },
      contentHash,
      options.process ?? processImage,
      storage,
      stored,
    );
    return await write(
      [tags.site(siteId)],
      async (tx) =>
        (
          await tx
            .insert(schema.mediaAssets)
            .values({ ...row, alt: altSchema.parse(file.alt) })
            .returning()
        )[0]!,
    );
  } catch (error) {
    await Promise.all(stored.map((name) => storage.remove(name)));
    throw error;
  }
}

/**
 * Gives an image a new file, everywhere it is used: the asset keeps its id, so
 * every page, post and product that shows it shows the new picture on its next
 * request (the site's tag is dropped). The new file goes through the upload
 * pipeline; the old files are removed once the row points at the new ones,
 * and the new files when anything fails before. The alt text stays: the owner
 * is asked to check it. A file already in the library as another image is refused.
 */
export async function replaceMedia(
  actor: Actor | null,
  siteSlug: string,
  id: string,
  upload: Upload,
  storage: FileStorage = fileStorage(),
): Promise<MediaAsset> {
  const { site, actor: signedIn } = await authorize(actor, siteSlug, "content");
  const asset = await getMedia(site.id, id);
  if (!asset) throw notFound();
  const file = { ...upload, name: displayName(upload.name) };
  if (!file.bytes.length) throw new AppError("bad_input", "Choose the new file for this image.", { field: "file" });
  if (file.bytes.length > MAX_UPLOAD_BYTES)
    throw new AppError("bad_input", `"${file.name}" is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Please make it smaller.`, { field: "file" });
  const format = sniffImage(file.bytes);
  if (!format) throw new AppError("bad_input", `"${file.name}" is not a JPEG, PNG, WebP, AVIF or GIF image.`, { field: "file" });
  const contentHash = hashOf(file.bytes);
  const same = await mediaByHash(site.id, contentHash);
  if (same) {
    if (same.id === id) return asset;
    throw new AppError(
      "conflict",
      `This file is already in the library as "${same.originalName}". Choose that image where you want it, or pick another file.`,
      { field: "file" },
    );
  }
  const stored: string[] = [];
  try {
    const row = await storeFiles(site.id, { ...file, format }, contentHash, processImage, storage, stored);
    const { siteId: _site, ...fresh } = row;
    const updated = await audited(
      signedIn,
      site,
      {
        action: "media.replace",
        entity: "media",
        entityId: id,
        summary: `Replaced the file of image "${asset.originalName}" with "${file.name}" (${row.width} × ${row.height})`,
      },
      () =>
        write([tags.site(site.id)], async (tx) => {
          const [changed] = await tx
            .update(schema.mediaAssets)
            .set(fresh)
            .where(and(eq(schema.mediaAssets.siteId, site.id), eq(schema.mediaAssets.id, id)))
            .returning();
          if (!changed) throw notFound();
          return changed;
        }),
    );
    const old = [asset.storedName, ...Object.values(asset.variants).flatMap((byWidth) => Object.values(byWidth))];
    await Promise.all(old.map((name) => storage.remove(name)));
    return updated;
  } catch (error) {
    await Promise.all(stored.map((name) => storage.remove(name)));
    throw error;
  }
}

/** Sets an image's alt text, which public pages show with it. */
export async function setAlt(actor: Actor | null, siteSlug: string, id: string, alt: string): Promise<void> {
  const { site, actor: signedIn } = await authorize(actor, siteSlug, "content");
  const asset = await getMedia(site.id, id);
  if (!asset) throw notFound();
  const parsed = altSchema.safeParse(alt);
  if (!parsed.success) throw new AppError("bad_input", parsed.error.issues[0]!.message, { field: "alt" });
  await audited(
    signedIn,
    site,
    { action: "media.alt", entity: "media", entityId: id, summary: `Described image "${asset.originalName}": ${parsed.data}` },
    () =>
      write([tags.site(site.id)], (tx) =>
        tx
          .update(schema.mediaAssets)
          .set({ alt: parsed.data })
          .where(and(eq(schema.mediaAssets.siteId, site.id), eq(schema.mediaAssets.id, id))),
      ),
  );
}

/**
 * Deletes an image and its files, unless the site's content still shows it
 * (then the message says where). The files go only once the row is gone, so
 * a failed delete never leaves a row without its files.
 */
export async function deleteMedia(actor: Actor | null, siteSlug: string, id: string, storage: FileStorage = fileStorage()): Promise<void> {
  const { site, actor: signedIn } = await authorize(actor, siteSlug, "content");
  const asset = await getMedia(site.id, id);
  if (!asset) throw notFound();
  const removed = await audited(
    signedIn,
    site,
    { action: "media.delete", entity: "media", entityId: id, summary: `Deleted image "${asset.originalName}"` },
    () =>
      write([tags.site(site.id)], async (tx) => {
        const usedBy = [...new Set([...(await usesOf(tx, site.id, id)).map((use) => use.label), ...(await contentUsing(tx, site.id, id))])];
        if (usedBy.length) throw new AppError("conflict", `"${asset.originalName}" is still used on ${usedBy.join(", ")}. Remove it there first.`);
        const [row] = await tx
          .delete(schema.mediaAssets)
          .where(and(eq(schema.mediaAssets.siteId, site.id), eq(schema.mediaAssets.id, id)))
          .returning({ storedName: schema.mediaAssets.storedName, variants: schema.mediaAssets.variants });
        if (!row) throw notFound();
        return row;
      }),
  );
  const names = [removed.storedName, ...Object.values(removed.variants).flatMap((byWidth) => Object.values(byWidth))];
  await Promise.all(names.map((name) => storage.remove(name)));
}
