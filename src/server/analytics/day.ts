import { SITE_TIME_ZONE, zoneOffsetMinutes } from "@/lib/time";

/**
 * The calendar day of an instant in the sites' zone ("2026-11-25"): an
 * analytics day, and the life of a salt. The day's bounds are kept, so most
 * calls do no date formatting at all.
 */
export class DayClock {
  private day = "";
  private startsAt = 0;
  private endsAt = 0;
  constructor(private readonly timeZone = SITE_TIME_ZONE) {}

  dayOf(at: number): string {
    if (at >= this.startsAt && at < this.endsAt) return this.day;
    const day = calendarDay(at, this.timeZone);
    const start = startOfDay(day, this.timeZone);
    this.day = day;
    this.startsAt = start;
    this.endsAt = startOfDay(addDays(day, 1), this.timeZone);
    return day;
  }
}

export function calendarDay(at: number, timeZone = SITE_TIME_ZONE): string {
  const local = new Date(at + zoneOffsetMinutes(new Date(at), timeZone) * 60_000);
  return local.toISOString().slice(0, 10);
}

/** "2026-11-25" plus n days, as a calendar date. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The instant a calendar day begins in the zone. */
export function startOfDay(day: string, timeZone = SITE_TIME_ZONE): number {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const asUtc = Date.UTC(y, m - 1, d);
  const first = asUtc - zoneOffsetMinutes(new Date(asUtc), timeZone) * 60_000;
  return asUtc - zoneOffsetMinutes(new Date(first), timeZone) * 60_000;
}
