import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clockIn } from "@/lib/time";
import { answerRequestAsOwner, appointmentDayForOwner } from "@/modules/appointments/admin";
import {
  appointmentByReference,
  availability,
  bookAppointment,
  cancelAppointment,
  moveAppointment,
  saveService,
  setPolicy,
  SlotTakenError,
} from "@/modules/appointments/service";
import { openTimesOn } from "@/modules/appointments/slots";
import { siteAttention } from "@/modules/dashboard/attention";
import { expireStalePayments, receiveWebhook } from "@/modules/payments/events";
import { checkoutEvent, type TestOutcome } from "@/modules/payments/providers/test";
import type { SiteId } from "@/modules/sites/queries";
import { db, schema } from "@/server/db/client";
import { at, barbershop, NOW, paymentOfAppointment, visitor, ZONE } from "../helpers/appointments";
import { member, operator } from "../helpers/actors";
import { saveServiceAsOwner } from "@/modules/appointments/setup";
import { appointmentBook } from "@/modules/appointments/queries";
import type { ZodError } from "zod";

/**
 * A service with a deposit takes it through the payment provider (here the
 * test provider, whose events are signed as Stripe signs them): the time is
 * held while the payment is pending, confirmed when it is paid, given back
 * when the checkout fails or times out, and refunded when the appointment is
 * cancelled. An owner who approves new customers answers their requests.
 */

const DAY = "2027-03-02";

async function withDeposit() {
  const site = await barbershop();
  await saveService(site.id, { key: "colour", name: "Colour", durationMinutes: 60, priceCents: 8000, depositCents: 2000, staff: ["ana"] });
  await saveService(site.id, { key: "shave", name: "Hot towel shave", durationMinutes: 30, priceCents: 3000, depositCents: 3000, staff: ["ben"] });
  return site;
}

/** What the test checkout page does when the payer chooses. */
async function payerChooses(siteId: SiteId, reference: string, outcome: TestOutcome) {
  const payment = await paymentOfAppointment(siteId, reference);
  const event = checkoutEvent({ id: payment.id, session: payment.providerSession!, amountCents: payment.amountCents }, outcome);
  return receiveWebhook("test", event.body, event.signature);
}

const mails = async (siteId: SiteId) =>
  db()
    .select({ kind: schema.outbox.kind, to: schema.outbox.toAddress, text: schema.outbox.textBody })
    .from(schema.outbox)
    .where(eq(schema.outbox.siteId, siteId));

async function colourTimes(siteId: SiteId) {
  const found = await availability(siteId, "colour", "ana", { now: NOW });
  return openTimesOn(DAY, found!.question).map((t) => clockIn(t.startsAt, ZONE));
}

