import "server-only";
import { batch } from "@/server/db/write";
import { loadSiteSeed } from "./load";
import type { SiteId } from "@/modules/sites/queries";
import { buildFromTemplate, type SiteDetails } from "./templates";

/** Creates a whole site of a kind, pages and all, in one transaction: all of it or nothing. */
export async function createSiteFromTemplate(kind: string, details: SiteDetails): Promise<SiteId> {
  const seed = await buildFromTemplate(kind, details);
  return batch(() => loadSiteSeed(seed));
}
