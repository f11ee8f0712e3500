/**
 * The time zones a site may keep: the IANA zones this runtime knows
 * (`Intl.supportedValuesOf`), with the United States' own first, as the
 * owner's select offers them.
 */

export const US_TIME_ZONES = [
  ["America/New_York", "Eastern (New York)"],
  ["America/Chicago", "Central (Chicago)"],
  ["America/Denver", "Mountain (Denver)"],
  ["America/Phoenix", "Mountain, no daylight saving (Phoenix)"],
  ["America/Los_Angeles", "Pacific (Los Angeles)"],
  ["America/Anchorage", "Alaska (Anchorage)"],
  ["Pacific/Honolulu", "Hawaii (Honolulu)"],
] as const;

/** Every zone the runtime knows, plus UTC (which it lists under its own name only on some versions). */
export const TIME_ZONES: readonly string[] = [...new Set([...Intl.supportedValuesOf("timeZone"), "UTC"])].sort();

export const isKnownTimeZone = (zone: string): boolean => TIME_ZONES.includes(zone);

/** "America/Los_Angeles" -> "Los Angeles": how the admin names a zone in a sentence. */
export const zonePlace = (zone: string): string => (zone.split("/").at(-1) ?? zone).replace(/_/g, " ");
