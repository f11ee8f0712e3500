import { dateTimeFormat } from "@/lib/intl";

/** "2026-11-25" as "Nov 25" (a calendar date: formatted in UTC, where it was built). */
export function shortDay(day: string): string {
  return dateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
}

/** Conversions per 100 visitors: not a percentage of people, since one visitor may send a form and book as well. */
export const per100 = (rate: number | null) => (rate === null ? "–" : String(Math.round(rate * 1000) / 10));

export const money = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
