import { addDays } from "@/server/analytics/day";

/** The spans the dashboard shows: today, yesterday, or the last 7, 30 or 90 days including today. */
export const PERIODS = {
  today: { days: 1, label: "Today", endsDaysAgo: 0 },
  yesterday: { days: 1, label: "Yesterday", endsDaysAgo: 1 },
  "7d": { days: 7, label: "7 days", endsDaysAgo: 0 },
  "30d": { days: 30, label: "30 days", endsDaysAgo: 0 },
  "90d": { days: 90, label: "90 days", endsDaysAgo: 0 },
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
  const { days: n, endsDaysAgo } = PERIODS[period];
  return daysEnding(addDays(today, -endsDaysAgo), n);
}

/** The same number of days just before a range: what a period is compared with. */
export function rangeBefore(range: DayRange): DayRange {
  return daysEnding(addDays(range.from, -1), range.days.length);
}

function daysEnding(last: string, n: number): DayRange {
  const days = Array.from({ length: n }, (_, i) => addDays(last, i - n + 1));
  return { from: days[0]!, to: last, days };
}

/** The period in words after "Visitors and views, ": "today", "yesterday", "last 7 days". */
export function periodWords(period: Period): string {
  return period === "today" || period === "yesterday" ? period : `last ${PERIODS[period].label}`;
}
