import { z } from "zod";
import { formUnavailable } from "@/modules/forms/send";
import { CHECKOUT_BLOCKS } from "@/modules/payments/checkout-forms";
import { startCheckout } from "@/modules/payments/start-checkout";
import { answerForm, openFormPost } from "@/modules/routing/form-answer";

export const dynamic = "force-dynamic";

/** What the page's earlier steps chose (a day, a time, a cart), as the checkout form carries it: checked again by the block's form. */
const choiceSchema = z.record(z.string().max(60), z.string().max(2000)).refine((c) => Object.keys(c).length <= 12);

/**
 * A checkout form posted (components/checkout-panel.tsx), with or without
 * script: 303 (or JSON to the script) to the payment provider's checkout, or
 * the form again with its errors and everything typed.
 */
export async function POST(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const opened = await openFormPost(request, params, formUnavailable);
  if (opened instanceof Response) return opened;
  const { post, where, client, pagePath } = opened;
  const block = CHECKOUT_BLOCKS.find((type) => type === post.field("_block"));
  let choice: unknown;
  try {
    choice = JSON.parse(post.field("_choice") || "{}");
  } catch {
    choice = null;
  }
  const chosen = choiceSchema.safeParse(choice);
  if (!block || !chosen.success) return new Response("This form is not one of ours.", { status: 400 });
  return answerForm(request, post.site, client, where, await startCheckout(post.site, pagePath, block, chosen.data, post.form, client));
}
