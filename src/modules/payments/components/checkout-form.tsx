"use client";

import { island } from "@/islands/island";
import { FormViewBody, type FormViewProps, type QuoteSummaryProps } from "@/modules/forms/components/form-view";
import { quote as priceOf } from "../quote";
import { LineItems } from "./line-items";

/** The price as it stands, recomputed as the visitor chooses; the server charges its own figure from the same function. */
function QuoteSummary({ id, config, values }: QuoteSummaryProps) {
  const priced = priceOf(config, values);
  return (
    <div aria-labelledby={`${id}-total`} role="region" className="rounded-site bg-surface p-5">
      <h3 id={`${id}-total`} className="font-heading text-lg font-bold">
        Summary
      </h3>
      <div aria-live="polite">
        {priced.ok ? (
          <LineItems lines={priced.lines} totalLabel="Total" totalCents={priced.totalCents} totalTestId="quote-total" />
        ) : (
          <p className="mt-2 text-muted">Choose above to see the total.</p>
        )}
      </div>
    </div>
  );
}

/** A checkout's form: the form with its price shown as the visitor chooses (an island of its own, so that other forms load none of the pricing code). */
function CheckoutFormBody(props: FormViewProps) {
  return <FormViewBody {...props} summary={QuoteSummary} />;
}

export const CheckoutForm = island("checkout-form", CheckoutFormBody);
