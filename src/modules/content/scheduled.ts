import { sql } from "drizzle-orm";
import { tags } from "@/server/cache/tags";
import { write } from "@/server/db/write";
import { every } from "@/server/every";
import { eventService } from "@/modules/events/service";
import { jobService } from "@/modules/jobs/service";
import { newsService } from "@/modules/news/service";
import { teamService } from "@/modules/team/service";

/**
 * Events, news items, job postings and team members whose scheduled time has
 * come are published, with the pages' and posts' scheduler, on the same
 * minute. Under a transaction-scoped advisory lock, so instances running it
 * at once publish each item once.
 */
export async function publishDueItems(now = new Date()): Promise<number> {
  const affected: string[] = [];
  return write(affected, async (tx) => {
    const [lock] = await tx
      .execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(hashtext('mainstreet:publish-due-items')) as locked`)
      .then((r) => r.rows);
    if (!lock?.locked) return 0;
    let published = 0;
    for (const service of [eventService, newsService, jobService, teamService]) {
      const sites = await service.publishDue(tx, now);
      published += sites.length;
      for (const siteId of sites) affected.push(tags.site(siteId));
    }
    return published;
  });
}

export function startScheduledItemPublishing(everyMs = 60_000): () => void {
  return every(everyMs, "publish scheduled events, news, jobs and team members", () => publishDueItems());
}
