/**
 * The price of a winery trip from the operator's own price list: a package
 * (a per-person price), or a custom trip (a per-person base plus each chosen
 * winery's tasting fee). Cents throughout; the deposit is rounded up.
 */
export interface TripPriceList {
  packages: ReadonlyArray<{ key: string; name: string; pricePerPersonCents: number; wineryCount: number; days?: readonly Weekday[] }>;
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
  /** The day chosen ("2026-12-05"), when there is one: a package that runs on some weekdays only is refused on others. */
  date?: string;
}

export type TripQuote =
  | { ok: true; perPersonCents: number; totalCents: number; depositCents: number; lines: Array<{ label: string; cents: number }> }
  | { ok: false; problem: string };

/** How many wineries a custom trip visits: every sentence about it is made from these (see tripRules). */
export const MIN_CUSTOM_WINERIES = 2;
export const MAX_CUSTOM_WINERIES = 5;

type Weekday = "sun" | "mon" | "tue" | "wed" | "thu" | "fri" | "sat";
const DAY_NAMES: Record<Weekday, string> = {
  sun: "Sundays",
  mon: "Mondays",
  tue: "Tuesdays",
  wed: "Wednesdays",
  thu: "Thursdays",
  fri: "Fridays",
  sat: "Saturdays",
};
const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const inWords = (n: number) => NUMBER_WORDS[n] ?? String(n);
const money = (cents: number) => `$${cents % 100 === 0 ? cents / 100 : (cents / 100).toFixed(2)}`;
const weekdayOfDate = (date: string): Weekday => (["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const)[new Date(`${date}T12:00:00Z`).getUTCDay()]!;

/** "two to five": how many wineries a custom trip takes, for every sentence that says so (the site's pages too). */
export const customWineryRange = () => `${inWords(MIN_CUSTOM_WINERIES)} to ${inWords(MAX_CUSTOM_WINERIES)}`;

/** "Saturdays", "Fridays and Saturdays": the days a package runs. */
export const packageDays = (days: readonly Weekday[]) => days.map((d) => DAY_NAMES[d]).join(days.length === 2 ? " and " : ", ");

/** The rules of the trip builder in words, made from the same price list and limits the quote enforces. */
export function tripRules(list: TripPriceList): string {
  const limited = list.packages.filter((p) => p.days?.length).map((p) => `${p.name} runs on ${packageDays(p.days!)} only`);
  return [
    `Choose one of our packages, or pick ${customWineryRange()} wineries for a custom trip: ${money(list.customBasePerPersonCents)} a person for the van and your guide, plus each winery's tasting fee.`,
    limited.length ? `${limited.join("; ")}.` : "",
    `Groups of ${list.minGuests} to ${list.maxGuests}.${list.depositPercent > 0 ? ` A ${list.depositPercent}% deposit books the trip; the balance is due on the day.` : ""}`,
  ]
    .filter(Boolean)
    .join(" ");
}

export function quoteTrip(list: TripPriceList, choice: TripChoice): TripQuote {
  if (!Number.isInteger(choice.guests) || choice.guests < list.minGuests || choice.guests > list.maxGuests) {
    return { ok: false, problem: `Choose between ${list.minGuests} and ${list.maxGuests} guests.` };
  }
  let perPerson: number;
  const lines: Array<{ label: string; cents: number }> = [];
  if (choice.plan === "custom") {
    const chosen = list.wineries.filter((w) => choice.wineries.includes(w.key));
    if (chosen.length < MIN_CUSTOM_WINERIES) return { ok: false, problem: `Choose at least ${inWords(MIN_CUSTOM_WINERIES)} wineries for a custom trip.` };
    if (chosen.length > MAX_CUSTOM_WINERIES) return { ok: false, problem: `A day fits at most ${MAX_CUSTOM_WINERIES} wineries.` };
    perPerson = list.customBasePerPersonCents + chosen.reduce((sum, w) => sum + w.tastingFeeCents, 0);
    lines.push({ label: "Transport and guide, per person", cents: list.customBasePerPersonCents });
    for (const w of chosen) lines.push({ label: `Tasting at ${w.name}, per person`, cents: w.tastingFeeCents });
  } else {
    const pkg = list.packages.find((p) => p.key === choice.plan);
    if (!pkg) return { ok: false, problem: "Choose a package or a custom trip." };
    if (pkg.days?.length && choice.date && !pkg.days.includes(weekdayOfDate(choice.date)))
      return { ok: false, problem: `${pkg.name} runs on ${packageDays(pkg.days)} only. Choose one of those days, or another trip.` };
    perPerson = pkg.pricePerPersonCents;
    lines.push({ label: `${pkg.name}, per person`, cents: pkg.pricePerPersonCents });
  }
  const total = perPerson * choice.guests;
  return { ok: true, perPersonCents: perPerson, totalCents: total, depositCents: Math.ceil((total * list.depositPercent) / 100), lines };
}
