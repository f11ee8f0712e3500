import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { addDays, SITE_TIME_ZONE } from "@/lib/time";
import { cached, tags } from "@/server/cache";
import { db, schema } from "@/server/db/client";
import type { SiteId } from "@/modules/sites/queries";
import type { Bookable } from "./schema";
import { bookable as isBookable, pricePerPerson, sessionsOn } from "./schedule";

export type StoredBookable = Bookable & { id: string };

export function getBookables(siteId: SiteId): Promise<StoredBookable[]> {
  return cached(`bookables:${siteId}`, [tags.site(siteId)], async () => {
    const rows = await db().select({ id: schema.bookables.id, definition: schema.bookables.definition }).from(schema.bookables).where(eq(schema.bookables.siteId, siteId)).orderBy(schema.bookables.createdAt);
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
export async function availabilityOn(siteId: SiteId, bookable: StoredBookable, date: string, now = new Date()): Promise<SessionAvailability[]> {
  const starts = sessionsOn(bookable, date, SITE_TIME_ZONE);
  if (!starts.length) return [];
  const taken = await db()
    .select({ startsAt: schema.bookingSessions.startsAt, capacity: schema.bookingSessions.capacity, taken: sql<number>`coalesce(sum(${schema.bookings.partySize}) filter (where ${schema.bookings.status} = 'confirmed' or (${schema.bookings.status} = 'held' and ${schema.bookings.holdExpiresAt} > now())), 0)::int` })
    .from(schema.bookingSessions)
    .leftJoin(schema.bookings, and(eq(schema.bookings.siteId, schema.bookingSessions.siteId), eq(schema.bookings.sessionId, schema.bookingSessions.id)))
    .where(and(eq(schema.bookingSessions.siteId, siteId), eq(schema.bookingSessions.bookableId, bookable.id), inArray(schema.bookingSessions.startsAt, starts)))
    .groupBy(schema.bookingSessions.id);
  const price = pricePerPerson(bookable, date);
  return starts.map((startsAt) => {
    const row = taken.find((t) => t.startsAt.getTime() === startsAt.getTime());
    return { startsAt, placesLeft: row ? Math.max(0, row.capacity - row.taken) : bookable.capacity, pricePerPersonCents: price, open: isBookable(startsAt, bookable.horizonDays, now) };
  });
}

/** The booking a payment paid for, for the payer's result view: what, when, how many, and its state. */
export async function bookingOfPayment(siteId: SiteId, paymentId: string) {
  const [row] = await db()
    .select({ status: schema.bookings.status, partySize: schema.bookings.partySize, startsAt: schema.bookingSessions.startsAt, definition: schema.bookables.definition })
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
export async function firstDayWithPlaces(siteId: SiteId, bookable: StoredBookable, from: string, last: string, now = new Date(), party = bookable.minParty): Promise<string | null> {
  for (let day = from; day <= last; day = addDays(day, 1)) {
    const sessions = await availabilityOn(siteId, bookable, day, now);
    if (sessions.some((s) => s.open && s.placesLeft >= party)) return day;
  }
  return null;
}
