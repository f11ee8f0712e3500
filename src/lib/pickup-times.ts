import { addDays, dateIn, wallClockOn, weekdayOf } from "./time";

/**
 * The pickup times a kitchen offers, from the business's own opening hours:
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

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmmOf = (total: number) => `${String(Math.floor(total / 60) % 24).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;

/** Every pickup time of a calendar day, whether or not it is still to come. */
export function pickupTimesOn(hours: readonly OpeningHours[], rules: Pick<PickupRules, "lastOrderMinutes">, date: string, timeZone: string): Date[] {
  const day = weekdayOf(date);
  const times = new Map<number, Date>();
  for (const rule of hours.filter((h) => h.days.includes(day))) {
    const opens = minutes(rule.opens);
    const closes = minutes(rule.closes) <= opens ? minutes(rule.closes) + 24 * 60 : minutes(rule.closes);
    const first = Math.ceil(opens / PICKUP_STEP_MINUTES) * PICKUP_STEP_MINUTES;
    for (let t = first; t <= closes - rules.lastOrderMinutes; t += PICKUP_STEP_MINUTES) {
      const at = wallClockOn(t >= 24 * 60 ? addDays(date, 1) : date, hhmmOf(t), timeZone);
      times.set(at.getTime(), at);
    }
  }
  return [...times.values()].sort((a, b) => a.getTime() - b.getTime());
}

/** The days and times to offer now: up to `rules.days` days that still have a time, looking at most two weeks ahead. */
export function pickupDays(hours: readonly OpeningHours[], rules: PickupRules, now: Date, timeZone: string): PickupDay[] {
  const earliest = now.getTime() + rules.leadMinutes * 60_000;
  const today = dateIn(now, timeZone);
  const days: PickupDay[] = [];
  for (let i = 0; i < 14 && days.length < rules.days; i++) {
    const date = addDays(today, i);
    const times = pickupTimesOn(hours, rules, date, timeZone).filter((t) => t.getTime() >= earliest);
    if (times.length) days.push({ date, times });
  }
  return days;
}
