import type { CdnPurge } from "./index";

/** Cloudflare takes at most 30 tags in one purge. */
const TAGS_PER_CALL = 30;

/**
 * Cloudflare's purge by cache tag: `POST {api}/zones/{zone}/purge_cache` with
 * `{ "tags": [...] }` and an API token allowed to purge the zone's cache.
 * Cloudflare answers `{ "success": true, ... }`; anything else is a failure.
 */
export function cloudflarePurge({ zoneId, token, apiUrl }: { zoneId: string; token: string; apiUrl: string }): CdnPurge {
  return {
    name: "cloudflare",
    async purge(tags) {
      for (let i = 0; i < tags.length; i += TAGS_PER_CALL) {
        const response = await fetch(`${apiUrl.replace(/\/$/, "")}/zones/${zoneId}/purge_cache`, {
          method: "POST",
          headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
          body: JSON.stringify({ tags: tags.slice(i, i + TAGS_PER_CALL) }),
          signal: AbortSignal.timeout(10_000),
        });
        const answer = (await response.json().catch(() => null)) as { success?: unknown; errors?: Array<{ message?: string }> } | null;
        if (!response.ok || answer?.success !== true) {
          throw new Error(
            `Cloudflare refused the purge (HTTP ${response.status}): ${answer?.errors?.map((e) => e.message).join("; ") || "no answer it could read"}`,
          );
        }
      }
    },
  };
}
