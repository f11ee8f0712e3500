import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import { formatCents, formatDateTime } from "@/lib/format";
import { dateIn } from "@/lib/time";
import { now as clockNow } from "@/lib/clock";
import { tags } from "@/server/cache/tags";
import { db, schema, type Transaction } from "@/server/db/client";
import { every } from "@/server/every";
import { write } from "@/server/db/write";
import { newReference } from "@/server/reference";
import { upsertContact } from "@/modules/contacts/service";
import { kickMailWorker } from "@/modules/mail/worker";
import type { SiteId } from "@/modules/sites/queries";
import { unsafeForgetOldDrafts } from "./drafts";
import { appointmentMail } from "./mail";
import { factsOf, giveBack, needsApproval, releaseIfEmpty, takePlace, upcoming, type AppointmentStatus, type AppointmentView } from "./places";
import { refundPayment } from "@/modules/payments/events";
import { checkout } from "@/modules/payments/service";
import { logger } from "@/server/log";
import { appointmentBook, busyBetween, slotCalendar, type AppointmentBook, type Person, type Service } from "./queries";
import { ANYONE, policySchema, serviceInputSchema, staffInputSchema, type BookingForm, type PolicyInput, type ServiceInput, type StaffInput } from "./schema";
import { fairOrder, nextOpenTimes, openTimesOn, type OpenTime, type SlotQuestion } from "./slots";
import { joins } from "./joins";

/* ---------------------------------------------------------------- setup */

export async function setPolicy(siteId: SiteId, input: PolicyInput): Promise<void> {
  const policy = policySchema.parse(input);
  await write([tags.site(siteId)], (tx) =>
    tx
      .insert(schema.appointmentPolicies)
      .values({ siteId, ...policy })
      .onConflictDoUpdate({ target: schema.appointmentPolicies.siteId, set: policy }),
  );
}

/** A team member takes appointments, with their working week. */
export async function saveStaff(siteId: SiteId, input: StaffInput): Promise<string> {
  const { member, hours, position } = staffInputSchema.parse(input);
  return write([tags.site(siteId)], async (tx) => {
    const [team] = await tx
      .select({ id: schema.teamMembers.id })
      .from(schema.teamMembers)
      .where(and(eq(schema.teamMembers.siteId, siteId), eq(schema.teamMembers.slug, member)));
    if (!team) throw new AppError("bad_input", `No team member "${member}" on this site.`, { field: "member" });
    const [row] = await tx
      .insert(schema.appointmentStaff)
      .values({ siteId, teamMemberId: team.id, hours, position })
      // Someone who had stopped and is added again takes appointments again.
      .onConflictDoUpdate({ target: [schema.appointmentStaff.siteId, schema.appointmentStaff.teamMemberId], set: { hours, position, stoppedAt: null } })
      .returning({ id: schema.appointmentStaff.id });
    return row!.id;
  });
}

/** A service, created or replaced by its key, with the people who give it (they must take appointments already). */
export async function saveService(siteId: SiteId, input: ServiceInput): Promise<string> {
  const { staff, ...service } = serviceInputSchema.parse(input);
  return write([tags.site(siteId)], async (tx) => {
    const people = await tx
      .select({ id: schema.appointmentStaff.id, slug: schema.teamMembers.slug })
      .from(schema.appointmentStaff)
      .innerJoin(schema.teamMembers, joins.member)
      .where(and(eq(schema.appointmentStaff.siteId, siteId), inArray(schema.teamMembers.slug, staff)));
    const missing = staff.filter((slug) => !people.some((p) => p.slug === slug));
    if (missing.length) throw new AppError("bad_input", `These people do not take appointments yet: ${missing.join(", ")}.`, { field: "staff" });
    const [row] = await tx
      .insert(schema.appointmentServices)
      .values({ siteId, ...service })
      .onConflictDoUpdate({ target: [schema.appointmentServices.siteId, schema.appointmentServices.key], set: service })
      .returning({ id: schema.appointmentServices.id });
    await tx
      .delete(schema.appointmentServiceStaff)
      .where(and(eq(schema.appointmentServiceStaff.siteId, siteId), eq(schema.appointmentServiceStaff.serviceId, row!.id)));
    await tx.insert(schema.appointmentServiceStaff).values(people.map((p) => ({ siteId, serviceId: row!.id, staffId: p.id })));
    return row!.id;
  });
}

/* ---------------------------------------------------------- availability */

export interface Availability {
  book: AppointmentBook;
  service: Service;
  /** The chosen person, or null for anyone available. */
  person: Person | null;
  question: SlotQuestion;
}

