import type { BlockComponentProps } from "@/blocks/context";
import { Section } from "@/components/ui";
import { CheckoutPanel } from "./checkout-panel";
import { NoPaymentNamed, PaymentOutcome, namesPayment } from "./payment-outcome";

export function BillPaymentBlock({ props, ctx }: BlockComponentProps<"billPayment">) {
  return (
    <Section heading={props.heading} intro={props.intro} headingId={`${ctx.id}-h`} width="narrow" tone="surface">
      <PaymentOutcome site={ctx.site} query={ctx.query} retryPath={ctx.path} />
      <CheckoutPanel site={ctx.site} pagePath={ctx.path} block={{ type: "billPayment", props }} id={ctx.id} />
    </Section>
  );
}

export function DonationBlock({ props, ctx }: BlockComponentProps<"donation">) {
  return (
    <Section heading={props.heading} intro={props.intro} headingId={`${ctx.id}-h`} width="narrow" tone="surface">
      <PaymentOutcome site={ctx.site} query={ctx.query} retryPath={ctx.path} />
      <CheckoutPanel site={ctx.site} pagePath={ctx.path} block={{ type: "donation", props }} id={ctx.id} />
    </Section>
  );
}

/** A receipt page: the payment the payer returns with, or what the page is for. */
export function PaymentStatusBlock({ props, ctx }: BlockComponentProps<"paymentStatus">) {
  return (
    <section aria-label="Your payment" className="mx-auto max-w-3xl px-4 pt-12 sm:px-6">
      {namesPayment(ctx.query) ? <PaymentOutcome site={ctx.site} query={ctx.query} /> : <NoPaymentNamed site={ctx.site} startPath={props.startPath} startLabel={props.startLabel} />}
    </section>
  );
}