describe("an appointment's deposit", () => {
  it("holds the time while it is paid, confirms it when paid, and a cancellation refunds it", async () => {
    const site = await withDeposit();
    const booked = await bookAppointment(site.id, visitor(1, at(DAY, "10:00"), { service: "colour" }), { now: NOW });
    expect(booked).toMatchObject({ status: "awaiting_payment", checkoutUrl: expect.stringMatching(/^\/checkout\/test\/cs_test_/) });
    const payment = await paymentOfAppointment(site.id, booked.reference);
    expect(payment).toMatchObject({ purpose: "appointment", status: "pending", amountCents: 2000 });
    expect(payment.lines).toEqual([{ label: "Deposit for Colour", quantity: 1, unitCents: 2000 }]);
    // Held: nobody else gets it, and no confirmation goes before the money.
    expect(await colourTimes(site.id)).not.toContain("10:00");
    await expect(bookAppointment(site.id, visitor(2, at(DAY, "10:00"), { service: "colour" }), { now: NOW })).rejects.toBeInstanceOf(SlotTakenError);
    expect((await mails(site.id)).map((m) => m.kind)).toEqual([]);
    expect((await appointmentByReference(site.id, booked.reference)).status).toBe("awaiting_payment");
    await expect(cancelAppointment(site.id, booked.reference, { by: "customer", now: NOW })).rejects.toMatchObject({ code: "conflict" });

    expect((await payerChooses(site.id, booked.reference, "success")).outcome).toBe("applied");
    const paid = await appointmentByReference(site.id, booked.reference);
    expect(paid).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
    expect(paid.paid).toBe(`$20 (Deposit for Colour, receipt ${payment.reference})`);
    const sent = await mails(site.id);
    expect(sent.map((m) => m.kind).sort()).toEqual(["appointment-booked", "appointment-booked-owner", "payment-owner", "receipt"]);
    expect(sent.find((m) => m.kind === "appointment-booked")!.text).toContain(`Paid online: $20 (Deposit for Colour, receipt ${payment.reference})`);
    expect(sent.find((m) => m.kind === "receipt")!.text).toContain(`This pays for your appointment ${booked.reference}: Colour with Ana Ruiz`);

    // Cancelled inside the policy: the time is free again and the deposit comes back through the payment's refund.
    await cancelAppointment(site.id, booked.reference, { by: "customer", now: NOW });
    expect((await paymentOfAppointment(site.id, booked.reference)).status).toBe("refunded");
    expect(await colourTimes(site.id)).toContain("10:00");
    const after = await mails(site.id);
    expect(after.filter((m) => m.kind === "refund")).toHaveLength(1);
    expect(after.find((m) => m.kind === "appointment-cancelled-by-customer")!.text).toContain("is refunded to your card or account");
    expect((await appointmentByReference(site.id, booked.reference)).status).toBe("cancelled");
  });

  it("gives the time back when the card is declined or the checkout times out, and takes a late payment only if the time is still free", async () => {
    const site = await withDeposit();
    const declined = await bookAppointment(site.id, visitor(1, at(DAY, "10:00"), { service: "colour" }), { now: NOW });
    await payerChooses(site.id, declined.reference, "decline");
    expect((await appointmentByReference(site.id, declined.reference)).status).toBe("cancelled");
    expect(await colourTimes(site.id)).toContain("10:00");

    // Left at the checkout: the sweep closes it after its half hour and the time goes back.
    const left = await bookAppointment(site.id, visitor(2, at(DAY, "11:00"), { service: "colour" }), { now: NOW });
    expect(await colourTimes(site.id)).not.toContain("11:00");
    expect(await expireStalePayments(new Date(Date.now() + 40 * 60_000))).toBeGreaterThanOrEqual(1);
    expect((await appointmentByReference(site.id, left.reference)).status).toBe("cancelled");
    expect(await colourTimes(site.id)).toContain("11:00");
    // Its payment arrives late: the time is still free, so it is taken again and confirmed.
    await payerChooses(site.id, left.reference, "success");
    expect((await appointmentByReference(site.id, left.reference)).status).toBe("confirmed");
    expect(await colourTimes(site.id)).not.toContain("11:00");

    // A late payment for a time someone else has booked since: nothing is double booked, both sides are told to refund.
    const late = await bookAppointment(site.id, visitor(3, at(DAY, "12:00"), { service: "colour" }), { now: NOW });
    await payerChooses(site.id, late.reference, "cancel");
    const rival = await bookAppointment(site.id, visitor(4, at(DAY, "12:00"), { service: "colour" }), { now: NOW });
    await payerChooses(site.id, rival.reference, "success");
    await payerChooses(site.id, late.reference, "success");
    expect((await appointmentByReference(site.id, late.reference)).status).toBe("cancelled");
    expect((await appointmentByReference(site.id, rival.reference)).status).toBe("confirmed");
    const kinds = (await mails(site.id)).map((m) => m.kind);
    expect(kinds).toContain("appointment-no-room");
    expect(kinds).toContain("appointment-no-room-owner");
  });

  it("charges the whole price as a prepayment, and a call-in taken by the owner asks for nothing online", async () => {
    const site = await withDeposit();
    const booked = await bookAppointment(site.id, visitor(1, at(DAY, "10:00"), { service: "shave", person: "ben" }), { now: NOW });
    expect((await paymentOfAppointment(site.id, booked.reference)).lines).toEqual([{ label: "Hot towel shave, paid in full", quantity: 1, unitCents: 3000 }]);
    const phoned = await bookAppointment(site.id, visitor(2, at(DAY, "11:00"), { service: "shave", person: "ben" }), { now: NOW, source: "phone" });
    expect(phoned).toMatchObject({ status: "confirmed" });
    expect(phoned.checkoutUrl).toBeUndefined();
  });
});

