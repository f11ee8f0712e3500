import { and, eq } from "drizzle-orm";
import { formatCents, formatDate } from "@/lib/format";
import { schema, type Transaction } from "@/server/db/client";
import { appointmentFulfilment } from "@/modules/appointments/fulfilment";
import { applyBillPayment } from "@/modules/bills/balances";
import { bookingFulfilment } from "@/modules/bookings/fulfilment";
import { contactPageUrl } from "@/modules/contacts/service";
import { giftCardFulfilment } from "@/modules/gift-cards/fulfilment";
import { retakeGiftCardSpend, returnGiftCardSpend } from "@/modules/gift-cards/service";
import { enqueueMail } from "@/modules/mail/outbox";
import { kitchenOrderFulfilment } from "@/modules/ordering/fulfilment";
import { orderFulfilment } from "@/modules/shop/fulfilment";
import type { SiteId } from "@/modules/sites/queries";
import { monthlyGiftUrl, monthlyGiftWords } from "./monthly-gifts";
import { greeting, linesText, type Fulfilment, type FulfilmentContext } from "./fulfilment";
import type { PaymentPurpose, PaymentRow, PaymentState } from "./payment";
import { zoneOf } from "@/modules/sites/calendar";

/** What each purpose's payment does when its state changes: the selling module's own, or a gift's and a bill's (a receipt says it all). */
const FULFILMENTS: Record<PaymentPurpose, Fulfilment> = {
  booking: bookingFulfilment,
  appointment: appointmentFulfilment,
  gift_card: giftCardFulfilment,
  order: orderFulfilment,
  pickup_order: kitchenOrderFulfilment,
  donation: {
    paid: async ({ payment, siteSlug }) => {
      const dedication = payment.details.dedication ? `\n${payment.details.dedication}\n` : "";
      return {
        extra: `${payment.recurring ? monthlyGiftWords(monthlyGiftUrl(siteSlug, payment.successPath, payment.reference)) : ""}${dedication}\n${payment.details.taxStatement ?? ""}`,
        ownerNote: `New ${payment.recurring ? "monthly " : ""}gift.${dedication}`,
      };
    },
  },
  application_fee: {
    paid: async ({ payment }) => {
      const what = `application ${payment.details.application}${payment.details.unit ? ` for ${payment.details.unit}` : ""}`;
      return { extra: `This is the fee for your ${what}.`, ownerNote: `The fee for ${what} is paid.` };
    },
  },
  bill: {
    paid: async ({ tx, payment }) => {
      await applyBillPayment(tx, payment, 1);
      return {
        extra: `${payment.details.billLabel}: ${payment.details.referenceLabel} ${payment.details.billReference}`,
        ownerNote: `${payment.details.billLabel} paid for ${(payment.details.referenceLabel ?? "reference").toLowerCase()} ${payment.details.billReference}.`,
      };
    },
    refund: (tx, payment) => applyBillPayment(tx, payment, -1),
  },
};

/**
 * What a payment's new state means for what it paid for, in the same
 * transaction as the state change: places confirmed or released, a gift
 * card's code issued or voided, stock returned; and the mail that says so,
 * through the outbox.
 */
