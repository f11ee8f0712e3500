import type { Metadata } from "next";
import { formatCents } from "@/lib/format";
import { LineItems } from "@/modules/payments/components/line-items";
import { testPayments } from "@/modules/payments/providers";
import { unsafePaymentForTestCheckout } from "@/modules/payments/queries";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Test checkout", robots: { index: false, follow: false } };

/**
 * The test provider's hosted checkout: stands where Stripe's page would, so
 * every flow runs offline. The payer decides what the "card" does.
 */
export default async function TestCheckoutPage({ params }: { params: Promise<{ session: string }> }) {
  const { session } = await params;
  // Only where the test provider was chosen: elsewhere anyone holding a checkout could mark it paid.
  const payment = testPayments() ? await unsafePaymentForTestCheckout(session) : null;
  if (!payment) {
    return (
      <main id="main" className="mx-auto max-w-xl px-6 py-24 text-center">
        <h1 className="font-heading text-3xl font-bold">This checkout does not exist</h1>
        <p className="mt-4 text-muted">Start again from the site you were paying.</p>
      </main>
    );
  }
  const open = payment.status === "pending" && payment.expiresAt > new Date();
  // A plain form post to the provider's own route, as a hosted checkout page would send.
  const post = `/api/checkout/test/${encodeURIComponent(session)}`;
  const button = "min-h-11 w-full rounded-lg px-5 py-3 font-semibold";
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-12">
      <p className="text-sm font-semibold tracking-wide text-muted uppercase">Test payment provider</p>
      <h1 className="mt-2 font-heading text-3xl font-bold">Pay {payment.siteName}</h1>
      <p className="mt-2 text-muted">No real card is charged here: this page stands in for the card processor, for demonstrations and tests.</p>
      <section aria-labelledby="order" className="mt-8 rounded-lg border border-line p-6">
        <h2 id="order" className="font-heading text-xl font-bold">
          Order {payment.reference}
        </h2>
        <LineItems
          lines={payment.lines}
          totalLabel={`Total${payment.recurring ? ", each month" : ""}`}
          totalCents={payment.amountCents}
          totalTestId="checkout-total"
        />
      </section>
      {open ? (
        <div className="mt-8 space-y-3">
          <form method="post" action={post}>
            <input type="hidden" name="outcome" value="success" />
            <button type="submit" className={`${button} bg-[#14532d] text-white`}>
              Pay {formatCents(payment.amountCents)} (the card is accepted)
            </button>
          </form>
          <form method="post" action={post}>
            <input type="hidden" name="outcome" value="decline" />
            <button type="submit" className={`${button} border-2 border-[#7f1d1d] text-[#7f1d1d]`}>
              Decline the card
            </button>
          </form>
          <form method="post" action={post}>
            <input type="hidden" name="outcome" value="cancel" />
            <button type="submit" className={`${button} underline`}>
              Cancel and go back
            </button>
          </form>
        </div>
      ) : (
        <p className="mt-8 rounded-lg bg-surface p-4" role="status">
          This checkout is closed ({payment.status === "pending" ? "it timed out" : payment.status}).
        </p>
      )}
    </main>
  );
}
