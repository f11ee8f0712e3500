import "server-only";
import { and, eq } from "drizzle-orm";
import { formatCents, formatDate } from "@/lib/format";
import { SITE_TIME_ZONE } from "@/lib/time";
import { schema, type Transaction } from "@/server/db/client";
import type { PaymentLine } from "@/modules/payments/quote";
import { cancelBookingOfPayment, confirmBooking, describeBooking, releaseBooking } from "@/modules/bookings/service";
import { contactPageUrl } from "@/modules/contacts/service";
import { activateGiftCard, voidGiftCard } from "@/modules/gift-cards/service";
import { enqueueMail, type MailInput } from "@/modules/mail/outbox";
import { returnStock, takeStock } from "@/modules/shop/service";
import type { SiteId } from "@/modules/sites/queries";
import type { PaymentRow } from "./events";
import type { PaymentState } from "./provider";

/**
 * What a payment's new state means for what it paid for, in the same
 * transaction as the state change: places confirmed or released, a gift
 * card's code issued or voided, stock returned; and the mail that says so,
 * through the outbox.
 */
export async function fulfil(tx: Transaction, payment: PaymentRow, from: PaymentState): Promise<void> {
  const siteId = payment.siteId as SiteId;
  const [row] = await tx
    .select({ siteName: schema.sites.name, settings: schema.sites.settings, email: schema.contacts.email, name: schema.contacts.name, publicKey: schema.contacts.publicKey })
    .from(schema.contacts)
    .innerJoin(schema.sites, eq(schema.sites.id, schema.contacts.siteId))
    .where(and(eq(schema.contacts.siteId, siteId), eq(schema.contacts.id, payment.contactId)));
  const ctx = { tx, payment, siteId, siteName: row!.siteName, owner: row!.settings.contact.email, payer: { email: row!.email, name: row!.name, page: contactPageUrl(row!.publicKey) } };
  const mail = (m: MailInput) => enqueueMail(tx, siteId, m);

  if (payment.status === "failed" || payment.status === "cancelled") {
    if (payment.purpose === "booking") await releaseBooking(tx, payment);
    if (payment.purpose === "order") await returnStock(tx, siteId, payment.lines);
    if (payment.purpose === "gift_card") await voidGiftCard(tx, payment);
    return;
  }

  if (payment.status === "refunded") {
    if (payment.purpose === "booking") await cancelBookingOfPayment(tx, payment);
    if (payment.purpose === "gift_card") await voidGiftCard(tx, payment);
    await mail({ kind: "refund", to: ctx.payer.email, subject: `${ctx.siteName}: refund of ${formatCents(payment.amountCents)} [${payment.reference}]`, text: `${greeting(ctx.payer.name)}\n\n${ctx.siteName} has refunded your payment ${payment.reference} of ${formatCents(payment.amountCents)} in full. It reaches your card or account within 5 to 10 business days.\n` });
    return;
  }

  // Paid.
  const wasReleased = from === "failed" || from === "cancelled";
  let extra = "";
  let ownerNote = "";
  if (payment.purpose === "booking") {
    const outcome = await confirmBooking(tx, payment);
    const what = await describeBooking(tx, payment);
    if (outcome === "no-room") {
      await mail({ kind: "booking-no-room", to: ctx.payer.email, subject: `${ctx.siteName}: your payment arrived after your places were released [${payment.reference}]`, text: `${greeting(ctx.payer.name)}\n\nYour payment ${payment.reference} arrived after the places we held for you had been released, and the session has filled since. We are sorry: ${ctx.siteName} will refund ${formatCents(payment.amountCents)} in full, or call us to book another time.\n\n${what ?? ""}\n` });
      if (ctx.owner) await mail({ kind: "booking-no-room-owner", to: ctx.owner, subject: `Refund needed: payment ${payment.reference} for a full session`, text: `A payment of ${formatCents(payment.amountCents)} (${payment.reference}) arrived after its hold lapsed, and the session is now full. The booking was not made; please refund the payment.\n\n${what ?? ""}\nPayer: ${ctx.payer.email}\n` });
      return;
    }
    extra = `Your booking\n${what ?? ""}\n\nTo move or cancel (until 24 hours before), open your page: ${ctx.payer.page}\nPlease arrive 15 minutes early.`;
    ownerNote = `New booking:\n${what ?? ""}`;
  } else if (payment.purpose === "gift_card") {
    const card = await activateGiftCard(tx, payment);
    if (card) {
      await mail({
        kind: "gift-card",
        to: card.recipientEmail,
        replyTo: ctx.payer.email,
        subject: `${card.senderName} sent you a ${ctx.siteName} gift card`,
        text: `${greeting(card.recipientName)}\n\n${card.senderName} sent you a ${ctx.siteName} gift card${card.label ? ` for ${card.label}` : ""} worth ${formatCents(card.amountCents)}.${card.message ? `\n\n"${card.message}"` : ""}\n\nYour code: ${card.code}\n\nKeep it safe: anyone with the code can use the card. Quote it when you book or pay, and check the balance on ${ctx.siteName}'s gift card page.\n`,
      });
      extra = `Your gift card${card.label ? ` for ${card.label}` : ""} worth ${formatCents(card.amountCents)} was emailed to ${card.recipientName} at ${card.recipientEmail}, with its code.`;
      ownerNote = `Gift card sold: ${formatCents(card.amountCents)}${card.label ? ` (${card.label})` : ""} for ${card.recipientName}.`;
    }
  } else if (payment.purpose === "order") {
    if (wasReleased && !(await takeStock(tx, siteId, payment.lines))) {
      if (ctx.owner) await mail({ kind: "order-no-stock-owner", to: ctx.owner, subject: `Refund or restock needed: order ${payment.reference}`, text: `Order ${payment.reference} was paid after its checkout had timed out, and part of it has sold out since. Please contact ${ctx.payer.email} and refund or restock.\n\n${linesText(payment.lines)}\n` });
    }
    const delivery = payment.details.delivery === "shipping" ? `Shipping to:\n${payment.details.address}` : "For pickup: we will email you when your order is ready.";
    extra = delivery;
    ownerNote = `New order to fulfil.\n${delivery}`;
  } else if (payment.purpose === "donation") {
    const dedication = payment.details.dedication ? `\n${payment.details.dedication}\n` : "";
    extra = `${payment.recurring ? "This is a monthly gift: the same amount is given each month until you cancel.\n" : ""}${dedication}\n${payment.details.taxStatement ?? ""}`;
    ownerNote = `New ${payment.recurring ? "monthly " : ""}gift.${dedication}`;
  } else if (payment.purpose === "bill") {
    extra = `${payment.details.billLabel}: ${payment.details.referenceLabel} ${payment.details.billReference}`;
    ownerNote = `${payment.details.billLabel} paid for ${(payment.details.referenceLabel ?? "reference").toLowerCase()} ${payment.details.billReference}.`;
  }

  await mail({
    kind: "receipt",
    to: ctx.payer.email,
    subject: `${ctx.siteName}: receipt ${payment.reference}`,
    text: `${greeting(ctx.payer.name)}\n\nThank you. ${ctx.siteName} received your payment.\n\nReceipt number: ${payment.reference}\nDate: ${formatDate(new Date(), SITE_TIME_ZONE)}\n\n${linesText(payment.lines)}\nTotal paid: ${formatCents(payment.amountCents)}\n\n${extra}\n\nWhat ${ctx.siteName} holds about you: ${ctx.payer.page}\n`,
  });
  if (ctx.owner) {
    await mail({ kind: "payment-owner", to: ctx.owner, replyTo: ctx.payer.email, subject: `Payment received: ${formatCents(payment.amountCents)} [${payment.reference}]`, text: `${ownerNote}\n\n${linesText(payment.lines)}\nTotal: ${formatCents(payment.amountCents)}\nFrom: ${ctx.payer.name ? `${ctx.payer.name} <${ctx.payer.email}>` : ctx.payer.email}\n` });
  }
}

const greeting = (name: string | null) => `Hello${name ? ` ${name}` : ""},`;

function linesText(lines: readonly PaymentLine[]): string {
  return lines.map((l) => `${l.quantity > 1 ? `${l.quantity} × ` : ""}${l.label}: ${formatCents(l.quantity * l.unitCents)}`).join("\n") + "\n";
}
