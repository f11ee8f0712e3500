import { and, eq, inArray, sql } from "drizzle-orm";
import { hoursOn, type BusinessCalendar } from "@/lib/calendar";
import { AppError } from "@/lib/errors";
import { formatCents, formatDateTime } from "@/lib/format";
import { dateIn } from "@/lib/time";
import { tags } from "@/server/cache/tags";
import { db, schema, type Transaction } from "@/server/db/client";
import { write } from "@/server/db/write";
import { contactPageUrl } from "@/modules/contacts/service";
import { enqueueMail } from "@/modules/mail/outbox";
import { kickMailWorker } from "@/modules/mail/worker";
import type { PaymentRow } from "@/modules/payments/payment";
import { siteCalendar, type SiteId } from "@/modules/sites/queries";
import { bookableSchema, type Bookable, type BookableInput } from "./schema";
import { bookable as isBookable, CHANGE_CUTOFF_HOURS, pricePerPerson, sessionsOn } from "./schedule";
import { sqlNow } from "@/server/db/now";
import { now as clockNow } from "@/lib/clock";

export async function saveBookable(siteId: SiteId, input: BookableInput): Promise<string> {
  const definition = bookableSchema.parse(input);
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await tx
      .insert(schema.bookables)
      .values({ siteId, key: definition.key, definition })
      .onConflictDoUpdate({ target: [schema.bookables.siteId, schema.bookables.key], set: { definition, updatedAt: sql`now()` } })
      .returning({ id: schema.bookables.id });
    return row!.id;
  });
}

/** A booking's session and a session's bookable, joined within the same site. */
const sessionOfBooking = and(eq(schema.bookingSessions.siteId, schema.bookings.siteId), eq(schema.bookingSessions.id, schema.bookings.sessionId));
const bookableOfSession = and(eq(schema.bookables.siteId, schema.bookingSessions.siteId), eq(schema.bookables.id, schema.bookingSessions.bookableId));

/** Places that count against capacity: confirmed bookings, and holds whose payer may still be paying. */
const active = () => sql`(${schema.bookings.status} = 'confirmed' or (${schema.bookings.status} = 'held' and ${schema.bookings.holdExpiresAt} > ${sqlNow()}))`;

/**
 * Locks a session (creating its row the first time) and answers how many of
 * its places are taken. Every booking of a session takes this lock first, so
 * two payers racing for the last places are counted one after the other.
 */
export async function lockSession(tx: Transaction, siteId: SiteId, bookableId: string, startsAt: Date, capacity: number, excludeBooking?: string) {
  await tx.insert(schema.bookingSessions).values({ siteId, bookableId, startsAt, capacity }).onConflictDoNothing();
  const [session] = await tx
    .select({ id: schema.bookingSessions.id, capacity: schema.bookingSessions.capacity })
    .from(schema.bookingSessions)
    .where(and(eq(schema.bookingSessions.siteId, siteId), eq(schema.bookingSessions.bookableId, bookableId), eq(schema.bookingSessions.startsAt, startsAt)))
    .for("update");
  const [row] = await tx
    .select({ taken: sql<number>`coalesce(sum(${schema.bookings.partySize}), 0)::int` })
    .from(schema.bookings)
    .where(
      and(
        eq(schema.bookings.siteId, siteId),
        eq(schema.bookings.sessionId, session!.id),
        active(),
        excludeBooking ? sql`${schema.bookings.id} <> ${excludeBooking}` : sql`true`,
      ),
    );
  return { id: session!.id, capacity: session!.capacity, taken: row!.taken };
}

export interface HoldRequest {
  siteId: SiteId;
  bookable: Bookable & { id: string };
  startsAt: Date;
  partySize: number;
  contactId: string;
  paymentId: string;
  holdUntil: Date;
  details?: Record<string, string>;
}

