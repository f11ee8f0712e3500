import { notFound } from "next/navigation";
import { formatCents } from "@/lib/format";
import { pageAccess } from "@/modules/admin/access";
import { AdminHeading, ButtonLink, Cell, formatWhen, Panel, Table } from "@/modules/admin/components/ui";
import { refundPaymentAction } from "@/modules/inbox/actions";
import { RefundForm } from "@/modules/inbox/components/refund-form";
import { Status } from "@/modules/inbox/components/list-parts";
import { notFoundAsNull } from "@/modules/inbox/http";
import { PAYMENT_DETAIL_LABELS, PURPOSE_LABELS } from "@/modules/inbox/labels";
import { paymentDetail } from "@/modules/inbox/service";
import { BreakableEmail } from "@/components/breakable-email";
import { zoneOf } from "@/modules/sites/calendar";

export const metadata = { title: "Payment" };

/** What a refund also undoes, said before the owner confirms it. */
const REFUND_EFFECT: Record<string, string> = {
  booking: "The booking is cancelled and its places are freed.",
  gift_card: "The gift card is voided, whatever is left on it.",
  order: "Stock is not put back; do that in the shop if the goods are returned.",
  pickup_order: "The order comes off the order board, and any gift card share goes back on the card.",
};

export default async function PaymentPage({ params }: { params: Promise<{ site: string; id: string }> }) {
  const { site: slug, id } = await params;
  const list = `/admin/sites/${slug}/payments`;
  const { actor, site } = await pageAccess(slug, "inbox", `${list}/${id}`);
  const zone = zoneOf(site);
  const payment = await notFoundAsNull(paymentDetail(actor, slug, id));
  if (!payment) notFound();

  const details = Object.entries(payment.details).filter(([key]) => key in PAYMENT_DETAIL_LABELS);
  const detailLabel = (key: string) => (key === "billReference" && payment.details.referenceLabel) || PAYMENT_DETAIL_LABELS[key];

  return (
    <>
      <AdminHeading
        title={`Payment ${payment.reference}`}
        lead={`${PURPOSE_LABELS[payment.purpose]} of ${formatCents(payment.amountCents)}${payment.recurring === "month" ? ", monthly" : ""}`}
        actions={<ButtonLink href={list}>Back to payments</ButtonLink>}
      />
      <Panel title="Summary" id="summary">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium">Status</dt>
          <dd>
            <Status status={payment.status} />
            {payment.statusReason && <span className="ml-2 text-sm text-muted">{payment.statusReason}</span>}
          </dd>
          <dt className="font-medium">Amount</dt>
          <dd>
            {formatCents(payment.amountCents)}
            {payment.recurring === "month" && " each month"}
          </dd>
          <dt className="font-medium">Started</dt>
          <dd>{formatWhen(payment.createdAt, zone)}</dd>
          {payment.paidAt && (
            <>
              <dt className="font-medium">Paid</dt>
              <dd>{formatWhen(payment.paidAt, zone)}</dd>
            </>
          )}
          <dt className="font-medium">Payer</dt>
          <dd>
            {payment.payerName && <span className="block">{payment.payerName}</span>}
            <a className="block underline" href={`mailto:${payment.payerEmail}?subject=${encodeURIComponent(`Your payment ${payment.reference}`)}`}>
              <BreakableEmail email={payment.payerEmail} />
            </a>
            {payment.payerPhone && <span className="block">{payment.payerPhone}</span>}
          </dd>
          {details.map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="font-medium">{detailLabel(key)}</dt>
              <dd className="whitespace-pre-wrap">{value}</dd>
            </div>
          ))}
          <dt className="font-medium">Processed by</dt>
          <dd>{payment.provider === "test" ? "The built-in test provider (no real money)" : "Stripe"}</dd>
        </dl>
      </Panel>
      <Panel title="Items" id="items">
        <Table caption={`Items of payment ${payment.reference}`} head={["Item", "Quantity", "Each", "Total"]}>
          {payment.lines.map((line, i) => (
            <tr key={i}>
              <Cell>{line.label}</Cell>
              <Cell className="tabular-nums">{line.quantity}</Cell>
              <Cell className="tabular-nums">{formatCents(line.unitCents)}</Cell>
              <Cell className="tabular-nums">{formatCents(line.quantity * line.unitCents)}</Cell>
            </tr>
          ))}
          <tr>
            <th scope="row" colSpan={3} className="px-3 py-2 text-left font-semibold">
              Total
            </th>
            <Cell className="font-semibold tabular-nums">{formatCents(payment.amountCents)}</Cell>
          </tr>
        </Table>
      </Panel>
      <Panel title="What the payment provider told us" id="events">
        {payment.events.length === 0 ? (
          <p className="text-muted">Nothing yet: the payer has not finished paying.</p>
        ) : (
          <Table caption={`Provider events for payment ${payment.reference}, oldest first`} head={["Received", "Event", "Outcome"]}>
            {payment.events.map((event) => (
              <tr key={event.id}>
                <Cell className="whitespace-nowrap">{formatWhen(event.receivedAt, zone)}</Cell>
                <Cell className="font-mono">{event.type}</Cell>
                <Cell>{event.outcome}</Cell>
              </tr>
            ))}
          </Table>
        )}
      </Panel>
      {(payment.status === "paid" || payment.status === "refunded") && (
        <Panel title="Refund" id="refund">
          {payment.refundedCents > 0 && (
            <p className="mb-4">
              Refunded so far: {formatCents(payment.refundedCents)} of {formatCents(payment.amountCents)}
              {payment.refundReason ? ` (${payment.refundReason})` : ""}.
            </p>
          )}
          {payment.status === "paid" ? (
            <>
              <p className="mb-4">
                Gives money back to {payment.payerName ?? payment.payerEmail}, who is emailed the amount and your reason. Refunding all that is left undoes the
                payment. {REFUND_EFFECT[payment.purpose] ?? ""}
              </p>
              <RefundForm
                action={refundPaymentAction.bind(null, slug, payment.id)}
                remaining={formatCents(payment.amountCents - payment.refundedCents)}
                buttonLabel={`Refund from payment ${payment.reference}`}
              />
            </>
          ) : (
            <p>This payment has been refunded in full.</p>
          )}
        </Panel>
      )}
    </>
  );
}
