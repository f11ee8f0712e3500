import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { addDays, wallClockOn } from "@/lib/time";
import { cached, tags } from "@/server/cache";
import { db, schema } from "@/server/db/client";
import { siteCalendar, type SiteId } from "@/modules/sites/queries";
import type { Bookable } from "./schema";
import { bookable as isBookable, pricePerPerson, sessionsOn } from "./schedule";
import { sqlNow } from "@/server/db/now";
import { now as clockNow } from "@/lib/clock";

export type StoredBookable = Bookable & { id: string };

export function getBookables(siteId: SiteId): Promise<StoredBookable[]> {
  return cached(`bookables:${siteId}`, [tags.site(siteId)], async () => {
    const rows = await db()
      .select({ id: schema.bookables.id, definition: schema.bookables.definition })
      .from(schema.bookables)
      .where(eq(schema.bookables.siteId, siteId))
      .orderBy(schema.bookables.createdAt);
    return rows.map((r) => ({ ...r.definition, id: r.id }));
  });
}

export interface SessionAvailability {
  startsAt: Date;
  placesLeft: number;
  pricePerPersonCents: number;
  /** False when it is too soon (or too far ahead) to book online. */
  open: boolean;
}

/** A day's sessions with the places left in each: read live, never from a cache, as they change with every booking. */
export async function availabilityOn(siteId: SiteId, bookable: StoredBookable, date: string, now = clockNow()): Promise<SessionAvailability[]> {
  return (await availabilityBetween(siteId, [bookable], date, date, now)).get(bookable.key)?.get(date) ?? [];
}

/**
 * Every session of the bookables from one calendar day to another (inclusive), by bookable key and
 * then by day, with the places left in each: one query for all of them, so a month's calendar of a
 * venue's games costs what one day did.
 */
export async function availabilityBetween(
  siteId: SiteId,
  bookables: StoredBookable[],
  from: string,
  to: string,
  now = clockNow(),
): Promise<Map<string, Map<string, SessionAvailability[]>>> {
  const byBookable = new Map<string, Map<string, SessionAvailability[]>>();
  if (!bookables.length || from > to) return byBookable;
  const calendar = await siteCalendar(siteId);
  const taken = await db()
    .select({
      bookableId: schema.bookingSessions.bookableId,
      startsAt: schema.bookingSessions.startsAt,
      capacity: schema.bookingSessions.capacity,
      taken: sql<number>`coalesce(sum(${schema.bookings.partySize}) filter (where ${schema.bookings.status} = 'confirmed' or (${schema.bookings.status} = 'held' and ${schema.bookings.holdExpiresAt} > ${sqlNow(now)})), 0)::int`,
    })
    .from(schema.bookingSessions)
    .leftJoin(schema.bookings, and(eq(schema.bookings.siteId, schema.bookingSessions.siteId), eq(schema.bookings.sessionId, schema.bookingSessions.id)))
    .where(
      and(
        eq(schema.bookingSessions.siteId, siteId),
        inArray(
          schema.bookingSessions.bookableId,
          bookables.map((b) => b.id),
        ),
        gte(schema.bookingSessions.startsAt, wallClockOn(from, "00:00", calendar.timeZone)),
        lt(schema.bookingSessions.startsAt, wallClockOn(addDays(to, 1), "00:00", calendar.timeZone)),
      ),
    )
    .groupBy(schema.bookingSessions.id);
  const row = new Map(taken.map((t) => [`${t.bookableId}@${t.startsAt.getTime()}`, t]));
  for (const bookable of bookables) {
    const days = new Map<string, SessionAvailability[]>();
    for (let date = from; date <= to; date = addDays(date, 1)) {
      const price = pricePerPerson(bookable, date);
      days.set(
        date,
        sessionsOn(bookable, date, calendar).map((startsAt) => {
          const stored = row.get(`${bookable.id}@${startsAt.getTime()}`);
          return {
            startsAt,
            placesLeft: stored ? Math.max(0, stored.capacity - stored.taken) : bookable.capacity,
            pricePerPersonCents: price,
            open: isBookable(startsAt, bookable.horizonDays, now),
          };
        }),
      );
    }
    byBookable.set(bookable.key, days);
  }
  return byBookable;
}

/** The booking a payment paid for, for the payer's result view: what, when, how many, and its state. */
export async function bookingOfPayment(siteId: SiteId, paymentId: string) {
  const [row] = await db()
    .select({
      status: schema.bookings.status,
      partySize: schema.bookings.partySize,
      startsAt: schema.bookingSessions.startsAt,
      definition: schema.bookables.definition,
    })
    .from(schema.bookings)
    .innerJoin(schema.bookingSessions, and(eq(schema.bookingSessions.siteId, schema.bookings.siteId), eq(schema.bookingSessions.id, schema.bookings.sessionId)))
    .innerJoin(schema.bookables, and(eq(schema.bookables.siteId, schema.bookingSessions.siteId), eq(schema.bookables.id, schema.bookingSessions.bookableId)))
    .where(and(eq(schema.bookings.siteId, siteId), eq(schema.bookings.paymentId, paymentId)));
  return row ?? null;
}

/**
 * The first day from `from` on with a session a party (of `party`, or the
 * smallest allowed) can still book online, so the picker opens on a day that
 * has places (null when none in the horizon).
 */
export async function firstDayWithPlaces(
  siteId: SiteId,
  bookable: StoredBookable,
  from: string,
  last: string,
  now = clockNow(),
  party = bookable.minParty,
): Promise<string | null> {
  const days = (await availabilityBetween(siteId, [bookable], from, last, now)).get(bookable.key)!;
  for (const [day, sessions] of days) if (sessions.some((s) => s.open && s.placesLeft >= party)) return day;
  return null;
}
