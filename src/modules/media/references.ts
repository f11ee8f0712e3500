import { and, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { schema, type Executor } from "@/server/db/client";
import type { SiteId } from "@/modules/sites/queries";

/**
 * Where the site's content names an image: its id appears in a page's
 * blocks or a collection item's rich text (a URL to it contains the id too).
 * A plain text search of other modules' tables, for the one question a
 * delete must ask; it belongs in those modules' queries once they offer it.
 */
interface Searched {
  table: PgTable & { siteId: PgColumn };
  text: PgColumn;
  label: SQL<string>;
}

const SEARCHED: Searched[] = [
  { table: schema.pages, text: schema.pages.blocks, label: sql<string>`'page "/' || ${schema.pages.path} || '"'` },
  { table: schema.posts, text: schema.posts.body, label: sql<string>`'blog post "' || ${schema.posts.title} || '"'` },
  { table: schema.events, text: schema.events.body, label: sql<string>`'event "' || ${schema.events.title} || '"'` },
  { table: schema.newsItems, text: schema.newsItems.body, label: sql<string>`'news item "' || ${schema.newsItems.title} || '"'` },
  { table: schema.jobPostings, text: schema.jobPostings.body, label: sql<string>`'job posting "' || ${schema.jobPostings.title} || '"'` },
  { table: schema.teamMembers, text: schema.teamMembers.bio, label: sql<string>`'team member "' || ${schema.teamMembers.name} || '"'` },
];

/** Labels of the content that mentions the asset ("page "/about"", …), at most `limit`. */
export async function contentUsing(executor: Executor, siteId: SiteId, assetId: string, limit = 10): Promise<string[]> {
  const found: string[] = [];
  for (const { table, text, label } of SEARCHED) {
    const rows = await executor
      .select({ label })
      .from(table)
      .where(and(eq(table.siteId, siteId), sql`position(${assetId} in ${text}::text) > 0`))
      .limit(limit - found.length);
    found.push(...rows.map((r) => r.label));
    if (found.length >= limit) break;
  }
  return found;
}
