"use server";

import { formatCents } from "@/lib/format";
import { answerTooManyRequests, clientAddress } from "@/server/client-address";
import { getSiteBySlug } from "@/modules/sites/queries";
import { checkBalance } from "./service";

export interface BalanceState {
  message?: string;
  found?: boolean;
}

/** Anyone with a code may ask its balance; the answer never says more than the balance. */
export async function checkBalanceAction(siteSlug: string, _previous: BalanceState, formData: FormData): Promise<BalanceState> {
  const site = await getSiteBySlug(siteSlug);
  const code = formData.get("code");
  if (!site || typeof code !== "string" || !code.trim()) return { message: "Enter the code from your gift card email.", found: false };
  const answer = await checkBalance(site.id, code, await clientAddress());
  if (!answer.ok && answer.retryAfter) await answerTooManyRequests(answer.retryAfter);
  if (!answer.ok) return { message: answer.message, found: false };
  return {
    message: `This ${answer.label ? `${answer.label} ` : ""}gift card has ${formatCents(answer.balanceCents)} left of ${formatCents(answer.initialCents)}.`,
    found: true,
  };
}
