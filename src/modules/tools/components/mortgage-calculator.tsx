"use client";

import { island } from "@/islands/island";
import { useState } from "react";
import { formatCents } from "@/lib/format";
import { mortgagePayment, type MortgageInput } from "@/lib/mortgage";

const FIELDS: Array<{ key: Exclude<keyof MortgageInput, "termYears">; label: string; hint: string; step: string; suffix?: string }> = [
  { key: "homePrice", label: "Home price", hint: "In dollars", step: "1000" },
  { key: "downPaymentPercent", label: "Down payment", hint: "Percent of the price", step: "0.5", suffix: "%" },
  { key: "ratePercent", label: "Interest rate", hint: "Annual, percent", step: "0.125", suffix: "%" },
  { key: "annualTaxes", label: "Property taxes", hint: "Per year, in dollars", step: "100" },
  { key: "annualInsurance", label: "Homeowner's insurance", hint: "Per year, in dollars", step: "50" },
];

/**
 * A plain GET form the server answers without JavaScript; with JavaScript the
 * figures update as you type. Both use the same formula (lib/mortgage.ts).
 */
function MortgageCalculatorBody({ id, initial }: { id: string; initial: MortgageInput }) {
  const [values, setValues] = useState(initial);
  // Fields left blank or not a number: no figure is shown until they are filled in (a blank rate is not 0%).
  const [unfilled, setUnfilled] = useState<ReadonlySet<keyof MortgageInput>>(new Set());
  const result = mortgagePayment(values);
  const set = (key: keyof MortgageInput, raw: string) => {
    const value = raw.trim() === "" ? NaN : Number(raw);
    const ok = Number.isFinite(value) && value >= 0;
    if (ok) setValues((v) => ({ ...v, [key]: value }));
    setUnfilled((u) => {
      const next = new Set(u);
      if (ok) next.delete(key);
      else next.add(key);
      return next;
    });
  };
  const missing = FIELDS.filter((f) => unfilled.has(f.key)).map((f) => f.label.toLowerCase());
  return (
    <form method="get" action={`#${id}`} className="grid gap-8 rounded-site border border-line bg-page p-6 md:grid-cols-2 md:p-8">
      <fieldset className="space-y-4">
        <legend className="sr-only">Loan details</legend>
        {FIELDS.map((f) => (
          <div key={f.key}>
            <label htmlFor={`${id}-${f.key}`} className="block font-semibold">
              {f.label}
            </label>
            <p id={`${id}-${f.key}-hint`} className="text-sm text-muted">
              {f.hint}
            </p>
            <div className="mt-1 flex items-center gap-2">
              <input
                id={`${id}-${f.key}`}
                name={f.key}
                type="number"
                inputMode="decimal"
                min="0"
                step={f.step}
                defaultValue={initial[f.key]}
                onChange={(e) => set(f.key, e.target.value)}
                aria-describedby={`${id}-${f.key}-hint`}
                className="w-full rounded-site border border-muted bg-page px-3 py-2 text-ink"
              />
              {f.suffix && <span aria-hidden="true">{f.suffix}</span>}
            </div>
          </div>
        ))}
        <div>
          <label htmlFor={`${id}-termYears`} className="block font-semibold">
            Loan term
          </label>
          <select
            id={`${id}-termYears`}
            name="termYears"
            defaultValue={initial.termYears}
            onChange={(e) => set("termYears", e.target.value)}
            className="mt-1 w-full rounded-site border border-muted bg-page px-3 py-2 text-ink"
          >
            {[30, 20, 15, 10].map((t) => (
              <option key={t} value={t}>
                {t} years
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="min-h-11 rounded-site bg-primary px-5 py-2.5 font-semibold text-on-primary">
          Calculate
        </button>
      </fieldset>
      <div className="rounded-site bg-surface p-6" aria-live="polite">
        <h3 className="font-heading text-xl font-bold">Estimated monthly payment</h3>
        {missing.length > 0 ? (
          <p className="mt-2" data-testid="mortgage-missing">
            Fill in the {missing.join(" and the ")} to see the payment.
          </p>
        ) : (
          <>
            <p className="amount mt-2 font-heading text-5xl font-bold text-primary">{formatCents(result.totalMonthlyCents)}</p>
            <dl className="mt-6 space-y-2">
              <div className="flex justify-between gap-4">
                <dt>Principal and interest</dt>
                <dd className="amount font-semibold">{formatCents(result.principalAndInterestCents)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt>Taxes and insurance</dt>
                <dd className="amount font-semibold">{formatCents(result.taxesAndInsuranceCents)}</dd>
              </div>
              <div className="flex justify-between gap-4 border-t border-line pt-2">
                <dt>Loan amount</dt>
                <dd className="amount font-semibold">{formatCents(result.loanCents)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt>Total interest over the term</dt>
                <dd className="amount font-semibold">{formatCents(result.totalInterestCents)}</dd>
              </div>
            </dl>
          </>
        )}
      </div>
    </form>
  );
}

export const MortgageCalculator = island("mortgage-calculator", MortgageCalculatorBody);
