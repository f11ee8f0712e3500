import { pool } from "@/server/db/client";
import { env } from "@/server/env";
import { addDays, calendarDay } from "./day";

/** The dimensions a day is rolled up by, and the column of the raw rows each reads. */
export const DIMENSIONS = { site: "''", page: "path", referrer: "referrer", campaign: "campaign", device: "device", country: "country" } as const;
export type Dimension = keyof typeof DIMENSIONS;

/**
 * Folds finished days of raw views into analytics_daily (views and distinct
 * visitors per site, day and dimension), deletes raw rows older than
 * ANALYTICS_RAW_DAYS and every salt older than today. Yesterday is always
 * folded again (an instance's last flush may land after midnight), and any
 * older day with raw rows but no figures yet (the platform was down). One
 * instance at a time, by an advisory lock; running it twice changes nothing.
 */
export async function rollUp(now = Date.now()): Promise<{ days: string[] }> {
  const today = calendarDay(now);
  const yesterday = addDays(today, -1);
  const client = await pool().connect();
  try {
    await client.query("begin");
    const { rows: lock } = await client.query<{ ok: boolean }>("select pg_try_advisory_xact_lock(hashtext('mainstreet.analytics.rollup')) as ok");
    if (!lock[0]?.ok) {
      await client.query("rollback");
      return { days: [] };
    }
    const { rows } = await client.query<{ day: string }>(
      `select distinct v.day::text as day from analytics_views v
       where v.day < $1 and (v.day = $2 or not exists (select 1 from analytics_daily d where d.day = v.day))`,
      [today, yesterday],
    );
    const days = rows.map((r) => r.day);
    if (days.length) {
      await client.query("delete from analytics_daily where day = any($1::date[])", [days]);
      const parts = Object.entries(DIMENSIONS).map(
        ([dimension, column]) =>
          `select site_id, day, '${dimension}', ${column}, sum(views), count(distinct visitor) from analytics_views
           where day = any($1::date[]) ${column === "''" ? "" : `and ${column} is not null`} group by site_id, day${column === "''" ? "" : `, ${column}`}`,
      );
      await client.query(`insert into analytics_daily (site_id, day, dimension, value, views, visitors) ${parts.join(" union all ")}`, [days]);
    }
    await client.query("delete from analytics_views where day < $1", [addDays(today, -env().ANALYTICS_RAW_DAYS)]);
    // A salt lives for its day only: once gone, no one (us included) can tell whose hash a row holds.
    await client.query("delete from analytics_salts where day < $1", [today]);
    await client.query("commit");
    return { days };
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** One site's figures for a finished day by one dimension, as the rollup writes them. */
export interface DailyFigure {
  siteId: string;
  day: string;
  dimension: Dimension;
  value: string;
  views: number;
  visitors: number;
}

/**
 * Writes finished days' figures made elsewhere (a site brought from another
 * platform with its history, the demo's past) beside the rollup's, in
 * batches; a day and dimension already there is replaced.
 */
export async function writeDailyFigures(figures: readonly DailyFigure[]): Promise<void> {
  for (let i = 0; i < figures.length; i += 5_000) {
    const part = figures.slice(i, i + 5_000);
    await pool().query(
      `insert into analytics_daily (site_id, day, dimension, value, views, visitors)
       select * from unnest($1::uuid[], $2::date[], $3::text[], $4::text[], $5::int[], $6::int[])
       on conflict (site_id, day, dimension, value) do update set views = excluded.views, visitors = excluded.visitors`,
      [
        part.map((f) => f.siteId),
        part.map((f) => f.day),
        part.map((f) => f.dimension),
        part.map((f) => f.value),
        part.map((f) => f.views),
        part.map((f) => f.visitors),
      ],
    );
  }
}
