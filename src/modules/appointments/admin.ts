import { and, asc, eq, gte, inArray, isNotNull, lt } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import { formatDateTime } from "@/lib/format";
import { z } from "zod";
import { addDays, isCalendarDate, wallClockOn } from "@/lib/time";
import { now as clockNow } from "@/lib/clock";
import { db, schema } from "@/server/db/client";
import { audited } from "@/modules/audit/service";
import { authorize, type Actor } from "@/modules/auth/access";
import { siteCalendar, type SiteId } from "@/modules/sites/queries";
import { appointmentBook } from "./queries";
import { ANYONE, bookingFormSchema } from "./schema";
import {
  answerRequest,
  appointmentByReference,
  blockTime,
  bookAppointment,
  cancelAppointment,
  markNoShow,
  moveAppointment,
  type AppointmentStatus,
} from "./service";
import { joins } from "./joins";
import { APPOINTMENT_REFERENCE } from "./links";
import type { AppointmentView } from "./places";

/**
 * The owner's day: every appointment and every blocked stretch of the
 * site's people on a date, and what the owner does about them (a booking
 * taken by phone, a move, a cancellation, a no-show, time blocked off),
 * each authorized for the site's inbox and audited.
 */

export interface DayEntry {
  kind: "appointment" | "class" | "time_off";
  slotId: string;
  startsAt: Date;
  endsAt: Date;
  personSlug: string;
  person: string;
  service: string | null;
  note: string;
  capacity: number;
  customers: Array<{
    reference: string;
    status: AppointmentStatus;
    name: string;
    email: string;
    phone: string | null;
    address: string | null;
    notes: string;
    source: string;
  }>;
}

async function entriesBetween(siteId: SiteId, from: Date, until: Date): Promise<DayEntry[]> {
  const rows = await db()
    .select({
      slotId: schema.appointmentSlots.id,
      kind: schema.appointmentSlots.kind,
      active: schema.appointmentSlots.active,
      startsAt: schema.appointmentSlots.startsAt,
      endsAt: schema.appointmentSlots.endsAt,
      note: schema.appointmentSlots.note,
      capacity: schema.appointmentSlots.capacity,
      personSlug: schema.teamMembers.slug,
      person: schema.teamMembers.name,
      service: schema.appointmentServices.name,
      reference: schema.appointments.reference,
      status: schema.appointments.status,
      name: schema.appointments.name,
      email: schema.contacts.email,
      phone: schema.appointments.phone,
      address: schema.appointments.address,
      notes: schema.appointments.notes,
      source: schema.appointments.source,
    })
    .from(schema.appointmentSlots)
    .innerJoin(schema.appointmentStaff, joins.staff)
    .innerJoin(schema.teamMembers, joins.member)
    .leftJoin(schema.appointmentServices, joins.service)
    .leftJoin(schema.appointments, joins.appointment)
    .leftJoin(schema.contacts, joins.contact)
    .where(and(eq(schema.appointmentSlots.siteId, siteId), gte(schema.appointmentSlots.startsAt, from), lt(schema.appointmentSlots.startsAt, until)))
    .orderBy(asc(schema.appointmentSlots.startsAt), asc(schema.teamMembers.name), asc(schema.appointments.createdAt));
  const bySlot = new Map<string, DayEntry>();
  for (const row of rows) {
    // A freed time off is gone; a cancelled appointment stays listed, as cancelled.
    if (row.kind === "time_off" && !row.active) continue;
    const entry = bySlot.get(row.slotId) ?? {
      kind: row.kind,
      slotId: row.slotId,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      personSlug: row.personSlug,
      person: row.person,
      service: row.service,
      note: row.note,
      capacity: row.capacity,
      customers: [],
    };
    if (row.reference)
      entry.customers.push({
        reference: row.reference,
        status: row.status!,
        name: row.name!,
        email: row.email!,
        phone: row.phone,
        address: row.address,
        notes: row.notes ?? "",
        source: row.source ?? "website",
      });
    bySlot.set(row.slotId, entry);
  }
  // A slot an appointment moved away from holds nobody: nothing to list.
  return [...bySlot.values()].filter((e) => e.kind === "time_off" || e.customers.length > 0);
}

