import { sql } from "drizzle-orm";
import { addDays, calendarDay, startOfDay as startOfDayIn } from "@/server/analytics/day";
import { db } from "@/server/db/client";
import { boardOrders } from "@/modules/ordering/queries";
import { siteCalendar, type SiteId } from "@/modules/sites/queries";

/**
 * What needs the owner this morning, read from the inboxes' tables (as the
 * inbox module reads them): every query names the site.
 */

export interface Attention {
  /** The site's zone, in which the times below are shown. */
  timeZone: string;
  newMessages: number;
  latestMessages: Array<{ id: string; reference: string; form: string; page: string | null; createdAt: Date }>;
  /** Bookings of games, tours and the like (paid online or taken by phone), the Bookings list's: today's in all (as the list counts the day), those still to come today, and the next seven days'. */
  bookingsToday: number;
  bookingsLeftToday: number;
  bookingsThisWeek: number;
  upcomingBookings: Array<{ id: string; bookable: string; startsAt: Date; partySize: number; name: string | null }>;
  /** A restaurant's table reservations, which have a list of their own (Reservations). */
  reservationsToday: number;
  reservationsLeftToday: number;
  reservationsThisWeek: number;
  upcomingReservations: Array<{ id: string; startsAt: Date; partySize: number; name: string | null }>;
  /** Appointments with the site's people (modules/appointments), today's and tomorrow's still booked. */
  appointmentsToday: number;
  appointmentsTomorrow: number;
  /** New customers' bookings waiting for the owner's approval. */
  appointmentsToAnswer: number;
  /** Orders for pickup, as the order board has them: still to make or hand over (new, preparing, ready), and today's pickups in all (collected too). */
  ordersWaiting: number;
  ordersToday: number;
  /** The next five still to make or hand over, earliest pickup first. */
  nextOrders: Array<{ id: string; paymentId: string; status: "new" | "preparing" | "ready"; pickupAt: Date; name: string | null }>;
  recentPayments: Array<{ id: string; reference: string; purpose: string; amountCents: number; paidAt: Date }>;
  /** Pages, posts and collection items with changes saved but not live, or hidden as drafts. */
  drafts: number;
  /** What goes live by itself next (the first five), and how many are waiting in all. */
  scheduled: Array<{ id: string; kind: ScheduledKind; title: string; publishedAt: Date }>;
  scheduledCount: number;
  failedMail: number;
}

/** Where a scheduled item is edited: a page, a post, or a collection's item (its admin path segment under content/). */
export type ScheduledKind = "page" | "post" | "events" | "news" | "jobs" | "team";

/** A booking of a game or tour, not a table reservation (bookings/schema.ts: a bookable's kind; `bk` is its bookable). */
const notTable = sql.raw(`coalesce(bk.definition->>'kind', 'session') <> 'table'`);

