/** Minutes the zone is ahead of UTC at that instant (e.g. -300 for New York in winter). */
export function zoneOffsetMinutes(date: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" }).formatToParts(date);
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
