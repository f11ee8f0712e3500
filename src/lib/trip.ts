/**
 * The price of a winery trip from the operator's own price list: a package
 * (a per-person price), or a custom trip (a per-person base plus each chosen
 * winery's tasting fee). Cents throughout; the deposit is rounded up.
 */
export interface TripPriceList {
  packages: ReadonlyArray<{ key: string; name: string; pricePerPersonCents: number; wineryCount: number }>;
  wineries: ReadonlyArray<{ key: string; name: string; tastingFeeCents: number }>;
  customBasePerPersonCents: number;
  minGuests: number;
  maxGuests: number;
  depositPercent: number;
}

export interface TripChoice {
  /** A package key, or "custom". */
  plan: string;
  wineries: readonly string[];
  guests: number;
}

export type TripQuote =
  | { ok: true; perPersonCents: number; totalCents: number; depositCents: number; lines: Array<{ label: string; cents: number }> }
  | { ok: false; problem: string };

export const MAX_CUSTOM_WINERIES = 5;

export function quoteTrip(list: TripPriceList, choice: TripChoice): TripQuote {
  if (!Number.isInteger(choice.guests) || choice.guests < list.minGuests || choice.guests > list.maxGuests) {
    return { ok: false, problem: `Choose between ${list.minGuests} and ${list.maxGuests} guests.` };
  }
  let perPerson: number;
  const lines: Array<{ label: string; cents: number }> = [];
  if (choice.plan === "custom") {
    const chosen = list.wineries.filter((w) => choice.wineries.includes(w.key));
    if (chosen.length === 0) return { ok: false, problem: "Choose at least one winery for a custom trip." };
    if (chosen.length > MAX_CUSTOM_WINERIES) return { ok: false, problem: `A day fits at most ${MAX_CUSTOM_WINERIES} wineries.` };
    perPerson = list.customBasePerPersonCents + chosen.reduce((sum, w) => sum + w.tastingFeeCents, 0);
    lines.push({ label: "Transport and guide, per person", cents: list.customBasePerPersonCents });
    for (const w of chosen) lines.push({ label: `Tasting at ${w.name}, per person`, cents: w.tastingFeeCents });
  } else {
    const pkg = list.packages.find((p) => p.key === choice.plan);
    if (!pkg) return { ok: false, problem: "Choose a package or a custom trip." };
    perPerson = pkg.pricePerPersonCents;
    lines.push({ label: `${pkg.name}, per person`, cents: pkg.pricePerPersonCents });
  }
  const total = perPerson * choice.guests;
  return { ok: true, perPersonCents: perPerson, totalCents: total, depositCents: Math.ceil((total * list.depositPercent) / 100), lines };
}
