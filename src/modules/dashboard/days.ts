import { sql } from "drizzle-orm";
import { addDays, calendarDay, startOfDay } from "@/server/analytics/day";
import { db } from "@/server/db/client";
import type { Actor } from "@/modules/auth/access";
import { zoneOf } from "@/modules/sites/calendar";
import type { SiteId } from "@/modules/sites/queries";
import type { DayRange } from "./period";
import { siteTraffic } from "./traffic";

/**
 * What happened on a site over a range of days, in the figures an owner reads
 * first: visits, messages, bookings, orders and money. Each figure is counted
 * the way the list it links to shows it, over the same calendar days in the
 * site's zone, so the two always agree:
 *
 * - messages: received on those days, spam left out (Messages, all views);
 * - bookings, table reservations and appointments: held on those days, as the
 *   Bookings list's dates, the Reservations page's day and the Appointments
 *   page's day read them (confirmed; the guests who did not come apart);
 * - orders and money: payments received on those days, refunded ones included
 *   (Payments filtered by day); money is the sum of what was paid, in cents.
 */
export interface ActivityFigures {
  visitors: number;
  views: number;
  messages: number;
  bookings: number;
  reservations: number;
  appointments: number;
  /** Table reservations whose guests did not come (the host stand marks them: Reservations). */
  noShows: number;
  orders: number;
  moneyCents: number;
}

export const NO_ACTIVITY: ActivityFigures = {
  visitors: 0,
  views: 0,
  messages: 0,
  bookings: 0,
  reservations: 0,
  appointments: 0,
  noShows: 0,
  orders: 0,
  moneyCents: 0,
};

/** The figures over a range of days (both included) in the site's zone. */
export async function siteActivity(siteId: SiteId, range: DayRange, timeZone: string): Promise<ActivityFigures> {
  const from = new Date(startOfDay(range.from, timeZone));
  const before = new Date(startOfDay(addDays(range.to, 1), timeZone));
  const [traffic, { rows }] = await Promise.all([
    siteTraffic(siteId, range),
    db().execute<Omit<ActivityFigures, "visitors" | "views">>(sql`
      select
        (select count(*) from submissions where site_id = ${siteId} and status <> 'spam' and created_at >= ${from} and created_at < ${before})::int as messages,
        (select count(*) filter (where coalesce(bk.definition->>'kind', 'session') <> 'table' and b.status = 'confirmed')
           from bookings b join booking_sessions bs on bs.site_id = b.site_id and bs.id = b.session_id join bookables bk on bk.site_id = bs.site_id and bk.id = bs.bookable_id
           where b.site_id = ${siteId} and bs.starts_at >= ${from} and bs.starts_at < ${before})::int as bookings,
        (select count(*) filter (where bk.definition->>'kind' = 'table' and b.status = 'confirmed')
           from bookings b join booking_sessions bs on bs.site_id = b.site_id and bs.id = b.session_id join bookables bk on bk.site_id = bs.site_id and bk.id = bs.bookable_id
           where b.site_id = ${siteId} and bs.starts_at >= ${from} and bs.starts_at < ${before})::int as reservations,
        (select count(*) filter (where bk.definition->>'kind' = 'table' and b.status = 'no_show')
           from bookings b join booking_sessions bs on bs.site_id = b.site_id and bs.id = b.session_id join bookables bk on bk.site_id = bs.site_id and bk.id = bs.bookable_id
           where b.site_id = ${siteId} and bs.starts_at >= ${from} and bs.starts_at < ${before})::int as "noShows",
        (select count(*) from appointments a join appointment_slots s on s.site_id = a.site_id and s.id = a.slot_id
           where a.site_id = ${siteId} and a.status = 'confirmed' and s.starts_at >= ${from} and s.starts_at < ${before})::int as appointments,
        (select count(*) from payments where site_id = ${siteId} and purpose in ('order', 'pickup_order') and status in ('paid', 'refunded')
           and paid_at >= ${from} and paid_at < ${before})::int as orders,
        (select coalesce(sum(amount_cents), 0) from payments where site_id = ${siteId} and status in ('paid', 'refunded')
           and paid_at >= ${from} and paid_at < ${before})::int as "moneyCents"`),
  ]);
  return { ...NO_ACTIVITY, ...rows[0], visitors: traffic.visitors, views: traffic.views };
}

/** Yesterday's figures (in the site's zone) beside the day before's: the morning screen's first look. */
export async function dayBesideDayBefore(
  siteId: SiteId,
  timeZone: string,
  now = Date.now(),
): Promise<{ day: string; before: string; figures: ActivityFigures; previous: ActivityFigures }> {
  const day = addDays(calendarDay(now, timeZone), -1);
  const before = addDays(day, -1);
  const [figures, previous] = await Promise.all([
    siteActivity(siteId, { from: day, to: day, days: [day] }, timeZone),
    siteActivity(siteId, { from: before, to: before, days: [before] }, timeZone),
  ]);
  return { day, before, figures, previous };
}

export type DayBesideDayBefore = Awaited<ReturnType<typeof dayBesideDayBefore>>;

/**
 * Yesterday beside the day before for each site the actor owns (not every
 * site of an operator's: the console has those), by slug: the site picker's
 * figures. Only the actor's own memberships are read.
 */
export async function yesterdayOfOwnedSites(actor: Actor, now = Date.now()): Promise<Map<string, DayBesideDayBefore>> {
  const { rows } = await db().execute<{ id: SiteId; slug: string; settings: { timeZone?: string } }>(sql`
    select s.id, s.slug, s.settings from site_memberships m join sites s on s.id = m.site_id
    where m.user_id = ${actor.userId} and m.role = 'owner'`);
  const days = await Promise.all(
    rows.map(async (site) => {
      return [site.slug, await dayBesideDayBefore(site.id, zoneOf(site), now)] as const;
    }),
  );
  return new Map(days);
}
