import { and, eq, sql } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import { formatCents } from "@/lib/format";
import { db, schema, type Transaction } from "@/server/db/client";
import type { PaymentRow, PaymentState } from "@/modules/payments/payment";
import type { SiteId } from "@/modules/sites/queries";
import { joins } from "./joins";
import { appointmentMail, type MailFacts } from "./mail";
import { appointmentBook, type Service } from "./queries";
import { blockedRange } from "./slots";

/**
 * What every change of an appointment stands on, in the caller's
 * transaction: a place taken in someone's time (the database decides who
 * gets it), given back, an appointment read whole, and what its deposit's
 * payment does to it (./fulfilment.ts). Nothing here starts a payment, so
 * the payments module's fulfilment can use it.
 */

/**
 * Takes a place for the service at startsAt with the first of `staffIds` who
 * is free, in the caller's transaction. The database decides: a new stretch of
 * someone's time goes in only when it overlaps none of theirs (the exclusion
 * constraint; ON CONFLICT DO NOTHING waits for a concurrent booking and then
 * yields to it), and a class's places are counted under its row's lock.
 * Answers the slot and the person, or null when nobody was free.
 */
export async function takePlace(
  tx: Transaction,
  siteId: SiteId,
  service: Service,
  staffIds: readonly string[],
  startsAt: Date,
): Promise<{ slotId: string; staffId: string } | null> {
  const range = blockedRange(service, startsAt);
  for (const staffId of staffIds) {
    const kind = service.capacity > 1 ? "class" : "appointment";
    const [inserted] = await tx
      .insert(schema.appointmentSlots)
      .values({ siteId, staffId, serviceId: service.id, kind, ...range, capacity: service.capacity })
      .onConflictDoNothing()
      .returning({ id: schema.appointmentSlots.id });
    if (kind === "appointment") {
      if (inserted) return { slotId: inserted.id, staffId };
      continue;
    }
    // A class: the one running then (just made, or made by someone else), locked while its places are counted.
    const [running] = await tx
      .execute<{ id: string; capacity: number }>(
        sql`
      select id, capacity from appointment_slots
      where site_id = ${siteId} and staff_id = ${staffId} and service_id = ${service.id} and kind = 'class' and active and starts_at = ${startsAt.toISOString()}
      for update`,
      )
      .then((r) => r.rows);
    if (!running) continue;
    const [{ taken }] = (
      await tx.execute<{ taken: number }>(
        sql`select count(*)::int as taken from appointments where site_id = ${siteId} and slot_id = ${running.id} and status <> 'cancelled'`,
      )
    ).rows as [{ taken: number }];
    if (taken < running.capacity) return { slotId: running.id, staffId };
  }
  return null;
}

/** Frees a slot when its last place is given back (an appointment's one, or a class's last). */
export async function releaseIfEmpty(tx: Transaction, siteId: SiteId, slotId: string): Promise<void> {
  await tx.execute(sql`
    update appointment_slots set active = false
    where site_id = ${siteId} and id = ${slotId}
      and not exists (select 1 from appointments a where a.site_id = ${siteId} and a.slot_id = ${slotId} and a.status <> 'cancelled')`);
}

/** Whether the owner wants to approve this customer's booking: they ask it of new customers, and this one has never had an appointment kept. */
export async function needsApproval(tx: Transaction, siteId: SiteId, contactId: string, exceptId?: string): Promise<boolean> {
  const { rows } = await tx.execute<{ ask: boolean }>(sql`
    select coalesce((select approve_new_customers from appointment_policies where site_id = ${siteId}), false)
      and not exists (select 1 from appointments where site_id = ${siteId} and contact_id = ${contactId}
        and status in ('confirmed', 'no_show') and id <> coalesce(${exceptId ?? null}::uuid, '00000000-0000-0000-0000-000000000000')) as ask`);
  return rows[0]?.ask ?? false;
}

export type AppointmentStatus = "confirmed" | "cancelled" | "no_show" | "awaiting_payment" | "requested";

export interface AppointmentView extends MailFacts {
  id: string;
  slotId: string;
  status: AppointmentStatus;
  /** The deposit's payment, when one was asked for; paymentStatus is its state. */
  paymentId: string | null;
  paymentStatus: PaymentState | null;
  /** What the customer paid online and still has paid (not refunded), in cents; null: nothing. */
  paidCents: number | null;
  serviceKey: string;
  personSlug: string;
  changeCutoffHours: number;
}

