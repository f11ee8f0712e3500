import { addDays } from "@/server/analytics/day";

/** The spans the dashboard shows: today, or the last 7, 30 or 90 days including today. */
export const PERIODS = {
  today: { days: 1, label: "Today" },
  "7d": { days: 7, label: "7 days" },
  "30d": { days: 30, label: "30 days" },
  "90d": { days: 90, label: "90 days" },
} as const;
export type Period = keyof typeof PERIODS;

export function parsePeriod(value: string | undefined): Period {
  return value && value in PERIODS ? (value as Period) : "30d";
}

export interface DayRange {
  from: string;
  to: string;
  days: string[];
}

export function periodRange(period: Period, today: string): DayRange {
  const n = PERIODS[period].days;
  const days = Array.from({ length: n }, (_, i) => addDays(today, i - n + 1));
  return { from: days[0]!, to: today, days };
}
