import Stripe from "stripe";
import type { CheckoutRequest, PaymentProvider } from "../provider";
import { verifiedEvent } from "../stripe-events";

/**
 * Stripe Checkout Sessions. Amounts and lines are ours (price_data), never a
 * price the browser chose; our payment id travels as client_reference_id and
 * metadata, and comes back on every event.
 */
export function stripeProvider(secretKey: string, webhookSecret: string, apiUrl?: string): PaymentProvider {
  const api = apiUrl ? new URL(apiUrl) : null;
  const client = new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api && { host: api.hostname, port: api.port, protocol: api.protocol.replace(":", "") as "http" | "https" }),
  });
  return {
    name: "stripe",
    async createCheckout(request) {
      const recurring = request.recurring ? { recurring: { interval: request.recurring } } : {};
      const session = await client.checkout.sessions.create(
        {
          mode: request.recurring ? "subscription" : "payment",
          client_reference_id: request.paymentId,
          metadata: { paymentId: request.paymentId, reference: request.reference },
          customer_email: request.customerEmail,
          line_items: stripeLines(request).map((line) => ({
            quantity: line.quantity,
            price_data: { currency: request.currency, unit_amount: line.unitCents, product_data: { name: line.label }, ...recurring },
          })),
          ...(request.recurring
            ? { subscription_data: { metadata: { paymentId: request.paymentId } } }
            : { payment_intent_data: { metadata: { paymentId: request.paymentId }, description: `${request.siteName} ${request.reference}` } }),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        },
        { idempotencyKey: `checkout-${request.paymentId}` },
      );
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return { session: session.id, url: session.url };
    },
    parseWebhook: (body, signature) => verifiedEvent(client, body, signature, webhookSecret),
    async refund(payment) {
      if (!payment.providerPayment) throw new Error(`payment ${payment.paymentId} has no Stripe payment to refund`);
      // Keyed by what was given back before: a repeated request for the same refund is one refund.
      await client.refunds.create(
        { payment_intent: payment.providerPayment, amount: payment.refundCents },
        { idempotencyKey: `refund-${payment.paymentId}-${payment.refundedCents}-${payment.refundCents}` },
      );
      // Stripe's refund event comes back through its webhook.
      return null;
    },
    async cancelRecurring(payment) {
      // A subscription checkout's payment is its subscription (stripe-events.ts reads it from the session).
      if (!payment.providerPayment?.startsWith("sub_")) throw new Error(`payment ${payment.paymentId} has no Stripe subscription to cancel`);
      try {
        await client.subscriptions.cancel(payment.providerPayment, {}, { idempotencyKey: `cancel-${payment.paymentId}` });
      } catch (error) {
        // Cancelled already (in Stripe's dashboard, or by an earlier try): what the donor asked for is so.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && /cancel/i.test(error.message)) return;
        throw error;
      }
    },
    async changeRecurring(payment) {
      if (!payment.providerPayment?.startsWith("sub_")) throw new Error(`payment ${payment.paymentId} has no Stripe subscription to change`);
      const subscription = await client.subscriptions.retrieve(payment.providerPayment);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`subscription ${payment.providerPayment} has no item`);
      const product = typeof item.price.product === "string" ? item.price.product : item.price.product.id;
      await client.subscriptions.update(
        payment.providerPayment,
        {
          items: [{ id: item.id, price_data: { currency: payment.currency, product, unit_amount: payment.amountCents, recurring: { interval: "month" } } }],
          proration_behavior: "none",
        },
        { idempotencyKey: `change-${payment.paymentId}-${payment.amountCents}-${item.price.id}` },
      );
    },
    async openCheckoutUrl(session) {
      const found = await client.checkout.sessions.retrieve(session);
      return found.status === "open" ? found.url : null;
    },
    async closeCheckout(session) {
      const found = await client.checkout.sessions.retrieve(session);
      if (found.status !== "open") return found.status !== "complete";
      try {
        await client.checkout.sessions.expire(session);
        return true;
      } catch (error) {
        // Paid (or closed) between the two calls: Stripe refuses to expire it, and its state says which.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const now = await client.checkout.sessions.retrieve(session);
        if (now.status === "open") throw error;
        return now.status !== "complete";
      }
    },
  };
}

/**
 * Stripe takes no line below zero: a payment a gift card paid part of goes as
 * one line, the amount left to pay, naming what was bought and the card's share.
 */
export function stripeLines(request: Pick<CheckoutRequest, "lines" | "amountCents" | "reference">): CheckoutRequest["lines"] {
  if (!request.lines.some((line) => line.unitCents < 0)) return request.lines;
  const bought = request.lines.filter((line) => line.unitCents >= 0).map((line) => `${line.quantity > 1 ? `${line.quantity} × ` : ""}${line.label}`);
  const card = request.lines.filter((line) => line.unitCents < 0).map((line) => line.label.replace(/^Gift card/, "gift card"));
  return [{ label: `Order ${request.reference}: ${bought.join(", ")}, less ${card.join(", ")}`.slice(0, 250), quantity: 1, unitCents: request.amountCents }];
}
