/**
 * Public addresses of a site's images, served by /api/media/{site}/{file}:
 * `{assetId}.{ext}` for the original, `{assetId}-{width}.{avif|webp}` for a
 * variant, each with `?v=` and the start of the stored file's random name, so
 * an image given a new file (media/service.ts, replaceMedia) has new addresses
 * and no browser or CDN keeps the old file under its year-long caching. Pure,
 * so client components may build them too.
 */

export const VARIANT_FORMATS = ["avif", "webp"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** Width -> stored file name, per format: { webp: { "640": "ab12….webp" }, avif: {...} }. */
export type Variants = Record<string, Record<string, string>>;

/** What a URL needs to know of an asset. */
export interface MediaRef {
  id: string;
  storedName: string;
  variants: Variants;
}

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

export const extensionOf = (storedName: string) => storedName.slice(storedName.lastIndexOf(".") + 1);

/** The widths made in a format, narrowest first. */
export function variantWidthsOf(asset: MediaRef, format: VariantFormat = "webp"): number[] {
  return Object.keys(asset.variants[format] ?? {})
    .map(Number)
    .sort((a, b) => a - b);
}

/**
 * The original's URL; with a width and format, the narrowest variant at
 * least that wide (the widest when none is), so callers ask for what they
 * need without knowing what was made.
 */
export function mediaUrl(siteSlug: string, asset: MediaRef, width?: number, format: VariantFormat = "webp"): string {
  const base = `/api/media/${siteSlug}/${asset.id}`;
  const version = `?v=${asset.storedName.slice(0, 8)}`;
  const widths = variantWidthsOf(asset, format);
  if (width === undefined || !widths.length) return `${base}.${extensionOf(asset.storedName)}${version}`;
  const chosen = widths.find((w) => w >= width) ?? widths.at(-1)!;
  return `${base}-${chosen}.${format}${version}`;
}

/** Every variant of a format, for srcset: "/api/media/…-320.webp 320w, …". */
export function mediaSrcSet(siteSlug: string, asset: MediaRef, format: VariantFormat = "webp"): string {
  return variantWidthsOf(asset, format)
    .map((w) => `${mediaUrl(siteSlug, asset, w, format)} ${w}w`)
    .join(", ");
}

export type MediaFileRequest = { id: string; original: true; extension: string } | { id: string; original: false; width: string; format: VariantFormat };

/** Reads a requested file name; null for anything that is not one of ours. */
export function parseMediaFile(file: string): MediaFileRequest | null {
  const match = new RegExp(`^(${UUID})(?:-([1-9][0-9]{1,4}))?\\.([a-z0-9]{2,5})$`).exec(file);
  if (!match) return null;
  const [, id, width, extension] = match as unknown as [string, string, string | undefined, string];
  if (width === undefined) return { id, original: true, extension };
  return (VARIANT_FORMATS as readonly string[]).includes(extension) ? { id, original: false, width, format: extension as VariantFormat } : null;
}
