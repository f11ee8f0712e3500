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
  return dateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", ...(year && { year: "numeric" }), timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
}

export function formatDateTime(date: Date, timeZone = "America/New_York"): string {
  return dateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZone }).format(date);
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
