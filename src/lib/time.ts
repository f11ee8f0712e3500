import { dateTimeFormat } from "./intl";

/** The zone sites' times are kept in. One for now: every demo business is in New York State; a per-site setting comes with sites outside it. */
export const SITE_TIME_ZONE = "America/New_York";

/** Minutes the zone is ahead of UTC at that instant (e.g. -300 for New York in winter). */
export function zoneOffsetMinutes(date: Date, timeZone: string): number {
  const parts = dateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const local = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
  return Math.round((local - Math.floor(date.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant of a wall-clock time ("HH:MM") on the calendar day `days` after `now`, in the zone. */
export function wallClock(now: Date, days: number, hhmm: string, timeZone = "America/New_York"): Date {
  const day = new Date(now.getTime() + days * 24 * 3600_000);
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  const asUtc = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), h, m);
  const offset = zoneOffsetMinutes(new Date(asUtc), timeZone);
  return new Date(asUtc - offset * 60_000);
}

/** The instant of a wall-clock time ("HH:MM") on a calendar date ("2026-11-28") in the zone. */
export function wallClockOn(date: string, hhmm: string, timeZone = "America/New_York"): Date {
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, m);
  // The offset at the guess is right except within hours of a change; asking again at the corrected instant settles it.
  const first = asUtc - zoneOffsetMinutes(new Date(asUtc), timeZone) * 60_000;
  return new Date(asUtc - zoneOffsetMinutes(new Date(first), timeZone) * 60_000);
}

/**
 * The instants (milliseconds) of wall-clock minutes counted from a date's
 * midnight (up to two days, for spans past midnight) in the zone; null for a
 * time the clocks skip. Asks the zone four times in all when its offset holds
 * over those days, as it does on all but a few dates a year; on those it asks
 * for each time.
 */
export function wallClockMinutesOn(date: string, timeZone: string): (minutes: number) => number | null {
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  const midnight = Date.UTC(y, mo - 1, d);
  const HOUR = 3_600_000;
  // Any zone's wall clock for those two days lies within these instants (offsets run from -12 to +14 hours).
  const offsets = [-14, 12, 36, 62].map((h) => zoneOffsetMinutes(new Date(midnight + h * HOUR), timeZone));
  if (offsets.every((o) => o === offsets[0])) return (minutes) => midnight + (minutes - offsets[0]!) * 60_000;
  return (minutes) => {
    const at = wallClockOn(addDays(date, Math.floor(minutes / 1440)), clockOfDay(minutes % 1440), timeZone);
    return clockIn(at, timeZone) === clockOfDay(minutes % 1440) ? at.getTime() : null;
  };
}

const clockOfDay = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

const WEEKDAY_KEYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

/** The day of the week of a calendar date ("2026-11-28" -> "sat"). */
export function weekdayOf(date: string): (typeof WEEKDAY_KEYS)[number] {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return WEEKDAY_KEYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
}

/** The Monday of the week a calendar date falls in (the date itself on a Monday). */
export const mondayOf = (date: string): string => addDays(date, -((WEEKDAY_KEYS.indexOf(weekdayOf(date)) + 6) % 7));

/** The calendar date ("2026-11-28") of an instant in the zone. */
export function dateIn(instant: Date, timeZone = "America/New_York"): string {
  return dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

/** A calendar date `days` after another. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export const isCalendarDate = (value: unknown): value is string =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** An instant as a datetime-local field shows it in the zone ("2026-11-28T18:30"). */
export function localDateTimeValue(instant: Date, timeZone: string): string {
  const time = dateTimeFormat("en-US", { timeZone, hourCycle: "h23", hour: "2-digit", minute: "2-digit" }).format(instant);
  return `${dateIn(instant, timeZone)}T${time}`;
}

/** A datetime-local field's value ("2026-11-28T18:30") as the instant it means in the zone; null when it is not one. */
export function fromLocalDateTime(value: string, timeZone: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value);
  if (!match || !isCalendarDate(match[1])) return null;
  return wallClockOn(match[1]!, match[2]!, timeZone);
}

/** The wall-clock time ("18:30") of an instant in the zone. */
export function clockIn(instant: Date, timeZone: string): string {
  return dateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(instant);
}
