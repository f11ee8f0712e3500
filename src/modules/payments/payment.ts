import type { schema } from "@/server/db/client";

/**
 * What every part of payments (and the modules that fulfil a payment) shares,
 * with no import of its own from payments: a payment as stored, its states,
 * and how long a checkout and what it holds last.
 */
export type PaymentRow = typeof schema.payments.$inferSelect;

export type PaymentState = "pending" | "paid" | "failed" | "cancelled" | "refunded";

export type PaymentPurpose = PaymentRow["purpose"];

/** How long a checkout may take; what it holds (places, stock) is kept a little longer. Stripe's minimum is 30 minutes. */
export const CHECKOUT_MINUTES = 31;
/** Held places outlive their checkout by this much, and the sweep closes a checkout only after it: a payer paying at the last second still finds them. */
export const HOLD_GRACE_MINUTES = 2;

export const holdUntil = (payment: { expiresAt: Date }) => new Date(payment.expiresAt.getTime() + HOLD_GRACE_MINUTES * 60_000);

/** The provider of a payment a gift card paid in full: no processor is involved, and a refund puts it back on the card. */
export const GIFT_CARD_ONLY = "gift-card";

/** What the visitor had entered and chosen with a payment: the form they return to after a decline or a cancel is filled with it. */
export interface Entered {
  values: Record<string, string | string[]>;
  choice: Record<string, string>;
}

/** The payment detail that keeps it, as JSON. */
export const ENTERED_DETAIL = "entered";
