import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import { formatCents, formatDate } from "@/lib/format";
import { db, schema, type Transaction } from "@/server/db/client";
import { write } from "@/server/db/write";
import { absoluteUrl } from "@/server/origin";
import { enqueueMail } from "@/modules/mail/outbox";
import { getPage } from "@/modules/pages/queries";
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
  const payment = await monthlyGift(siteId, reference);
  if (payment.recurringCancelledAt) return { cancelledAt: payment.recurringCancelledAt };
  const provider = providerNamed(payment.provider);
  if (!provider) throw new AppError("unavailable", UNREACHABLE);
  await provider.cancelRecurring({ paymentId: payment.id, providerPayment: payment.providerPayment });

  return write([], async (tx) => ({ cancelledAt: (await endMonthlyGift(tx, siteId, payment.id, "link")) ?? new Date() }));
}

/** What a monthly gift gives each month now: the first month's amount until the donor changes it. */
export const monthlyCents = (payment: { amountCents: number; details: Record<string, string> }) =>
  Number(payment.details[MONTHLY_DETAIL]) || payment.amountCents;
const MONTHLY_DETAIL = "monthlyCents";

/**
 * Sets a running monthly gift's amount from the next month on, by the
 * donor's own link: within the donation form's own limits, at the provider
 * first (Stripe's subscription price), then our record, with mail to both
 * sides. The same amount again changes nothing.
 */
export async function changeMonthlyGift(siteId: SiteId, reference: string, cents: number): Promise<void> {
  const payment = await monthlyGift(siteId, reference);
  if (payment.recurringCancelledAt) throw new AppError("not_found", NOT_RUNNING);
  if (cents === monthlyCents(payment)) return;
  const page = await getPage(siteId, payment.cancelPath);
  const form = page?.blocks.find((block) => block.type === "donation");
  const { minCents, maxCents } = form?.type === "donation" ? form.props : { minCents: 100, maxCents: 1_000_000 };
  if (cents < minCents || cents > maxCents)
    throw new AppError("bad_input", `A monthly gift is from ${formatCents(minCents)} to ${formatCents(maxCents)}.`, { field: "amount" });
  const provider = providerNamed(payment.provider);
  if (!provider) throw new AppError("unavailable", UNREACHABLE);
  await provider.changeRecurring({ paymentId: payment.id, providerPayment: payment.providerPayment, amountCents: cents, currency: payment.currency });

  await write([], async (tx) => {
    await tx
      .update(schema.payments)
      .set({ details: sql`${schema.payments.details} || ${JSON.stringify({ [MONTHLY_DETAIL]: String(cents) })}::jsonb`, updatedAt: new Date() })
      .where(and(eq(schema.payments.siteId, siteId), eq(schema.payments.id, payment.id)));
    const { site, donor } = await giftParties(tx, siteId, payment.id);
    const was = formatCents(monthlyCents(payment));
    const now = formatCents(cents);
    await enqueueMail(tx, siteId, {
      kind: "monthly-gift-changed",
      to: donor.email,
      subject: `${site.name}: your monthly gift is now ${now} [${reference}]`,
      text: `${greeting(donor.name)}\n\nYour monthly gift (${reference}) is now ${now} a month, from your next monthly payment on; it was ${was}.\n\nThank you.\n`,
    });
    if (site.owner)
      await enqueueMail(tx, siteId, {
        kind: "monthly-gift-changed-owner",
        to: site.owner,
        replyTo: donor.email,
        subject: `Monthly gift changed to ${now} [${reference}]`,
        text: `${donor.name ? `${donor.name} <${donor.email}>` : donor.email} changed their monthly gift (${reference}) from ${was} to ${now} a month, by their own link.\n`,
      });
  });
}

const UNREACHABLE = "We cannot reach our payment processor just now. Please try again later; nothing has changed.";

const NOT_RUNNING = "This link is not for a monthly gift that is running.";

/** A paid monthly gift of the site (running or stopped), or the donor is told it is not one. */
async function monthlyGift(siteId: SiteId, reference: string) {
  const [payment] = await db()
    .select()
    .from(schema.payments)
    .where(and(eq(schema.payments.siteId, siteId), eq(schema.payments.reference, reference)));
  if (!payment || payment.purpose !== "donation" || !payment.recurring || payment.status !== "paid") throw new AppError("not_found", NOT_RUNNING);
  return payment;
}

/** The site (its name and the owner's address) and the donor of a gift, for the mails about it. */
async function giftParties(tx: Transaction, siteId: SiteId, paymentId: string) {
  const [row] = await tx
    .select({ siteName: schema.sites.name, settings: schema.sites.settings, email: schema.contacts.email, name: schema.contacts.name })
    .from(schema.payments)
    .innerJoin(schema.sites, eq(schema.sites.id, schema.payments.siteId))
    .innerJoin(schema.contacts, and(eq(schema.contacts.siteId, schema.payments.siteId), eq(schema.contacts.id, schema.payments.contactId)))
    .where(and(eq(schema.payments.siteId, siteId), eq(schema.payments.id, paymentId)));
  return {
    site: { name: row!.siteName, owner: row!.settings.contact.email, timeZone: row!.settings.timeZone },
    donor: { email: row!.email, name: row!.name },
  };
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
  const { site, donor } = await giftParties(tx, siteId, paymentId);
  const { reference } = cancelled;
  const amount = formatCents(cancelled.amountCents);
  const on = formatDate(cancelled.cancelledAt!, site.timeZone);
  const why = by === "link" ? "is cancelled" : "has been stopped by our payment processor (often because the card expired or was declined)";
  await enqueueMail(tx, siteId, {
    kind: "monthly-gift-cancelled",
    to: donor.email,
    subject: `${site.name}: your monthly gift ${by === "link" ? "is cancelled" : "has stopped"} [${reference}]`,
    text: `${greeting(donor.name)}\n\nYour monthly gift of ${amount} (${reference}) ${why} as of ${on}. Nothing more will be taken.\n\nThank you for every month you gave.\n`,
  });
  const owner = site.owner;
  if (owner)
    await enqueueMail(tx, siteId, {
      kind: "monthly-gift-cancelled-owner",
      to: owner,
      replyTo: donor.email,
      subject: `Monthly gift ${by === "link" ? "cancelled" : "stopped by the processor"}: ${amount} [${reference}]`,
      text:
        by === "link"
          ? `${donor.name ? `${donor.name} <${donor.email}>` : donor.email} cancelled their monthly gift of ${amount} (${reference}) on ${on}, by their own link.\n`
          : `The payment processor stopped the monthly gift of ${amount} (${reference}) from ${donor.name ? `${donor.name} <${donor.email}>` : donor.email} on ${on}. The donor has been told; you may want to ask them to give again.\n`,
    });
  return cancelled.cancelledAt;
}
