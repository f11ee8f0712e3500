import { dayInWords, formatCents } from "./format";

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

/** "Available now" from the day it is free; before that, the day in words. `today` is the site's calendar day. */
export function availabilityText(availableFrom: string, today: string): string {
  return availableFrom <= today ? "Available now" : `Available from ${dayInWords(availableFrom)}`;
}

/** What the application form's choice says of a unit: its address, its rooms and its rent. */
export function unitChoiceLabel(unit: { title: string; bedrooms: number; rentCents: number }): string {
  return `${unit.title}: ${bedroomsText(unit.bedrooms).toLowerCase()}, ${rentText(unit.rentCents)}`;
}
