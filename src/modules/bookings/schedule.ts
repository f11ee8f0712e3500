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
export function sessionsOn(bookable: Pick<Bookable, "schedule">, date: string, calendar: BusinessCalendar, options: { online?: boolean } = { online: true }): Date[] {
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

/** The price of one place: Friday to Sunday may cost more. */
export function pricePerPerson(bookable: Pick<Bookable, "pricePerPersonCents" | "weekendPricePerPersonCents">, date: string): number {
  const weekend = ["fri", "sat", "sun"].includes(weekdayOf(date));
  return weekend && bookable.weekendPricePerPersonCents !== undefined ? bookable.weekendPricePerPersonCents : bookable.pricePerPersonCents;
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
