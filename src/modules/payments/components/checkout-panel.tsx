import type { Block } from "@/blocks/schemas";
import { CheckoutForm } from "./checkout-form";
import { formToken } from "@/modules/forms/service";
import type { Site } from "@/modules/sites/queries";
import { formStateAgain, KEPT_STATE_PARAM } from "@/modules/forms/kept-state";
import { clientAddress } from "@/server/client-address";
import { activeProvider, testPayments } from "../providers";
import { enteredBeforeRetry } from "../queries";
import { PAYMENTS_NOT_SET_UP } from "../service";
import { CHECKOUT_ANCHOR } from "./payment-outcome";
import { checkoutFormFor, type CheckoutBlock } from "../checkout-forms";

/**
 * A block's checkout form: fields and price from the site's stored content,
 * posted to the one checkout route (app/api/sites/[site]/checkout) with the
 * page, block and earlier steps' choice, all read again there. Works without JavaScript; with it, the total follows each choice.
 * Without a payment provider it says online payment is not set up; with the
 * test provider it says no card is charged.
 */
export async function CheckoutPanel({
  site,
  pagePath,
  block,
  choice = {},
  id,
  query,
  initialValues,
}: {
  site: Site;
  pagePath: string;
  block: Extract<Block, { type: CheckoutBlock }>;
  choice?: Record<string, string>;
  id: string;
  query: Record<string, string | string[] | undefined>;
  /** What the form starts with in place of its own start (a bill the payer looked up). */
  initialValues?: Record<string, string>;
}) {
  const form = await checkoutFormFor(site, pagePath, block, choice);
  if (!form) return null;
  if (!activeProvider()) {
    return (
      <div id={CHECKOUT_ANCHOR} role="status" className="scroll-mt-4 rounded-site bg-page p-6 shadow-sm ring-1 ring-line md:p-8">
        <p className="font-semibold">{PAYMENTS_NOT_SET_UP}</p>
        {site.settings.contact.phone && <p className="mt-2 text-muted">Call {site.settings.contact.phone}.</p>}
      </div>
    );
  }
  const test = testPayments();
  // Back from a declined or cancelled payment: the form holds what was entered.
  const entered = await enteredBeforeRetry(site.id, query);
  const place = `${id}-checkout`;
  // Back from a post without script: its errors and everything typed.
  const kept = await formStateAgain(site.id, await clientAddress(), query[KEPT_STATE_PARAM], place);
  return (
    <div id={CHECKOUT_ANCHOR} className="scroll-mt-4 rounded-site bg-page p-6 shadow-sm ring-1 ring-line md:p-8">
      {test && <p className="mb-4 text-sm font-semibold text-muted">Test payments: no card is charged.</p>}
      <CheckoutForm
        id={place}
        fields={form.fields}
        submitLabel={form.submitLabel}
        token={formToken()}
        postTo={`/api/sites/${site.slug}/checkout`}
        hidden={{ _page: pagePath, _query: stepQuery(query), _place: place, _anchor: CHECKOUT_ANCHOR, _block: block.type, _choice: JSON.stringify(choice) }}
        initialState={kept}
        quote={form.quote}
        initialValues={entered?.values ?? initialValues ?? form.initialValues}
      />
    </div>
  );
}

/** The page's own steps (a day, a time, a cart), for the address a post without script comes back to; not a payment's return or a kept answer. */
function stepQuery(query: Record<string, string | string[] | undefined>): string {
  const steps = Object.entries(query).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string" && !["payment", "check", "ref", KEPT_STATE_PARAM].includes(entry[0]),
  );
  return new URLSearchParams(steps).toString();
}
