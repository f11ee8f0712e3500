import "server-only";
import type { PaymentLine } from "@/server/db/schema";

export type PaymentState = "pending" | "paid" | "failed" | "cancelled" | "refunded";

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
}

export class WebhookRejected extends Error {}

export interface PaymentProvider {
  readonly name: "test" | "stripe";
  /** Opens a checkout; the payer is sent to `url`. */
  createCheckout(request: CheckoutRequest): Promise<{ session: string; url: string }>;
  /** Verifies the signature (and its age) and reads the event; throws WebhookRejected otherwise. */
  parseWebhook(body: string, signature: string | null): ProviderEvent;
  /** Asks for the whole payment back; the provider's refund event records it. */
  refund(payment: { session: string | null; providerPayment: string | null; paymentId: string; amountCents: number }): Promise<void>;
}

/** Stripe's own default, and the issue's: older signatures are replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
