import { sql } from "drizzle-orm";
import { db } from "@/server/db/client";
import type { SiteId } from "@/modules/sites/queries";
import type { DayRange } from "./period";

/**
 * A site's visits over a range of days, from the analytics tables
 * (server/analytics): finished days from the daily figures, and the days not
 * yet rolled up (today) from the raw views, grouped the same way. Visitors
 * over several days are the sum of each day's (a visitor's hash changes with
 * the day's salt).
 */

export interface Figure {
  value: string;
  views: number;
  visitors: number;
}
export interface Traffic {
  series: Array<{ day: string; views: number; visitors: number }>;
  views: number;
  visitors: number;
  pages: Figure[];
  referrers: Figure[];
  campaigns: Figure[];
  devices: Figure[];
}

type Row = { day: string; dimension: string; value: string | null; views: number; visitors: number };

export async function siteTraffic(siteId: SiteId, range: DayRange): Promise<Traffic> {
  const { rows } = await db().execute<Row>(sql`
    with rolled as (select coalesce(max(day), '-infinity'::date) as last from analytics_daily where site_id = ${siteId})
    select day::text as day, dimension, value, views, visitors from analytics_daily
      where site_id = ${siteId} and day between ${range.from} and ${range.to} and dimension in ('site', 'page', 'referrer', 'campaign', 'device')
    union all
    select day::text,
      case when grouping(path) = 0 then 'page' when grouping(referrer) = 0 then 'referrer' when grouping(campaign) = 0 then 'campaign' when grouping(device) = 0 then 'device' else 'site' end,
      case when grouping(path) = 0 then path when grouping(referrer) = 0 then referrer when grouping(campaign) = 0 then campaign when grouping(device) = 0 then device else '' end,
      sum(views)::int, count(distinct visitor)::int
    from analytics_views, rolled
    where site_id = ${siteId} and day between ${range.from} and ${range.to} and day > rolled.last
    group by grouping sets ((day), (day, path), (day, referrer), (day, campaign), (day, device))`);
  const byDay = new Map(range.days.map((day) => [day, { day, views: 0, visitors: 0 }]));
  const sums: Record<string, Map<string, Figure>> = { page: new Map(), referrer: new Map(), campaign: new Map(), device: new Map() };
  for (const row of rows) {
    if (row.value === null) continue;
    if (row.dimension === "site") {
      const day = byDay.get(row.day);
      if (day) {
        day.views += row.views;
        day.visitors += row.visitors;
      }
      continue;
    }
    const figures = sums[row.dimension]!;
    const figure = figures.get(row.value) ?? { value: row.value, views: 0, visitors: 0 };
    figure.views += row.views;
    figure.visitors += row.visitors;
    figures.set(row.value, figure);
  }
  const series = [...byDay.values()];
  const ranked = (m: Map<string, Figure>) => [...m.values()].sort((a, b) => b.views - a.views || a.value.localeCompare(b.value));
  return {
    series,
    views: series.reduce((n, d) => n + d.views, 0),
    visitors: series.reduce((n, d) => n + d.visitors, 0),
    pages: ranked(sums.page!),
    referrers: ranked(sums.referrer!),
    campaigns: ranked(sums.campaign!),
    devices: ranked(sums.device!),
  };
}
