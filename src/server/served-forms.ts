import { env } from "@/server/env";
import { note, noteLeft } from "@/server/rate-limit";

/**
 * The minimum fill time on pages from the page cache. A form's hidden token
 * says when the form was rendered, which for a kept page is minutes ago, so a
 * robot posting 0.1 s after fetching it would pass. What the server knows at
 * serve time and not at render time is when it sent the page, and to which
 * address: the page cache notes that here for pages with a form, for the
 * minimum fill time (in the rate limits' store, so every instance sees it),
 * and the form's action counts the fill time from the later of the two.
 * The kept page stays the same bytes for everyone, so it stays cacheable.
 */

/**
 * Visitors who fill a form in under this many seconds are taken for robots: 3, unless
 * MAINSTREET_MIN_FILL_SECONDS says otherwise (the browser tests' server says 0, so a scripted
 * visitor posts at once instead of sleeping; the rule itself is proven in the integration tests).
 */
export function minFillSeconds(): number {
  return env().MAINSTREET_MIN_FILL_SECONDS;
}

/** Kept pages that hold a visitor's form (its render token). A WeakSet: a page dropped from the cache is forgotten here too. */
const withForm = new WeakSet<object>();

/** Called as a page is kept: remembers whether it holds a form. Returns the kept page. */
export function keptPage<T extends object>(kept: T, body: Buffer): T {
  if (body.includes('name="_rendered"')) withForm.add(kept);
  return kept;
}

/** Called as the page cache answers with a kept page (a hit, a stale or shared copy, a 304): notes the visitor's address, when the page has a form. */
export function servedFromCache(kept: object, clientAddress: string, siteSlug: string | undefined): void {
  // A note of 0 seconds would be one that never ends.
  if (!siteSlug || !withForm.has(kept) || minFillSeconds() <= 0) return;
  // Not awaited: the answer goes out at once; a store that fails leaves only the render token's time.
  note("formPageServed", keyOf(clientAddress, siteSlug), minFillSeconds()).catch(() => {});
}

/** When the page cache last sent this address a page of the site with a form, if within the minimum fill time; null otherwise. */
export async function servedLately(address: string, siteSlug: string, now = Date.now()): Promise<number | null> {
  try {
    const left = await noteLeft("formPageServed", keyOf(address, siteSlug));
    return left > 0 ? now - (minFillSeconds() * 1000 - left) : null;
  } catch {
    return null;
  }
}

const keyOf = (address: string, siteSlug: string) => `${siteSlug}:${address}`;