/** Checks a requested session against the schedule and the party against the bookable's limits; throws what the visitor should read, naming the form's fields. */
export function checkRequest(
  bookable: Bookable,
  calendar: BusinessCalendar,
  startsAt: Date,
  partySize: number,
  now = clockNow(),
  fields = { time: "session", party: "partySize" },
): void {
  const date = dateIn(startsAt, calendar.timeZone);
  const what = bookable.kind === "table" ? "table" : "session";
  if (!sessionsOn(bookable, date, calendar).some((s) => s.getTime() === startsAt.getTime())) {
    const day = hoursOn(calendar, date);
    if (!day.online)
      throw new AppError(
        "bad_input",
        day.spans.length
          ? `${day.name ?? "That day"}: we take bookings by phone only.${day.note ? ` ${day.note}` : ""}`
          : `We are closed that day${day.name ? ` (${day.name})` : ""}. Please choose another day.`,
        { field: fields.time },
      );
    throw new AppError("bad_input", `There is no ${what} at that time. Please choose one of the times shown.`, { field: fields.time });
  }
  if (!isBookable(startsAt, bookable.horizonDays, now))
    throw new AppError("bad_input", `That ${what} can no longer be booked online. Please choose a later time, or call us.`, { field: fields.time });
  if (!Number.isInteger(partySize) || partySize < bookable.minParty || partySize > bookable.maxParty) {
    throw new AppError("bad_input", `Choose between ${bookable.minParty} and ${bookable.maxParty} ${bookable.kind === "table" ? "guests" : "players"}.`, {
      field: fields.party,
    });
  }
}

/** Holds places for a payer inside the checkout's transaction; refuses when they are no longer there. */
export async function holdPlaces(tx: Transaction, request: HoldRequest): Promise<void> {
  const session = await lockSession(tx, request.siteId, request.bookable.id, request.startsAt, request.bookable.capacity);
  const left = session.capacity - session.taken;
  if (request.partySize > left) {
    throw new AppError(
      "conflict",
      left > 0
        ? `Only ${left} place${left === 1 ? " is" : "s are"} left in that session. Choose fewer players or another time.`
        : "That session has just been fully booked. Please choose another time.",
      { field: "session" },
    );
  }
  await tx.insert(schema.bookings).values({
    siteId: request.siteId,
    sessionId: session.id,
    contactId: request.contactId,
    paymentId: request.paymentId,
    partySize: request.partySize,
    holdExpiresAt: request.holdUntil,
    details: request.details ?? {},
  });
}

type BookingWithSession = {
  id: string;
  status: (typeof schema.bookings.status.enumValues)[number];
  partySize: number;
  holdExpiresAt: Date;
  details: Record<string, string>;
  contactId: string;
  sessionId: string;
  startsAt: Date;
  bookableId: string;
  definition: Bookable;
};

async function lockBookingOfPayment(tx: Transaction, siteId: SiteId, paymentId: string): Promise<BookingWithSession | null> {
  const [row] = await tx
    .select({
      id: schema.bookings.id,
      status: schema.bookings.status,
      partySize: schema.bookings.partySize,
      holdExpiresAt: schema.bookings.holdExpiresAt,
      details: schema.bookings.details,
      contactId: schema.bookings.contactId,
      sessionId: schema.bookings.sessionId,
      startsAt: schema.bookingSessions.startsAt,
      bookableId: schema.bookingSessions.bookableId,
      definition: schema.bookables.definition,
    })
    .from(schema.bookings)
    .innerJoin(schema.bookingSessions, sessionOfBooking)
    .innerJoin(schema.bookables, bookableOfSession)
    .where(and(eq(schema.bookings.siteId, siteId), eq(schema.bookings.paymentId, paymentId)))
    .for("update", { of: schema.bookings });
  return row ?? null;
}

const setStatus = (tx: Transaction, siteId: SiteId, id: string, status: BookingWithSession["status"]) =>
  tx
    .update(schema.bookings)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(schema.bookings.siteId, siteId), eq(schema.bookings.id, id)));

/**
 * The payment for a booking went through. A hold still running becomes a
 * booking; one that lapsed (the payer took too long, or a late bank debit)
 * is confirmed only if its places are still free. Otherwise the payer is told
 * and refunded, never overbooked. Answers whether the booking stands.
 */
export async function confirmBooking(tx: Transaction, payment: PaymentRow): Promise<"confirmed" | "no-room" | "none"> {
  const siteId = payment.siteId as SiteId;
  const booking = await lockBookingOfPayment(tx, siteId, payment.id);
  if (!booking || booking.status === "confirmed" || booking.status === "cancelled") return "none";
  const session = await lockSession(tx, siteId, booking.bookableId, booking.startsAt, booking.definition.capacity, booking.id);
  if (session.taken + booking.partySize > session.capacity) {
    await setStatus(tx, siteId, booking.id, "cancelled");
    return "no-room";
  }
  await setStatus(tx, siteId, booking.id, "confirmed");
  return "confirmed";
}

/** The payment failed or timed out: its held places go back at once. */
export async function releaseBooking(tx: Transaction, payment: PaymentRow): Promise<void> {
  const siteId = payment.siteId as SiteId;
  const booking = await lockBookingOfPayment(tx, siteId, payment.id);
  if (booking?.status === "held") await setStatus(tx, siteId, booking.id, "released");
}

