import { clockOfMinutes, hoursOn, intersectSpans, spanMinutes, type BusinessCalendar, type Span } from "./calendar";
import { addDays, dateIn, wallClockOn, weekdayOf } from "./time";

/**
 * The pickup times a kitchen offers, from the business's own calendar:
 * every quarter hour from opening until `lastOrderMinutes` before closing,
 * no sooner than `leadMinutes` from now, on today and the next open days.
 * The hours on the page and the times in the order form are the same data,
 * so they cannot disagree.
 */
export const PICKUP_STEP_MINUTES = 15;

export interface OpeningHours {
  days: readonly string[];
  /** "HH:MM"; a closing time at or before the opening one is after midnight. */
  opens: string;
  closes: string;
}

export interface PickupRules {
  /** How long the kitchen needs for an order: the earliest pickup is this far from now. */
  leadMinutes: number;
  /** The kitchen stops taking orders this long before closing. */
  lastOrderMinutes: number;
  /** How many open days to offer, today included when there is still time today. */
  days: number;
}

export interface PickupDay {
  date: string;
  times: Date[];
}

/** Every pickup time of a calendar day, whether or not it is still to come, within that day's spans (from the calendar: `pickupSpans`). */
export function pickupTimesOn(spans: readonly Span[], rules: Pick<PickupRules, "lastOrderMinutes">, date: string, timeZone: string): Date[] {
  const times = new Map<number, Date>();
  for (const span of spans) {
    const [opens, closes] = spanMinutes(span);
    const first = Math.ceil(opens / PICKUP_STEP_MINUTES) * PICKUP_STEP_MINUTES;
    // Never at the moment the doors close, even for a kitchen that takes orders until then.
    for (let t = first; t <= closes - rules.lastOrderMinutes && t < closes; t += PICKUP_STEP_MINUTES) {
      const at = wallClockOn(t >= 24 * 60 ? addDays(date, 1) : date, clockOfMinutes(t), timeZone);
      times.set(at.getTime(), at);
    }
  }
  return [...times.values()].sort((a, b) => a.getTime() - b.getTime());
}

/**
 * The spans of a date pickups are offered in: the business's hours that day
 * from its calendar (none when closed, or when it takes orders by phone only),
 * narrowed to the kitchen's own pickup hours when it keeps some.
 */
export function pickupSpans(calendar: BusinessCalendar, kitchen: readonly OpeningHours[] | undefined, date: string): Span[] {
  const day = hoursOn(calendar, date);
  if (!day.online) return [];
  if (!kitchen) return [...day.spans];
  const weekday = weekdayOf(date);
  return intersectSpans(
    kitchen.filter((h) => h.days.includes(weekday)).map(({ opens, closes }) => ({ opens, closes })),
    day.spans,
  );
}

/** The days and times to offer now: up to `rules.days` days that still have a time, looking at most two weeks ahead. */
export function pickupDays(calendar: BusinessCalendar, kitchen: readonly OpeningHours[] | undefined, rules: PickupRules, now: Date): PickupDay[] {
  const earliest = now.getTime() + rules.leadMinutes * 60_000;
  const today = dateIn(now, calendar.timeZone);
  const days: PickupDay[] = [];
  for (let i = 0; i < 14 && days.length < rules.days; i++) {
    const date = addDays(today, i);
    const times = pickupTimesOn(pickupSpans(calendar, kitchen, date), rules, date, calendar.timeZone).filter((t) => t.getTime() >= earliest);
    if (times.length) days.push({ date, times });
  }
  return days;
}
