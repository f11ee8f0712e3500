import type { Span, SpecialDay } from "./calendar";
import { addDays } from "./time";

/**
 * The United States' federal holidays and the days around them that many
 * businesses close or change their hours on, for one year: what the owner's
 * calendar offers to pick with one tap. Dates as observed on the day itself;
 * a business that closes on the weekday a federal office observes picks that
 * date on the calendar instead.
 */
export interface Holiday {
  name: string;
  date: string;
  federal: boolean;
}

const iso = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/** The nth weekday (0 Sunday … 6 Saturday) of a month; n = -1 for the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return iso(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
  }
  const lastDate = new Date(Date.UTC(year, month, 0));
  const back = (lastDate.getUTCDay() - weekday + 7) % 7;
  return iso(year, month, lastDate.getUTCDate() - back);
}

/** Easter Sunday of the Gregorian calendar (the anonymous Gregorian computus). */
function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(year, month, day);
}

export function holidaysOf(year: number): Holiday[] {
  const thanksgiving = nthWeekday(year, 11, 4, 4);
  const list: Holiday[] = [
    { name: "New Year's Day", date: iso(year, 1, 1), federal: true },
    { name: "Martin Luther King Jr. Day", date: nthWeekday(year, 1, 1, 3), federal: true },
    { name: "Presidents' Day", date: nthWeekday(year, 2, 1, 3), federal: true },
    { name: "Easter Sunday", date: easter(year), federal: false },
    { name: "Memorial Day", date: nthWeekday(year, 5, 1, -1), federal: true },
    { name: "Juneteenth", date: iso(year, 6, 19), federal: true },
    { name: "Independence Day", date: iso(year, 7, 4), federal: true },
    { name: "Labor Day", date: nthWeekday(year, 9, 1, 1), federal: true },
    { name: "Columbus Day", date: nthWeekday(year, 10, 1, 2), federal: true },
    { name: "Veterans Day", date: iso(year, 11, 11), federal: true },
    { name: "Thanksgiving Day", date: thanksgiving, federal: true },
    { name: "Day after Thanksgiving", date: iso(year, 11, Number(thanksgiving.slice(8)) + 1), federal: false },
    { name: "Christmas Eve", date: iso(year, 12, 24), federal: false },
    { name: "Christmas Day", date: iso(year, 12, 25), federal: true },
    { name: "New Year's Eve", date: iso(year, 12, 31), federal: false },
  ];
  return list.sort((a, b) => a.date.localeCompare(b.date));
}

/** The holidays from a date on, over the next `days` days (this year's and next year's). */
export function holidaysAhead(today: string, days = 365): Holiday[] {
  const year = Number(today.slice(0, 4));
  const last = new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return [...holidaysOf(year), ...holidaysOf(year + 1)].filter((h) => h.date >= today && h.date <= last);
}

/** A holiday's name by its month and day, for the fixed-date ones a sentence may name ("12-25"). */
export function holidayOn(date: string): Holiday | undefined {
  return holidaysOf(Number(date.slice(0, 4))).find((h) => h.date === date);
}

/** A closure or change of hours that comes back every year: on a holiday (by its name above) or a date ("12-26"), for `days` days. */
export interface YearlyClosure {
  holiday?: string;
  monthDay?: string;
  /** The name visitors read; the holiday's own by default. */
  name?: string;
  days?: number;
  hours?: ReadonlyArray<{ opens: string; closes: string }>;
  note?: string;
  online?: boolean;
}

/** Yearly closures as the dated special days of a calendar, from `back` days before `today` to a year and a bit after. */
export function datedClosures(closures: readonly YearlyClosure[], today: string, back = 60): Array<SpecialDay & { hours: Span[] }> {
  const year = Number(today.slice(0, 4));
  const first = addDays(today, -back);
  const last = addDays(today, 400);
  const out: Array<SpecialDay & { hours: Span[] }> = [];
  for (const closure of closures) {
    for (const y of [year - 1, year, year + 1]) {
      const holiday = closure.holiday ? holidaysOf(y).find((h) => h.name === closure.holiday) : undefined;
      if (closure.holiday && !holiday) throw new Error(`No holiday called "${closure.holiday}"`);
      const from = holiday ? holiday.date : `${y}-${closure.monthDay}`;
      const to = closure.days && closure.days > 1 ? addDays(from, closure.days - 1) : undefined;
      if ((to ?? from) < first || from > last) continue;
      out.push({
        name: closure.name ?? holiday?.name ?? "Closed",
        from,
        ...(to && { to }),
        hours: (closure.hours ?? []).map((span) => ({ ...span })),
        ...(closure.note && { note: closure.note }),
        ...(closure.online === false && { online: false }),
      });
    }
  }
  return out.sort((a, b) => a.from.localeCompare(b.from));
}

/** The federal holidays as yearly closures: a town hall's or an office's year. */
export const FEDERAL_HOLIDAY_CLOSURES: readonly YearlyClosure[] = holidaysOf(2026)
  .filter((h) => h.federal)
  .map((h) => ({ holiday: h.name }));