export async function siteAttention(siteId: SiteId, now = new Date()): Promise<Attention> {
  const { timeZone } = await siteCalendar(siteId);
  const startOfDay = (day: string) => startOfDayIn(day, timeZone);
  const today = calendarDay(now.getTime(), timeZone);
  const endOfToday = new Date(startOfDay(addDays(today, 1)));
  const weekAhead = new Date(startOfDay(addDays(today, 7)));
  const [messages, latest, bookingCounts, upcoming, reservations, board, payments, drafts, scheduled, mail, appointments] = await Promise.all([
    db().execute<{ n: number }>(sql`select count(*)::int as n from submissions where site_id = ${siteId} and status = 'new'`),
    db().execute<Attention["latestMessages"][number]>(sql`
      select s.id, s.reference, f.definition->>'name' as form, s.page_path as page, s.created_at as "createdAt"
      from submissions s join forms f on f.site_id = s.site_id and f.id = s.form_id
      where s.site_id = ${siteId} and s.status = 'new' order by s.created_at desc limit 5`),
    // Today's counts are the whole day's, as the Bookings list and the Reservations page count a day; the week's start now.
    db().execute<{ today: number; leftToday: number; week: number; tablesToday: number; tablesLeftToday: number; tablesWeek: number }>(sql`
      select count(*) filter (where ${notTable} and bs.starts_at < ${endOfToday})::int as today,
        count(*) filter (where ${notTable} and bs.starts_at >= ${now} and bs.starts_at < ${endOfToday})::int as "leftToday",
        count(*) filter (where ${notTable} and bs.starts_at >= ${now})::int as week,
        count(*) filter (where not ${notTable} and bs.starts_at < ${endOfToday})::int as "tablesToday",
        count(*) filter (where not ${notTable} and bs.starts_at >= ${now} and bs.starts_at < ${endOfToday})::int as "tablesLeftToday",
        count(*) filter (where not ${notTable} and bs.starts_at >= ${now})::int as "tablesWeek"
      from bookings b join booking_sessions bs on bs.site_id = b.site_id and bs.id = b.session_id
        join bookables bk on bk.site_id = bs.site_id and bk.id = bs.bookable_id
      where b.site_id = ${siteId} and b.status = 'confirmed' and bs.starts_at >= ${new Date(startOfDay(today))} and bs.starts_at < ${weekAhead}`),
    db().execute<Attention["upcomingBookings"][number]>(sql`
      select b.id, bk.definition->>'name' as bookable, bs.starts_at as "startsAt", b.party_size as "partySize", c.name
      from bookings b join booking_sessions bs on bs.site_id = b.site_id and bs.id = b.session_id
        join bookables bk on bk.site_id = bs.site_id and bk.id = bs.bookable_id
        join contacts c on c.site_id = b.site_id and c.id = b.contact_id
      where b.site_id = ${siteId} and b.status = 'confirmed' and ${notTable} and bs.starts_at >= ${now} and bs.starts_at < ${weekAhead}
      order by bs.starts_at limit 5`),
    db().execute<Attention["upcomingReservations"][number]>(sql`
      select b.id, bs.starts_at as "startsAt", b.party_size as "partySize", coalesce(b.details->>'name', c.name) as name
      from bookings b join booking_sessions bs on bs.site_id = b.site_id and bs.id = b.session_id
        join bookables bk on bk.site_id = bs.site_id and bk.id = bs.bookable_id
        join contacts c on c.site_id = b.site_id and c.id = b.contact_id
      where b.site_id = ${siteId} and b.status = 'confirmed' and not ${notTable} and bs.starts_at >= ${now} and bs.starts_at < ${weekAhead}
      order by bs.starts_at limit 5`),
    // The board's own query: today's orders and any never collected, earliest pickup first.
    boardOrders(siteId, now),
    db().execute<Attention["recentPayments"][number]>(sql`
      select id, reference, purpose::text as purpose, amount_cents as "amountCents", paid_at as "paidAt"
      from payments where site_id = ${siteId} and status = 'paid' order by paid_at desc limit 5`),
    db().execute<{ n: number }>(sql`
      select ((select count(*) from pages where site_id = ${siteId} and (status = 'draft' or draft is not null))
        + (select count(*) from posts where site_id = ${siteId} and status = 'draft')
        + (select count(*) from events where site_id = ${siteId} and (status = 'draft' or draft is not null))
        + (select count(*) from news_items where site_id = ${siteId} and (status = 'draft' or draft is not null))
        + (select count(*) from job_postings where site_id = ${siteId} and (status = 'draft' or draft is not null))
        + (select count(*) from team_members where site_id = ${siteId} and (status = 'draft' or draft is not null)))::int as n`),
    db().execute<Attention["scheduled"][number] & { total: number }>(sql`
      select kind, id, title, "publishedAt", count(*) over ()::int as total from (
        select 'page' as kind, id, title, publish_at as "publishedAt" from pages where site_id = ${siteId} and publish_at is not null
        union all select 'post', id, title, published_at from posts where site_id = ${siteId} and status = 'scheduled'
        union all select 'events', id, title, publish_at from events where site_id = ${siteId} and publish_at is not null
        union all select 'news', id, title, publish_at from news_items where site_id = ${siteId} and publish_at is not null
        union all select 'jobs', id, title, publish_at from job_postings where site_id = ${siteId} and publish_at is not null
        union all select 'team', id, name, publish_at from team_members where site_id = ${siteId} and publish_at is not null
      ) waiting order by "publishedAt" limit 5`),
    db().execute<{ n: number }>(sql`select count(*)::int as n from outbox where site_id = ${siteId} and status = 'failed'`),
    db().execute<{ today: number; tomorrow: number; requested: number }>(sql`
      select count(*) filter (where a.status = 'confirmed' and s.starts_at >= ${new Date(startOfDay(today))} and s.starts_at < ${endOfToday})::int as today,
        count(*) filter (where a.status = 'confirmed' and s.starts_at >= ${endOfToday} and s.starts_at < ${new Date(startOfDay(addDays(today, 2)))})::int as tomorrow,
        count(*) filter (where a.status = 'requested')::int as requested
      from appointments a join appointment_slots s on s.site_id = a.site_id and s.id = a.slot_id
      where a.site_id = ${siteId} and a.status in ('confirmed', 'requested') and s.starts_at >= ${new Date(startOfDay(today))}`),
  ]);
  const waiting = board.flatMap((o) => (o.status === "new" || o.status === "preparing" || o.status === "ready" ? [{ ...o, status: o.status }] : []));
  const dates = <T extends Record<string, unknown>>(rows: T[], ...keys: Array<keyof T>) =>
    rows.map((r) => ({ ...r, ...Object.fromEntries(keys.map((k) => [k, new Date(r[k] as string)])) }) as T);
  return {
    timeZone,
    newMessages: messages.rows[0]?.n ?? 0,
    latestMessages: dates(latest.rows, "createdAt"),
    bookingsToday: bookingCounts.rows[0]?.today ?? 0,
    bookingsLeftToday: bookingCounts.rows[0]?.leftToday ?? 0,
    bookingsThisWeek: bookingCounts.rows[0]?.week ?? 0,
    upcomingBookings: dates(upcoming.rows, "startsAt"),
    reservationsToday: bookingCounts.rows[0]?.tablesToday ?? 0,
    reservationsLeftToday: bookingCounts.rows[0]?.tablesLeftToday ?? 0,
    reservationsThisWeek: bookingCounts.rows[0]?.tablesWeek ?? 0,
    upcomingReservations: dates(reservations.rows, "startsAt"),
    appointmentsToday: appointments.rows[0]?.today ?? 0,
    appointmentsTomorrow: appointments.rows[0]?.tomorrow ?? 0,
    appointmentsToAnswer: appointments.rows[0]?.requested ?? 0,
    ordersWaiting: waiting.length,
    ordersToday: board.filter((o) => o.pickupAt.getTime() >= startOfDay(today) && o.pickupAt < endOfToday).length,
    nextOrders: waiting.slice(0, 5).map((o) => ({ id: o.id, paymentId: o.paymentId, status: o.status, pickupAt: o.pickupAt, name: o.name })),
    recentPayments: dates(payments.rows, "paidAt"),
    drafts: drafts.rows[0]?.n ?? 0,
    scheduled: dates(scheduled.rows, "publishedAt").map(({ total: _total, ...item }) => item),
    scheduledCount: scheduled.rows[0]?.total ?? 0,
    failedMail: mail.rows[0]?.n ?? 0,
  };
}

/** The sidebar's badges: what is new in each inbox. One query, cheap enough for every admin page. */
export async function unreadCounts(siteId: SiteId): Promise<{ messages: number; outbox: number }> {
  const { rows } = await db().execute<{ messages: number; outbox: number }>(sql`
    select (select count(*) from submissions where site_id = ${siteId} and status = 'new')::int as messages,
           (select count(*) from outbox where site_id = ${siteId} and status = 'failed')::int as outbox`);
  return rows[0] ?? { messages: 0, outbox: 0 };
}
