import type { Block } from "@/blocks/schemas";
import { AppError } from "@/lib/errors";
import { consume, minutesToWait } from "@/server/rate-limit";
import { logger } from "@/server/log";
import { correctionMessage, echoValues, fieldErrors, submissionSchema, valuesFromFormData, type SubmittedValues } from "@/modules/forms/submission";
import type { FormOutcome } from "@/modules/routing/form-answer";
import { getPage } from "@/modules/pages/queries";
import type { Site } from "@/modules/sites/queries";
import { checkoutFormFor, type CheckoutBlock } from "./checkout-forms";
import { checkoutLimitRefusal } from "./checkout-limit";
import { heldCheckoutsPath, rememberHeldCheckout } from "./held";
import { quote } from "./quote";
import { TooManyHolds } from "./service";

/**
 * A checkout form's post, after the route opened it (app/api/sites/[site]/checkout):
 * parse -> the site's own prices -> limits -> reserve and open the provider's
 * checkout -> send the payer there. The block is read again from the page in
 * the database, so a forged price or product changes nothing; `choice` is what
 * the page's earlier steps chose (their query), checked again by the block's form.
 */
export async function startCheckout(
  site: Site,
  pagePath: string,
  blockType: CheckoutBlock,
  choice: Record<string, string>,
  formData: FormData,
  client: string,
): Promise<FormOutcome> {
  const page = await getPage(site.id, pagePath);
  const block = page?.blocks.find((b): b is Block => b.type === blockType);
  const form = block ? await checkoutFormFor(site, pagePath, block, choice) : null;
  if (!form)
    return {
      state: { status: "error", message: "This is no longer available. Please reload the page and choose again.", errors: {}, values: {} },
      status: 404,
    };

  const submitted = valuesFromFormData(form.fields, formData);
  const values = echoValues(form.fields, submitted);
  const token = typeof formData.get("_rendered") === "string" ? String(formData.get("_rendered")) : undefined;
  const parsed = submissionSchema(form.fields).safeParse(submitted);
  const priced = quote(form.quote, submitted);
  const errors = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...(priced.ok ? {} : priced.errors) };
  if (!parsed.success || !priced.ok) return { state: { status: "error", message: correctionMessage(Object.keys(errors).length), errors, values, token } };

  const limited = await checkoutLimitRefusal(site.id, client);
  if (limited) return { state: { status: "error", message: limited, errors: {}, values, token }, status: 429 };
  // A gift card code is looked up like the balance check's, under the same limit on guessing.
  const cardWait = typeof submitted.gift_card === "string" && submitted.gift_card.trim() ? await consume("giftCardLookup", `${site.id}:${client}`) : 0;
  if (cardWait)
    return {
      state: {
        status: "error",
        message: `Too many gift card codes tried. Please wait ${minutesToWait(cardWait)}, or leave the code out and pay by card.`,
        errors: { gift_card: "Too many codes tried." },
        values,
        token,
      },
      status: 429,
      retryAfter: cardWait,
    };

  try {
    const started = await form.begin(parsed.data as SubmittedValues, priced.lines, { clientAddress: client, entered: { values, choice } });
    await rememberHeldCheckout(started.reference);
    return { redirect: started.url };
  } catch (error) {
    if (error instanceof TooManyHolds) {
      return {
        state: {
          status: "error",
          message: error.userMessage,
          errors: {},
          values,
          token,
          link: { href: heldCheckoutsPath(site.slug), label: "See the checkouts waiting for payment" },
        },
        status: 429,
        retryAfter: error.retryAfter,
      };
    }
    if (error instanceof AppError)
      return { state: { status: "error", message: error.userMessage, errors: error.field ? { [error.field]: error.userMessage } : {}, values, token } };
    logger.error({ err: error, site: site.slug, block: blockType }, "a checkout could not start");
    return {
      state: { status: "error", message: "Something went wrong on our side and nothing was charged. Please try again in a moment.", errors: {}, values, token },
      status: 500,
    };
  }
}
