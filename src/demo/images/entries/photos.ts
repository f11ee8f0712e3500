import { DEMO_PHOTOS, photoFile } from "../photos";
import type { DemoImage } from "../types";

/** The photographs, with the credit their Debian package gives them. */
export const PHOTO_IMAGES: Record<string, DemoImage> = Object.fromEntries(
  DEMO_PHOTOS.map((photo) => [
    photo.key,
    {
      source: { file: photoFile(photo.key) },
      alt: photo.alt,
      credit: { author: photo.author, licence: photo.licence, source: `Debian package ${photo.pkg} (${photo.path})` },
      ...(photo.focal ? { focal: photo.focal } : {}),
    },
  ]),
);
