import { z } from "zod";
import { isCalendarDate } from "@/lib/time";
import { bookingStatus, giftCardStatus, paymentPurpose, paymentStatus } from "@/server/db/schema/commerce";
import { mailStatus, subscriptionStatus } from "@/server/db/schema/forms";

/**
 * What each inbox list is filtered by, read from the query string: the page
 * and its CSV export read the same parameters, so the download holds exactly
 * what the list shows. A value that makes no sense is dropped, never an error.
 */
export type Params = Record<string, string | string[] | undefined>;

export const PAGE_SIZE = 50;

/** The messages views: "open" (new and read) is the inbox itself; archived and spam are out of the way. */
export const MESSAGE_VIEWS = ["open", "new", "read", "archived", "spam", "all"] as const;
export type MessageView = (typeof MESSAGE_VIEWS)[number];

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.preprocess(first, z.enum(values).optional()).catch(undefined);
const search = z
  .preprocess(first, z.string().trim().max(200).optional())
  .transform((v) => v || undefined)
  .catch(undefined);
const key = z
  .preprocess(
    first,
    z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      .optional(),
  )
  .catch(undefined);
const day = z.preprocess(first, z.string().refine(isCalendarDate).optional()).catch(undefined);
const page = z.preprocess(first, z.coerce.number().int().min(1).max(100_000)).catch(1);

const id = z.preprocess(first, z.uuid().optional()).catch(undefined);

/**
 * `unit`: the applications for one of the site's rental units. `day`: those
 * received on one calendar day in the site's zone (spam left out unless the
 * Spam view is chosen), as the overview counts a day's messages.
 */
export const messageFilter = z.object({ status: z.preprocess(first, z.enum(MESSAGE_VIEWS)).catch("open"), form: key, unit: id, day, q: search, page });
/** `day`: those paid on one calendar day in the site's zone, as the overview counts a day's orders and money. */
export const paymentFilter = z.object({ status: oneOf(paymentStatus.enumValues), purpose: oneOf(paymentPurpose.enumValues), day, q: search, page });
export const bookingFilter = z.object({ status: oneOf(bookingStatus.enumValues), from: day, to: day, page });
export const giftCardFilter = z.object({ status: oneOf(giftCardStatus.enumValues), q: search, page });
export const subscriberFilter = z.object({ status: oneOf(subscriptionStatus.enumValues), list: key, q: search, page });
export const outboxFilter = z.object({ status: oneOf(mailStatus.enumValues), page });

export type MessageFilter = z.output<typeof messageFilter>;
export type PaymentFilter = z.output<typeof paymentFilter>;
export type BookingFilter = z.output<typeof bookingFilter>;
export type GiftCardFilter = z.output<typeof giftCardFilter>;
export type SubscriberFilter = z.output<typeof subscriberFilter>;
export type OutboxFilter = z.output<typeof outboxFilter>;

/** A link with these parameters; empty ones are left out, so the defaults keep short URLs. */
export function hrefWith(base: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== "") query.set(name, String(value));
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

/** A LIKE pattern that finds the text anywhere, with the user's % and _ taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, "\\$&")}%`;
}

export { isUuid } from "@/lib/ids";
