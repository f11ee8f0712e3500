import { formatCents } from "./format";
import { dateTimeFormat } from "./intl";

/**
 * How a home for rent is described wherever it is shown (its card, its page,
 * the application form's choice, the owner's inbox), so the words agree.
 */

/** "Studio", "1 bedroom", "3 bedrooms". */
export function bedroomsText(bedrooms: number): string {
  return bedrooms === 0 ? "Studio" : `${bedrooms} bedroom${bedrooms === 1 ? "" : "s"}`;
}

/** "1 bath", "1.5 baths", "2 baths". */
export function bathroomsText(bathrooms: number): string {
  return `${Number.isInteger(bathrooms) ? bathrooms : bathrooms.toFixed(1)} bath${bathrooms === 1 ? "" : "s"}`;
}

/** "$1,195 a month". */
export const rentText = (cents: number) => `${formatCents(cents)} a month`;

const longDay = dateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** A calendar day ("2026-12-01") in words: "Tuesday, December 1, 2026". */
export function dayInWords(date: string): string {
  return longDay.format(new Date(`${date}T12:00:00Z`));
}

/** "Available now" from the day it is free; before that, the day in words. `today` is the site's calendar day. */
export function availabilityText(availableFrom: string, today: string): string {
  return availableFrom <= today ? "Available now" : `Available from ${dayInWords(availableFrom)}`;
}

/** What the application form's choice says of a unit: its address, its rooms and its rent. */
export function unitChoiceLabel(unit: { title: string; bedrooms: number; rentCents: number }): string {
  return `${unit.title}: ${bedroomsText(unit.bedrooms).toLowerCase()}, ${rentText(unit.rentCents)}`;
}
