import { answerTooManyRequests } from "@/server/client-address";
import { consume, minutesToWait } from "@/server/rate-limit";

/**
 * The limit on checkouts one address starts on a site (rate-limit's
 * `checkoutPerAddress`), taken once per checkout: null when this one may
 * start, else what the visitor is told, the answer already marked 429 with
 * its Retry-After.
 */
export async function checkoutLimitRefusal(siteId: string, client: string): Promise<string | null> {
  const wait = await consume("checkoutPerAddress", `${siteId}:${client}`);
  if (!wait) return null;
  await answerTooManyRequests(wait);
  return `You have started several payments in a short time. Please try again in ${minutesToWait(wait)}.`;
}
