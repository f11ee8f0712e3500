import "server-only";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import { formatCents, formatDate } from "@/lib/format";
import { db, schema, type Transaction } from "@/server/db/client";
import { write } from "@/server/db/write";
import { absoluteUrl } from "@/server/origin";
import { enqueueMail } from "@/modules/mail/outbox";
import type { SiteId } from "@/modules/sites/queries";
import { greeting } from "./fulfilment";
import { providerNamed } from "./providers";
import { returnPath } from "./return-link";

/**
 * A donor's monthly gift, changed or stopped by the donor alone through the
 * signed link on their thank-you page and in their receipt (the payment's
 * return link, ./service.ts returnPath): whoever holds it acts for the donor.
 */
export const monthlyGiftUrl = (siteSlug: string, successPath: string, reference: string) => absoluteUrl(returnPath(siteSlug, successPath, reference));

/** The receipt's words for a monthly gift: what it is, and the link that changes or stops it. */
export const monthlyGiftWords = (link: string) =>
  `This is a monthly gift: the same amount is given each month until you cancel.\nTo change the amount or cancel it, use this link (it is yours alone): ${link}\n`;

/**
 * Stops a paid monthly gift: the provider's subscription first (Stripe), then
 * our record, so a gift is never shown stopped while the provider still takes
 * it. Mails the donor and the owner once; a second cancel changes nothing.
 * The caller has checked the link's signature.
 */
export async function cancelMonthlyGift(siteId: SiteId, reference: string): Promise<{ cancelledAt: Date }> {
  const [payment] = await db()
    .select({
      id: schema.payments.id,
      provider: schema.payments.provider,
      providerPayment: schema.payments.providerPayment,
      purpose: schema.payments.purpose,
      status: schema.payments.status,
      recurring: schema.payments.recurring,
      recurringCancelledAt: schema.payments.recurringCancelledAt,
    })
    .from(schema.payments)
    .where(and(eq(schema.payments.siteId, siteId), eq(schema.payments.reference, reference)));
  if (!payment || payment.purpose !== "donation" || !payment.recurring || payment.status !== "paid")
    throw new AppError("not_found", "This link is not for a monthly gift that is running.");
  if (payment.recurringCancelledAt) return { cancelledAt: payment.recurringCancelledAt };
  const provider = providerNamed(payment.provider);
  if (!provider) throw new AppError("unavailable", "We cannot reach our payment processor just now. Please try again later; nothing has changed.");
  await provider.cancelRecurring({ paymentId: payment.id, providerPayment: payment.providerPayment });

  return write([], async (tx) => ({ cancelledAt: (await endMonthlyGift(tx, siteId, payment.id, "link")) ?? new Date() }));
}

/**
 * Marks a monthly gift stopped and tells the donor and the owner, once: by
 * the donor's own link, or by the processor (Stripe ends a subscription whose
 * card keeps failing, or one cancelled in its dashboard). Null when it was
 * stopped already (a cancel that raced this one did the rest).
 */
export async function endMonthlyGift(tx: Transaction, siteId: SiteId, paymentId: string, by: "link" | "processor"): Promise<Date | null> {
  const [cancelled] = await tx
    .update(schema.payments)
    .set({ recurringCancelledAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(schema.payments.siteId, siteId),
        eq(schema.payments.id, paymentId),
        isNotNull(schema.payments.recurring),
        isNull(schema.payments.recurringCancelledAt),
      ),
    )
    .returning({ cancelledAt: schema.payments.recurringCancelledAt, amountCents: schema.payments.amountCents, reference: schema.payments.reference });
  if (!cancelled) return null;
  const [row] = await tx
    .select({ siteName: schema.sites.name, settings: schema.sites.settings, email: schema.contacts.email, name: schema.contacts.name })
    .from(schema.payments)
    .innerJoin(schema.sites, eq(schema.sites.id, schema.payments.siteId))
    .innerJoin(schema.contacts, and(eq(schema.contacts.siteId, schema.payments.siteId), eq(schema.contacts.id, schema.payments.contactId)))
    .where(and(eq(schema.payments.siteId, siteId), eq(schema.payments.id, paymentId)));
  const { reference } = cancelled;
  const amount = formatCents(cancelled.amountCents);
  const on = formatDate(cancelled.cancelledAt!, row!.settings.timeZone);
  const why = by === "link" ? "is cancelled" : "has been stopped by our payment processor (often because the card expired or was declined)";
  await enqueueMail(tx, siteId, {
    kind: "monthly-gift-cancelled",
    to: row!.email,
    subject: `${row!.siteName}: your monthly gift ${by === "link" ? "is cancelled" : "has stopped"} [${reference}]`,
    text: `${greeting(row!.name)}\n\nYour monthly gift of ${amount} (${reference}) ${why} as of ${on}. Nothing more will be taken.\n\nThank you for every month you gave.\n`,
  });
  const owner = row!.settings.contact.email;
  if (owner)
    await enqueueMail(tx, siteId, {
      kind: "monthly-gift-cancelled-owner",
      to: owner,
      replyTo: row!.email,
      subject: `Monthly gift ${by === "link" ? "cancelled" : "stopped by the processor"}: ${amount} [${reference}]`,
      text:
        by === "link"
          ? `${row!.name ? `${row!.name} <${row!.email}>` : row!.email} cancelled their monthly gift of ${amount} (${reference}) on ${on}, by their own link.\n`
          : `The payment processor stopped the monthly gift of ${amount} (${reference}) from ${row!.name ? `${row!.name} <${row!.email}>` : row!.email} on ${on}. The donor has been told; you may want to ask them to give again.\n`,
    });
  return cancelled.cancelledAt;
}