/** Finds the service and the person (by slug, or "any") a visitor asked about; null when either is not offered. */
export function choose(book: AppointmentBook, serviceKey: string, personSlug: string): { service: Service; person: Person | null } | null {
  const service = book.services.find((s) => s.key === serviceKey);
  if (!service) return null;
  if (personSlug === ANYONE) return { service, person: null };
  const person = book.people.find((p) => p.slug === personSlug && p.serviceIds.includes(service.id));
  return person ? { service, person } : null;
}

/**
 * Everything the slots of a service need: the book and the site's calendar,
 * kept under the site's tag (./queries.ts), and the taken time over the whole
 * horizon, read anew each time (one query) so a booking or time off shows at once.
 */
export async function availability(
  siteId: SiteId,
  serviceKey: string,
  personSlug: string,
  options: { now?: Date; online?: boolean } = {},
): Promise<Availability | null> {
  const now = options.now ?? clockNow();
  const [book, calendar] = await Promise.all([appointmentBook(siteId), slotCalendar(siteId)]);
  const chosen = choose(book, serviceKey, personSlug);
  if (!chosen) return null;
  const busy = await busyBetween(siteId, new Date(now.getTime() - 24 * 3600_000), new Date(now.getTime() + (book.policy.horizonDays + 1) * 24 * 3600_000));
  const people = chosen.person ? [chosen.person] : book.people;
  return { book, ...chosen, question: { calendar, service: chosen.service, people, busy, policy: book.policy, now, online: options.online ?? true } };
}

/* --------------------------------------------------------------- booking */

/** The time asked for was taken meanwhile (or never offered): says so, with the next free times. */
export class SlotTakenError extends AppError {
  constructor(
    message: string,
    readonly nextTimes: OpenTime[],
  ) {
    super("conflict", message, { field: "start" });
  }
}

function nextTimesWords(times: OpenTime[], timeZone: string): string {
  if (!times.length) return "There is no other free time in the next two weeks.";
  return `The next free times are ${times.map((t) => formatDateTime(t.startsAt, timeZone)).join("; ")}.`;
}

async function refuse(siteId: SiteId, form: Pick<BookingForm, "service" | "person">, startsAt: Date, message: string, now: Date): Promise<never> {
  const fresh = await availability(siteId, form.service, form.person, { now });
  const times = fresh ? nextOpenTimes(startsAt, dateIn(startsAt, fresh.question.calendar.timeZone), fresh.question) : [];
  throw new SlotTakenError(`${message} ${nextTimesWords(times, fresh?.question.calendar.timeZone ?? "UTC")}`, times);
}

export interface Booked {
  reference: string;
  startsAt: Date;
  person: string;
  /** "awaiting_payment" until the deposit is paid, "requested" until the owner approves it. */
  status: "confirmed" | "requested" | "awaiting_payment";
  /** Where the visitor pays the deposit or prepayment, when the service asks for one. */
  checkoutUrl?: string;
  /** That payment's reference. */
  paymentReference?: string;
}

/** What a visitor pays online when booking: the service's deposit, never more than its price (all of it: a prepayment). */
export function dueOnline(service: Pick<Service, "depositCents" | "priceCents">): number {
  return service.depositCents ? Math.min(service.depositCents, service.priceCents) : 0;
}

/** The line a deposit is charged as, in the customer's words. */
export const depositLabel = (service: Pick<Service, "name" | "depositCents" | "priceCents" | "priceFrom">) =>
  !service.priceFrom && dueOnline(service) === service.priceCents ? `${service.name}, paid in full` : `Deposit for ${service.name}`;

/** The slot was taken while the checkout was being opened: nothing of it is kept. */
class NoPlace extends Error {}

/**
 * Books an appointment for a visitor (or for the owner taking a call:
 * source "phone", which may book a by-phone-only day). The time must be one
 * the slots offer; who gets it is decided by the database, so of many
 * visitors asking for the same time at once exactly one gets it, and the
 * others are told so with the next free times. A service with a deposit
 * (online only) holds the time "awaiting_payment" in the same commit as its
 * payment and answers the checkout's address; the payment's fulfilment
 * (./fulfilment.ts) confirms it or gives the time back. A new customer's
 * booking waits for the owner's approval when the owner asks for that.
 */
