import { addDays, clockIn, dateIn, weekdayOf } from "./time";

/**
 * A business's calendar: its usual week, the seasons that change it every
 * year, and the special days (holidays, closures, other hours) that override
 * both. `hoursOn` is the one answer to "when is it open on this date"; every
 * form that offers a time and every page that shows hours asks it, so a page
 * and a form cannot disagree.
 */

/** "HH:MM" to "HH:MM"; a closing time at or before the opening one is after midnight. */
export interface Span {
  opens: string;
  closes: string;
}

export interface WeeklyHours extends Span {
  days: readonly string[];
}

/** Hours that replace the usual week between two dates of every year ("11-01" to "03-31" wraps the new year). */
export interface Season {
  name: string;
  from: string;
  to: string;
  hours: readonly WeeklyHours[];
}

/** One date or a range of dates: closed (no spans) or open at other hours, with what visitors should read. */
export interface SpecialDay {
  name: string;
  from: string;
  to?: string | undefined;
  hours: readonly Span[];
  note?: string | undefined;
  /** False when the business is open but takes bookings and orders by phone only that day. */
  online?: boolean | undefined;
}

export interface BusinessCalendar {
  timeZone: string;
  hours: readonly WeeklyHours[];
  seasons?: readonly Season[] | undefined;
  specialDays?: readonly SpecialDay[] | undefined;
}

export interface DayHours {
  date: string;
  /** Empty when closed. */
  spans: readonly Span[];
  /** Whether visitors may book or order online for a time on this date. */
  online: boolean;
  /** Where the hours come from: the usual week, a season, or a special day (named, with its note). */
  source: "week" | "season" | "special";
  name?: string | undefined;
  note?: string | undefined;
}

/** From midnight to midnight. */
export const ALL_DAY: Span = { opens: "00:00", closes: "00:00" };

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const DAY = 24 * 60;

/** A span as minutes from the date's midnight: [opens, closes), closes past 24:00 when it runs past midnight. */
export function spanMinutes(span: Span): [number, number] {
  const opens = minutesOf(span.opens);
  const closes = minutesOf(span.closes);
  return [opens, closes <= opens ? closes + DAY : closes];
}

/** Whether a yearly range ("11-01" to "03-31") holds a date's month and day. */
export function inSeason(season: Pick<Season, "from" | "to">, date: string): boolean {
  const md = date.slice(5);
  return season.from <= season.to ? md >= season.from && md <= season.to : md >= season.from || md <= season.to;
}

export const specialDayHolds = (special: Pick<SpecialDay, "from" | "to">, date: string) => date >= special.from && date <= (special.to ?? special.from);

const weekSpans = (hours: readonly WeeklyHours[], date: string): Span[] => {
  const day = weekdayOf(date);
  return hours.filter((h) => h.days.includes(day)).map(({ opens, closes }) => ({ opens, closes }));
};

/** The hours of a date in the business's own calendar: a special day first, then a season, then the usual week. */
export function hoursOn(calendar: BusinessCalendar, date: string): DayHours {
  const special = calendar.specialDays?.find((s) => specialDayHolds(s, date));
  if (special)
    return {
      date,
      spans: special.hours,
      online: special.online !== false && special.hours.length > 0,
      source: "special",
      name: special.name,
      note: special.note,
    };
  const season = calendar.seasons?.find((s) => inSeason(s, date));
  // A business that keeps no hours (a van that comes to you) is bound only by its special days and its own schedules.
  const spans = season ? weekSpans(season.hours, date) : calendar.hours.length ? weekSpans(calendar.hours, date) : [ALL_DAY];
  return { date, spans, online: spans.length > 0, source: season ? "season" : "week", ...(season && { name: season.name }) };
}

/**
 * Whether a time of day on a date ("2026-12-24", "18:30") falls inside the
 * business's open hours: inside one of that date's spans, or inside the
 * previous date's span that runs past midnight. With `online`, only hours
 * when it takes bookings online count.
 */
export function openAt(calendar: BusinessCalendar, date: string, hhmm: string, options: { online?: boolean } = {}): boolean {
  const at = minutesOf(hhmm);
  const inside = (day: DayHours, minute: number) =>
    (!options.online || day.online) &&
    day.spans.some((span) => {
      const [opens, closes] = spanMinutes(span);
      return minute >= opens && minute < closes;
    });
  return inside(hoursOn(calendar, date), at) || inside(hoursOn(calendar, addDays(date, -1)), at + DAY);
}

/** The hours of the day when the business is closed at `at` (a pickup, a booking taken before the day closed), or null when it is open then. */
export function closedAt(calendar: BusinessCalendar, at: Date): DayHours | null {
  const date = dateIn(at, calendar.timeZone);
  return openAt(calendar, date, clockIn(at, calendar.timeZone)) ? null : hoursOn(calendar, date);
}

/** The parts of two lists of spans that overlap (a kitchen's hours within the business's hours of the day). */
export function intersectSpans(a: readonly Span[], b: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const x of a) {
    for (const y of b) {
      const [xo, xc] = spanMinutes(x);
      const [yo, yc] = spanMinutes(y);
      const from = Math.max(xo, yo);
      const to = Math.min(xc, yc);
      if (from < to) out.push({ opens: clockOfMinutes(from), closes: clockOfMinutes(to) });
    }
  }
  return out.sort((p, q) => spanMinutes(p)[0] - spanMinutes(q)[0]);
}

/** Minutes from midnight as a wall-clock time ("25:30" wraps to "01:30"). */
export const clockOfMinutes = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The special days that touch the `days` days from `today` on, soonest first: what a footer announces ahead of time. */
export function comingSpecialDays(calendar: BusinessCalendar, today: string, days = 14): SpecialDay[] {
  const last = addDays(today, days - 1);
  return [...(calendar.specialDays ?? [])].filter((s) => (s.to ?? s.from) >= today && s.from <= last).sort((a, b) => a.from.localeCompare(b.from));
}

/** The next `count` dates from `today` with their hours: the week a visitor sees. */
export function weekAhead(calendar: BusinessCalendar, today: string, count = 7): DayHours[] {
  return Array.from({ length: count }, (_, i) => hoursOn(calendar, addDays(today, i)));
}
