import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, describe, expect, it } from "vitest";

/**
 * A deposit through Stripe: the checkout session is asked of a local stand-in
 * for Stripe's API (a real HTTP peer that keeps what it was sent), and Stripe's
 * answers come back as webhooks signed with the `stripe` package's own
 * test-header helper, through the same verification as in production.
 */
const asked: Array<{ path: string; form: URLSearchParams }> = [];
let sessions = 0;
const stripeApi = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString()));
  request.on("end", () => {
    const path = request.url ?? "";
    asked.push({ path, form: new URLSearchParams(body) });
    response.setHeader("Content-Type", "application/json");
    if (path === "/v1/checkout/sessions") {
      const id = `cs_test_deposit_${++sessions}`;
      response.end(JSON.stringify({ id, object: "checkout.session", url: `https://checkout.stripe.com/c/pay/${id}` }));
    } else if (path === "/v1/refunds") response.end(JSON.stringify({ id: `re_${asked.length}`, object: "refund", status: "succeeded" }));
    else {
      response.statusCode = 404;
      response.end(JSON.stringify({ error: { type: "invalid_request_error", message: `no ${path} here` } }));
    }
  });
});
await new Promise<void>((resolve) => stripeApi.listen(0, "127.0.0.1", resolve));
afterAll(() => new Promise<void>((resolve) => stripeApi.close(() => resolve())));

// Stripe is configured for this file only (each test file loads its own modules).
process.env.STRIPE_SECRET_KEY = "sk_test_mainstreet";
process.env.STRIPE_WEBHOOK_SECRET = "whsec_mainstreet_test_secret";
process.env.PAYMENT_PROVIDER = "stripe";
process.env.STRIPE_API_URL = `http://127.0.0.1:${(stripeApi.address() as AddressInfo).port}`;

const { receiveWebhook } = await import("@/modules/payments/events");
const { appointmentByReference, bookAppointment, cancelAppointment, saveService } = await import("@/modules/appointments/service");
const { at, barbershop, NOW, paymentOfAppointment: paymentOf, visitor } = await import("../helpers/appointments");

const SECRET = process.env.STRIPE_WEBHOOK_SECRET;
const signer = new Stripe(process.env.STRIPE_SECRET_KEY);

function deliver(type: string, object: Record<string, unknown>) {
  const body = JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  return receiveWebhook("stripe", body, signer.webhooks.generateTestHeaderString({ payload: body, secret: SECRET }));
}

describe("an appointment's deposit through Stripe", () => {
  it("opens a Checkout Session for the deposit, confirms on its signed completion, and refunds a cancellation", async () => {
    const site = await barbershop();
    await saveService(site.id, { key: "colour", name: "Colour", durationMinutes: 60, priceCents: 8000, depositCents: 2500, staff: ["ana"] });
    const booked = await bookAppointment(site.id, visitor(1, at("2027-03-02", "10:00"), { service: "colour" }), { now: NOW });
    expect(booked.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_deposit_/);
    const payment = await paymentOf(site.id, booked.reference);
    const opened = asked.find((a) => a.path === "/v1/checkout/sessions" && a.form.get("client_reference_id") === payment.id)!;
    // Stripe is asked for the deposit the server computed, named as the customer reads it.
    expect(opened.form.get("line_items[0][price_data][unit_amount]")).toBe("2500");
    expect(opened.form.get("line_items[0][price_data][product_data][name]")).toBe("Deposit for Colour");
    expect(opened.form.get("customer_email")).toBe("guest1@example.org");
    expect(payment).toMatchObject({ provider: "stripe", status: "pending", providerSession: expect.stringMatching(/^cs_test_deposit_/) });

    const completed = {
      id: payment.providerSession,
      object: "checkout.session",
      client_reference_id: payment.id,
      amount_total: 2500,
      payment_status: "paid",
      payment_intent: `pi_${booked.reference}`,
    };
    // A completion for less than the deposit is refused and confirms nothing.
    expect((await deliver("checkout.session.completed", { ...completed, amount_total: 100 })).outcome).toBe("refused");
    expect((await appointmentByReference(site.id, booked.reference)).status).toBe("awaiting_payment");
    expect((await deliver("checkout.session.completed", completed)).outcome).toBe("applied");
    expect(await appointmentByReference(site.id, booked.reference)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });

    await cancelAppointment(site.id, booked.reference, { by: "customer", now: NOW });
    const refund = asked.find((a) => a.path === "/v1/refunds" && a.form.get("payment_intent") === `pi_${booked.reference}`)!;
    expect(refund.form.get("amount")).toBe("2500");
    // Stripe tells us when the money is back.
    expect(
      (
        await deliver("charge.refunded", {
          id: "ch_1",
          object: "charge",
          payment_intent: `pi_${booked.reference}`,
          metadata: { paymentId: payment.id },
          amount: 2500,
          amount_refunded: 2500,
          refunded: true,
        })
      ).outcome,
    ).toBe("applied");
    expect(await appointmentByReference(site.id, booked.reference)).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
  });

  it("gives the time back when Stripe says the session expired", async () => {
    const site = await barbershop();
    await saveService(site.id, { key: "colour", name: "Colour", durationMinutes: 60, priceCents: 8000, depositCents: 2500, staff: ["ana"] });
    const booked = await bookAppointment(site.id, visitor(1, at("2027-03-02", "10:00"), { service: "colour" }), { now: NOW });
    const payment = await paymentOf(site.id, booked.reference);
    await deliver("checkout.session.expired", { id: payment.providerSession, object: "checkout.session", client_reference_id: payment.id, amount_total: 2500 });
    expect((await appointmentByReference(site.id, booked.reference)).status).toBe("cancelled");
    // The same time can be booked again.
    const again = await bookAppointment(site.id, visitor(2, at("2027-03-02", "10:00"), { service: "colour" }), { now: NOW });
    expect(again.status).toBe("awaiting_payment");
  });
});
