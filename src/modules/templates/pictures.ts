import "server-only";
import { sql } from "drizzle-orm";
import { schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import type { SeedImages } from "./load";

/**
 * The showroom's pictures for a new site made from a template: the demo
 * deployment's catalogue puts them into the site's media library
 * (src/demo/images/place.ts). The modules cannot import the demo, so the
 * process's entry point lends its resolver through this hook, on globalThis
 * because the server's code and Next's bundle each load their own copy of
 * this module (as lib/links.ts does). Without it (a script, a test that sets
 * none), a new site simply has no pictures yet.
 */
const TEMPLATE_PICTURES = Symbol.for("mainstreet.templatePictures");
type Holder = { [TEMPLATE_PICTURES]?: SeedImages };

export function setTemplatePictures(images: SeedImages | undefined): void {
  (globalThis as Holder)[TEMPLATE_PICTURES] = images;
}

/** The resolver the process lent, if any. */
export function lentPictures(): SeedImages | undefined {
  return (globalThis as Holder)[TEMPLATE_PICTURES];
}

/**
 * `images`, each picture it places noted as the template's (template_pictures), so that the launch
 * checklist can ask for the owner's own in its place.
 */
export function asTemplatePictures(images: SeedImages): SeedImages {
  return async (siteId, key) => {
    const placed = await images(siteId, key);
    await write([], (tx) =>
      tx.execute(sql`
        insert into ${schema.templatePictures} (site_id, content_hash)
        select site_id, content_hash from ${schema.mediaAssets}
        where site_id = ${siteId} and id = ${placed.id} and content_hash is not null
        on conflict do nothing`),
    );
    return placed;
  };
}
