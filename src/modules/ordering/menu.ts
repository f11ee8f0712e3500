import type { BlockProps } from "@/blocks/schemas";
import { formatClock, formatDays, formatTime } from "@/lib/format";
import { dateTimeFormat } from "@/lib/intl";
import type { Span } from "@/lib/calendar";
import { pickupDays, pickupSpans, type PickupDay, type PickupRules } from "@/lib/pickup-times";
import { calendarOf } from "@/modules/sites/calendar";
import type { Site } from "@/modules/sites/queries";
import { now as clockNow } from "@/lib/clock";

export type OrderBlock = BlockProps<"orderOnline">;
export const pickupRules = (props: OrderBlock): PickupRules => ({
  leadMinutes: props.pickup.leadMinutes,
  lastOrderMinutes: props.pickup.lastOrderMinutes,
  days: props.pickup.daysAhead,
});

/** The spans of a date pickups are offered in: the site's hours that day, within the kitchen's own pickup hours when it has some. */
export const pickupSpansOn = (site: Pick<Site, "settings">, props: OrderBlock, date: string): Span[] =>
  pickupSpans(calendarOf(site), props.pickup.pickupHours, date);

/** The pickup days and times the calendar allows from now. */
export function pickupDaysFor(site: Pick<Site, "settings">, props: OrderBlock, now = clockNow()): PickupDay[] {
  return pickupDays(calendarOf(site), props.pickup.pickupHours, pickupRules(props), now);
}

/**
 * A pickup time as the form offers it and posts it back: "Fri, Dec 4 at
 * 5:15 PM" (short, so it fits a phone's select). The date is always in it, so
 * a form sent after midnight can never mean another day than the one it showed.
 */
export function pickupLabel(at: Date, timeZone: string): string {
  return `${dateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone }).format(at)} at ${formatClock(at, timeZone)}`;
}

const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven"];

/** "20 minutes", "2 hours", "1 hour 30 minutes". */
export function durationWords(total: number): string {
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  const h = hours ? `${hours} ${hours === 1 ? "hour" : "hours"}` : "";
  const m = rest ? `${rest} ${rest === 1 ? "minute" : "minutes"}` : "";
  return [h, m].filter(Boolean).join(" ");
}

/** How pickup works, in words made from the same settings the form's pickup times come from. */
export function pickupWords(props: OrderBlock): string {
  const { leadMinutes, lastOrderMinutes, daysAhead, pickupHours } = props.pickup;
  const days =
    daysAhead === 1 ? "today" : daysAhead === 2 ? "today or on our next open day" : `today or on one of our next ${NUMBER_WORDS[daysAhead - 1]} open days`;
  const window = pickupHours
    ? `any quarter hour of our pickup hours${lastOrderMinutes ? ` until ${durationWords(lastOrderMinutes)} before they end` : ""}`
    : `any quarter hour from opening until ${lastOrderMinutes ? `${durationWords(lastOrderMinutes)} before closing` : "closing"}`;
  const hours = pickupHours
    ? ` Pickup hours: ${pickupHours.map((h) => `${formatDays(h.days)} ${formatTime(h.opens)} to ${formatTime(h.closes)}`).join("; ")}.`
    : "";
  return `Pick up ${days}, ${window}, at least ${durationWords(leadMinutes)} after you order.${hours}`;
}
