import { sql } from "drizzle-orm";
import { addDays, calendarDay, startOfDay } from "@/server/analytics/day";
import { db } from "@/server/db/client";
import { requireOperator, type Actor } from "@/modules/auth/access";

/**
 * The operator's figures for every site at once: the one reading of the
 * analytics and inbox tables across tenants, so it demands an operator
 * (as the console's site list does) and groups by site in each query.
 */
export type SiteFigures = {
  slug: string;
  name: string;
  status: string;
  visitors: number;
  views: number;
  conversions: number;
  failedMail: number;
  /** Pages, posts, messages, contacts and payments held. */
  records: number;
  /** Megabytes of uploaded media. */
  mediaMb: number;
  lastVisit: string | null;
};

export const FIGURE_SORTS = ["name", "visitors", "views", "conversions", "failedMail", "records", "mediaMb", "lastVisit"] as const;
export type FigureSort = (typeof FIGURE_SORTS)[number];

/** Every site's last 30 days (visits, conversions), its failed mail and its size. */
export async function platformFigures(actor: Actor | null, now = Date.now()): Promise<SiteFigures[]> {
  requireOperator(actor);
  const today = calendarDay(now);
  const from = addDays(today, -29);
  const since = new Date(startOfDay(from));
  const { rows } = await db().execute<SiteFigures>(sql`
    with rolled as (select coalesce(max(day), '-infinity'::date) as last from analytics_daily),
    daily as (
      select site_id, day, views, visitors from analytics_daily where dimension = 'site'
      union all
      select site_id, day, sum(views)::int, count(distinct visitor)::int from analytics_views, rolled where day > rolled.last group by site_id, day),
    visits as (
      select site_id, sum(views) filter (where day >= ${from}) as views, sum(visitors) filter (where day >= ${from}) as visitors, max(day) as last
      from daily group by site_id),
    conversions as (
      select site_id, count(*) as n from (
        select site_id from submissions where status <> 'spam' and created_at >= ${since}
        union all select site_id from payments where status in ('paid', 'refunded') and paid_at >= ${since}) c
      group by site_id),
    failed as (select site_id, count(*) as n from outbox where status = 'failed' and site_id is not null group by site_id),
    records as (
      select site_id, count(*) as n from (
        select site_id from pages union all select site_id from posts union all select site_id from submissions
        union all select site_id from contacts union all select site_id from payments) r
      group by site_id),
    media as (select site_id, sum(size) as bytes from media_assets group by site_id)
    select s.slug, s.name, s.status::text as status,
      coalesce(v.visitors, 0)::int as visitors, coalesce(v.views, 0)::int as views, coalesce(c.n, 0)::int as conversions,
      coalesce(f.n, 0)::int as "failedMail", coalesce(r.n, 0)::int as records,
      round(coalesce(m.bytes, 0) / 1048576.0, 1)::float as "mediaMb", v.last::text as "lastVisit"
    from sites s
      left join visits v on v.site_id = s.id left join conversions c on c.site_id = s.id left join failed f on f.site_id = s.id
      left join records r on r.site_id = s.id left join media m on m.site_id = s.id`);
  return rows;
}

export function sortFigures(rows: SiteFigures[], sort: FigureSort, descending: boolean): SiteFigures[] {
  const sign = descending ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = a[sort] ?? "";
    const y = b[sort] ?? "";
    const order = typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y));
    return sign * order || a.slug.localeCompare(b.slug);
  });
}
