import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";

// Stripe is configured for this file only (each test file loads its own modules); nothing here reaches Stripe's servers.
process.env.STRIPE_SECRET_KEY = "sk_test_mainstreet";
process.env.STRIPE_WEBHOOK_SECRET = "whsec_mainstreet_test_secret";
process.env.PAYMENT_PROVIDER = "stripe";

const { db, schema } = await import("@/server/db/client");
const { write } = await import("@/server/db/write");
const { createPayment } = await import("@/modules/payments/service");
const { receiveWebhook } = await import("@/modules/payments/events");
const { createTestSite } = await import("../helpers/sites");

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY);
const SECRET = process.env.STRIPE_WEBHOOK_SECRET;

async function stripePayment(recurring: "month" | null = null) {
  const site = await createTestSite({ settings: { description: "A charity.", contact: { email: "giving@charity.example" } } });
  const payment = await write([], (tx) =>
    createPayment(tx, {
      siteId: site.id,
      purpose: "donation",
      payer: { email: "donor@example.org" },
      lines: [{ label: "Gift", quantity: 1, unitCents: 5000 }],
      recurring,
      successPath: "thankyou",
      cancelPath: "donate",
    }),
  );
  const session = `cs_test_${payment.id.replace(/-/g, "")}`;
  await db().update(schema.payments).set({ providerSession: session }).where(eq(schema.payments.id, payment.id));
  return { site, payment, session };
}

function event(type: string, object: Record<string, unknown>, id = `evt_${Math.random().toString(36).slice(2)}`) {
  return JSON.stringify({ id, object: "event", type, created: Math.floor(Date.now() / 1000), data: { object } });
}

const sign = (body: string, timestamp = Math.floor(Date.now() / 1000), secret = SECRET) =>
  stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });
const statusOf = async (id: string) =>
  (await db().select({ status: schema.payments.status }).from(schema.payments).where(eq(schema.payments.id, id)))[0]!.status;

describe("Stripe webhooks", () => {
  it("take a signed completion once, however many times it is delivered at once", async () => {
    const { payment, session } = await stripePayment();
    const body = event("checkout.session.completed", {
      id: session,
      object: "checkout.session",
      client_reference_id: payment.id,
      amount_total: 5000,
      payment_status: "paid",
      payment_intent: "pi_123",
    });
    const header = sign(body);
    const results = await Promise.all(Array.from({ length: 10 }, () => receiveWebhook("stripe", body, header)));
    expect(results.map((r) => r.outcome).sort()).toEqual(["applied", ...Array(9).fill("duplicate")]);
    expect(await statusOf(payment.id)).toBe("paid");
    const mails = await db()
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.siteId, payment.siteId), eq(schema.outbox.kind, "receipt")));
    expect(mails).toHaveLength(1);
  });

  it("mark a monthly gift stopped when Stripe ends its subscription, once, and tell the donor and the owner", async () => {
    const { payment, session } = await stripePayment("month");
    const completed = event("checkout.session.completed", {
      id: session,
      client_reference_id: payment.id,
      amount_total: 5000,
      payment_status: "paid",
      subscription: "sub_123",
    });
    expect((await receiveWebhook("stripe", completed, sign(completed))).outcome).toBe("applied");
    const ended = event("customer.subscription.deleted", { id: "sub_123", object: "subscription", status: "canceled", metadata: { paymentId: payment.id } });
    const results = await Promise.all([1, 2].map(() => receiveWebhook("stripe", ended, sign(ended))));
    expect(results.map((r) => r.outcome).sort()).toEqual(["applied", "duplicate"]);
    const [row] = await db().select().from(schema.payments).where(eq(schema.payments.id, payment.id));
    expect(row!.status).toBe("paid");
    expect(row!.recurringCancelledAt).toBeInstanceOf(Date);
    // A second ending (another event id for the same subscription) changes nothing and mails nobody.
    const again = event("customer.subscription.deleted", { id: "sub_123", metadata: { paymentId: payment.id } });
    expect((await receiveWebhook("stripe", again, sign(again))).outcome).toBe("ignored");
    const mails = await db()
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.siteId, payment.siteId), eq(schema.outbox.kind, "monthly-gift-cancelled")));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain("has been stopped by our payment processor");
    const owner = await db()
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.siteId, payment.siteId), eq(schema.outbox.kind, "monthly-gift-cancelled-owner")));
    expect(owner.map((m) => m.toAddress)).toEqual(["giving@charity.example"]);
  });

  it("refuse a bad signature, another secret's signature, and a stale timestamp with 400", async () => {
    const { payment, session } = await stripePayment();
    const body = event("checkout.session.completed", { id: session, client_reference_id: payment.id, amount_total: 5000, payment_status: "paid" });
    expect((await receiveWebhook("stripe", body, "t=1,v1=deadbeef")).status).toBe(400);
    expect((await receiveWebhook("stripe", body, sign(body, undefined, "whsec_someone_else"))).status).toBe(400);
    expect((await receiveWebhook("stripe", body, sign(body, Math.floor(Date.now() / 1000) - 301))).status).toBe(400);
    expect((await receiveWebhook("stripe", body.replace("5000", "50"), sign(body))).status).toBe(400);
    expect(await statusOf(payment.id)).toBe("pending");
    expect((await receiveWebhook("stripe", body, sign(body, Math.floor(Date.now() / 1000) - 200))).status).toBe(200);
  });

  it("end in the right state when events arrive out of order", async () => {
    const { payment, session } = await stripePayment();
    const refunded = event("charge.refunded", {
      id: "ch_1",
      object: "charge",
      payment_intent: "pi_9",
      metadata: { paymentId: payment.id },
      amount: 5000,
      amount_refunded: 5000,
      refunded: true,
    });
    const completed = event("checkout.session.completed", {
      id: session,
      client_reference_id: payment.id,
      amount_total: 5000,
      payment_status: "paid",
      payment_intent: "pi_9",
    });
    const expired = event("checkout.session.expired", { id: session, client_reference_id: payment.id, amount_total: 5000 });
    expect((await receiveWebhook("stripe", refunded, sign(refunded))).outcome).toBe("applied");
    expect((await receiveWebhook("stripe", completed, sign(completed))).outcome).toBe("ignored");
    expect((await receiveWebhook("stripe", expired, sign(expired))).outcome).toBe("ignored");
    expect(await statusOf(payment.id)).toBe("refunded");
  });

  it("refuse a completion for a different amount, and never let the test provider settle a Stripe payment", async () => {
    const { payment, session } = await stripePayment();
    const cheap = event("checkout.session.completed", { id: session, client_reference_id: payment.id, amount_total: 1, payment_status: "paid" });
    expect((await receiveWebhook("stripe", cheap, sign(cheap))).outcome).toBe("refused");
    const { checkoutEvent } = await import("@/modules/payments/providers/test");
    const forged = checkoutEvent({ id: payment.id, session, amountCents: 5000 }, "success");
    // With Stripe chosen, the test provider's webhook is not there to settle anything.
    expect((await receiveWebhook("test", forged.body, forged.signature)).outcome).not.toBe("applied");
    expect(await statusOf(payment.id)).toBe("pending");
    const async = event("checkout.session.async_payment_succeeded", {
      id: session,
      client_reference_id: payment.id,
      amount_total: 5000,
      payment_status: "paid",
    });
    expect((await receiveWebhook("stripe", async, sign(async))).outcome).toBe("applied");
    expect(await statusOf(payment.id)).toBe("paid");
  });
});
