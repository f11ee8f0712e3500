import { sql } from "drizzle-orm";
import type { Transaction } from "@/server/db/client";

/**
 * The demo's content as if written over the past months, not all at the
 * moment it was loaded: a page was last changed some days ago (its sitemap
 * `lastmod`, its history), a post, news item or job when it went out, an
 * event, a team member or an organisation's record some weeks ago. Each
 * offset comes from a hash of the site's and the record's names, so it is
 * the same on every machine for a given day. Items scheduled for later keep
 * the load's moment.
 */
export async function backdateDemoContent(tx: Transaction, now: Date): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  /** Between `min` and `min + span` days before the load, by the hash of `key`, to the minute. */
  const daysBefore = (key: ReturnType<typeof sql>, min: number, span: number) =>
    sql`${at} - make_interval(days => ${min} + abs(hashtext(${key})) % ${span}, mins => abs(hashtext(${key} || ':m')) % 600)`;
  const ofSite = (column: ReturnType<typeof sql>) => sql`(select s.slug from sites s where s.id = ${column}) || '/' || `;

  const due = sql`(publish_at is null or publish_at <= ${at})`;
  await tx.execute(sql`update pages set updated_at = ${daysBefore(sql`${ofSite(sql`pages.site_id`)}pages.path`, 2, 75)} where ${due}`);
  await tx.execute(sql`update pages set created_at = updated_at - make_interval(days => 20 + abs(hashtext(path || ':c')) % 400) where ${due}`);
  for (const table of [sql`posts`, sql`news_items`]) {
    await tx.execute(sql`update ${table} set updated_at = published_at, created_at = published_at - interval '1 day' where published_at <= ${at}`);
  }
  await tx.execute(sql`update job_postings set updated_at = date_posted, created_at = date_posted - interval '1 day' where date_posted <= ${at}`);
  for (const [table, when] of [
    [sql`events`, due],
    [sql`team_members`, due],
    [sql`organizations`, sql`true`],
  ]) {
    await tx.execute(sql`update ${table} set updated_at = ${daysBefore(sql`${ofSite(sql`${table}.site_id`)}${table}.slug`, 5, 90)} where ${when}`);
    await tx.execute(sql`update ${table} set created_at = updated_at where created_at > updated_at`);
  }
  // A page's and a post's saved versions say when they were saved.
  for (const [entity, table] of [
    ["page", sql`pages`],
    ["post", sql`posts`],
  ] as const) {
    await tx.execute(
      sql`update revisions r set created_at = p.updated_at from ${table} p where r.entity = ${entity} and r.entity_id = p.id::text and r.created_at > p.updated_at`,
    );
  }
}
