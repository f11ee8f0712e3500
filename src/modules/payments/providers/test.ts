import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { sign } from "@/server/secret";
import type { PaymentProvider } from "../provider";
import { verifiedEvent } from "../stripe-events";

/** Used only to reach Stripe's signing helpers, which need no network and no real key. */
const signer = new Stripe("sk_test_signing_only");

/** The test provider's webhook secret, derived from the platform secret so it is never configured and never shared. */
export function testWebhookSecret(): string {
  return `whsec_${sign("test-provider-webhook")}`;
}

export type TestOutcome = "success" | "decline" | "cancel";

/**
 * The built-in provider: works offline, and is the default. Its checkout is
 * our own page (/checkout/test/{session}) where the payer chooses what the
 * card does; the choice comes back as a Stripe-shaped event with a Stripe-style
 * signature, through the same verification and the same handler as Stripe's.
 */
export const testProvider: PaymentProvider = {
  name: "test",
  async createCheckout() {
    const session = `cs_test_${randomBytes(18).toString("base64url")}`;
    return { session, url: `/checkout/test/${session}` };
  },
  parseWebhook: (body, signature) => verifiedEvent(signer, body, signature, testWebhookSecret()),
  // Nothing calls back: the refund event is handed straight to the caller, signed as a webhook would be.
  refund: async (payment) => refundEvent(payment),
  // It never charges again by itself: the payment's recurring_cancelled_at is the record that stops a monthly gift.
  cancelRecurring: async () => {},
  changeRecurring: async () => {},
  // Its checkout page reads the payment itself, so a closed payment's page offers nothing to pay.
  openCheckoutUrl: async (session) => `/checkout/test/${session}`,
  closeCheckout: async () => true,
};

/** The event the test checkout sends for the payer's choice, signed as Stripe signs. */
export function checkoutEvent(payment: { id: string; session: string; amountCents: number }, outcome: TestOutcome, now = Date.now()) {
  const type = { success: "checkout.session.completed", decline: "checkout.session.async_payment_failed", cancel: "checkout.session.expired" }[outcome];
  return signed(
    {
      id: `evt_test_${randomBytes(12).toString("base64url")}`,
      object: "event",
      type,
      created: Math.floor(now / 1000),
      data: {
        object: {
          id: payment.session,
          object: "checkout.session",
          client_reference_id: payment.id,
          metadata: { paymentId: payment.id },
          amount_total: payment.amountCents,
          payment_intent: outcome === "success" ? `pi_test_${payment.session.slice(8)}` : null,
          payment_status: outcome === "success" ? "paid" : "unpaid",
          status: outcome === "cancel" ? "expired" : "complete",
        },
      },
    },
    now,
  );
}

function refundEvent(
  payment: { paymentId: string; providerPayment: string | null; amountCents: number; refundCents: number; refundedCents: number },
  now = Date.now(),
) {
  const total = payment.refundedCents + payment.refundCents;
  return signed(
    {
      id: `evt_test_${randomBytes(12).toString("base64url")}`,
      object: "event",
      type: "charge.refunded",
      created: Math.floor(now / 1000),
      data: {
        object: {
          id: `ch_test_${randomBytes(9).toString("base64url")}`,
          object: "charge",
          payment_intent: payment.providerPayment,
          metadata: { paymentId: payment.paymentId },
          amount: payment.amountCents,
          amount_refunded: total,
          refunded: total >= payment.amountCents,
        },
      },
    },
    now,
  );
}

function signed(event: object, now: number) {
  const body = JSON.stringify(event);
  return { body, signature: signer.webhooks.generateTestHeaderString({ payload: body, secret: testWebhookSecret(), timestamp: Math.floor(now / 1000) }) };
}
