import "server-only";
import { batch } from "@/server/db/write";
import { loadSiteSeed } from "@/demo/load";
import type { SiteId } from "@/modules/sites/queries";
import { buildFromTemplate, type SiteDetails } from "./templates";

/** Creates a whole site of a kind, pages and all, in one transaction: all of it or nothing. */
export function createSiteFromTemplate(kind: string, details: SiteDetails): Promise<SiteId> {
  return batch(() => loadSiteSeed(buildFromTemplate(kind, details)));
}
