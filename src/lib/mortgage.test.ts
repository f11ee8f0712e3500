import { describe, expect, it } from "vitest";
import { mortgageInputFrom, mortgagePayment } from "./mortgage";

const base = { homePrice: 300_000, downPaymentPercent: 20, ratePercent: 6.5, termYears: 30, annualTaxes: 4_800, annualInsurance: 1_200 };

describe("mortgagePayment", () => {
  it("matches the standard amortization formula", () => {
    const result = mortgagePayment(base);
    expect(result.loanCents).toBe(240_000_00);
    expect(result.principalAndInterestCents).toBe(1_516_96); // $1,516.96 on $240,000 at 6.5% for 30 years
    expect(result.taxesAndInsuranceCents).toBe(500_00);
    expect(result.totalMonthlyCents).toBe(2_016_96);
  });

  it("handles a zero rate and a full down payment", () => {
    expect(mortgagePayment({ ...base, ratePercent: 0 }).principalAndInterestCents).toBe(Math.round((240_000 / 360) * 100));
    expect(mortgagePayment({ ...base, downPaymentPercent: 100 }).principalAndInterestCents).toBe(0);
  });

  it("reads inputs from a query, ignoring junk", () => {
    expect(mortgageInputFrom({ homePrice: "$425,000", ratePercent: "7.1", termYears: "15" }, base)).toMatchObject({
      homePrice: 425_000,
      ratePercent: 7.1,
      termYears: 15,
    });
    expect(mortgageInputFrom({ homePrice: "lots", downPaymentPercent: "150", termYears: "17" }, base)).toMatchObject({
      homePrice: 300_000,
      downPaymentPercent: 20,
      termYears: 30,
    });
  });
});
