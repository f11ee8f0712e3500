import { env } from "@/server/env";
import { logger } from "@/server/log";
import { cloudflarePurge } from "./cloudflare";

/**
 * A CDN in front of the platform keeps public pages by the headers the page
 * cache sends (s-maxage, and each page's cache tags in Cache-Tag and
 * Surrogate-Key: edge/page-cache.ts), and is told to drop them by tag on
 * every write that changes them, as the platform's own caches are.
 */
export interface CdnPurge {
  readonly name: string;
  /** Drops every copy carrying any of `tags` (spelled as cdnTag spells them). Throws when the CDN refused or could not be reached. */
  purge(tags: readonly string[]): Promise<void>;
}

/** No CDN in front (the default): nothing to drop. */
export const noCdn: CdnPurge = { name: "none", purge: async () => {} };

/** A cache tag as CDNs take it, without a colon (Akamai refuses one): `site:{id}` is `site-{id}`. */
export const cdnTag = (tag: string) => tag.replace(/:/g, "-");

let chosen: CdnPurge | undefined;

/** Puts another CDN in front than CDN_PURGE names (undefined: CDN_PURGE's again); for a test's stand-in. */
export function useCdn(cdn: CdnPurge | undefined): void {
  chosen = cdn;
}

/** The CDN named by CDN_PURGE, or none. */
export function cdnPurge(): CdnPurge {
  if (!chosen) {
    const e = env();
    chosen =
      e.CDN_PURGE === "cloudflare" ? cloudflarePurge({ zoneId: e.CLOUDFLARE_ZONE_ID!, token: e.CLOUDFLARE_API_TOKEN!, apiUrl: e.CLOUDFLARE_API_URL }) : noCdn;
  }
  return chosen;
}

/** Waits before the second and third tries. */
const RETRY_MS = [2_000, 10_000];

/**
 * Tells the CDN what changed, once the write that changed it has committed
 * (server/db/write.ts). The write does not wait for it: a CDN that is slow or
 * away must not hold up an owner's save. Tried three times in twelve seconds;
 * after that the CDN's copies are replaced when their s-maxage runs out.
 */
export async function purgeCdn(tags: readonly string[], cdn = cdnPurge(), retryMs = RETRY_MS): Promise<boolean> {
  if (cdn === noCdn || !tags.length) return true;
  const spelled = tags.map(cdnTag);
  for (let attempt = 0; ; attempt++) {
    try {
      await cdn.purge(spelled);
      return true;
    } catch (error) {
      if (attempt >= retryMs.length) {
        logger.error({ err: error, cdn: cdn.name, tags: spelled }, "the CDN did not purge these tags; its copies last until their s-maxage");
        return false;
      }
      logger.warn({ err: error, cdn: cdn.name, tags: spelled, attempt: attempt + 1 }, "the CDN did not purge; trying again");
      await new Promise((resolve) => setTimeout(resolve, retryMs[attempt]));
    }
  }
}
