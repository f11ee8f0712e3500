import type { Block } from "@/blocks/schemas";
import { FormView } from "@/modules/forms/components/form-view-lazy";
import { formToken } from "@/modules/forms/service";
import type { Site } from "@/modules/sites/queries";
import { checkoutAction } from "../actions";
import { checkoutFormFor, type CheckoutBlock } from "../checkout-forms";

/**
 * A block's checkout form: fields and price from the site's stored content,
 * posted to the one checkout action with the site, page and block bound by
 * the server. Works without JavaScript; with it, the total follows each choice.
 */
export async function CheckoutPanel({ site, pagePath, block, choice = {}, id }: { site: Site; pagePath: string; block: Extract<Block, { type: CheckoutBlock }>; choice?: Record<string, string>; id: string }) {
  const form = await checkoutFormFor(site, pagePath, block, choice);
  if (!form) return null;
  const action = checkoutAction.bind(null, site.slug, pagePath, block.type, choice);
  return (
    <div className="rounded-site bg-page p-6 shadow-sm ring-1 ring-line md:p-8">
      <FormView id={`${id}-checkout`} fields={form.fields} submitLabel={form.submitLabel} token={formToken()} action={action} quote={form.quote} />
    </div>
  );
}
