import sharp, { type SharpOptions } from "sharp";
import { AppError } from "@/lib/errors";
import { sniffFile } from "@/lib/sniff";
import { VARIANT_FORMATS, type VariantFormat } from "./urls";

/**
 * What an upload becomes: the original, turned upright by its EXIF
 * orientation and re-encoded without its metadata (camera, GPS), and resized
 * copies in AVIF and WebP. Nothing is ever enlarged.
 */

export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
export const MAX_PIXELS = 40_000_000;
export const VARIANT_WIDTHS: readonly number[] = [320, 640, 1024, 1600];

export type ImageFormat = "jpeg" | "png" | "webp" | "avif" | "gif";
const TYPES: Record<ImageFormat, { contentType: string; extension: string }> = {
  jpeg: { contentType: "image/jpeg", extension: "jpg" },
  png: { contentType: "image/png", extension: "png" },
  webp: { contentType: "image/webp", extension: "webp" },
  avif: { contentType: "image/avif", extension: "avif" },
  gif: { contentType: "image/gif", extension: "gif" },
};

export const ACCEPTED_TYPES = Object.values(TYPES).map((t) => t.contentType);

/** The image format of the bytes, read from their signature; null for anything we do not take (HEIC included). */
export function sniffImage(bytes: Uint8Array): ImageFormat | null {
  if (isAvif(bytes)) return "avif";
  const sniffed = sniffFile(bytes);
  const byType = Object.entries(TYPES).find(([, t]) => t.contentType === sniffed?.contentType);
  return byType ? (byType[0] as ImageFormat) : null;
}

/** An ISO-BMFF file whose ftyp box names AVIF as its major or a compatible brand. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || String.fromCharCode(...bytes.subarray(4, 8)) !== "ftyp") return false;
  const boxSize = Math.min(new DataView(bytes.buffer, bytes.byteOffset).getUint32(0), bytes.length, 256);
  for (let at = 8; at + 4 <= boxSize; at += 4) {
    if (at === 12) continue; // the minor version, not a brand
    const brand = String.fromCharCode(...bytes.subarray(at, at + 4));
    if (brand === "avif" || brand === "avis") return true;
  }
  return false;
}

/** The widths to make for an image this wide: the standard ones below it, and its own width up to the largest. */
export function variantWidths(width: number): number[] {
  const below = VARIANT_WIDTHS.filter((w) => w < width);
  const top = Math.min(width, VARIANT_WIDTHS.at(-1)!);
  return below.includes(top) ? below : [...below, top];
}

export interface ProcessedImage {
  original: { bytes: Buffer; contentType: string; extension: string; width: number; height: number };
  variants: Array<{ format: VariantFormat; width: number; bytes: Buffer }>;
  /**
   * The most common colour, "#rrggbb": the placeholder while the image loads.
   * Null for an image with see-through pixels (a logo): the colour would stay
   * painted behind them once it had loaded, a black box behind a dark logo.
   */
  dominantColor: string | null;
}

const INPUT: SharpOptions = { limitInputPixels: MAX_PIXELS, autoOrient: true, failOn: "error" };
/**
 * AVIF at effort 2, not libaom's default 4: on two cores effort 4 takes some
 * five seconds per uploaded photograph for files 3-10% smaller; effort 2
 * takes under one. The demo's first start passes 0 (a tenth of that again,
 * files some 5% larger than effort 4's) for its two hundred pictures.
 */
export const AVIF_EFFORT = 2;
const QUALITY: Record<ImageFormat, object> = { jpeg: { quality: 85 }, png: {}, webp: { quality: 85 }, avif: { quality: 60, effort: AVIF_EFFORT }, gif: {} };
const variantOptions = (format: VariantFormat, avifEffort: number) => (format === "avif" ? { quality: 50, effort: avifEffort } : { quality: 75 });

/**
 * Re-encodes and resizes an upload whose bytes were sniffed as `format`.
 * A file sharp cannot read, or one over the pixel limit, is bad input named
 * after the file. Animated GIFs keep their first frame.
 */
export async function processImage(name: string, bytes: Uint8Array, format: ImageFormat, options: { avifEffort?: number } = {}): Promise<ProcessedImage> {
  const avifEffort = options.avifEffort ?? AVIF_EFFORT;
  try {
    // The header alone, without the pixel limit, so an oversized image gets its own message.
    const { width = 0, height = 0, autoOrient } = await sharp(bytes, { ...INPUT, limitInputPixels: false }).metadata();
    if (width * height > MAX_PIXELS) {
      throw new AppError(
        "bad_input",
        `"${name}" is ${width} × ${height} pixels; the most we take is ${MAX_PIXELS / 1_000_000} megapixels. Please make it smaller.`,
        { field: "files" },
      );
    }
    const original = await sharp(bytes, INPUT).toFormat(format, QUALITY[format]).toBuffer({ resolveWithObject: true });
    // Decoded and shrunk once to the largest variant; every variant is made from these pixels.
    const largest = await sharp(bytes, INPUT)
      .resize({ width: Math.min(autoOrient.width, VARIANT_WIDTHS.at(-1)!), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: largest.info.width, height: largest.info.height, channels: largest.info.channels } };
    const variants: ProcessedImage["variants"] = [];
    for (const w of variantWidths(original.info.width)) {
      for (const f of VARIANT_FORMATS) {
        variants.push({
          format: f,
          width: w,
          bytes: await sharp(largest.data, raw).resize({ width: w }).toFormat(f, variantOptions(f, avifEffort)).toBuffer(),
        });
      }
    }
    const { dominant, isOpaque } = await sharp(largest.data, raw).stats();
    return {
      original: { bytes: original.data, ...TYPES[format], width: original.info.width, height: original.info.height },
      variants,
      dominantColor: isOpaque ? hexColor(dominant) : null,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("bad_input", `"${name}" could not be read as an image. It may be damaged; try saving it again as JPEG or PNG.`, {
      field: "files",
      cause: error,
    });
  }
}

const hexColor = ({ r, g, b }: { r: number; g: number; b: number }) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
