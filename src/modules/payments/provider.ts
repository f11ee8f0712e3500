import type { PaymentLine } from "./quote";
import type { PaymentState } from "./payment";

export interface CheckoutRequest {
  paymentId: string;
  reference: string;
  siteName: string;
  lines: PaymentLine[];
  amountCents: number;
  currency: string;
  customerEmail: string;
  recurring: "month" | null;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

/**
 * What a provider's webhook event means for one of our payments. Both
 * providers speak Stripe's event shapes, so this is read in one place
 * (./stripe-events.ts) whoever sent it.
 */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The state the event moves the payment to; null when it changes nothing. */
  outcome: Exclude<PaymentState, "pending"> | null;
  /** Our payment id, as we gave it to the provider. */
  paymentId: string | null;
  session: string | null;
  providerPayment: string | null;
  /** What the provider says was charged; checked against what we asked for. */
  amountCents: number | null;
  /** A refund event's running total given back (Stripe's amount_refunded), so out-of-order events settle on the largest. */
  refundedCents?: number | null;
  /** The processor ended the monthly gift this payment started (Stripe's customer.subscription.deleted). */
  recurringEnded?: boolean;
}

export class WebhookRejected extends Error {}

/** An event as a webhook delivers it: its body and its signature header. */
export interface SignedEvent {
  body: string;
  signature: string;
}

export interface PaymentProvider {
  readonly name: "test" | "stripe";
  /** Opens a checkout; the payer is sent to `url`. */
  createCheckout(request: CheckoutRequest): Promise<{ session: string; url: string }>;
  /** Verifies the signature (and its age) and reads the event; throws WebhookRejected otherwise. */
  parseWebhook(body: string, signature: string | null): ProviderEvent;
  /**
   * Asks for `refundCents` of the payment back (all of what remains, or part of it); the provider's refund event records it.
   * A provider that settles at once (the test provider) returns that event,
   * signed as its webhook would be; a remote one returns null and its event
   * arrives by webhook.
   */
  refund(payment: {
    session: string | null;
    providerPayment: string | null;
    paymentId: string;
    amountCents: number;
    refundCents: number;
    refundedCents: number;
  }): Promise<SignedEvent | null>;
  /**
   * Stops a monthly gift: nothing more is taken. Stripe cancels the
   * subscription the checkout made (its id is the payment's providerPayment);
   * the test provider takes nothing by itself, so our record is the whole of it.
   */
  cancelRecurring(payment: { paymentId: string; providerPayment: string | null }): Promise<void>;
  /**
   * Sets a monthly gift's amount from its next month on (no proration: what
   * was taken stays taken). Stripe changes the subscription's price; the test
   * provider takes nothing by itself, so our record is the whole of it.
   */
  changeRecurring(payment: { paymentId: string; providerPayment: string | null; amountCents: number; currency: string }): Promise<void>;
  /** Where the payer finishes an open checkout they left (modules/payments/held.ts); null when it is no longer open. */
  openCheckoutUrl(session: string): Promise<string | null>;
  /**
   * Closes an open checkout so that nobody can pay it any more: true when it
   * is closed (or was already, unpaid), false when it was paid meanwhile
   * (its event settles the payment).
   */
  closeCheckout(session: string): Promise<boolean>;
}

/** Stripe's own default, and the issue's: older signatures are replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