/** The money went back: the booking is cancelled and its places are free. */
export async function cancelBookingOfPayment(tx: Transaction, payment: PaymentRow): Promise<void> {
  const siteId = payment.siteId as SiteId;
  const booking = await lockBookingOfPayment(tx, siteId, payment.id);
  if (booking && booking.status !== "cancelled" && booking.status !== "released") await setStatus(tx, siteId, booking.id, "cancelled");
}

/** What the confirmation mail says about the booking. */
export async function describeBooking(tx: Transaction, payment: PaymentRow): Promise<string | null> {
  const { timeZone } = await siteCalendar(payment.siteId as SiteId, tx);
  const booking = await lockBookingOfPayment(tx, payment.siteId as SiteId, payment.id);
  if (!booking) return null;
  return `${booking.definition.name}\n${formatDateTime(booking.startsAt, timeZone)}\n${booking.partySize} ${booking.partySize === 1 ? "place" : "places"}`;
}

/** A contact's own bookings and table reservations, for their page: only theirs, only on their site. */
export async function bookingsOfContact(siteId: SiteId, contactId: string) {
  return db()
    .select({
      id: schema.bookings.id,
      status: schema.bookings.status,
      partySize: schema.bookings.partySize,
      startsAt: schema.bookingSessions.startsAt,
      bookableId: schema.bookingSessions.bookableId,
      definition: schema.bookables.definition,
      reference: sql<string>`coalesce(${schema.bookings.reference}, ${schema.payments.reference})`,
      /** Null for a free reservation. */
      amountCents: schema.payments.amountCents,
    })
    .from(schema.bookings)
    .innerJoin(schema.bookingSessions, sessionOfBooking)
    .innerJoin(schema.bookables, bookableOfSession)
    .leftJoin(schema.payments, and(eq(schema.payments.siteId, schema.bookings.siteId), eq(schema.payments.id, schema.bookings.paymentId)))
    .where(and(eq(schema.bookings.siteId, siteId), eq(schema.bookings.contactId, contactId), inArray(schema.bookings.status, ["confirmed", "cancelled"])))
    .orderBy(schema.bookingSessions.startsAt);
}

/** Changes are allowed until 24 hours before the session. */
export function changeable(startsAt: Date, now = clockNow()): boolean {
  return startsAt.getTime() - now.getTime() >= CHANGE_CUTOFF_HOURS * 3600_000;
}

/** A paid booking can be cancelled online until 24 hours before; a free table reservation until its time. */
export function cancellable(booking: { startsAt: Date; definition: Pick<Bookable, "kind"> }, now = clockNow()): boolean {
  return booking.definition.kind === "table" ? booking.startsAt.getTime() > now.getTime() : changeable(booking.startsAt, now);
}

async function lockOwnBooking(tx: Transaction, siteId: SiteId, contactId: string, bookingId: string) {
  const [row] = await tx
    .select({
      id: schema.bookings.id,
      status: schema.bookings.status,
      partySize: schema.bookings.partySize,
      paymentId: schema.bookings.paymentId,
      startsAt: schema.bookingSessions.startsAt,
      bookableId: schema.bookingSessions.bookableId,
      definition: schema.bookables.definition,
    })
    .from(schema.bookings)
    .innerJoin(schema.bookingSessions, sessionOfBooking)
    .innerJoin(schema.bookables, bookableOfSession)
    .where(and(eq(schema.bookings.siteId, siteId), eq(schema.bookings.contactId, contactId), eq(schema.bookings.id, bookingId)))
    .for("update", { of: schema.bookings });
  if (!row || row.status !== "confirmed") throw new AppError("not_found", "That booking cannot be changed.");
  return row;
}

/**
 * The visitor cancels from their own page, until 24 hours before (a free
 * table reservation: until its time): the places are freed now and the
 * payment is refunded (the provider's event then marks it refunded). Returns
 * the payment to refund, or null for a reservation that had none.
 */
