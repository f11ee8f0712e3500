import { logger } from "@/server/log";
import { fileStorage, isMissing, StorageUnavailable, type FileStorage } from "@/server/storage";
import { getSiteBySlug } from "@/modules/sites/queries";
import { servedMedia } from "./queries";
import { extensionOf, parseMediaFile } from "./urls";

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * The public answer for /api/media/{site}/{file}. Files never change under
 * a name (a new upload is a new asset), so browsers and CDNs may keep them
 * for a year; the stored name is the ETag. An unknown site, a suspended one,
 * another site's asset id or a variant that was never made: 404.
 */
export async function mediaResponse(siteSlug: string, file: string, request: Request, storage: FileStorage = fileStorage()): Promise<Response> {
  const wanted = parseMediaFile(file);
  const site = wanted && (await getSiteBySlug(siteSlug));
  if (!wanted || !site || site.status !== "active") return notFound();
  const asset = await servedMedia(site.id, wanted.id);
  if (!asset) return notFound();

  const name = wanted.original
    ? extensionOf(asset.storedName) === wanted.extension
      ? asset.storedName
      : undefined
    : asset.variants[wanted.format]?.[wanted.width];
  if (!name) return notFound();

  const etag = `"${name.slice(0, name.indexOf("."))}"`;
  const headers = { "Cache-Control": "public, max-age=31536000, immutable", ETag: etag, "X-Content-Type-Options": "nosniff" };
  if (
    request.headers
      .get("if-none-match")
      ?.split(/\s*,\s*/)
      .includes(etag)
  )
    return new Response(null, { status: 304, headers });
  const contentType = wanted.original ? asset.contentType : `image/${wanted.format}`;
  if (storage.signedUrl) {
    // The store answers with the same immutable caching; the redirect is kept a minute, well inside the signature's life (5 minutes or more).
    const location = await storage.signedUrl(name, contentType);
    return new Response(null, { status: 302, headers: { Location: location, "Cache-Control": "private, max-age=60", "X-Content-Type-Options": "nosniff" } });
  }
  let bytes: Buffer;
  try {
    bytes = await storage.get(name);
  } catch (error) {
    // The row outlived its file only if the files were removed by hand; answer as for a deleted image.
    if (isMissing(error)) return notFound();
    if (!(error instanceof StorageUnavailable)) throw error;
    logger.warn({ err: error, site: siteSlug, file }, "media storage did not answer in time");
    return new Response("The image store is slow to answer; try again shortly.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "5" },
    });
  }
  return new Response(new Uint8Array(bytes), { headers: { ...headers, "Content-Type": contentType, "Content-Length": String(bytes.length) } });
}
