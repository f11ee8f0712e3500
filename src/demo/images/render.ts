import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { DemoImage } from "./types";

const imagesDir = path.resolve(import.meta.dirname);

/**
 * The bytes of one demo image as an owner would upload them: a committed
 * photograph as it is, or a drawing rendered by sharp to PNG.
 */
export async function demoImageBytes(image: DemoImage): Promise<{ bytes: Buffer; contentType: string }> {
  if ("file" in image.source) {
    return { bytes: await readFile(path.join(imagesDir, image.source.file)), contentType: "image/jpeg" };
  }
  const { svg, width, height } = image.source;
  const bytes = await sharp(Buffer.from(svg()), { density: 72 }).resize(width, height).png({ compressionLevel: 6 }).toBuffer();
  return { bytes, contentType: "image/png" };
}
