import "server-only";
import { env } from "@/server/env";
import type { PaymentProvider } from "../provider";
import { stripeProvider } from "./stripe";
import { testProvider } from "./test";

let stripe: PaymentProvider | undefined;

/** The provider new checkouts use: Stripe when its keys are set, else the built-in test provider. */
export function activeProvider(): PaymentProvider {
  return env().STRIPE_SECRET_KEY ? providerNamed("stripe")! : testProvider;
}

/** The provider a payment or webhook names; Stripe exists only when configured. */
export function providerNamed(name: string): PaymentProvider | null {
  if (name === "test") return testProvider;
  if (name === "stripe") {
    const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } = env();
    if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET) return null;
    stripe ??= stripeProvider(STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET);
    return stripe;
  }
  return null;
}
