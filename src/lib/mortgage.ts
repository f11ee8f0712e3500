/**
 * Monthly payment on a fixed-rate loan: P·r / (1 − (1 + r)^−n), r the monthly
 * rate and n the number of payments. Whole dollars in, cents out.
 */
export interface MortgageInput {
  homePrice: number;
  downPaymentPercent: number;
  ratePercent: number;
  termYears: number;
  annualTaxes: number;
  annualInsurance: number;
}

export interface MortgageResult {
  loanCents: number;
  principalAndInterestCents: number;
  taxesAndInsuranceCents: number;
  totalMonthlyCents: number;
  totalInterestCents: number;
}

export function mortgagePayment(input: MortgageInput): MortgageResult {
  const loan = Math.max(0, input.homePrice * (1 - input.downPaymentPercent / 100));
  const n = input.termYears * 12;
  const r = input.ratePercent / 100 / 12;
  const monthly = n === 0 ? 0 : r === 0 ? loan / n : (loan * r) / (1 - (1 + r) ** -n);
  const escrow = (input.annualTaxes + input.annualInsurance) / 12;
  return {
    loanCents: Math.round(loan * 100),
    principalAndInterestCents: Math.round(monthly * 100),
    taxesAndInsuranceCents: Math.round(escrow * 100),
    totalMonthlyCents: Math.round((monthly + escrow) * 100),
    totalInterestCents: Math.round((monthly * n - loan) * 100),
  };
}

/** Reads calculator inputs from a query string, falling back to the defaults for anything missing or out of range. */
export function mortgageInputFrom(query: Record<string, string | string[] | undefined>, defaults: MortgageInput): MortgageInput {
  const num = (key: keyof MortgageInput, min: number, max: number) => {
    const raw = query[key];
    const value = typeof raw === "string" ? Number(raw.replace(/[$,%\s]/g, "")) : NaN;
    return Number.isFinite(value) && value >= min && value <= max ? value : defaults[key];
  };
  return {
    homePrice: num("homePrice", 1_000, 50_000_000),
    downPaymentPercent: num("downPaymentPercent", 0, 100),
    ratePercent: num("ratePercent", 0, 30),
    termYears: [10, 15, 20, 30].includes(num("termYears", 1, 40)) ? num("termYears", 1, 40) : defaults.termYears,
    annualTaxes: num("annualTaxes", 0, 1_000_000),
    annualInsurance: num("annualInsurance", 0, 1_000_000),
  };
}
