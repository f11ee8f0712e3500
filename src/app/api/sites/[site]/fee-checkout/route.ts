import { AppError } from "@/lib/errors";
import { payApplicationFee, payFeeAgain } from "@/modules/forms/fee";
import { applicationReturnPath, verifyApplicationCheck } from "@/modules/forms/present";
import { applicationByReference } from "@/modules/forms/queries";
import { checkoutLimitRefusal } from "@/modules/payments/checkout-limit";
import { paymentForReturn } from "@/modules/payments/queries";
import { returnPath } from "@/modules/payments/return-link";
import { atSite, goOn } from "@/modules/routing/desk-post";
import { openPlainPost } from "@/modules/routing/plain-post";
import { clientAddress } from "@/server/client-address";
import { logger } from "@/server/log";

export const dynamic = "force-dynamic";

/**
 * "Pay the fee" on an application's result: a plain form post naming the
 * payment that was declined or left unpaid (fee.ts payFeeAgain), or the
 * application whose checkout never opened (fee.ts payApplicationFee), each
 * with its signed check. Answers 303 to the new checkout, or back to the
 * result with why not (a `problem` it shows beside the button).
 */
export async function POST(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const post = await openPlainPost(request, params);
  if (post instanceof Response) return post;
  const { site, field } = post;
  const check = field("check");
  const client = await clientAddress();
  let result: string;
  let open: () => Promise<string>;
  if (field("payment")) {
    const payment = await paymentForReturn(site.id, field("payment"), check);
    if (!payment)
      return new Response("We could not find that payment. The email we sent you has your application's reference; please call us with it.", { status: 404 });
    result = returnPath(site.slug, payment.successPath ?? "", payment.reference);
    open = () => payFeeAgain(site.id, payment, client);
  } else {
    const application = field("application");
    const found = verifyApplicationCheck(application, check) ? await applicationByReference(site.id, application) : null;
    if (!found) return new Response("We could not find that application. The email we sent you has its reference; please call us with it.", { status: 404 });
    result = applicationReturnPath(site.slug, found.pagePath ?? "", application);
    open = () => payApplicationFee(site.id, application, client);
  }
  const refused = (problem: string) => goOn(request, atSite(site.slug, result.replace("#", `&problem=${encodeURIComponent(problem)}#`)));
  const limited = await checkoutLimitRefusal(site.id, client);
  if (limited) return refused(limited);
  try {
    return goOn(request, await open());
  } catch (error) {
    if (error instanceof AppError) return refused(error.userMessage);
    logger.error({ err: error, site: site.slug }, "an application fee's checkout could not start");
    return refused("Something went wrong on our side and nothing was charged. Please try again in a moment.");
  }
}
