"use server";

import { redirect } from "next/navigation";
import { logger } from "@/server/log";
import { receiveWebhook } from "./events";
import { checkoutEvent, type TestOutcome } from "./providers/test";
import { testPayments } from "./providers";
import { unsafePaymentForTestCheckout } from "./queries";
import { returnPath } from "./return-link";

/** The test provider's checkout page: the payer's choice becomes a signed, Stripe-shaped event, taken by the same webhook handler. */
export async function completeTestCheckoutAction(session: string, outcome: TestOutcome): Promise<void> {
  const payment = testPayments() ? await unsafePaymentForTestCheckout(session) : null;
  if (!payment) redirect("/");
  if (payment.status === "pending") {
    const event = checkoutEvent({ id: payment.id, session, amountCents: payment.amountCents }, outcome);
    const result = await receiveWebhook("test", event.body, event.signature);
    if (result.status !== 200) logger.error({ session, result }, "the test provider's own event was refused");
  }
  redirect(returnPath(payment.siteSlug, outcome === "success" ? payment.successPath : payment.cancelPath, payment.reference));
}
