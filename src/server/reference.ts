import { randomInt } from "node:crypto";

/** Crockford's base 32: no I, L, O or U, so a reference read aloud over the phone is not misheard. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * A reference people quote: "MS-4K7P-2QXD" (prefix, then 8 random characters; 40 bits).
 * `draw` (an integer below its argument) is the randomness: the demo's made-up past passes a seeded one.
 */
export function newReference(prefix: string, draw: (below: number) => number = randomInt): string {
  return `${prefix}-${Array.from({ length: 8 }, (_, i) => (i === 4 ? "-" : "") + ALPHABET[draw(32)]).join("")}`;
}

/** A form's reference (`newReference("MS")`), as its thank-you page is given it in `?ref=`. */
export const isFormReference = (value: string) => /^MS-[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(value);

/** An unguessable code of `groups` groups of four (20 bits each): gift card codes. */
export function newCode(groups: number): string {
  return Array.from({ length: groups }, () => Array.from({ length: 4 }, () => ALPHABET[randomInt(32)]).join("")).join("-");
}

/** A code as typed: upper case, O read as 0, I and L as 1, spaces and dashes dropped. */
export function normalizeCode(input: string): string {
  return input
    .toUpperCase()
    .replace(/[\s-]+/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
}
