import { and, asc, count, desc, eq, gte, isNotNull, lt, or, sql, type SQL } from "drizzle-orm";
import { addDays, dateIn, wallClockOn } from "@/lib/time";
import { db, schema } from "@/server/db/client";
import { TAKEN_BY_PHONE } from "@/modules/bookings/schema";
import { siteCalendar, type SiteId } from "@/modules/sites/queries";
import { isUuid, PAGE_SIZE, type BookingFilter } from "../filters";
import { now as clockNow } from "@/lib/clock";

/** Bookings with their session, what was booked, who booked and the payment, all joined within the site. */
const b = schema.bookings;
const joins = {
  session: and(eq(schema.bookingSessions.siteId, b.siteId), eq(schema.bookingSessions.id, b.sessionId)),
  bookable: and(eq(schema.bookables.siteId, schema.bookingSessions.siteId), eq(schema.bookables.id, schema.bookingSessions.bookableId)),
  contact: and(eq(schema.contacts.siteId, b.siteId), eq(schema.contacts.id, b.contactId)),
  payment: and(eq(schema.payments.siteId, b.siteId), eq(schema.payments.id, b.paymentId)),
};

export type BookingStatus = (typeof b.status.enumValues)[number];

const columns = {
  id: b.id,
  status: b.status,
  partySize: b.partySize,
  details: b.details,
  holdExpiresAt: b.holdExpiresAt,
  createdAt: b.createdAt,
  /** A booking taken by phone's own reference (one paid online goes by its payment's). */
  reference: b.reference,
  startsAt: schema.bookingSessions.startsAt,
  bookable: sql<string>`${schema.bookables.definition}->>'name'`,
  bookableKey: schema.bookables.key,
  contactName: schema.contacts.name,
  contactEmail: schema.contacts.email,
  contactPhone: schema.contacts.phone,
  /** Null for a booking taken by phone, paid at the desk. */
  payment: { id: schema.payments.id, reference: schema.payments.reference, status: schema.payments.status, amountCents: schema.payments.amountCents },
};

const base = () =>
  db()
    .select(columns)
    .from(b)
    .innerJoin(schema.bookingSessions, joins.session)
    .innerJoin(schema.bookables, joins.bookable)
    .innerJoin(schema.contacts, joins.contact)
    .leftJoin(schema.payments, joins.payment);

/**
 * The bookings this list shows: those paid online, and those the front desk
 * took by phone (paid at the desk: bookings/front-desk.ts). A restaurant's
 * free table reservations have a list of their own (Reservations).
 */
const listed = or(isNotNull(b.paymentId), sql`${b.details}->>'taken' = ${TAKEN_BY_PHONE}`)!;

/**
 * The dates are calendar days in the site's zone, both included. With
 * neither, the list shows what is coming (from today); a list that starts
 * somewhere reads forwards, one that only ends reads backwards (the past).
 */
export function bookingWindow(
  filter: Pick<BookingFilter, "from" | "to">,
  timeZone: string,
  now = clockNow(),
): { from?: Date; before?: Date; ascending: boolean } {
  const from = filter.from ?? (filter.to ? undefined : dateIn(now, timeZone));
  return {
    from: from ? wallClockOn(from, "00:00", timeZone) : undefined,
    before: filter.to ? wallClockOn(addDays(filter.to, 1), "00:00", timeZone) : undefined,
    ascending: Boolean(from),
  };
}

export async function listBookings(siteId: SiteId, filter: BookingFilter, limit = PAGE_SIZE, now = clockNow()) {
  const window = bookingWindow(filter, (await siteCalendar(siteId)).timeZone, now);
  const conditions: SQL[] = [eq(b.siteId, siteId), listed];
  if (filter.status) conditions.push(eq(b.status, filter.status));
  if (window.from) conditions.push(gte(schema.bookingSessions.startsAt, window.from));
  if (window.before) conditions.push(lt(schema.bookingSessions.startsAt, window.before));
  const condition = and(...conditions)!;
  const order = window.ascending ? [asc(schema.bookingSessions.startsAt), asc(b.createdAt)] : [desc(schema.bookingSessions.startsAt), desc(b.createdAt)];
  const [rows, [total]] = await Promise.all([
    base()
      .where(condition)
      .orderBy(...order)
      .limit(limit)
      .offset((filter.page - 1) * limit),
    db().select({ n: count() }).from(b).innerJoin(schema.bookingSessions, joins.session).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type BookingRow = Awaited<ReturnType<typeof listBookings>>["rows"][number];

export async function bookingCounts(siteId: SiteId): Promise<Record<BookingStatus, number>> {
  const rows = await db()
    .select({ status: b.status, n: count() })
    .from(b)
    .where(and(eq(b.siteId, siteId), listed))
    .groupBy(b.status);
  return { held: 0, confirmed: 0, released: 0, cancelled: 0, no_show: 0, ...Object.fromEntries(rows.map((r) => [r.status, r.n])) };
}

/** One booking of the list, or null when this site has no such booking. */
export async function getBooking(siteId: SiteId, id: string): Promise<BookingRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await base().where(and(eq(b.siteId, siteId), eq(b.id, id), listed));
  return row ?? null;
}