export async function factsOf(executor: Transaction | ReturnType<typeof db>, siteId: SiteId, reference: string): Promise<AppointmentView> {
  const [row] = await executor
    .select({
      id: schema.appointments.id,
      slotId: schema.appointments.slotId,
      reference: schema.appointments.reference,
      status: schema.appointments.status,
      name: schema.appointments.name,
      phone: schema.appointments.phone,
      address: schema.appointments.address,
      notes: schema.appointments.notes,
      email: schema.contacts.email,
      startsAt: schema.appointmentSlots.startsAt,
      endsAt: schema.appointmentSlots.endsAt,
      serviceKey: schema.appointmentServices.key,
      service: schema.appointmentServices.name,
      priceCents: schema.appointmentServices.priceCents,
      priceFrom: schema.appointmentServices.priceFrom,
      personSlug: schema.teamMembers.slug,
      person: schema.teamMembers.name,
      siteSlug: schema.sites.slug,
      siteName: schema.sites.name,
      settings: schema.sites.settings,
      paymentId: schema.appointments.paymentId,
      paymentStatus: schema.payments.status,
      paymentReference: schema.payments.reference,
      paymentCents: schema.payments.amountCents,
      paymentLabel: sql<string | null>`${schema.payments.lines}->0->>'label'`,
      changeCutoffHours: sql<number>`coalesce((select change_cutoff_hours from appointment_policies p where p.site_id = ${siteId}), 24)`,
      pagePath: sql<string>`coalesce((select page_path from appointment_policies p where p.site_id = ${siteId}), 'book')`,
    })
    .from(schema.appointments)
    .innerJoin(schema.appointmentSlots, joins.appointment)
    .innerJoin(schema.appointmentServices, joins.service)
    .innerJoin(schema.appointmentStaff, joins.staff)
    .innerJoin(schema.teamMembers, joins.member)
    .innerJoin(schema.contacts, joins.contact)
    .innerJoin(schema.sites, eq(schema.sites.id, schema.appointments.siteId))
    .leftJoin(schema.payments, and(eq(schema.payments.siteId, schema.appointments.siteId), eq(schema.payments.id, schema.appointments.paymentId)))
    .where(and(eq(schema.appointments.siteId, siteId), eq(schema.appointments.reference, reference)));
  if (!row) throw new AppError("not_found", "There is no such appointment.");
  const { settings, priceCents, priceFrom, paymentReference, paymentCents, paymentLabel, ...rest } = row;
  const address = settings.contact.address;
  return {
    ...rest,
    price: `${priceFrom ? "from " : ""}${formatCents(priceCents)}`,
    paidCents: rest.paymentStatus === "paid" ? paymentCents : null,
    paid:
      rest.paymentStatus === "paid" || rest.paymentStatus === "refunded"
        ? `${formatCents(paymentCents!)} (${paymentLabel}, receipt ${paymentReference})`
        : null,
    timeZone: settings.timeZone ?? "America/New_York",
    where: rest.address ?? (address ? `${address.street}, ${address.locality}` : null),
    siteEmail: settings.contact.email ?? null,
    sitePhone: settings.contact.phone ?? null,
  };
}

/** Still coming: confirmed, or asked for and waiting for the owner's answer. */
export const upcoming = (status: AppointmentStatus) => status === "confirmed" || status === "requested";

/** Marks an appointment cancelled and gives its time back, in the caller's transaction. */
export async function giveBack(tx: Transaction, siteId: SiteId, view: Pick<AppointmentView, "id" | "slotId">): Promise<void> {
  await tx
    .update(schema.appointments)
    .set({ status: "cancelled" })
    .where(and(eq(schema.appointments.siteId, siteId), eq(schema.appointments.id, view.id)));
  await releaseIfEmpty(tx, siteId, view.slotId);
}

/* ------------------------------------------------- a deposit's payment */

/** The appointment a deposit pays for, locked. */
async function appointmentOfPayment(tx: Transaction, payment: PaymentRow): Promise<AppointmentView | null> {
  const [row] = await tx
    .select({ reference: schema.appointments.reference })
    .from(schema.appointments)
    .where(and(eq(schema.appointments.siteId, payment.siteId), eq(schema.appointments.paymentId, payment.id)))
    .for("update");
  return row ? factsOf(tx, payment.siteId as SiteId, row.reference) : null;
}

/** The deposit failed or its checkout closed: the time held for it goes back. */
export async function releaseUnpaidAppointment(tx: Transaction, payment: PaymentRow): Promise<void> {
  const view = await appointmentOfPayment(tx, payment);
  if (view?.status === "awaiting_payment") await giveBack(tx, payment.siteId as SiteId, view);
}

/** The deposit was refunded (from the payment's page, or after a cancellation): an appointment still standing is cancelled and the customer told. */
export async function cancelRefundedAppointment(tx: Transaction, payment: PaymentRow): Promise<void> {
  const view = await appointmentOfPayment(tx, payment);
  if (!view || !upcoming(view.status)) return;
  await giveBack(tx, payment.siteId as SiteId, view);
  await appointmentMail(tx, payment.siteId as SiteId, "cancelled-by-owner", view);
}

/**
 * The deposit arrived: the appointment is confirmed (or waits for the
 * owner's approval) and the customer gets its confirmation. One whose hold
 * had lapsed takes its time again if it is still free; otherwise it answers
 * null (the payer and the owner are told to refund).
 */
export async function confirmPaidAppointment(tx: Transaction, payment: PaymentRow): Promise<AppointmentView | "no-room" | null> {
  const siteId = payment.siteId as SiteId;
  const view = await appointmentOfPayment(tx, payment);
  if (!view) return null;
  let slotId = view.slotId;
  if (view.status === "cancelled") {
    const service = (await appointmentBook(siteId, tx, { archived: true })).services.find((s) => s.key === view.serviceKey);
    const [slot] = await tx
      .select({ staffId: schema.appointmentSlots.staffId })
      .from(schema.appointmentSlots)
      .where(and(eq(schema.appointmentSlots.siteId, siteId), eq(schema.appointmentSlots.id, view.slotId)));
    const place = service && slot ? await takePlace(tx, siteId, service, [slot.staffId], view.startsAt) : null;
    if (!place) return "no-room";
    slotId = place.slotId;
  } else if (view.status !== "awaiting_payment") return view;
  const status = (await needsApproval(tx, siteId, payment.contactId, view.id)) ? "requested" : "confirmed";
  await tx
    .update(schema.appointments)
    .set({ status, slotId })
    .where(and(eq(schema.appointments.siteId, siteId), eq(schema.appointments.id, view.id)));
  const facts = await factsOf(tx, siteId, view.reference);
  await appointmentMail(tx, siteId, status === "requested" ? "requested" : "booked", facts);
  return facts;
}
