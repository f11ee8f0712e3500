import type Stripe from "stripe";
import { SIGNATURE_TOLERANCE_SECONDS, WebhookRejected, type ProviderEvent } from "./provider";

/** Verifies a Stripe-style signature (and its age) and reads the event; both providers sign this way. */
export function verifiedEvent(stripe: Stripe, body: string, signature: string | null, secret: string): ProviderEvent {
  try {
    return readStripeEvent(stripe.webhooks.constructEvent(body, signature ?? "", secret, SIGNATURE_TOLERANCE_SECONDS));
  } catch (error) {
    throw new WebhookRejected(error instanceof Error ? error.message : "bad signature");
  }
}

type Obj = Record<string, unknown>;
const str = (v: unknown) => (typeof v === "string" ? v : null);
const id = (v: unknown) => str(v) ?? (v && typeof v === "object" ? str((v as Obj).id) : null);
const num = (v: unknown) => (typeof v === "number" ? v : null);

/**
 * Reads a (verified) Stripe-shaped event: which payment it names and what it
 * does to it. Checkout sessions carry our id as client_reference_id; charges
 * name the PaymentIntent we learnt when the session completed.
 */
export function readStripeEvent(event: Pick<Stripe.Event, "id" | "type"> & { data: { object: unknown } }): ProviderEvent {
  const o = (event.data.object ?? {}) as Obj;
  const metadata = (o.metadata ?? {}) as Obj;
  const base = {
    id: event.id,
    type: event.type,
    paymentId: str(o.client_reference_id) ?? str(metadata.paymentId),
    session: null,
    providerPayment: null,
    amountCents: null,
    outcome: null,
  } satisfies ProviderEvent;
  if (event.type.startsWith("checkout.session.")) {
    const session = { ...base, session: id(o.id), providerPayment: id(o.payment_intent) ?? id(o.subscription), amountCents: num(o.amount_total) };
    switch (event.type) {
      case "checkout.session.completed":
        // "unpaid" means a bank debit still clearing: its async event settles it.
        return { ...session, outcome: o.payment_status === "paid" || o.payment_status === "no_payment_required" ? "paid" : null };
      case "checkout.session.async_payment_succeeded":
        return { ...session, outcome: "paid" };
      case "checkout.session.async_payment_failed":
        return { ...session, outcome: "failed" };
      case "checkout.session.expired":
        return { ...session, outcome: "cancelled" };
    }
    return session;
  }
  if (event.type === "charge.refunded") {
    const whole = o.refunded === true || (num(o.amount_refunded) ?? 0) >= (num(o.amount) ?? Infinity);
    return {
      ...base,
      providerPayment: id(o.payment_intent),
      amountCents: num(o.amount),
      refundedCents: num(o.amount_refunded),
      outcome: whole ? "refunded" : null,
    };
  }
  if (event.type === "customer.subscription.deleted") {
    // A monthly gift's subscription carries our payment id in its metadata (providers/stripe.ts).
    return { ...base, providerPayment: id(o.id), recurringEnded: true };
  }
  return base;
}