export async function bookAppointment(
  siteId: SiteId,
  form: BookingForm,
  options: { now?: Date; source?: "website" | "phone"; client?: string } = {},
): Promise<Booked> {
  const now = options.now ?? clockNow();
  const source = options.source ?? "website";
  const found = await availability(siteId, form.service, form.person, { now, online: source === "website" });
  if (!found) throw new AppError("bad_input", "That service or person is not offered here.", { field: "service" });
  const { service, question, book } = found;
  if (service.atCustomer && !form.address) throw new AppError("bad_input", "Enter the address where we should come", { field: "address" });
  const startsAt = new Date(form.start);
  const offered = openTimesOn(dateIn(startsAt, question.calendar.timeZone), question).find((t) => t.startsAt.getTime() === startsAt.getTime());
  if (!offered) return refuse(siteId, form, startsAt, "That time is no longer free.", now);
  const order = fairOrder(offered.staffIds, question.busy, startsAt, question.calendar.timeZone);
  const reference = newReference("A");
  const deposit = source === "website" ? dueOnline(service) : 0;

  const hold = async (tx: Transaction, paymentId: string | null): Promise<Booked | null> => {
    const place = await takePlace(tx, siteId, service, order, startsAt);
    if (!place) return null;
    const contact = await upsertContact(tx, siteId, { email: form.email, name: form.name, ...(form.phone ? { phone: form.phone } : {}) });
    const status = paymentId ? "awaiting_payment" : source === "website" && (await needsApproval(tx, siteId, contact.id)) ? "requested" : "confirmed";
    await tx.insert(schema.appointments).values({
      siteId,
      slotId: place.slotId,
      contactId: contact.id,
      reference,
      status,
      paymentId,
      name: form.name,
      phone: form.phone || null,
      address: service.atCustomer ? form.address : null,
      notes: form.notes,
      source,
    });
    if (status !== "awaiting_payment") await appointmentMail(tx, siteId, status === "requested" ? "requested" : "booked", await factsOf(tx, siteId, reference));
    return { reference, startsAt, person: book.people.find((p) => p.id === place.staffId)!.name, status };
  };

  if (deposit) {
    let held: Booked | null = null;
    try {
      const { url, reference: paymentReference } = await checkout(
        {
          siteId,
          purpose: "appointment",
          payer: { email: form.email, name: form.name, ...(form.phone ? { phone: form.phone } : {}) },
          lines: [{ label: depositLabel(service), quantity: 1, unitCents: deposit }],
          details: { appointment: reference, service: service.name, when: formatDateTime(startsAt, question.calendar.timeZone) },
          successPath: book.policy.pagePath,
          cancelPath: book.policy.pagePath,
          ...(options.client ? { clientAddress: options.client } : {}),
        },
        async (tx, payment) => {
          held = await hold(tx, payment.id);
          if (!held) throw new NoPlace();
        },
      );
      return { ...held!, checkoutUrl: url, paymentReference };
    } catch (error) {
      if (error instanceof NoPlace) return refuse(siteId, form, startsAt, "Someone booked that time a moment ago.", now);
      throw error;
    }
  }

  const booked = await write([], (tx) => hold(tx, null));
  if (!booked) return refuse(siteId, form, startsAt, "Someone booked that time a moment ago.", now);
  kickMailWorker();
  return booked;
}

/* ----------------------------------------------------- one appointment */

export type { AppointmentStatus, AppointmentView } from "./places";

/** One appointment of the site by its reference. */
export function appointmentByReference(siteId: SiteId, reference: string): Promise<AppointmentView> {
  return factsOf(db(), siteId, reference);
}

/** Whether the customer may still move or cancel it themselves: until the owner's cutoff before it starts. */
export function customerMayChange(view: Pick<AppointmentView, "status" | "startsAt" | "changeCutoffHours">, now: Date): boolean {
  return upcoming(view.status) && view.startsAt.getTime() - now.getTime() >= view.changeCutoffHours * 3600_000;
}

export function policyWords(changeCutoffHours: number, sitePhone: string | null): string {
  const call = sitePhone ? `call us on ${sitePhone}` : "call us";
  return changeCutoffHours > 0
    ? `You can move or cancel online until ${changeCutoffHours} ${changeCutoffHours === 1 ? "hour" : "hours"} before your appointment; after that, please ${call}.`
    : `You can move or cancel online until your appointment starts; after that, please ${call}.`;
}

type Who = "customer" | "owner";

const STATUS_WORDS: Record<Exclude<AppointmentStatus, "confirmed" | "requested">, string> = {
  cancelled: "This appointment is already cancelled.",
  no_show: "This appointment has passed.",
  awaiting_payment: "This appointment is waiting for its payment; it can be changed once it is paid.",
};