/** A date's (or `days` dates') appointments and blocked time for the owner, with the site's people and services for the forms. */
export async function appointmentDayForOwner(actor: Actor | null, siteSlug: string, date: string, days = 1) {
  const { site } = await authorize(actor, siteSlug, "inbox");
  const [book, calendar] = await Promise.all([appointmentBook(site.id), siteCalendar(site.id)]);
  const [entries, requests, left] = await Promise.all([
    entriesBetween(site.id, wallClockOn(date, "00:00", calendar.timeZone), wallClockOn(addDays(date, days), "00:00", calendar.timeZone)),
    upcomingFor(site.id, "requests"),
    upcomingFor(site.id, "left"),
  ]);
  return { site, book, calendar, entries, requests, left };
}

/** Appointments still to come that wait on the owner, earliest first: `requested` ones, or those of people who stopped taking appointments. */
async function upcomingFor(siteId: SiteId, which: "requests" | "left") {
  return db()
    .select({
      reference: schema.appointments.reference,
      name: schema.appointments.name,
      startsAt: schema.appointmentSlots.startsAt,
      service: schema.appointmentServices.name,
      person: schema.teamMembers.name,
    })
    .from(schema.appointments)
    .innerJoin(schema.appointmentSlots, joins.appointment)
    .innerJoin(schema.appointmentServices, joins.service)
    .innerJoin(schema.appointmentStaff, joins.staff)
    .innerJoin(schema.teamMembers, joins.member)
    .where(
      and(
        eq(schema.appointments.siteId, siteId),
        gte(schema.appointmentSlots.startsAt, clockNow()),
        which === "requests"
          ? eq(schema.appointments.status, "requested")
          : and(isNotNull(schema.appointmentStaff.stoppedAt), inArray(schema.appointments.status, ["confirmed", "requested", "awaiting_payment"])),
      ),
    )
    .orderBy(asc(schema.appointmentSlots.startsAt))
    .limit(50);
}

/** The longest stretch one export covers. */
const EXPORT_DAYS = 366;

/** The dates an export covers, as the owner's form sends them ("2027-03-01" to "2027-03-31", both included). */
export const appointmentRange = z
  .object({
    from: z.string().refine(isCalendarDate, "Enter the first day, such as 2027-03-01"),
    to: z.string().refine(isCalendarDate, "Enter the last day, such as 2027-03-31"),
  })
  .refine((r) => r.from <= r.to, "The last day comes on or after the first")
  .refine((r) => addDays(r.from, EXPORT_DAYS) > r.to, `Export at most ${EXPORT_DAYS} days at once`);

/** Every appointment (one row a customer, cancelled ones too) starting on the dates of the range, earliest first: the CSV export's rows. */
export async function appointmentsInRange(siteId: SiteId, range: { from: string; to: string }, timeZone: string) {
  const entries = await entriesBetween(siteId, wallClockOn(range.from, "00:00", timeZone), wallClockOn(addDays(range.to, 1), "00:00", timeZone));
  return entries.flatMap((e) => e.customers.map((c) => ({ ...c, startsAt: e.startsAt, endsAt: e.endsAt, service: e.service ?? "", person: e.person })));
}

/** How many confirmed appointments the site has on a date (the dashboard's "Needs you"). */
export async function confirmedOn(siteId: SiteId, date: string, timeZone: string): Promise<number> {
  const entries = await entriesBetween(siteId, wallClockOn(date, "00:00", timeZone), wallClockOn(addDays(date, 1), "00:00", timeZone));
  return entries.reduce((n, e) => n + e.customers.filter((c) => c.status === "confirmed").length, 0);
}

const word = (at: Date, timeZone: string) => formatDateTime(at, timeZone);

/** A booking the owner takes on the phone: the same rules as online, except that a by-phone-only day is open to it. */
export async function addAppointmentByPhone(actor: Actor | null, siteSlug: string, input: Record<string, unknown>): Promise<string> {
  const { site, actor: who } = await authorize(actor, siteSlug, "inbox");
  const form = bookingFormSchema.parse({ person: ANYONE, ...input });
  return audited(
    who,
    site,
    (message: string) => ({ action: "appointment.add", entity: "appointment", summary: message }),
    async () => {
      const booked = await bookAppointment(site.id, form, { source: "phone" });
      return `Booked ${form.name} with ${booked.person}, ${word(booked.startsAt, site.settings.timeZone)}: ${booked.reference}. A confirmation was emailed.`;
    },
  );
}

