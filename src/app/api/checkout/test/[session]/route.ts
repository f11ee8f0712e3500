import { receiveWebhook } from "@/modules/payments/events";
import { testPayments } from "@/modules/payments/providers";
import { checkoutEvent, type TestOutcome } from "@/modules/payments/providers/test";
import { unsafePaymentForTestCheckout } from "@/modules/payments/queries";
import { returnPath } from "@/modules/payments/return-link";
import { goOn } from "@/modules/routing/desk-post";
import { openPost } from "@/modules/routing/plain-post";
import { logger } from "@/server/log";

export const dynamic = "force-dynamic";

const OUTCOMES: readonly TestOutcome[] = ["success", "decline", "cancel"];

/**
 * The test provider's checkout page (app/checkout/test/[session]) posts the
 * payer's choice here as a plain form: it becomes a signed, Stripe-shaped
 * event, taken by the same webhook handler, and the payer goes back to the
 * site as from Stripe. Only where the test provider was chosen.
 */
export async function POST(request: Request, { params }: { params: Promise<{ session: string }> }) {
  const post = await openPost(request);
  if (post instanceof Response) return post;
  const outcome = OUTCOMES.find((o) => o === post.field("outcome"));
  if (!outcome) return new Response("The form could not be read.", { status: 400 });
  const { session } = await params;
  const payment = testPayments() ? await unsafePaymentForTestCheckout(session) : null;
  if (!payment) return new Response("This checkout does not exist.", { status: 404 });
  if (payment.status === "pending") {
    const event = checkoutEvent({ id: payment.id, session, amountCents: payment.amountCents }, outcome);
    const result = await receiveWebhook("test", event.body, event.signature);
    if (result.status !== 200) logger.error({ session, result }, "the test provider's own event was refused");
  }
  return goOn(request, returnPath(payment.siteSlug, outcome === "success" ? payment.successPath : payment.cancelPath, payment.reference));
}
