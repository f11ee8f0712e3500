import { count } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import { batch, write } from "@/server/db/write";
import { loadSiteSeed } from "@/modules/templates/load";
import type { SiteSeed } from "@/modules/templates/seed";
import { backdateDemoContent } from "./backdate";
import { demoImages } from "./images/place";

/**
 * Loads the whole demo deployment in one transaction when the database has no
 * sites yet: a crash halfway leaves nothing behind, and the next start loads
 * it again.
 */
export async function loadDemoIfEmpty(given?: readonly SiteSeed[]): Promise<number> {
  const [row] = await db().select({ n: count() }).from(schema.sites);
  if (row && row.n > 0) return 0;
  const seeds = given ?? (await import("@/modules/templates/showroom")).DEMO_SITES;
  const images = demoImages();
  const now = new Date();
  await batch(async () => {
    for (const seed of seeds) await loadSiteSeed(seed, now, images);
    await write([], (tx) => backdateDemoContent(tx, now));
  });
  return seeds.length;
}
