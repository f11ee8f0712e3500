import { env } from "@/server/env";
import type { PaymentProvider } from "../provider";
import { stripeProvider } from "./stripe";
import { testProvider } from "./test";

let stripe: PaymentProvider | undefined;

/**
 * The provider new checkouts use: the built-in test provider when
 * PAYMENT_PROVIDER=test chooses it, else Stripe when its keys are set, else
 * none, and paid blocks say online payment is not set up. The test provider
 * is never a fallback: with it anyone holding a checkout could mark it paid.
 */
export function activeProvider(): PaymentProvider | null {
  if (testPayments()) return testProvider;
  return env().STRIPE_SECRET_KEY ? providerNamed("stripe") : null;
}

/** Whether the built-in test provider was chosen (PAYMENT_PROVIDER=test): its checkout page, its webhook and its label. */
export const testPayments = () => env().PAYMENT_PROVIDER === "test";

/** The provider a payment or webhook names; each exists only when configured. */
export function providerNamed(name: string): PaymentProvider | null {
  if (name === "test") return testPayments() ? testProvider : null;
  if (name === "stripe") {
    const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL } = env();
    if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET) return null;
    stripe ??= stripeProvider(STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL);
    return stripe;
  }
  return null;
}
