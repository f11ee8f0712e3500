import { formatCents } from "@/lib/format";
import { greeting, type Fulfilment } from "@/modules/payments/fulfilment";
import { getSiteBySlug } from "@/modules/sites/queries";
import { siteUrl } from "@/modules/sites/urls";
import { deliveryInstant, deliveryWords } from "./delivery";
import { activateGiftCard, voidGiftCard } from "./service";

/** A gift card's payment: the card's code is issued and mailed to its recipient when it arrives, voided when it fails or is refunded. */
export const giftCardFulfilment: Fulfilment = {
  release: voidGiftCard,
  refund: voidGiftCard,
  async paid({ tx, payment, siteName, siteSlug, payer, mail, timeZone }) {
    const card = await activateGiftCard(tx, payment);
    if (!card) return { extra: "", ownerNote: "" };
    const site = await getSiteBySlug(siteSlug);
    // A chosen day (a birthday) holds the recipient's mail in the outbox until that morning in the site's zone.
    const sendAt = deliveryInstant(payment.details.deliverOn, timeZone);
    const when = sendAt ? deliveryWords(sendAt, timeZone) : null;
    await mail({
      kind: "gift-card",
      to: card.recipientEmail,
      replyTo: payer.email,
      subject: `${card.senderName} sent you a gift card from ${siteName}`,
      text: giftCardMail({
        ...card,
        siteName,
        balancePage: siteUrl({ slug: siteSlug, domain: site?.domain ?? null }, payment.cancelPath ?? ""),
      }),
      sendAt,
    });
    const what = `Your gift card${card.label ? ` for ${card.label}` : ""} worth ${formatCents(card.amountCents)}`;
    return {
      extra: when
        ? `${what} will be emailed to ${card.recipientName} at ${card.recipientEmail}, with its code, ${when}, in the morning.`
        : `${what} was emailed to ${card.recipientName} at ${card.recipientEmail}, with its code.`,
      ownerNote: `Gift card sold: ${formatCents(card.amountCents)}${card.label ? ` (${card.label})` : ""} for ${card.recipientName}${when ? `, to be delivered ${when}` : ""}.`,
    };
  },
};

/** The recipient's mail: who sent what, the code, and where to check the balance (the page the card was bought on, which has the balance check). */
export function giftCardMail(card: {
  recipientName: string;
  senderName: string;
  label: string | null;
  amountCents: number;
  message: string | null;
  code: string;
  siteName: string;
  balancePage: string;
}): string {
  return `${greeting(card.recipientName)}\n\n${card.senderName} sent you a gift card from ${card.siteName}${card.label ? ` for ${card.label}` : ""}, worth ${formatCents(card.amountCents)}.${card.message ? `\n\n"${card.message}"` : ""}\n\nYour code: ${card.code}\n\nKeep it safe: anyone with the code can use the card. Give it when you book or pay. Check what is left on it at any time: ${card.balancePage}\n`;
}
