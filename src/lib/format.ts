import { dateTimeFormat } from "./intl";

/** Display formatting shared by blocks and views. US English, as the demo businesses are. */
const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const wholeMoney = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** A count as people read it: "2,896". */
export const formatCount = (n: number) => n.toLocaleString("en-US");

export function formatCents(cents: number): string {
  return cents % 100 === 0 ? wholeMoney.format(cents / 100) : money.format(cents / 100);
}

export function formatDate(date: Date, timeZone = "America/New_York"): string {
  return dateTimeFormat("en-US", { dateStyle: "long", timeZone }).format(date);
}

/** A calendar day ("2026-12-01") in words: "Tuesday, December 1, 2026" ("Tuesday, December 1" without the year). */
export function dayInWords(date: string, { year = true } = {}): string {
  return dateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", ...(year && { year: "numeric" }), timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

export function formatDateTime(date: Date, timeZone = "America/New_York"): string {
  return dateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZone }).format(
    date,
  );
}

/** The clock time of an instant in the zone: "4:00 PM". Session times are shown, and posted back, in this form. */
export function formatClock(instant: Date, timeZone = "America/New_York"): string {
  return dateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone }).format(instant);
}

export function formatTime(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  const suffix = h >= 12 ? "pm" : "am";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return m ? `${hour}:${String(m).padStart(2, "0")} ${suffix}` : `${hour} ${suffix}`;
}

export const DAY_NAMES = { mon: "Monday", tue: "Tuesday", wed: "Wednesday", thu: "Thursday", fri: "Friday", sat: "Saturday", sun: "Sunday" } as const;
const DAY_ORDER = Object.keys(DAY_NAMES) as Array<keyof typeof DAY_NAMES>;

/** "Monday – Friday" for a consecutive run, "Monday, Wednesday" otherwise. */
export function formatDays(days: ReadonlyArray<keyof typeof DAY_NAMES>): string {
  const sorted = [...days].sort((a, b) => DAY_ORDER.indexOf(a) - DAY_ORDER.indexOf(b));
  const consecutive = sorted.every((d, i) => i === 0 || DAY_ORDER.indexOf(d) === DAY_ORDER.indexOf(sorted[i - 1]!) + 1);
  if (consecutive && sorted.length > 2) return `${DAY_NAMES[sorted[0]!]} – ${DAY_NAMES[sorted.at(-1)!]}`;
  return sorted.map((d) => DAY_NAMES[d]).join(", ");
}

/**
 * A week's opening hours in one line, for a strip with room for one: every
 * day it opens, with the times when every day keeps the same ones ("Monday –
 * Friday 8 am – 5 pm"), or only the days when they differ ("Open Monday –
 * Friday"), never one row of several as if it were the whole week.
 */
export function summarizeHours(hours: ReadonlyArray<{ days: ReadonlyArray<keyof typeof DAY_NAMES>; opens: string; closes: string }>): string | null {
  if (!hours.length) return null;
  const days = [...new Set(hours.flatMap((h) => h.days))];
  const [first] = hours as [(typeof hours)[number]];
  const sameTimes = hours.every((h) => h.opens === first.opens && h.closes === first.closes);
  return sameTimes ? `${formatDays(days)} ${formatTime(first.opens)} – ${formatTime(first.closes)}` : `Open ${formatDays(days)}`;
}

export function formatSalary(min: number | null, max: number | null, unit: "HOUR" | "YEAR" | null): string | null {
  if (min === null || !unit) return null;
  const f = (n: number) => (unit === "HOUR" ? money.format(n) : wholeMoney.format(n));
  const per = unit === "HOUR" ? "an hour" : "a year";
  return max && max !== min ? `${f(min)} – ${f(max)} ${per}` : `${f(min)} ${per}`;
}

export const EMPLOYMENT_TYPE_LABELS = {
  FULL_TIME: "Full time",
  PART_TIME: "Part time",
  CONTRACTOR: "Contract",
  TEMPORARY: "Temporary",
  INTERN: "Internship",
  SEASONAL: "Seasonal",
} as const;

/** A day's spans in words: "11 am – 3 pm, 5 – 10 pm"; "Closed" when it has none. */
export function spansWords(spans: ReadonlyArray<{ opens: string; closes: string }>): string {
  if (!spans.length) return "Closed";
  return spans.map((s) => (s.opens === s.closes ? "Open 24 hours" : `${formatTime(s.opens)} – ${formatTime(s.closes)}`)).join(", ");
}

/** A special day or season as visitors read it: "Christmas Eve, Thursday, December 24: 4 – 8 pm, by phone only. Call to book." */
export function dayHoursWords(day: {
  date: string;
  spans: ReadonlyArray<{ opens: string; closes: string }>;
  online: boolean;
  name?: string | undefined;
  note?: string | undefined;
}): string {
  const when = `${day.name ? `${day.name}, ` : ""}${dayInWords(day.date, { year: false })}`;
  const hours = day.spans.length ? `open ${spansWords(day.spans)}${day.online ? "" : ", bookings and orders by phone only"}` : "closed";
  return `${when}: ${hours}.${day.note ? ` ${day.note}` : ""}`;
}

const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const monthDayWords = (md: string, edge: "from" | "to") => {
  const [m, d] = md.split("-").map(Number) as [number, number];
  const lastOfMonth = new Date(Date.UTC(2027, m, 0)).getUTCDate();
  // "November to March" when the season runs whole months, "May 15 to October 14" otherwise.
  return (edge === "from" && d === 1) || (edge === "to" && d === lastOfMonth) ? MONTH_NAMES[m - 1]! : `${MONTH_NAMES[m - 1]} ${d}`;
};

/** A yearly season in one sentence: "November to March: Wednesday – Sunday 12 – 8 pm." or "January to March 15: closed." */
export function seasonWords(season: {
  name: string;
  from: string;
  to: string;
  hours: ReadonlyArray<{ days: ReadonlyArray<keyof typeof DAY_NAMES>; opens: string; closes: string }>;
}): string {
  const when = `${monthDayWords(season.from, "from")} to ${monthDayWords(season.to, "to")}`;
  if (!season.hours.length) return `${when}: closed.`;
  return `${when}: ${season.hours.map((h) => `${formatDays(h.days)} ${formatTime(h.opens)} – ${formatTime(h.closes)}`).join("; ")}.`;
}

/** A special day (or range) in one sentence: "Christmas Day and December 26: closed." */
export function specialDayWords(
  day: {
    name: string;
    from: string;
    to?: string | undefined;
    hours: ReadonlyArray<{ opens: string; closes: string }>;
    note?: string | undefined;
    online?: boolean | undefined;
  },
  { year = false } = {},
): string {
  const range = day.to && day.to !== day.from ? `${dayInWords(day.from, { year })} to ${dayInWords(day.to, { year })}` : dayInWords(day.from, { year });
  const hours = day.hours.length ? `open ${spansWords(day.hours)}${day.online === false ? ", bookings and orders by phone" : ""}` : "closed";
  return `${day.name} (${range}): ${hours}.${day.note ? ` ${day.note}` : ""}`;
}