/** What the owner is told of a move: where the appointment is now, read from it. */
export const movedWords = (moved: Pick<AppointmentView, "reference" | "name" | "startsAt" | "timeZone" | "person">) =>
  `Moved ${moved.reference} (${moved.name}) to ${word(moved.startsAt, moved.timeZone)} with ${moved.person}; the customer has been emailed.`;

/** The appointment just moved, for the notice the owner's day shows after the move; null when the reference is none of the site's. */
export async function movedForOwner(actor: Actor | null, siteSlug: string, reference: string): Promise<string | null> {
  const { site } = await authorize(actor, siteSlug, "inbox");
  if (!APPOINTMENT_REFERENCE.test(reference)) return null;
  const moved = await appointmentByReference(site.id, reference).catch(() => null);
  return moved ? movedWords(moved) : null;
}

/** Moves an appointment (to another person too: "any" for whoever is free, needed when its person stopped taking appointments). */
export async function moveAppointmentAsOwner(actor: Actor | null, siteSlug: string, reference: string, start: Date, person?: string): Promise<string> {
  const { site, actor: who } = await authorize(actor, siteSlug, "inbox");
  return audited(
    who,
    site,
    (message: string) => ({ action: "appointment.move", entity: "appointment", summary: message }),
    async () => {
      return movedWords(await moveAppointment(site.id, reference, start, { by: "owner", ...(person && { person }) }));
    },
  );
}

export async function cancelAppointmentAsOwner(actor: Actor | null, siteSlug: string, reference: string): Promise<string> {
  const { site, actor: who } = await authorize(actor, siteSlug, "inbox");
  return audited(
    who,
    site,
    (message: string) => ({ action: "appointment.cancel", entity: "appointment", summary: message }),
    async () => {
      const done = await cancelAppointment(site.id, reference, { by: "owner" });
      return `Cancelled ${done.reference} (${done.name}); the customer has been emailed.`;
    },
  );
}

/** The owner approves or declines a new customer's request; the customer is emailed either way. */
export async function answerRequestAsOwner(actor: Actor | null, siteSlug: string, reference: string, answer: "approve" | "decline"): Promise<string> {
  const { site, actor: who } = await authorize(actor, siteSlug, "inbox");
  return audited(
    who,
    site,
    (message: string) => ({ action: `appointment.${answer}`, entity: "appointment", summary: message }),
    async () => {
      const done = await answerRequest(site.id, reference, answer);
      return answer === "approve"
        ? `Approved ${done.reference} (${done.name}); the confirmation has been emailed.`
        : `Declined ${done.reference} (${done.name}); the time is free again and the customer has been emailed.`;
    },
  );
}

export async function markNoShowAsOwner(actor: Actor | null, siteSlug: string, reference: string): Promise<string> {
  const { site, actor: who } = await authorize(actor, siteSlug, "inbox");
  const view = await appointmentByReference(site.id, reference);
  if (view.startsAt > clockNow()) throw new AppError("bad_input", "A customer can only miss an appointment once it has started.");
  return audited(
    who,
    site,
    (message: string) => ({ action: "appointment.no-show", entity: "appointment", summary: message }),
    async () => {
      await markNoShow(site.id, reference);
      return `Marked ${reference} (${view.name}) as not come.`;
    },
  );
}

export async function blockTimeAsOwner(actor: Actor | null, siteSlug: string, personSlug: string, from: Date, until: Date, note: string): Promise<string> {
  const { site, actor: who } = await authorize(actor, siteSlug, "inbox");
  const person = (await appointmentBook(site.id)).people.find((p) => p.slug === personSlug);
  if (!person) throw new AppError("bad_input", "Choose who the time is blocked for.", { field: "person" });
  return audited(
    who,
    site,
    (message: string) => ({ action: "appointment.block", entity: "appointment", summary: message }),
    async () => {
      await blockTime(site.id, person.id, from, until, note);
      return `Blocked ${person.name}'s time from ${word(from, site.settings.timeZone)} to ${word(until, site.settings.timeZone)}.`;
    },
  );
}
