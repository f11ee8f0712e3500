import { sql } from "drizzle-orm";
import { schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import { importImage, type ProcessImage } from "@/modules/media/service";
import type { MediaAsset } from "@/modules/media/queries";
import type { SiteId } from "@/modules/sites/queries";
import type { SeedImages } from "./load";

/** A showroom picture's file by its catalogue key, with its alt text and where its subject sits. */
export interface TemplatePicture {
  name: string;
  bytes: Uint8Array;
  alt: string;
  focal?: { x: number; y: number };
  /** The upload pipeline to put it through (the demo's keeps what it made, by the bytes' hash). */
  process?: ProcessImage;
}
export type TemplatePictureFiles = (key: string) => Promise<TemplatePicture>;

/**
 * The showroom's pictures for a new site made from a template come from the demo deployment's
 * catalogue (src/demo/images/place.ts), which the modules cannot import: the process's entry
 * point lends its files through this hook, on globalThis because the server's code and Next's
 * bundle each load their own copy of this module (as lib/links.ts does). Only files are lent:
 * the pictures are written by the caller's own copy, inside its transaction. Without the hook (a
 * script, a test that sets none), a new site simply has no pictures yet.
 */
const TEMPLATE_PICTURES = Symbol.for("mainstreet.templatePictures");
type Holder = { [TEMPLATE_PICTURES]?: TemplatePictureFiles };

export function setTemplatePictures(files: TemplatePictureFiles | undefined): void {
  (globalThis as Holder)[TEMPLATE_PICTURES] = files;
}

/** The files the process lent, if any. */
export function lentPictures(): TemplatePictureFiles | undefined {
  return (globalThis as Holder)[TEMPLATE_PICTURES];
}

/** Puts each picture into the site's media library through the upload pipeline, each key once per site; `then` follows each new one. */
export function picturesFrom(files: TemplatePictureFiles, then?: (siteId: SiteId, asset: MediaAsset) => Promise<void>): SeedImages {
  const placed = new Map<string, Promise<{ id: string; focal?: { x: number; y: number } }>>();
  return (siteId, key) => {
    const memo = `${siteId} ${key}`;
    let found = placed.get(memo);
    if (!found) {
      found = (async () => {
        const { name, bytes, alt, focal, process } = await files(key);
        const asset = await importImage(siteId, { name, bytes, alt }, process ? { process } : {});
        await then?.(siteId, asset);
        return { id: asset.id, ...(focal && { focal }) };
      })();
      placed.set(memo, found);
    }
    return found;
  };
}

/**
 * The pictures noted as the template's (template_pictures), so that the launch checklist can ask
 * for the owner's own in their place; their alt text through `words` (the showroom's names made the
 * new business's, ./rebrand.ts).
 */
export function asTemplatePictures(files: TemplatePictureFiles, words: (alt: string) => string = (alt) => alt): SeedImages {
  const rewritten: TemplatePictureFiles = async (key) => {
    const file = await files(key);
    return { ...file, alt: words(file.alt) };
  };
  return picturesFrom(rewritten, async (siteId, asset) => {
    await write([], (tx) =>
      tx.execute(sql`
        insert into ${schema.templatePictures} (site_id, content_hash)
        select site_id, content_hash from ${schema.mediaAssets}
        where site_id = ${siteId} and id = ${asset.id} and content_hash is not null
        on conflict do nothing`),
    );
  });
}
