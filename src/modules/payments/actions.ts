"use server";

import { redirect } from "next/navigation";
import type { Block } from "@/blocks/schemas";
import { AppError } from "@/lib/errors";
import { answerTooManyRequests, clientAddress } from "@/server/client-address";
import { consume, minutesToWait } from "@/server/rate-limit";
import { logger } from "@/server/log";
import { correctionMessage, echoValues, fieldErrors, submissionSchema, valuesFromFormData, type SubmittedValues } from "@/modules/forms/submission";
import type { FormState } from "@/modules/forms/state";
import { getPage } from "@/modules/pages/queries";
import { getSiteBySlug } from "@/modules/sites/queries";
import { checkoutFormFor, type CheckoutBlock } from "./checkout-forms";
import { checkoutLimitRefusal } from "./checkout-limit";
import { heldCheckoutsPath, rememberHeldCheckout } from "./held";
import { quote } from "./quote";
import { TooManyHolds } from "./service";

/**
 * The one action behind every checkout form: parse -> the site's own prices
 * -> limits -> reserve and open the provider's checkout -> send the payer
 * there. The site, page and block come bound by the server; the block is read
 * again from the database, so a forged price or product changes nothing.
 */
export async function checkoutAction(
  siteSlug: string,
  pagePath: string,
  blockType: CheckoutBlock,
  choice: Record<string, string>,
  _previous: FormState,
  formData: FormData,
): Promise<FormState> {
  const site = await getSiteBySlug(siteSlug);
  const page = site && (await getPage(site.id, pagePath));
  const block = page?.blocks.find((b): b is Block => b.type === blockType);
  const form = site && block ? await checkoutFormFor(site, pagePath, block, choice) : null;
  if (!site || !form) return { status: "error", message: "This is no longer available. Please reload the page and choose again.", errors: {}, values: {} };

  const submitted = valuesFromFormData(form.fields, formData);
  const values = echoValues(form.fields, submitted);
  const parsed = submissionSchema(form.fields).safeParse(submitted);
  const priced = quote(form.quote, submitted);
  const errors = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...(priced.ok ? {} : priced.errors) };
  if (!parsed.success || !priced.ok) return { status: "error", message: correctionMessage(Object.keys(errors).length), errors, values };

  const client = await clientAddress();
  const limited = await checkoutLimitRefusal(site.id, client);
  if (limited) return { status: "error", message: limited, errors: {}, values };
  // A gift card code is looked up like the balance check's, under the same limit on guessing.
  const cardWait =
    typeof submitted.gift_card === "string" && submitted.gift_card.trim() ? await consume("giftCardLookup", `${site.id}:${await clientAddress()}`) : 0;
  if (cardWait) await answerTooManyRequests(cardWait);
  if (cardWait)
    return {
      status: "error",
      message: `Too many gift card codes tried. Please wait ${minutesToWait(cardWait)}, or leave the code out and pay by card.`,
      errors: { gift_card: "Too many codes tried." },
      values,
    };

  let url: string;
  try {
    const started = await form.begin(parsed.data as SubmittedValues, priced.lines, { clientAddress: client, entered: { values, choice } });
    url = started.url;
    await rememberHeldCheckout(started.reference);
  } catch (error) {
    if (error instanceof TooManyHolds) {
      await answerTooManyRequests(error.retryAfter);
      return {
        status: "error",
        message: error.userMessage,
        errors: {},
        values,
        link: { href: heldCheckoutsPath(site.slug), label: "See the checkouts waiting for payment" },
      };
    }
    if (error instanceof AppError)
      return { status: "error", message: error.userMessage, errors: error.field ? { [error.field]: error.userMessage } : {}, values };
    logger.error({ err: error, site: siteSlug, block: blockType }, "a checkout could not start");
    return { status: "error", message: "Something went wrong on our side and nothing was charged. Please try again in a moment.", errors: {}, values };
  }
  redirect(url);
}
