import { weekdayOf } from "@/lib/time";
import type { DateAnchor } from "./seed";

/** The calendar date ("2026-11-28") `days` after `now`, as the loader's wallClock counts days. */
const dateAfter = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

function matches(date: string, anchor: DateAnchor): boolean {
  const [, month, day] = date.split("-").map(Number) as [number, number, number];
  if (anchor.weekday && weekdayOf(date) !== anchor.weekday) return false;
  if (anchor.month && month !== anchor.month) return false;
  if (anchor.day && day !== anchor.day) return false;
  if (anchor.nth && Math.ceil(day / 7) !== anchor.nth) return false;
  return true;
}

/**
 * The day (counted from `now`, as EventSeed.startsInDays is) an event falls
 * on: the nearest day from `startsInDays` whose date matches its anchor (any
 * day without one), searching forward for an upcoming event and backward for
 * a past one (within about two years: Friday the 13th is rare). Christmas Day
 * is skipped unless the event says Christmas: the businesses are closed.
 */
export function eventDay(now: Date, event: { startsInDays: number; on?: DateAnchor; title: string; summary: string }): number {
  const anchor = event.on ?? {};
  const offset = anchor.offsetDays ?? 0;
  const christmasMeant = /christmas/i.test(`${event.title} ${event.summary}`);
  const step = event.startsInDays < 0 ? -1 : 1;
  for (let i = 0; i < 800; i++) {
    const days = event.startsInDays + i * step;
    if (!matches(dateAfter(now, days - offset), anchor)) continue;
    if (!christmasMeant && dateAfter(now, days).endsWith("-12-25")) continue;
    return days;
  }
  throw new Error(`No day within 800 days matches ${JSON.stringify(anchor)}`);
}

/** How many days before `now` a news item is published: `publishedDaysAgo`, or with an anchor the nearest matching day at least that long ago (and at least a day, so it is never tomorrow). */
export function newsDaysAgo(now: Date, item: { publishedDaysAgo: number; on?: DateAnchor; title: string; summary: string }): number {
  if (!item.on) return item.publishedDaysAgo;
  return -eventDay(now, { startsInDays: -Math.max(1, item.publishedDaysAgo), on: item.on, title: item.title, summary: item.summary });
}
