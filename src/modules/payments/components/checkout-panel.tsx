import type { Block } from "@/blocks/schemas";
import { FormView } from "@/modules/forms/components/form-view-lazy";
import { formToken } from "@/modules/forms/service";
import type { Site } from "@/modules/sites/queries";
import { checkoutAction } from "../actions";
import { enteredBeforeRetry } from "../queries";
import { CHECKOUT_ANCHOR } from "./payment-outcome";
import { checkoutFormFor, type CheckoutBlock } from "../checkout-forms";

/**
 * A block's checkout form: fields and price from the site's stored content,
 * posted to the one checkout action with the site, page and block bound by
 * the server. Works without JavaScript; with it, the total follows each choice.
 */
export async function CheckoutPanel({ site, pagePath, block, choice = {}, id, query }: { site: Site; pagePath: string; block: Extract<Block, { type: CheckoutBlock }>; choice?: Record<string, string>; id: string; query: Record<string, string | string[] | undefined> }) {
  const form = await checkoutFormFor(site, pagePath, block, choice);
  if (!form) return null;
  // Back from a declined or cancelled payment: the form holds what was entered.
  const entered = await enteredBeforeRetry(site.id, query);
  const action = checkoutAction.bind(null, site.slug, pagePath, block.type, choice);
  return (
    <div id={CHECKOUT_ANCHOR} className="scroll-mt-4 rounded-site bg-page p-6 shadow-sm ring-1 ring-line md:p-8">
      <FormView id={`${id}-checkout`} fields={form.fields} submitLabel={form.submitLabel} token={formToken()} action={action} quote={form.quote} initialValues={entered?.values ?? form.initialValues} />
    </div>
  );
}
