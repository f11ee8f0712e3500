import { openAt, type BusinessCalendar } from "@/lib/calendar";
import { clockIn, SITE_TIME_ZONE, wallClockOn, weekdayOf } from "@/lib/time";
import type { Bookable } from "./schema";

/**
 * The start of every session of the bookable on a calendar day ("2026-11-28")
 * in the site's zone, earliest first: its weekly schedule, kept to the hours
 * the business's calendar has it open that day (none on a closed day). With
 * `online` (the public forms), a day taken by phone only has none either; the
 * front desk taking a call passes false.
 */
export function sessionsOn(
  bookable: Pick<Bookable, "schedule">,
  date: string,
  calendar: BusinessCalendar,
  options: { online?: boolean } = { online: true },
): Date[] {
  const day = weekdayOf(date);
  const times = new Set(bookable.schedule.filter((rule) => rule.days.includes(day)).flatMap((rule) => rule.times));
  return (
    [...times]
      .filter((hhmm) => openAt(calendar, date, hhmm, options))
      .sort()
      .map((hhmm) => ({ hhmm, at: wallClockOn(date, hhmm, calendar.timeZone) }))
      // A time the clocks skip that night (2:30 when they spring forward) does not happen: it would be another session's instant.
      .filter(({ hhmm, at }) => clockOf(at, calendar.timeZone) === hhmm)
      .map(({ at }) => at)
  );
}

/** The days a weekend price is charged on: Friday is one of them. */
const WEEKEND_PRICE_DAYS = ["fri", "sat", "sun"];

/** The price of one place: Friday to Sunday may cost more. */
export function pricePerPerson(bookable: Pick<Bookable, "pricePerPersonCents" | "weekendPricePerPersonCents">, date: string): number {
  const weekend = WEEKEND_PRICE_DAYS.includes(weekdayOf(date));
  return weekend && bookable.weekendPricePerPersonCents !== undefined ? bookable.weekendPricePerPersonCents : bookable.pricePerPersonCents;
}

/** The prices pricePerPerson charges, in words: "$32 a player Monday to Thursday and $36 Friday to Sunday". */
export function priceWords(bookable: Pick<Bookable, "pricePerPersonCents" | "weekendPricePerPersonCents">, per = "a player"): string {
  const money = (cents: number) => `$${cents % 100 ? (cents / 100).toFixed(2) : cents / 100}`;
  const weekend = bookable.weekendPricePerPersonCents;
  if (weekend === undefined || weekend === bookable.pricePerPersonCents) return `${money(bookable.pricePerPersonCents)} ${per}`;
  return `${money(bookable.pricePerPersonCents)} ${per} Monday to Thursday and ${money(weekend)} Friday to Sunday`;
}

/** Online booking closes this long before a session starts; changes and cancellations close 24 hours before. */
export const BOOKING_CUTOFF_MINUTES = 60;
export const CHANGE_CUTOFF_HOURS = 24;

/** Whether a session may still be booked online at `now`, and lies within the bookable's horizon. */
export function bookable(startsAt: Date, horizonDays: number, now: Date): boolean {
  return startsAt.getTime() - now.getTime() >= BOOKING_CUTOFF_MINUTES * 60_000 && startsAt.getTime() - now.getTime() <= horizonDays * 24 * 3600_000;
}

/** A session's start as the booking steps' addresses carry it: "18:00" in the site's zone. */
export const clockOf = (startsAt: Date, timeZone = SITE_TIME_ZONE) => clockIn(startsAt, timeZone);
