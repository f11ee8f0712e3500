import { now } from "@/lib/clock";
import { formatDate } from "@/lib/format";
import { addDays, dateIn, wallClockOn } from "@/lib/time";

/**
 * A gift card delivered on a chosen date (a birthday): its recipient's mail
 * waits in the outbox until this time of that day in the site's zone.
 */
export const GIFT_CARD_SEND_TIME = "08:00";
/** How far ahead a delivery date may be. */
export const GIFT_CARD_MAX_DAYS_AHEAD = 365;

/** What is wrong with a chosen delivery date ("2027-03-14"), or null when it is today or a day up to a year ahead in the site's zone. */
export function deliveryDateProblem(date: string, timeZone: string, at = now()): string | null {
  const today = dateIn(at, timeZone);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date)
    return "Please give the date as a day of the calendar.";
  if (date < today) return "That day has passed. Please choose today or a later day.";
  if (date > addDays(today, GIFT_CARD_MAX_DAYS_AHEAD)) return "We can hold a gift card for up to a year. Please choose an earlier day.";
  return null;
}

/** When the recipient's mail goes: the chosen day at GIFT_CARD_SEND_TIME in the site's zone, or undefined (now) when that has passed or none was chosen. */
export function deliveryInstant(date: string | undefined, timeZone: string, at = now()): Date | undefined {
  if (!date) return undefined;
  const instant = wallClockOn(date, GIFT_CARD_SEND_TIME, timeZone);
  return instant > at ? instant : undefined;
}

/** "on Saturday, March 14, 2027" for the buyer's words. */
export const deliveryWords = (instant: Date, timeZone: string) => `on ${formatDate(instant, timeZone)}`;
