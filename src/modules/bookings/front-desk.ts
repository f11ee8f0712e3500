import { and, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { hoursOn, type DayHours } from "@/lib/calendar";
import { AppError } from "@/lib/errors";
import { formatDateTime } from "@/lib/format";
import { addDays, dateIn, wallClockOn } from "@/lib/time";
import { tags } from "@/server/cache/tags";
import { db, schema, type Transaction } from "@/server/db/client";
import { write } from "@/server/db/write";
import { newReference } from "@/server/reference";
import { upsertContact } from "@/modules/contacts/service";
import { kickMailWorker } from "@/modules/mail/worker";
import { siteCalendar, type SiteId } from "@/modules/sites/queries";
import type { StoredBookable } from "./queries";
import { TAKEN_BY_PHONE } from "./schema";
import { sessionsOn } from "./schedule";
import { lockSession, mailOwnerAndContact } from "./service";
import { sqlNow } from "@/server/db/now";
import { now as clockNow } from "@/lib/clock";

/**
 * What the front desk does with a bookable's sessions, beside what visitors
 * do online: see the week's sessions and how full each is, take a booking
 * by phone, block a session out (a private event, a room being fixed), and
 * move a booking to another session. Every change takes the session's lock
 * (service.ts lockSession), so the desk and the website never overbook each
 * other. A blocked session is one whose capacity is 0: nothing more fits in
 * it, what was booked stays until it is moved or cancelled.
 */

const b = schema.bookings;
const s = schema.bookingSessions;
/** Places that count: confirmed, and holds whose payer may still be paying (service.ts counts the same). */
const counts = () => sql`(${b.status} = 'confirmed' or (${b.status} = 'held' and ${b.holdExpiresAt} > ${sqlNow()}))`;

export interface DeskSession {
  startsAt: Date;
  capacity: number;
  taken: number;
  blocked: boolean;
  /** Booked before the day was closed or its hours changed: the desk still sees it, to move or cancel. */
  outsideHours: boolean;
}

/** Each day's sessions from `from` for `days` days, with the places taken: read live. */
export async function deskCalendar(
  siteId: SiteId,
  bookable: StoredBookable,
  from: string,
  days: number,
): Promise<Array<{ date: string; hours: DayHours; sessions: DeskSession[] }>> {
  const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
  const calendar = await siteCalendar(siteId);
  const rows = await db()
    .select({ startsAt: s.startsAt, capacity: s.capacity, taken: sql<number>`coalesce(sum(${b.partySize}) filter (where ${counts()}), 0)::int` })
    .from(s)
    .leftJoin(b, and(eq(b.siteId, s.siteId), eq(b.sessionId, s.id)))
    .where(
      and(
        eq(s.siteId, siteId),
        eq(s.bookableId, bookable.id),
        gte(s.startsAt, wallClockOn(from, "00:00", calendar.timeZone)),
        lt(s.startsAt, wallClockOn(addDays(from, days), "00:00", calendar.timeZone)),
      ),
    )
    .groupBy(s.id);
  const byTime = new Map(rows.map((r) => [r.startsAt.getTime(), r]));
  return dates.map((date) => {
    const open = sessionsOn(bookable, date, calendar, { online: false });
    const openTimes = new Set(open.map((t) => t.getTime()));
    const stranded = rows
      .filter((r) => r.taken > 0 && !openTimes.has(r.startsAt.getTime()) && dateIn(r.startsAt, calendar.timeZone) === date)
      .map((r) => r.startsAt);
    return {
      date,
      hours: hoursOn(calendar, date),
      sessions: [...open, ...stranded]
        .sort((x, y) => x.getTime() - y.getTime())
        .map((startsAt) => {
          const row = byTime.get(startsAt.getTime());
          return {
            startsAt,
            capacity: row?.capacity ?? bookable.capacity,
            taken: row?.taken ?? 0,
            blocked: row?.capacity === 0,
            outsideHours: !openTimes.has(startsAt.getTime()),
          };
        }),
    };
  });
}

/** One session's bookings that hold places, with who booked and how (a payment's receipt, or the desk's own reference). */
export async function sessionBookings(siteId: SiteId, bookable: StoredBookable, startsAt: Date) {
  return db()
    .select({
      id: b.id,
      status: b.status,
      partySize: b.partySize,
      details: b.details,
      reference: sql<string>`coalesce(${b.reference}, ${schema.payments.reference})`,
      paid: sql<boolean>`${b.paymentId} is not null`,
      name: schema.contacts.name,
      email: schema.contacts.email,
      phone: schema.contacts.phone,
    })
    .from(b)
    .innerJoin(s, and(eq(s.siteId, b.siteId), eq(s.id, b.sessionId)))
    .innerJoin(schema.contacts, and(eq(schema.contacts.siteId, b.siteId), eq(schema.contacts.id, b.contactId)))
    .leftJoin(schema.payments, and(eq(schema.payments.siteId, b.siteId), eq(schema.payments.id, b.paymentId)))
    .where(and(eq(b.siteId, siteId), eq(s.bookableId, bookable.id), eq(s.startsAt, startsAt), inArray(b.status, ["confirmed", "held"]), counts()))
    .orderBy(b.createdAt);
}

/** Refuses a time the schedule does not have, or (unless `anyDay`, for blocking one out) one on a day or at an hour the business is closed. */
async function onSchedule(siteId: SiteId, bookable: StoredBookable, startsAt: Date, field = "session", anyDay = false): Promise<void> {
  const calendar = await siteCalendar(siteId);
  const date = dateIn(startsAt, calendar.timeZone);
  const open = anyDay ? { ...calendar, hours: [], seasons: [], specialDays: [] } : calendar;
  if (sessionsOn(bookable, date, open, { online: false }).some((t) => t.getTime() === startsAt.getTime())) return;
  const day = hoursOn(calendar, date);
  throw new AppError(
    "bad_input",
    !anyDay && !day.spans.length ? `The business is closed that day${day.name ? ` (${day.name})` : ""}.` : "There is no session at that time.",
    { field },
  );
}

function partyFits(bookable: StoredBookable, partySize: number): void {
  if (partySize < bookable.minParty || partySize > bookable.maxParty)
    throw new AppError("bad_input", `Choose between ${bookable.minParty} and ${bookable.maxParty} ${bookable.kind === "table" ? "guests" : "places"}.`, {
      field: "partySize",
    });
}

function roomIn(session: { capacity: number; taken: number }, partySize: number, field: string): void {
  if (session.capacity === 0) throw new AppError("conflict", "That session is blocked out. Open it again first, or choose another.", { field });
  const left = session.capacity - session.taken;
  if (partySize > left)
    throw new AppError("conflict", left > 0 ? `Only ${left} place${left === 1 ? " is" : "s are"} left in that session.` : "That session is full.", { field });
}

export const phoneBookingSchema = z.object({
  name: z.string().trim().min(1, "Give the guest's name").max(120),
  email: z.email("Give an email address for the confirmation").max(254),
  phone: z.string().trim().min(7, "Give a phone number to call back").max(40),
  partySize: z.coerce.number().int().min(1),
  note: z.string().trim().max(300).optional(),
});
export type PhoneBooking = z.input<typeof phoneBookingSchema>;

/**
 * A booking taken by phone: no online payment (a game is paid at the desk, a
 * table costs nothing), its own reference, a confirmation mailed to the
 * guest. A table's reference starts with T, as its online reservations' do.
 */
export async function addPhoneBooking(siteId: SiteId, bookable: StoredBookable, startsAt: Date, input: PhoneBooking): Promise<{ reference: string }> {
  const { timeZone } = await siteCalendar(siteId);
  const booking = phoneBookingSchema.parse(input);
  await onSchedule(siteId, bookable, startsAt);
  partyFits(bookable, booking.partySize);
  const table = bookable.kind === "table";
  const done = await write([tags.site(siteId)], async (tx) => {
    const session = await lockSession(tx, siteId, bookable.id, startsAt, bookable.capacity);
    roomIn(session, booking.partySize, "partySize");
    const contact = await upsertContact(tx, siteId, { email: booking.email, name: booking.name, phone: booking.phone });
    const reference = newReference(table ? "T" : "B");
    // A game taken by phone is listed with the paid bookings (paid at the desk);
    // a table stays in the reservations, with the guest's wishes as "requests".
    const details = table
      ? { name: booking.name, phone: booking.phone, channel: "phone", ...(booking.note && { requests: booking.note }) }
      : { taken: TAKEN_BY_PHONE, ...(booking.note && { note: booking.note }) };
    await tx.insert(b).values({
      siteId,
      sessionId: session.id,
      contactId: contact.id,
      reference,
      partySize: booking.partySize,
      status: "confirmed",
      holdExpiresAt: clockNow(),
      details,
    });
    const when = formatDateTime(startsAt, timeZone);
    const text = table
      ? `Reserved by phone: a table for ${booking.partySize} on ${when}. Reservation number ${reference}.`
      : `Booked by phone: ${bookable.name} for ${booking.partySize} on ${when}. Booking number ${reference}; it is paid at the desk.`;
    await mailOwnerAndContact(tx, siteId, contact.id, "booking-phone", `${table ? "Reservation" : "Booking"} ${reference}: ${bookable.name}, ${when}`, text);
    return { reference };
  });
  kickMailWorker();
  return done;
}

/**
 * Cancels a booking taken by phone: nothing was paid online, so nothing is
 * refunded; its places are free again, and the guest and the owner are
 * mailed. A booking paid online is cancelled by refunding its payment
 * (inbox/service.ts), never here.
 */
export async function cancelPhoneBooking(siteId: SiteId, booking: { id: string; bookable: string; startsAt: Date }): Promise<{ reference: string }> {
  const { timeZone } = await siteCalendar(siteId);
  const done = await write([tags.site(siteId)], async (tx) => {
    const [row] = await tx
      .update(b)
      .set({ status: "cancelled", updatedAt: sql`now()` })
      .where(and(eq(b.siteId, siteId), eq(b.id, booking.id), eq(b.status, "confirmed"), isNull(b.paymentId)))
      .returning({ reference: b.reference, contactId: b.contactId, partySize: b.partySize });
    if (!row?.reference) throw new AppError("conflict", "Only a confirmed booking taken by phone can be cancelled this way.");
    const when = formatDateTime(booking.startsAt, timeZone);
    await mailOwnerAndContact(
      tx,
      siteId,
      row.contactId,
      "booking-cancelled",
      `Booking ${row.reference} cancelled: ${booking.bookable}, ${when}`,
      `The booking ${row.reference} for ${row.partySize} (${booking.bookable}) on ${when} is cancelled. It was to be paid at the desk, so there is nothing to refund.`,
    );
    return { reference: row.reference };
  });
  kickMailWorker();
  return done;
}

/** Blocks a session out (nothing more can be booked in it) or opens it again; answers how many places its bookings still hold. */
export async function setSessionBlocked(siteId: SiteId, bookable: StoredBookable, startsAt: Date, blocked: boolean): Promise<number> {
  await onSchedule(siteId, bookable, startsAt, "session", true);
  return write([tags.site(siteId)], async (tx) => {
    const session = await lockSession(tx, siteId, bookable.id, startsAt, bookable.capacity);
    await tx
      .update(s)
      .set({ capacity: blocked ? 0 : bookable.capacity })
      .where(and(eq(s.siteId, siteId), eq(s.id, session.id)));
    return session.taken;
  });
}

async function lockBooking(tx: Transaction, siteId: SiteId, bookingId: string) {
  const [row] = await tx
    .select({ id: b.id, status: b.status, partySize: b.partySize, contactId: b.contactId, startsAt: s.startsAt, bookableId: s.bookableId })
    .from(b)
    .innerJoin(s, and(eq(s.siteId, b.siteId), eq(s.id, b.sessionId)))
    .where(and(eq(b.siteId, siteId), eq(b.id, bookingId)))
    .for("update", { of: b });
  if (!row || row.status !== "confirmed") throw new AppError("not_found", "That booking cannot be moved.");
  return row;
}

/**
 * The desk changes a booking: to another session of the same bookable (any
 * time the schedule has, even within a day: the guest called), to another
 * party size, or both; never into a blocked or full session. The guest and
 * the owner are mailed. Its price stays what was paid: a weekday/weekend or
 * party difference is the desk's to settle.
 */
export async function changeBooking(
  siteId: SiteId,
  bookable: StoredBookable,
  bookingId: string,
  change: { startsAt: Date; partySize?: number },
): Promise<{ from: Date; to: Date; partySize: number }> {
  const { timeZone } = await siteCalendar(siteId);
  const { startsAt } = change;
  await onSchedule(siteId, bookable, startsAt, "to");
  if (change.partySize !== undefined) partyFits(bookable, change.partySize);
  const changed = await write([tags.site(siteId)], async (tx) => {
    const booking = await lockBooking(tx, siteId, bookingId);
    if (booking.bookableId !== bookable.id) throw new AppError("not_found", "That booking cannot be moved.");
    const partySize = change.partySize ?? booking.partySize;
    if (booking.startsAt.getTime() === startsAt.getTime() && partySize === booking.partySize)
      throw new AppError("bad_input", "That is the time and party it has already.", { field: "to" });
    const session = await lockSession(tx, siteId, bookable.id, startsAt, bookable.capacity, booking.id);
    roomIn(session, partySize, "to");
    await tx
      .update(b)
      .set({ sessionId: session.id, partySize, updatedAt: sql`now()` })
      .where(and(eq(b.siteId, siteId), eq(b.id, booking.id)));
    const table = bookable.kind === "table";
    const what = table ? `The table for ${partySize}` : `The booking for ${partySize} (${bookable.name})`;
    const from = formatDateTime(booking.startsAt, timeZone);
    const to = formatDateTime(startsAt, timeZone);
    const text = from === to ? `${what} on ${to} was changed from ${booking.partySize} to ${partySize}.` : `${what} moved from ${from} to ${to}.`;
    await mailOwnerAndContact(
      tx,
      siteId,
      booking.contactId,
      "booking-moved",
      `${table ? "Reservation" : "Booking"} changed: ${bookable.name}, now ${to}`,
      text,
    );
    return { from: booking.startsAt, to: startsAt, partySize };
  });
  kickMailWorker();
  return changed;
}