describe("a deposit set by the owner", () => {
  it("is chosen on the set-up screen, checked and audited, and is what the visitor pays", async () => {
    const site = await barbershop();
    const owner = await member(site.id, "owner");
    const form = {
      name: "Beard sculpt",
      durationMinutes: "45",
      price: "60",
      bufferBeforeMinutes: "0",
      bufferAfterMinutes: "0",
      capacity: "1",
      travelMinutes: "0",
      paidOnline: "deposit",
      deposit: "$15",
      staff: ["ana"],
    };
    expect(await saveServiceAsOwner(owner, site.slug, null, form)).toBe(
      "Added the service Beard sculpt: 45 minutes, $60, a deposit of $15 online. Visitors can book it now.",
    );
    const booked = await bookAppointment(site.id, visitor(1, at(DAY, "10:00"), { service: "beard-sculpt" }), { now: NOW });
    expect((await paymentOfAppointment(site.id, booked.reference)).lines).toEqual([{ label: "Deposit for Beard sculpt", quantity: 1, unitCents: 1500 }]);

    expect(await saveServiceAsOwner(owner, site.slug, "beard-sculpt", { ...form, paidOnline: "full", deposit: "" })).toContain("$60, paid in full online.");
    const prepaid = await bookAppointment(site.id, visitor(2, at(DAY, "11:00"), { service: "beard-sculpt" }), { now: NOW });
    expect((await paymentOfAppointment(site.id, prepaid.reference)).amountCents).toBe(6000);
    await saveServiceAsOwner(owner, site.slug, "beard-sculpt", { ...form, paidOnline: "nothing" });
    expect(await bookAppointment(site.id, visitor(3, at(DAY, "12:00"), { service: "beard-sculpt" }), { now: NOW })).toMatchObject({ status: "confirmed" });

    // What cannot be asked is named, and nothing changes.
    const refused = async (changes: Record<string, unknown>) =>
      saveServiceAsOwner(owner, site.slug, "beard-sculpt", { ...form, ...changes }).then(
        () => null,
        (e: ZodError) => e.issues.map((i) => i.message),
      );
    expect(await refused({ deposit: "75" })).toEqual(["A deposit cannot be more than the price: choose The whole price instead"]);
    expect(await refused({ deposit: "" })).toEqual(["Enter the deposit in dollars, such as 20"]);
    expect(await refused({ deposit: "fifteen" })).toEqual(["Enter the deposit in dollars, such as 20 or 20.50"]);
    expect(await refused({ paidOnline: "full", priceFrom: true })).toEqual([
      "A price that only says where it starts cannot be paid in full ahead: ask a deposit instead",
    ]);
    expect(await refused({ paidOnline: "full", price: "0" })).toEqual(["A free service has nothing to pay online: choose Nothing"]);
    expect(await refused({ paidOnline: "half" })).toEqual(["Choose what is paid online when booking"]);
    expect((await appointmentBook(site.id)).services.find((s) => s.key === "beard-sculpt")!.depositCents).toBeNull();
    const audit = await db().select({ summary: schema.auditLog.summary }).from(schema.auditLog).where(eq(schema.auditLog.siteId, site.id));
    expect(audit.map((a) => a.summary)).toContain("Saved the service Beard sculpt: 45 minutes, $60, paid in full online");
  });
});

