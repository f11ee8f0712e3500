import { z } from "zod";

/** How a booking the front desk took by phone is marked (its details' `taken`): paid at the desk, so it has no online payment. */
export const TAKEN_BY_PHONE = "by phone";
/** What the admin says of such a booking where an online one shows its payment. */
export const PAYS_AT_DESK = "By phone, pays at the desk";

export const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const hhmm = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, "Use 24-hour HH:MM");

/**
 * Something visitors book places in: an escape-room game, a tour departure.
 * Sessions come from a weekly schedule in the site's time zone; each session
 * has `capacity` places, and one booking takes `minParty` to `maxParty` of them.
 */
export const bookableSchema = z
  .object({
    key: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    name: z.string().trim().min(1).max(120),
    description: z.string().trim().min(1).max(600),
    pricePerPersonCents: z.number().int().min(0).max(1_000_000),
    /** Friday to Sunday, when it differs. */
    weekendPricePerPersonCents: z.number().int().min(0).max(1_000_000).optional(),
    minParty: z.number().int().min(1).max(100),
    maxParty: z.number().int().min(1).max(100),
    capacity: z.number().int().min(1).max(500),
    durationMinutes: z
      .number()
      .int()
      .min(5)
      .max(24 * 60),
    schedule: z.array(z.object({ days: z.array(z.enum(WEEKDAYS)).min(1), times: z.array(hhmm).min(1).max(24) })).min(1),
    /** How far ahead sessions can be booked. */
    horizonDays: z.number().int().min(1).max(365).default(60),
    /** session: places paid for in advance (a game, a tour); table: a restaurant's free table reservations, `capacity` guests per time. */
    kind: z.enum(["session", "table"]).default("session"),
  })
  .refine((b) => b.minParty <= b.maxParty && b.maxParty <= b.capacity, "Party sizes must fit: minParty ≤ maxParty ≤ capacity")
  .refine(
    (b) => b.kind !== "table" || (b.pricePerPersonCents === 0 && b.weekendPricePerPersonCents === undefined),
    "A table reservation is free: its price must be 0",
  );

export type Bookable = z.output<typeof bookableSchema>;
export type BookableInput = z.input<typeof bookableSchema>;

declare module "@/server/db/schema/json" {
  interface JsonShapes {
    bookable: Bookable;
  }
}
