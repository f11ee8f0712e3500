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