function checkChange(view: AppointmentView, by: Who, now: Date) {
  if (!upcoming(view.status)) throw new AppError("conflict", STATUS_WORDS[view.status as keyof typeof STATUS_WORDS]);
  if (by === "customer" && !customerMayChange(view, now))
    throw new AppError("forbidden", `It is too late to change this appointment online. ${policyWords(view.changeCutoffHours, view.sitePhone)}`);
}

/** What was paid for a cancelled appointment goes back through the payment's own refund (its event records it and mails the receipt). */
async function refundDeposit(siteId: SiteId, view: Pick<AppointmentView, "paymentId" | "paymentStatus" | "reference">): Promise<void> {
  if (!view.paymentId || view.paymentStatus !== "paid") return;
  try {
    await refundPayment(siteId, view.paymentId);
  } catch (error) {
    logger.error({ err: error, site: siteId, appointment: view.reference }, "could not refund a cancelled appointment's deposit");
  }
}

/** Cancels an appointment (by the customer within the policy, or by the owner); both sides are told, and a deposit is refunded. */
export async function cancelAppointment(siteId: SiteId, reference: string, options: { by: Who; now?: Date }): Promise<AppointmentView> {
  const now = options.now ?? clockNow();
  const view = await write([], async (tx) => {
    await tx.execute(sql`select 1 from appointments where site_id = ${siteId} and reference = ${reference} for update`);
    const view = await factsOf(tx, siteId, reference);
    checkChange(view, options.by, now);
    await giveBack(tx, siteId, view);
    await appointmentMail(tx, siteId, options.by === "customer" ? "cancelled-by-customer" : "cancelled-by-owner", view);
    return { ...view, status: "cancelled" as const };
  });
  kickMailWorker();
  await refundDeposit(siteId, view);
  return view;
}

/**
 * The owner answers a request: approved, it is confirmed (the customer gets
 * the confirmation); declined, its time is given back, the customer is told
 * and a deposit is refunded.
 */
export async function answerRequest(siteId: SiteId, reference: string, answer: "approve" | "decline"): Promise<AppointmentView> {
  const view = await write([], async (tx) => {
    await tx.execute(sql`select 1 from appointments where site_id = ${siteId} and reference = ${reference} for update`);
    const view = await factsOf(tx, siteId, reference);
    if (view.status !== "requested") throw new AppError("conflict", "This booking is not waiting for an answer any more.");
    if (answer === "decline") {
      await giveBack(tx, siteId, view);
      await appointmentMail(tx, siteId, "declined", view);
      return { ...view, status: "cancelled" as const };
    }
    await tx
      .update(schema.appointments)
      .set({ status: "confirmed" })
      .where(and(eq(schema.appointments.siteId, siteId), eq(schema.appointments.id, view.id)));
    await appointmentMail(tx, siteId, "approved", view);
    return { ...view, status: "confirmed" as const };
  });
  kickMailWorker();
  if (answer === "decline") await refundDeposit(siteId, view);
  return view;
}

/**
 * A paid appointment keeps its payment when it moves, so its customer may
 * move it online only while the service still asks the same: after a price
 * change the difference would be owed one way or the other, which a move
 * cannot settle. They cancel it (refunded in full) and book again, or ask the
 * business, which may still move it. The words that say so, or null.
 */
export function paidMoveRefusal(
  view: Pick<AppointmentView, "paidCents" | "sitePhone">,
  service: Pick<Service, "name" | "depositCents" | "priceCents">,
): string | null {
  const due = dueOnline(service);
  if (view.paidCents === null || view.paidCents === due) return null;
  return `You paid ${formatCents(view.paidCents)} for ${service.name} when you booked, and it now costs ${due ? `${formatCents(due)} online` : "nothing online"}, so it cannot be moved online. To change the time, cancel it (what you paid is refunded in full) and book again, or ${view.sitePhone ? `call us on ${view.sitePhone}` : "call us"}.`;
}