export async function cancelOwnBooking(siteId: SiteId, contactId: string, bookingId: string, now = clockNow()): Promise<string | null> {
  const { timeZone } = await siteCalendar(siteId);
  return write([tags.site(siteId)], async (tx) => {
    const booking = await lockOwnBooking(tx, siteId, contactId, bookingId);
    const table = booking.definition.kind === "table";
    if (!cancellable(booking, now))
      throw new AppError(
        "conflict",
        table ? "That reservation's time has passed." : `Bookings can be cancelled online until ${CHANGE_CUTOFF_HOURS} hours before the game. Please call us.`,
      );
    await setStatus(tx, siteId, booking.id, "cancelled");
    const when = formatDateTime(booking.startsAt, timeZone);
    if (table)
      await mailOwnerAndContact(
        tx,
        siteId,
        contactId,
        "reservation-cancelled",
        `Reservation cancelled: table for ${booking.partySize}, ${when}`,
        `The reservation of a table for ${booking.partySize} on ${when} was cancelled.`,
      );
    else
      await mailOwnerAndContact(
        tx,
        siteId,
        contactId,
        "booking-cancelled",
        `Booking cancelled: ${booking.definition.name}, ${when}`,
        `The booking for ${booking.partySize} on ${when} (${booking.definition.name}) was cancelled. The payment is being refunded in full.`,
      );
    return booking.paymentId;
  }).finally(kickMailWorker);
}

/** The visitor moves their booking to another session of the same game, at the same price, until 24 hours before. */
export async function moveOwnBooking(siteId: SiteId, contactId: string, bookingId: string, newStartsAt: Date, now = clockNow()): Promise<void> {
  const { timeZone } = await siteCalendar(siteId);
  await write([tags.site(siteId)], async (tx) => {
    const booking = await lockOwnBooking(tx, siteId, contactId, bookingId);
    if (!changeable(booking.startsAt, now))
      throw new AppError("conflict", `Bookings can be moved online until ${CHANGE_CUTOFF_HOURS} hours before the game. Please call us.`);
    if (newStartsAt.getTime() === booking.startsAt.getTime())
      throw new AppError("bad_input", "That is the session you have booked already.", { field: "session" });
    checkRequest(booking.definition, await siteCalendar(siteId, tx), newStartsAt, booking.partySize, now);
    if (!changeable(newStartsAt, now)) throw new AppError("bad_input", `Choose a session at least ${CHANGE_CUTOFF_HOURS} hours away.`, { field: "session" });
    const oldPrice = pricePerPerson(booking.definition, dateIn(booking.startsAt, timeZone));
    if (pricePerPerson(booking.definition, dateIn(newStartsAt, timeZone)) !== oldPrice) {
      throw new AppError(
        "bad_input",
        `That session is priced differently (weekend prices differ). Choose a session at ${formatCents(oldPrice)} per player, or call us to change.`,
        { field: "session" },
      );
    }
    const session = await lockSession(tx, siteId, booking.bookableId, newStartsAt, booking.definition.capacity);
    if (session.taken + booking.partySize > session.capacity)
      throw new AppError("conflict", `That session has only ${session.capacity - session.taken} places left. Please choose another.`, { field: "session" });
    await tx
      .update(schema.bookings)
      .set({ sessionId: session.id, updatedAt: sql`now()` })
      .where(and(eq(schema.bookings.siteId, siteId), eq(schema.bookings.id, booking.id)));
    await mailOwnerAndContact(
      tx,
      siteId,
      contactId,
      "booking-moved",
      `Booking moved: ${booking.definition.name}, now ${formatDateTime(newStartsAt, timeZone)}`,
      `The booking for ${booking.partySize} (${booking.definition.name}) moved from ${formatDateTime(booking.startsAt, timeZone)} to ${formatDateTime(newStartsAt, timeZone)}.`,
    );
  });
  kickMailWorker();
}

export async function mailOwnerAndContact(tx: Transaction, siteId: SiteId, contactId: string, kind: string, subject: string, text: string) {
  const [row] = await tx
    .select({ email: schema.contacts.email, publicKey: schema.contacts.publicKey, siteName: schema.sites.name, settings: schema.sites.settings })
    .from(schema.contacts)
    .innerJoin(schema.sites, eq(schema.sites.id, schema.contacts.siteId))
    .where(and(eq(schema.contacts.siteId, siteId), eq(schema.contacts.id, contactId)));
  await enqueueMail(tx, siteId, {
    kind,
    to: row!.email,
    subject: `${row!.siteName}: ${subject}`,
    text: `${text}\n\nYour bookings: ${contactPageUrl(row!.publicKey)}\n`,
  });
  if (row!.settings.contact.email)
    await enqueueMail(tx, siteId, {
      kind: `${kind}-owner`,
      to: row!.settings.contact.email,
      replyTo: row!.email,
      subject,
      text: `${text}\n\nBooked by ${row!.email}.\n`,
    });
}
