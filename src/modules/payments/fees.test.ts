import { describe, expect, it } from "vitest";
import { convenienceFee, feeCover, feeInWords, parseDollars } from "./fees";

describe("fees", () => {
  it("charges the percentage, but never less than the minimum", () => {
    const card = { percent: 2.65, fixedCents: 0, minCents: 200 };
    expect(convenienceFee(10_000, card)).toBe(265);
    expect(convenienceFee(5_000, card)).toBe(200);
    expect(convenienceFee(5_000, undefined)).toBe(0);
  });

  it("says the fee in words, its example worked out by the rule that charges it", () => {
    expect(feeInWords({ label: "Card convenience fee", percent: 2.65, fixedCents: 0, minCents: 200 })).toBe(
      "A card convenience fee is added: 2.65% of the amount, at least $2 ($2.65 on a $100 payment).",
    );
    expect(feeInWords({ label: "Service fee", percent: 2.9, fixedCents: 30, minCents: 0 })).toBe(
      "A service fee is added: 2.9% of the amount plus $0.30 ($3.20 on a $100 payment).",
    );
    expect(feeInWords({ label: "Fee", percent: 0, fixedCents: 0, minCents: 150 })).toBe("A fee is added: $1.50 ($1.50 on a $100 payment).");
  });

  it("covers the processor's fee so that the whole gift arrives", () => {
    const rule = { percent: 2.2, fixedCents: 30 };
    for (const gift of [500, 2_500, 10_000, 123_456]) {
      const extra = feeCover(gift, rule);
      const charged = gift + extra;
      const arrives = charged - Math.round((charged * rule.percent) / 100) - rule.fixedCents;
      expect(arrives).toBeGreaterThanOrEqual(gift);
      expect(arrives - gift).toBeLessThanOrEqual(1);
    }
  });

  it("reads sums of money and refuses what is not one", () => {
    expect(parseDollars("12.5")).toBe(1250);
    expect(parseDollars("$1,200")).toBe(120_000);
    expect(parseDollars("40")).toBe(4000);
    for (const bad of ["", "-5", "1.234", "ten", "1e3", "0x10"]) expect(parseDollars(bad)).toBeNull();
  });
});