/** Moves an appointment to another offered time with the same person (or anyone, when asked); both sides are told. */
export async function moveAppointment(
  siteId: SiteId,
  reference: string,
  start: Date,
  options: { by: Who; now?: Date; person?: string },
): Promise<AppointmentView> {
  const now = options.now ?? clockNow();
  const before = await appointmentByReference(siteId, reference);
  checkChange(before, options.by, now);
  const personSlug = options.person ?? before.personSlug;
  const found = await availability(siteId, before.serviceKey, personSlug, { now, online: options.by === "customer" });
  if (!found) throw new AppError("bad_input", "That person no longer gives this service.");
  const { question, service } = found;
  const refusal = options.by === "customer" ? paidMoveRefusal(before, service) : null;
  if (refusal) throw new AppError("conflict", refusal);
  // The appointment's own time does not stand in its way.
  const withoutItself = { ...question, busy: question.busy.filter((b) => b.slotId !== before.slotId || b.kind === "class") };
  const offered = openTimesOn(dateIn(start, question.calendar.timeZone), withoutItself).find((t) => t.startsAt.getTime() === start.getTime());
  if (!offered) return refuse(siteId, { service: before.serviceKey, person: personSlug }, start, "That time is not free.", now);
  const moved = await write([], async (tx) => {
    await tx.execute(sql`select 1 from appointments where site_id = ${siteId} and reference = ${reference} for update`);
    const current = await factsOf(tx, siteId, reference);
    checkChange(current, options.by, now);
    await tx
      .update(schema.appointments)
      .set({ status: "cancelled" })
      .where(and(eq(schema.appointments.siteId, siteId), eq(schema.appointments.id, current.id)));
    await releaseIfEmpty(tx, siteId, current.slotId);
    const place = await takePlace(tx, siteId, service, fairOrder(offered.staffIds, question.busy, start, question.calendar.timeZone), start);
    if (!place) return null;
    await tx
      .update(schema.appointments)
      .set({ status: current.status, slotId: place.slotId, remindedAt: null })
      .where(and(eq(schema.appointments.siteId, siteId), eq(schema.appointments.id, current.id)));
    const after = await factsOf(tx, siteId, reference);
    await appointmentMail(tx, siteId, options.by === "customer" ? "moved-by-customer" : "moved-by-owner", after, current);
    return after;
  });
  if (!moved) return refuse(siteId, { service: before.serviceKey, person: personSlug }, start, "Someone booked that time a moment ago.", now);
  kickMailWorker();
  return moved;
}

/** The owner marks that the customer did not come. */
export async function markNoShow(siteId: SiteId, reference: string): Promise<void> {
  await write([], (tx) =>
    tx
      .update(schema.appointments)
      .set({ status: "no_show" })
      .where(and(eq(schema.appointments.siteId, siteId), eq(schema.appointments.reference, reference), ne(schema.appointments.status, "cancelled"))),
  );
}

/** The owner blocks a person's time (a lunch, a day off); refused when it would overlap an appointment. */
export async function blockTime(siteId: SiteId, staffId: string, from: Date, until: Date, note: string): Promise<string> {
  if (until <= from) throw new AppError("bad_input", "The end must come after the start.", { field: "until" });
  const [row] = await write([], (tx) =>
    tx
      .insert(schema.appointmentSlots)
      .values({ siteId, staffId, serviceId: null, kind: "time_off", startsAt: from, endsAt: until, blockedFrom: from, blockedUntil: until, note })
      .onConflictDoNothing()
      .returning({ id: schema.appointmentSlots.id }),
  );
  if (!row) throw new AppError("conflict", "That time overlaps an appointment. Move or cancel it first.", { field: "from" });
  return row.id;
}

/* ------------------------------------------------------------ reminders */

/**
 * Sends every reminder that is due (each site's own hours before), once:
 * an appointment is claimed by setting reminded_at in the same statement that
 * finds it, so two workers never both send one. Platform-wide by design: the
 * worker serves every site, each row keeps its own site.
 */
/** The reminders' background pass, on every instance (the claim makes each reminder go once). */
export function startAppointmentReminders(everyMs = 60_000): () => void {
  return every(everyMs, "send appointment reminders", async () => {
    await unsafeSendDueReminders();
    await unsafeForgetOldDrafts();
  });
}

export async function unsafeSendDueReminders(now: Date = clockNow()): Promise<number> {
  const due = await write([], async (tx) => {
    const claimed = await tx.execute<{ site_id: SiteId; reference: string }>(sql`
      update appointments a set reminded_at = ${now.toISOString()}
      from appointment_slots s
      where s.site_id = a.site_id and s.id = a.slot_id and a.status = 'confirmed' and a.reminded_at is null
        and s.starts_at > ${now.toISOString()}
        and s.starts_at <= ${now.toISOString()}::timestamptz + make_interval(hours => coalesce((select reminder_hours from appointment_policies p where p.site_id = a.site_id), 24))
      returning a.site_id, a.reference`);
    for (const { site_id, reference } of claimed.rows) await appointmentMail(tx, site_id, "reminder", await factsOf(tx, site_id, reference));
    return claimed.rows.length;
  });
  if (due) kickMailWorker();
  return due;
}
