import { ButtonLink } from "@/components/ui";
import { formatCents, formatDateTime } from "@/lib/format";
import { SITE_TIME_ZONE } from "@/lib/time";
import { siteHref } from "@/lib/links";
import type { Site } from "@/modules/sites/queries";
import { paymentForReturn } from "../queries";
import { LineItems } from "./line-items";
import { RefreshWhilePending } from "./refresh-while-pending";

type Query = Record<string, string | string[] | undefined>;

export const namesPayment = (query: Query) => typeof query.payment === "string" && typeof query.check === "string";

/**
 * The payment the payer has come back from, in the state the database holds:
 * the link only names it (signed, so no one reads another's receipt); what it
 * says happened is never taken from the URL.
 */
export async function PaymentOutcome({ site, query, retryPath }: { site: Site; query: Query; retryPath?: string }) {
  if (!namesPayment(query)) return null;
  const payment = await paymentForReturn(site.id, String(query.payment), String(query.check));
  if (!payment) {
    return (
      <Panel tone="problem" heading="We could not find that payment">
        <p>The link may be incomplete. Your receipt email has the receipt number; call us with it if you have a question.</p>
      </Panel>
    );
  }
  const retry = retryPath !== undefined && <p className="mt-3">You can try again below.</p>;
  switch (payment.status) {
    case "paid":
      return (
        <Panel tone="success" heading={payment.purpose === "donation" ? "Thank you for your gift" : "Payment received"}>
          <p>
            Receipt number <strong data-testid="receipt-number">{payment.reference}</strong>
            {payment.paidAt && <>, {formatDateTime(payment.paidAt, SITE_TIME_ZONE)}</>}.
          </p>
          <LineItems lines={payment.lines} totalLabel={`Total paid${payment.recurring ? " (monthly)" : ""}`} totalCents={payment.amountCents} />
          <p className="mt-3">A receipt is on its way to {payment.email}.</p>
        </Panel>
      );
    case "pending":
      return (
        <Panel tone="neutral" heading="Waiting for the payment to be confirmed">
          <p>We have not heard from the payment processor yet; this page updates by itself. If you left the checkout without paying, nothing was charged{payment.purpose === "booking" ? ", and the places we held are released after a while" : ""}.</p>
          <RefreshWhilePending />
        </Panel>
      );
    case "failed":
      return (
        <Panel tone="problem" heading="The payment did not go through">
          <p>Your card was declined, so nothing was charged{payment.purpose === "booking" ? " and the places we held for you were released" : ""}. Receipt number {payment.reference} was not paid.</p>
          {retry}
        </Panel>
      );
    case "cancelled":
      return (
        <Panel tone="problem" heading="Payment cancelled">
          <p>You left the checkout, so nothing was charged{payment.purpose === "booking" ? " and the places we held for you were released" : ""}.</p>
          {retry}
        </Panel>
      );
    case "refunded":
      return (
        <Panel tone="neutral" heading="This payment was refunded">
          <p>
            Payment {payment.reference} of {formatCents(payment.amountCents)} was refunded in full.
          </p>
        </Panel>
      );
  }
}

/** The return page when it is opened without a payment: say what it is for. */
export function NoPaymentNamed({ site, startPath, startLabel }: { site: Site; startPath: string; startLabel: string }) {
  return (
    <Panel tone="neutral" heading="Your receipt appears here after you pay">
      <p>This page shows the state of a payment when you return from the checkout.</p>
      <div className="mt-4">
        <ButtonLink href={siteHref(site.slug, startPath)}>{startLabel}</ButtonLink>
      </div>
    </Panel>
  );
}

function Panel({ tone, heading, children }: { tone: "success" | "problem" | "neutral"; heading: string; children: React.ReactNode }) {
  const border = tone === "neutral" ? "border-muted" : "border-primary";
  return (
    <div role={tone === "problem" ? "alert" : "status"} className={`mb-8 rounded-site border-l-4 ${border} bg-surface p-6`} data-payment-state={tone}>
      <h3 className="font-heading text-xl font-bold">{heading}</h3>
      <div className="mt-2">{children}</div>
    </div>
  );
}