describe("a paid place moved", () => {
  it("moves with its payment while the price is the same; after a price change the customer is told to cancel and book again, and the owner may still move it", async () => {
    const site = await barbershop();
    await saveService(site.id, { key: "yoga", name: "Morning flow", durationMinutes: 60, priceCents: 2000, depositCents: 2000, capacity: 3, staff: ["ben"] });
    const booked = await bookAppointment(site.id, visitor(1, at(DAY, "09:00"), { service: "yoga", person: "ben" }), { now: NOW });
    await payerChooses(site.id, booked.reference, "success");
    const moved = await moveAppointment(site.id, booked.reference, at(DAY, "10:00"), { by: "customer", now: NOW });
    expect(moved).toMatchObject({ paidCents: 2000, paymentStatus: "paid" });
    expect(clockIn(moved.startsAt, ZONE)).toBe("10:00");

    // The class now costs more: a move cannot settle the difference.
    await saveService(site.id, { key: "yoga", name: "Morning flow", durationMinutes: 60, priceCents: 2500, depositCents: 2500, capacity: 3, staff: ["ben"] });
    const refused = await moveAppointment(site.id, booked.reference, at(DAY, "11:00"), { by: "customer", now: NOW }).catch((e: unknown) => e);
    expect(refused).toMatchObject({
      code: "conflict",
      userMessage:
        "You paid $20 for Morning flow when you booked, and it now costs $25 online, so it cannot be moved online. To change the time, cancel it (what you paid is refunded in full) and book again, or call us on (585) 555-0142.",
    });
    expect(clockIn((await appointmentByReference(site.id, booked.reference)).startsAt, ZONE)).toBe("10:00");
    // Cancelling still refunds what was paid; the owner, who settles the difference with the customer, may move it.
    const owners = await moveAppointment(site.id, booked.reference, at(DAY, "11:00"), { by: "owner", now: NOW });
    expect(owners).toMatchObject({ paidCents: 2000 });
    await cancelAppointment(site.id, booked.reference, { by: "customer", now: NOW });
    expect((await paymentOfAppointment(site.id, booked.reference)).status).toBe("refunded");
  });
});

describe("approving new customers", () => {
  it("holds a new customer's booking as a request the owner approves or declines, the customer mailed each way", async () => {
    const OPERATOR = await operator();
    const site = await barbershop();
    await setPolicy(site.id, { approveNewCustomers: true });
    const first = await bookAppointment(site.id, visitor(1, at(DAY, "10:00")), { now: NOW });
    const second = await bookAppointment(site.id, visitor(2, at(DAY, "11:00")), { now: NOW });
    expect([first.status, second.status]).toEqual(["requested", "requested"]);
    // The time is held meanwhile.
    const found = await availability(site.id, "cut", "ana", { now: NOW });
    expect(openTimesOn(DAY, found!.question).map((t) => clockIn(t.startsAt, ZONE))).not.toContain("10:00");
    expect((await mails(site.id)).map((m) => m.kind).sort()).toEqual([
      "appointment-requested",
      "appointment-requested",
      "appointment-requested-owner",
      "appointment-requested-owner",
    ]);
    expect(await siteAttention(site.id)).toMatchObject({ appointmentsToAnswer: 2 });
    const day = await appointmentDayForOwner(OPERATOR, site.slug, DAY);
    expect(day.requests.map((r) => r.reference)).toEqual([first.reference, second.reference]);
    expect(day.entries.flatMap((e) => e.customers.map((c) => c.status))).toEqual(["requested", "requested"]);

    expect(await answerRequestAsOwner(OPERATOR, site.slug, first.reference, "approve")).toMatch(
      /^Approved A-.* \(Guest 1\); the confirmation has been emailed\.$/,
    );
    expect(await answerRequestAsOwner(OPERATOR, site.slug, second.reference, "decline")).toMatch(/^Declined A-.* \(Guest 2\); the time is free again/);
    await expect(answerRequestAsOwner(OPERATOR, site.slug, second.reference, "approve")).rejects.toMatchObject({ code: "conflict" });
    expect((await appointmentByReference(site.id, first.reference)).status).toBe("confirmed");
    expect((await appointmentByReference(site.id, second.reference)).status).toBe("cancelled");
    const sent = await mails(site.id);
    expect(sent.find((m) => m.kind === "appointment-approved")).toMatchObject({ to: "guest1@example.org" });
    expect(sent.find((m) => m.kind === "appointment-declined")).toMatchObject({ to: "guest2@example.org" });
    expect(await siteAttention(site.id)).toMatchObject({ appointmentsToAnswer: 0 });
    const freed = await availability(site.id, "cut", "ana", { now: NOW });
    expect(openTimesOn(DAY, freed!.question).map((t) => clockIn(t.startsAt, ZONE))).toContain("11:00");

    // A customer the shop knows now books straight away.
    const again = await bookAppointment(site.id, visitor(1, at("2027-03-03", "10:00")), { now: NOW });
    expect(again.status).toBe("confirmed");
  });
});