export async function fulfil(tx: Transaction, payment: PaymentRow, from: PaymentState): Promise<void> {
  const fulfilment = FULFILMENTS[payment.purpose];
  if (payment.status === "failed" || payment.status === "cancelled") {
    await returnGiftCardSpend(tx, payment);
    return fulfilment.release?.(tx, payment);
  }

  const siteId = payment.siteId as SiteId;
  const [row] = await tx
    .select({
      siteName: schema.sites.name,
      siteSlug: schema.sites.slug,
      settings: schema.sites.settings,
      email: schema.contacts.email,
      name: schema.contacts.name,
      publicKey: schema.contacts.publicKey,
    })
    .from(schema.contacts)
    .innerJoin(schema.sites, eq(schema.sites.id, schema.contacts.siteId))
    .where(and(eq(schema.contacts.siteId, siteId), eq(schema.contacts.id, payment.contactId)));
  const context: FulfilmentContext = {
    tx,
    payment,
    siteId,
    siteName: row!.siteName,
    siteSlug: row!.siteSlug,
    owner: row!.settings.contact.email,
    payer: { email: row!.email, name: row!.name, page: contactPageUrl(row!.publicKey) },
    timeZone: zoneOf(row!),
    mail: (m) => enqueueMail(tx, siteId, m),
  };
  const { siteName, payer, owner, mail } = context;

  if (payment.status === "refunded") {
    const toCard = await returnGiftCardSpend(tx, payment);
    await fulfilment.refund?.(tx, payment);
    await mail({
      kind: "refund",
      to: payer.email,
      subject: `${siteName}: refund of ${formatCents(payment.amountCents + toCard)} [${payment.reference}]`,
      text: `${greeting(payer.name)}\n\n${refundWords(siteName, payment, toCard)}\n${reasonLine(payment)}`,
    });
    return;
  }

  // Paid. One that had failed or timed out takes its gift card share again, if the card still has it.
  if ((from === "failed" || from === "cancelled") && !(await retakeGiftCardSpend(tx, payment)) && owner) {
    await mail({
      kind: "gift-card-short-owner",
      to: owner,
      subject: `Check payment ${payment.reference}: its gift card was spent meanwhile`,
      text: `Payment ${payment.reference} was paid after its checkout had timed out, and the gift card it was partly paid with has been spent since. Please ask ${payer.email} to settle the difference.\n\n${linesText(payment.lines)}`,
    });
  }
  const told = fulfilment.paid ? await fulfilment.paid(context, from) : { extra: "", ownerNote: "" };
  if (!told) return;
  await mail({
    kind: "receipt",
    to: payer.email,
    subject: `${siteName}: receipt ${payment.reference}`,
    text: `${greeting(payer.name)}\n\nThank you. ${siteName} received your payment.\n\nReceipt number: ${payment.reference}\nDate: ${formatDate(new Date(), context.timeZone)}\n\n${linesText(payment.lines)}\nTotal paid: ${formatCents(payment.amountCents)}\n\n${told.extra}\n\nWhat ${siteName} holds about you: ${payer.page}\n`,
  });
  if (owner) {
    await mail({
      kind: "payment-owner",
      to: owner,
      replyTo: payer.email,
      subject: `Payment received: ${formatCents(payment.amountCents)} [${payment.reference}]`,
      text: `${told.ownerNote}\n\n${linesText(payment.lines)}\nTotal: ${formatCents(payment.amountCents)}\nFrom: ${payer.name ? `${payer.name} <${payer.email}>` : payer.email}\n`,
    });
  }
}

const reasonLine = (payment: PaymentRow) => (payment.refundReason ? `\nReason: ${payment.refundReason}\n` : "");

/** Part of a payment given back: the payer is told how much, why, and what is left paid. */
export async function mailPartRefund(tx: Transaction, payment: PaymentRow, refundCents: number): Promise<void> {
  const [row] = await tx
    .select({ siteName: schema.sites.name, email: schema.contacts.email, name: schema.contacts.name })
    .from(schema.contacts)
    .innerJoin(schema.sites, eq(schema.sites.id, schema.contacts.siteId))
    .where(and(eq(schema.contacts.siteId, payment.siteId), eq(schema.contacts.id, payment.contactId)));
  if (!row) return;
  await enqueueMail(tx, payment.siteId as SiteId, {
    kind: "refund",
    to: row.email,
    subject: `${row.siteName}: refund of ${formatCents(refundCents)} [${payment.reference}]`,
    text: `${greeting(row.name)}\n\n${row.siteName} has refunded ${formatCents(refundCents)} of your payment ${payment.reference} of ${formatCents(payment.amountCents)}. It reaches your card or account within 5 to 10 business days.\n${reasonLine(payment)}\nRefunded so far: ${formatCents(payment.refundedCents)} of ${formatCents(payment.amountCents)}.\n`,
  });
}

/** What a refund mail says: the card's part back to the card, a gift card's part back on the gift card. */
function refundWords(siteName: string, payment: PaymentRow, toGiftCard: number): string {
  const card = payment.lines.find((l) => l.giftCardId)?.label.replace(/^Gift card/, "gift card") ?? "gift card";
  const toProcessor = `It reaches your card or account within 5 to 10 business days.`;
  if (toGiftCard === 0) return `${siteName} has refunded your payment ${payment.reference} of ${formatCents(payment.amountCents)} in full. ${toProcessor}`;
  if (payment.amountCents === 0) return `${siteName} has refunded your order ${payment.reference}: ${formatCents(toGiftCard)} is back on your ${card}.`;
  return `${siteName} has refunded your payment ${payment.reference} in full: ${formatCents(payment.amountCents)} to your card or account, within 5 to 10 business days, and ${formatCents(toGiftCard)} back on your ${card}.`;
}
