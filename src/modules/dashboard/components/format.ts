import { dateTimeFormat } from "@/lib/intl";

/** "2026-11-25" as "Nov 25" (a calendar date: formatted in UTC, where it was built). */
export function shortDay(day: string): string {
  return dateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
}

export const percent = (rate: number | null) => (rate === null ? "–" : `${(rate * 100).toFixed(rate < 0.1 ? 1 : 0)}%`);

export const money = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
