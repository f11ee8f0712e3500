import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { db, schema } from "@/server/db/client";
import { fileStorage, type FileStorage } from "@/server/storage";
import { formToken, submit, type SubmissionRequest } from "@/modules/forms/service";
import { receiveWebhook } from "@/modules/payments/events";
import { checkoutEvent } from "@/modules/payments/providers/test";
import { checkout, type NewPayment } from "@/modules/payments/service";
import { holdUntil } from "@/modules/payments/payment";
import { holdPlaces } from "@/modules/bookings/service";
import type { SiteId } from "@/modules/sites/queries";
import { AHEAD_DAYS } from "@/demo/past-trade";
import { addDays, dateIn, SITE_TIME_ZONE } from "@/lib/time";

/** What visitors do, done through the same services their pages call, for tests that need it done. */

export const visitorAddress = () => `10.7.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/**
 * A day after the demo's coming bookings (src/demo/past-trade.ts), so every session starts empty:
 * a test that books on day 5 found it full or half full depending on the weekday it ran. Each test
 * that needs empty sessions takes a number of its own, so no two share a day.
 */
export const dayPastDemoBookings = (n: number) => addDays(dateIn(new Date(), SITE_TIME_ZONE), AHEAD_DAYS + n);

/** Sends a site's form (by key) as a visitor who took their time over it; returns the submission's id. */
export async function sendForm(
  siteId: SiteId,
  formKey: string,
  values: Record<string, string>,
  extra: Partial<SubmissionRequest> = {},
  storage: FileStorage = fileStorage(),
): Promise<string> {
  const result = await submit(
    { siteId, formKey, values, files: [], token: formToken(Date.now() - 10_000), honeypot: "", ip: visitorAddress(), pagePath: formKey, ...extra },
    storage,
  );
  if (!result.ok) throw new Error(result.message);
  const [row] = await db()
    .select({ id: schema.submissions.id })
    .from(schema.submissions)
    .where(and(eq(schema.submissions.siteId, siteId), eq(schema.submissions.reference, result.reference)));
  return row!.id;
}

/** Starts a checkout and pays it with the test provider, as its checkout page does; returns the payment's id. */
export async function payWithTestProvider(input: NewPayment, reserve?: Parameters<typeof checkout>[1]): Promise<string> {
  const started = await checkout(input, reserve);
  const [payment] = await db()
    .select()
    .from(schema.payments)
    .where(and(eq(schema.payments.siteId, input.siteId), eq(schema.payments.reference, started.reference)));
  const event = checkoutEvent({ id: payment!.id, session: started.url.replace("/checkout/test/", ""), amountCents: payment!.amountCents }, "success");
  expect((await receiveWebhook("test", event.body, event.signature)).outcome).toBe("applied");
  return payment!.id;
}

/** What a booking's checkout reserves: `partySize` places of `bookable` at `startsAt`, held for the payment until it lapses. */
export function placesHeld(
  siteId: SiteId,
  bookable: Parameters<typeof holdPlaces>[1]["bookable"],
  startsAt: Date,
  partySize: number,
): Parameters<typeof checkout>[1] {
  return (tx, payment) =>
    holdPlaces(tx, { siteId, bookable, startsAt, partySize, contactId: payment.contactId, paymentId: payment.id, holdUntil: holdUntil(payment) });
}
