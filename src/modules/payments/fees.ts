/**
 * Fee arithmetic, pure and shared: the browser shows the same figures the
 * server charges, but only the server's are ever charged. Cents throughout.
 */

export interface FeeRule {
  percent: number;
  fixedCents: number;
  minCents: number;
}

/** A convenience fee on a bill: a percentage plus a fixed part, never less than the minimum. */
export function convenienceFee(amountCents: number, rule: FeeRule | undefined): number {
  if (!rule || amountCents <= 0) return 0;
  return Math.max(rule.minCents, Math.round((amountCents * rule.percent) / 100) + rule.fixedCents);
}

/** "$2" or "$2.65", as the sentences about a fee say it. */
const dollars = (cents: number) => `$${cents % 100 ? (cents / 100).toFixed(2) : cents / 100}`;

/**
 * The fee rule in words, said before the payer types or pays, with an example
 * worked out by convenienceFee itself: "A card convenience fee is added:
 * 2.65% of the amount, at least $2 ($2.65 on a $100 payment)."
 */
export function feeInWords(rule: FeeRule & { label: string }): string {
  const parts = [rule.percent > 0 && `${rule.percent}% of the amount`, rule.fixedCents > 0 && `${rule.percent > 0 ? "plus " : ""}${dollars(rule.fixedCents)}`]
    .filter(Boolean)
    .join(" ");
  const least = rule.minCents > 0 ? `, at least ${dollars(rule.minCents)}` : "";
  return `A ${rule.label.toLowerCase()} is added: ${parts || dollars(rule.minCents)}${parts ? least : ""} (${dollars(convenienceFee(100_00, rule))} on a $100 payment).`;
}

/**
 * What a donor adds so that, after the processor takes percent + fixed of the
 * whole, the gift arrives in full: solve (gift + extra) * (1 - p) - fixed = gift.
 */
export function feeCover(giftCents: number, rule: { percent: number; fixedCents: number }): number {
  if (giftCents <= 0) return 0;
  const gross = Math.ceil((giftCents + rule.fixedCents) / (1 - rule.percent / 100));
  return gross - giftCents;
}

/** "12.50", "$1,200", "40" -> cents, or null when it is not a sum of money. */
export function parseDollars(input: string): number | null {
  const cleaned = input.trim().replace(/^\$/, "").replace(/,/g, "");
  if (!/^\d{1,7}(?:\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}
