"use server";

import { redirect } from "next/navigation";
import { AppError } from "@/lib/errors";
import { logger } from "@/server/log";
import { getSiteBySlug } from "@/modules/sites/queries";
import { clientAddress } from "@/server/client-address";
import { checkoutLimitRefusal } from "@/modules/payments/checkout-limit";
import { paymentForReturn } from "@/modules/payments/queries";
import { payApplicationFee, payFeeAgain } from "./fee";
import { verifyApplicationCheck } from "./present";
import type { FeeAgainState } from "./state";

/**
 * "Pay the fee with another card" on the result of an application fee that
 * was declined or cancelled (fee.ts payFeeAgain): the payment comes bound by
 * the server with its signed return check.
 */
export async function payFeeAgainAction(
  siteSlug: string,
  reference: string,
  check: string,
  _previous: FeeAgainState,
  _formData: FormData,
): Promise<FeeAgainState> {
  const site = await getSiteBySlug(siteSlug);
  const payment = site && (await paymentForReturn(site.id, reference, check));
  if (!site || !payment) return { message: "We could not find that payment. The email we sent you has your application's reference; please call us with it." };
  return sendToFeeCheckout(site, { payment: reference }, (client) => payFeeAgain(site.id, payment, client));
}

/**
 * "Pay the fee now" on an application's own result, when its checkout never
 * opened (fee.ts payApplicationFee): the application comes bound by the
 * server with its signed result check.
 */
export async function payApplicationFeeAction(
  siteSlug: string,
  reference: string,
  check: string,
  _previous: FeeAgainState,
  _formData: FormData,
): Promise<FeeAgainState> {
  const site = await getSiteBySlug(siteSlug);
  if (!site || !verifyApplicationCheck(reference, check))
    return { message: "We could not find that application. The email we sent you has its reference; please call us with it." };
  return sendToFeeCheckout(site, { application: reference }, (client) => payApplicationFee(site.id, reference, client));
}

/** Opens a fee's checkout and sends the payer to it, under the checkout limit per address; a refusal comes back as the button's message. */
async function sendToFeeCheckout(
  site: { id: string; slug: string },
  about: Record<string, string>,
  open: (client: string) => Promise<string>,
): Promise<FeeAgainState> {
  const client = await clientAddress();
  const limited = await checkoutLimitRefusal(site.id, client);
  if (limited) return { message: limited };
  let url: string;
  try {
    url = await open(client);
  } catch (error) {
    if (error instanceof AppError) return { message: error.userMessage };
    logger.error({ err: error, site: site.slug, ...about }, "an application fee's checkout could not start");
    return { message: "Something went wrong on our side and nothing was charged. Please try again in a moment." };
  }
  redirect(url);
}
