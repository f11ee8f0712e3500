import type { BlockComponentProps } from "@/blocks/context";
import { Section } from "@/components/ui";
import { BillLookup, lookedUpBill, prefilled } from "@/modules/bills/components/bill-lookup";
import { CheckoutPanel } from "./checkout-panel";
import { NoPaymentNamed, namesPayment } from "./payment-outcome";

/** A bill payment: its lookup first where the biller has loaded amounts, then the form, filled in with the bill found. */
export async function BillPaymentBlock({ props, ctx }: BlockComponentProps<"billPayment">) {
  const found = await lookedUpBill(ctx.site.id, props.bills, ctx.query);
  return (
    <Section heading={props.heading} intro={props.intro} headingId={`${ctx.id}-h`} width="narrow" tone="surface">
      <BillLookup site={ctx.site} pagePath={ctx.path} bills={props.bills} query={ctx.query} found={found} id={ctx.id} />
      <CheckoutPanel
        site={ctx.site}
        pagePath={ctx.path}
        block={{ type: "billPayment", props }}
        id={ctx.id}
        query={ctx.query}
        initialValues={found ? prefilled(found) : undefined}
      />
    </Section>
  );
}

export function DonationBlock({ props, ctx }: BlockComponentProps<"donation">) {
  return (
    <Section heading={props.heading} intro={props.intro} headingId={`${ctx.id}-h`} width="narrow" tone="surface">
      <CheckoutPanel site={ctx.site} pagePath={ctx.path} block={{ type: "donation", props }} id={ctx.id} query={ctx.query} />
    </Section>
  );
}

/** A receipt page: the payment the payer returns with is shown first by the page itself (routing/route-body); without one, what the page is for. */
export function PaymentStatusBlock({ props, ctx }: BlockComponentProps<"paymentStatus">) {
  if (namesPayment(ctx.query)) return null;
  return (
    <section aria-label="Your payment" className="mx-auto max-w-3xl px-4 pt-12 sm:px-6">
      <NoPaymentNamed site={ctx.site} startPath={props.startPath} startLabel={props.startLabel} />
    </section>
  );
}
