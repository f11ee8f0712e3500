import { AppError } from "@/lib/errors";
import { parseDollars } from "@/modules/payments/fees";
import { cancelMonthlyGift, changeMonthlyGift } from "@/modules/payments/monthly-gifts";
import { paymentForReturn } from "@/modules/payments/queries";
import { returnPath } from "@/modules/payments/return-link";
import { openPlainPost } from "@/modules/routing/plain-post";
import { clientAddress } from "@/server/client-address";
import { consume, minutesToWait } from "@/server/rate-limit";

export const dynamic = "force-dynamic";

/**
 * The donor's monthly gift, changed or stopped from their signed link (the thank-you
 * page's address, also in their receipt): a plain form post, so it works
 * without JavaScript. Answers 303 back to that page, which then says the gift
 * is cancelled, or the problem in words.
 */
export async function POST(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const post = await openPlainPost(request, params);
  if (post instanceof Response) return post;
  const { site, field: str, seeOther: to } = post;
  const payment = await paymentForReturn(site.id, str("payment"), str("check"));
  const intent = str("intent");
  if (!payment || (intent !== "cancel" && intent !== "change")) return new Response("That link is not valid.", { status: 403 });
  const page = returnPath(site.slug, payment.successPath, payment.reference).replace(/#.*$/, "");
  const wait = await consume("monthlyGiftPerAddress", `${site.id}:${await clientAddress()}`);
  if (wait) return to(`${page}&problem=${encodeURIComponent(`Too many changes in a short time. Please try again in ${minutesToWait(wait)}.`)}#result`);
  try {
    if (intent === "cancel") await cancelMonthlyGift(site.id, payment.reference);
    else {
      const cents = parseDollars(str("amount"));
      if (cents === null) throw new AppError("bad_input", "Give the new monthly amount in dollars, such as 25 or 25.50.");
      await changeMonthlyGift(site.id, payment.reference, cents);
    }
    return to(`${page}#result`);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return to(`${page}&problem=${encodeURIComponent(error.userMessage)}#result`);
  }
}
