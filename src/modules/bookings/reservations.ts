import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import { formatClock, formatDateTime } from "@/lib/format";
import { addDays, wallClockOn } from "@/lib/time";
import { tags } from "@/server/cache/tags";
import { db, schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import { newReference } from "@/server/reference";
import { sign, verify } from "@/server/secret";
import { contactPageUrl, upsertContact } from "@/modules/contacts/service";
import { enqueueMail } from "@/modules/mail/outbox";
import { kickMailWorker } from "@/modules/mail/worker";
import { siteCalendar, type SiteId } from "@/modules/sites/queries";
import type { StoredBookable } from "./queries";
import { checkRequest, lockSession } from "./service";
import { now as clockNow } from "@/lib/clock";

/**
 * A restaurant's table reservations: free bookings of a "table" bookable,
 * whose capacity is the guests it seats for each time. They take the same
 * lock on the time's session as paid bookings, so the last places go to one
 * party only; each has a reference of its own instead of a payment, and the
 * guest cancels from their own page (the link in their confirmation).
 */
export interface ReservationRequest {
  siteId: SiteId;
  bookable: StoredBookable;
  startsAt: Date;
  partySize: number;
  guest: { email: string; name: string; phone?: string };
  requests?: string;
}

/** The form's field names, so a refusal sits beside the field it is about. */
export const RESERVATION_FIELDS = { time: "time", party: "party" } as const;

export async function reserveTable(request: ReservationRequest, now = clockNow()): Promise<{ reference: string }> {
  const { siteId, bookable, startsAt, partySize, guest } = request;
  if (bookable.kind !== "table") throw new AppError("bad_input", "That cannot be reserved here.");
  const calendar = await siteCalendar(siteId);
  checkRequest(bookable, calendar, startsAt, partySize, now, RESERVATION_FIELDS);
  const { timeZone } = calendar;
  const when = formatDateTime(startsAt, timeZone);
  const reservation = await write([tags.site(siteId)], async (tx) => {
    const contact = await upsertContact(tx, siteId, guest);
    const session = await lockSession(tx, siteId, bookable.id, startsAt, bookable.capacity);
    const left = session.capacity - session.taken;
    if (partySize > left) {
      const at = formatClock(startsAt, timeZone);
      throw new AppError(
        "conflict",
        left > 0
          ? `Only ${left} ${left === 1 ? "place is" : "places are"} left at ${at}. Choose a smaller party or another time.`
          : `The last table at ${at} has just been taken. Please choose another time.`,
        { field: RESERVATION_FIELDS.time },
      );
    }
    const reference = newReference("T");
    const details = { name: guest.name, ...(guest.phone ? { phone: guest.phone } : {}), ...(request.requests ? { requests: request.requests } : {}) };
    await tx.insert(schema.bookings).values({
      siteId,
      sessionId: session.id,
      contactId: contact.id,
      paymentId: null,
      reference,
      partySize,
      status: "confirmed",
      holdExpiresAt: now,
      details,
    });

    const [site] = await tx.select({ name: schema.sites.name, settings: schema.sites.settings }).from(schema.sites).where(eq(schema.sites.id, siteId));
    const address = site!.settings.contact.address;
    const party = `${partySize} ${partySize === 1 ? "guest" : "guests"}`;
    const asked = request.requests ? `Your requests: ${request.requests}\n` : "";
    await enqueueMail(tx, siteId, {
      kind: "reservation",
      to: guest.email,
      subject: `${site!.name}: your table for ${partySize}, ${when} [${reference}]`,
      text: `Hello ${guest.name},\n\nYour table at ${site!.name} is reserved.\n\nWhen: ${when}\nGuests: ${partySize}\nReservation number: ${reference}\n${asked}${address ? `Where: ${address.street}, ${address.locality}\n` : ""}\nIf your plans change, please cancel from your page (online until your time), so the table can go to someone else: ${contactPageUrl(contact.publicKey)}\n`,
    });
    if (site!.settings.contact.email) {
      await enqueueMail(tx, siteId, {
        kind: "reservation-owner",
        to: site!.settings.contact.email,
        replyTo: guest.email,
        subject: `New reservation: table for ${partySize}, ${when} [${reference}]`,
        text: `${guest.name} reserved a table for ${party} on ${when}.\n${guest.phone ? `Phone: ${guest.phone}\n` : ""}Email: ${guest.email}\n${request.requests ? `Requests: ${request.requests}\n` : ""}`,
      });
    }
    return { reference };
  });
  kickMailWorker();
  return reservation;
}

const returnCheck = (reference: string) => sign(`reservation-return:${reference}`);

/** Where the guest lands once reserved: the page with the reservation named and signed, its result first. */
export function reservationReturnPath(siteSlug: string, pagePath: string, reference: string): string {
  return `/${siteSlug}${pagePath ? `/${pagePath}` : ""}?reservation=${reference}&check=${returnCheck(reference)}#result`;
}

/** The reservation a return link names, when its signature is right, on this site only. */
export async function reservationForReturn(siteId: SiteId, reference: string, check: string) {
  if (!/^T-[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(reference) || !verify(`reservation-return:${reference}`, check)) return null;
  const [row] = await db()
    .select({
      reference: schema.bookings.reference,
      status: schema.bookings.status,
      partySize: schema.bookings.partySize,
      details: schema.bookings.details,
      startsAt: schema.bookingSessions.startsAt,
      email: schema.contacts.email,
      contactKey: schema.contacts.publicKey,
    })
    .from(schema.bookings)
    .innerJoin(schema.bookingSessions, and(eq(schema.bookingSessions.siteId, schema.bookings.siteId), eq(schema.bookingSessions.id, schema.bookings.sessionId)))
    .innerJoin(schema.contacts, and(eq(schema.contacts.siteId, schema.bookings.siteId), eq(schema.contacts.id, schema.bookings.contactId)))
    .where(and(eq(schema.bookings.siteId, siteId), eq(schema.bookings.reference, reference)));
  return row ?? null;
}

/** A day's reservations for the owner's list, by time: who, how many, what they asked for, and how full each time is. */
export async function reservationsOn(siteId: SiteId, date: string) {
  const { timeZone } = await siteCalendar(siteId);
  const from = wallClockOn(date, "00:00", timeZone);
  const before = wallClockOn(addDays(date, 1), "00:00", timeZone);
  return db()
    .select({
      id: schema.bookings.id,
      reference: schema.bookings.reference,
      status: schema.bookings.status,
      partySize: schema.bookings.partySize,
      details: schema.bookings.details,
      createdAt: schema.bookings.createdAt,
      startsAt: schema.bookingSessions.startsAt,
      capacity: schema.bookingSessions.capacity,
      bookable: sql<string>`${schema.bookables.definition}->>'name'`,
      bookableKey: schema.bookables.key,
      contactName: schema.contacts.name,
      contactEmail: schema.contacts.email,
      contactPhone: schema.contacts.phone,
    })
    .from(schema.bookings)
    .innerJoin(schema.bookingSessions, and(eq(schema.bookingSessions.siteId, schema.bookings.siteId), eq(schema.bookingSessions.id, schema.bookings.sessionId)))
    .innerJoin(schema.bookables, and(eq(schema.bookables.siteId, schema.bookingSessions.siteId), eq(schema.bookables.id, schema.bookingSessions.bookableId)))
    .innerJoin(schema.contacts, and(eq(schema.contacts.siteId, schema.bookings.siteId), eq(schema.contacts.id, schema.bookings.contactId)))
    .where(
      and(
        eq(schema.bookings.siteId, siteId),
        sql`${schema.bookings.reference} is not null`,
        gte(schema.bookingSessions.startsAt, from),
        lt(schema.bookingSessions.startsAt, before),
      ),
    )
    .orderBy(asc(schema.bookingSessions.startsAt), asc(schema.bookings.createdAt));
}

export type ReservationRow = Awaited<ReturnType<typeof reservationsOn>>[number];

/** The owner cancels a reservation (the guest called): its places are free again and the guest is mailed. */
export async function cancelReservation(siteId: SiteId, bookingId: string): Promise<{ reference: string; guest: string }> {
  const { timeZone } = await siteCalendar(siteId);
  const cancelled = await write([tags.site(siteId)], async (tx) => {
    const [row] = await tx
      .select({
        id: schema.bookings.id,
        status: schema.bookings.status,
        reference: schema.bookings.reference,
        partySize: schema.bookings.partySize,
        startsAt: schema.bookingSessions.startsAt,
        email: schema.contacts.email,
        name: schema.contacts.name,
        publicKey: schema.contacts.publicKey,
        siteName: schema.sites.name,
      })
      .from(schema.bookings)
      .innerJoin(
        schema.bookingSessions,
        and(eq(schema.bookingSessions.siteId, schema.bookings.siteId), eq(schema.bookingSessions.id, schema.bookings.sessionId)),
      )
      .innerJoin(schema.contacts, and(eq(schema.contacts.siteId, schema.bookings.siteId), eq(schema.contacts.id, schema.bookings.contactId)))
      .innerJoin(schema.sites, eq(schema.sites.id, schema.bookings.siteId))
      .where(and(eq(schema.bookings.siteId, siteId), eq(schema.bookings.id, bookingId), sql`${schema.bookings.reference} is not null`))
      .for("update", { of: schema.bookings });
    if (!row) throw new AppError("not_found", "No such reservation on this site.");
    if (row.status !== "confirmed") throw new AppError("conflict", `Reservation ${row.reference} is ${row.status} already.`);
    await tx
      .update(schema.bookings)
      .set({ status: "cancelled", updatedAt: sql`now()` })
      .where(and(eq(schema.bookings.siteId, siteId), eq(schema.bookings.id, row.id)));
    const when = formatDateTime(row.startsAt, timeZone);
    await enqueueMail(tx, siteId, {
      kind: "reservation-cancelled",
      to: row.email,
      subject: `${row.siteName}: your reservation for ${when} is cancelled [${row.reference}]`,
      text: `Hello${row.name ? ` ${row.name}` : ""},\n\n${row.siteName} has cancelled your reservation ${row.reference}: a table for ${row.partySize} on ${when}.\n\nYour page: ${contactPageUrl(row.publicKey)}\n`,
    });
    return { reference: row.reference!, guest: row.name ?? row.email };
  });
  kickMailWorker();
  return cancelled;
}

/**
 * The host stand marks a party that did not come (or, after all, came): only
 * a confirmed reservation whose time has begun becomes a no-show, and only a
 * no-show goes back. Its places stay taken (the time is past); the guest is
 * not mailed. The morning screen counts no-shows apart from the tables held.
 */
export async function markReservationNoShow(
  siteId: SiteId,
  bookingId: string,
  noShow: boolean,
  now = clockNow(),
): Promise<{ reference: string; guest: string }> {
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await tx
      .select({
        status: schema.bookings.status,
        reference: schema.bookings.reference,
        startsAt: schema.bookingSessions.startsAt,
        guest: sql<string>`coalesce(${schema.bookings.details}->>'name', ${schema.contacts.name}, ${schema.contacts.email})`,
      })
      .from(schema.bookings)
      .innerJoin(
        schema.bookingSessions,
        and(eq(schema.bookingSessions.siteId, schema.bookings.siteId), eq(schema.bookingSessions.id, schema.bookings.sessionId)),
      )
      .innerJoin(schema.contacts, and(eq(schema.contacts.siteId, schema.bookings.siteId), eq(schema.contacts.id, schema.bookings.contactId)))
      .innerJoin(schema.bookables, and(eq(schema.bookables.siteId, schema.bookingSessions.siteId), eq(schema.bookables.id, schema.bookingSessions.bookableId)))
      .where(
        and(
          eq(schema.bookings.siteId, siteId),
          eq(schema.bookings.id, bookingId),
          sql`${schema.bookings.reference} is not null`,
          sql`${schema.bookables.definition}->>'kind' = 'table'`,
        ),
      )
      .for("update", { of: schema.bookings });
    if (!row) throw new AppError("not_found", "No such reservation on this site.");
    if (noShow && row.startsAt > now) throw new AppError("conflict", `Reservation ${row.reference} has not begun yet: mark a no-show once its time has come.`);
    const from = noShow ? "confirmed" : "no_show";
    if (row.status !== from) throw new AppError("conflict", `Reservation ${row.reference} is ${row.status.replace("_", " ")}.`);
    await tx
      .update(schema.bookings)
      .set({ status: noShow ? "no_show" : "confirmed", updatedAt: sql`now()` })
      .where(and(eq(schema.bookings.siteId, siteId), eq(schema.bookings.id, bookingId)));
    return { reference: row.reference!, guest: row.guest };
  });
}
