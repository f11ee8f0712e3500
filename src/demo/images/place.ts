import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { processImage, sniffImage, type ImageFormat, type ProcessedImage } from "@/modules/media/images";
import type { SeedImages } from "@/modules/templates/load";
import { picturesFrom, type TemplatePictureFiles } from "@/modules/templates/pictures";
import { DEMO_IMAGES } from "./catalogue";
import { demoImageBytes } from "./render";
import type { DemoImage } from "./types";

/**
 * The demo's pictures go into each site's media library through the upload
 * pipeline (sniffed, re-encoded, AVIF and WebP variants, dominant colour),
 * at AVIF effort 0: two hundred pictures at the uploads' effort would add
 * minutes to a first start on two cores. What the pipeline made is kept in a
 * folder by the hash of the input bytes and reused on the next start and by
 * every test that loads the demo (the same bytes make the same files);
 * DEMO_IMAGE_CACHE names the folder, "off" turns it off.
 */
// v2: no placeholder colour for pictures with see-through pixels (media/images.ts).
const PIPELINE = "v2-effort0";
const DEMO_AVIF_EFFORT = 0;

function cacheDir(): string | null {
  const configured = process.env.DEMO_IMAGE_CACHE;
  if (configured === "off") return null;
  return configured || path.join(process.cwd(), ".cache", "demo-images");
}

interface CachedMeta {
  original: Omit<ProcessedImage["original"], "bytes">;
  variants: Array<{ format: ProcessedImage["variants"][number]["format"]; width: number }>;
  dominantColor: string | null;
}

async function cachedProcess(name: string, bytes: Uint8Array, format: ImageFormat): Promise<ProcessedImage> {
  const dir = cacheDir();
  if (!dir) return processImage(name, bytes, format, { avifEffort: DEMO_AVIF_EFFORT });
  const hash = createHash("sha256").update(PIPELINE).update(bytes).digest("hex");
  const file = (suffix: string) => path.join(dir, `${hash}-${suffix}`);
  try {
    const meta = JSON.parse(await readFile(file("meta.json"), "utf8")) as CachedMeta;
    return {
      original: { ...meta.original, bytes: await readFile(file(`original.${meta.original.extension}`)) },
      variants: await Promise.all(meta.variants.map(async (v) => ({ ...v, bytes: await readFile(file(`${v.width}.${v.format}`)) }))),
      dominantColor: meta.dominantColor,
    };
  } catch {
    // Not made yet (or half written by a start that stopped): make it.
  }
  const made = await processImage(name, bytes, format, { avifEffort: DEMO_AVIF_EFFORT });
  await mkdir(dir, { recursive: true });
  await writeFile(file(`original.${made.original.extension}`), made.original.bytes);
  for (const v of made.variants) await writeFile(file(`${v.width}.${v.format}`), v.bytes);
  const { bytes: _bytes, ...original } = made.original;
  const meta: CachedMeta = { original, variants: made.variants.map(({ format: f, width }) => ({ format: f, width })), dominantColor: made.dominantColor };
  // The meta file last, by rename: its presence means every file it names is whole.
  await writeFile(file("meta.json.tmp"), JSON.stringify(meta));
  await rename(file("meta.json.tmp"), file("meta.json"));
  return made;
}

/** A drawn picture's PNG, kept by the hash of its SVG: rendering the 180 drawings again costs a first start some 20 s. */
async function cachedBytes(image: DemoImage): Promise<{ bytes: Uint8Array; contentType: string }> {
  const dir = cacheDir();
  if (!dir || "file" in image.source) return demoImageBytes(image);
  const { svg, width, height } = image.source;
  const file = path.join(dir, `drawn-${createHash("sha256").update(`${width}x${height}`).update(svg()).digest("hex")}.png`);
  try {
    return { bytes: await readFile(file), contentType: "image/png" };
  } catch {
    const made = await demoImageBytes(image);
    await mkdir(dir, { recursive: true });
    await writeFile(`${file}.tmp`, made.bytes);
    await rename(`${file}.tmp`, file);
    return made;
  }
}

/** A catalogue picture's file, alt text and focal point, and the cached pipeline: what the demo and a new site from a template put into a media library. */
export function demoPictureFiles(): TemplatePictureFiles {
  return async (key) => {
    const image = DEMO_IMAGES[key];
    if (!image) throw new Error(`No demo image "${key}" in src/demo/images/catalogue.ts`);
    const { bytes, contentType } = await cachedBytes(image);
    return {
      name: `${key.split("/").at(-1)}.${contentType === "image/png" ? "png" : "jpg"}`,
      bytes,
      alt: image.alt,
      ...(image.focal && { focal: image.focal }),
      process: cachedProcess,
    };
  };
}

/** The demo's resolver of seedImage() keys: each picture imported once per site, with the catalogue's alt text and focal point. */
export function demoImages(): SeedImages {
  return picturesFrom(demoPictureFiles());
}

/** Makes (or finds) the pipeline's output for one picture's bytes in the cache, without a database: for scripts that prepare a first start. */
export async function warmDemoImage(name: string, image: DemoImage): Promise<void> {
  const { bytes } = await cachedBytes(image);
  const format = sniffImage(bytes);
  if (format) await cachedProcess(name, bytes, format);
}
