import "server-only";
import { formatCents } from "@/lib/format";
import { greeting, type Fulfilment } from "@/modules/payments/fulfilment";
import { activateGiftCard, voidGiftCard } from "./service";

/** A gift card's payment: the card's code is issued and mailed to its recipient when it arrives, voided when it fails or is refunded. */
export const giftCardFulfilment: Fulfilment = {
  release: voidGiftCard,
  refund: voidGiftCard,
  async paid({ tx, payment, siteName, payer, mail }) {
    const card = await activateGiftCard(tx, payment);
    if (!card) return { extra: "", ownerNote: "" };
    await mail({
      kind: "gift-card",
      to: card.recipientEmail,
      replyTo: payer.email,
      subject: `${card.senderName} sent you a ${siteName} gift card`,
      text: `${greeting(card.recipientName)}\n\n${card.senderName} sent you a ${siteName} gift card${card.label ? ` for ${card.label}` : ""} worth ${formatCents(card.amountCents)}.${card.message ? `\n\n"${card.message}"` : ""}\n\nYour code: ${card.code}\n\nKeep it safe: anyone with the code can use the card. Quote it when you book or pay, and check the balance on ${siteName}'s gift card page.\n`,
    });
    return {
      extra: `Your gift card${card.label ? ` for ${card.label}` : ""} worth ${formatCents(card.amountCents)} was emailed to ${card.recipientName} at ${card.recipientEmail}, with its code.`,
      ownerNote: `Gift card sold: ${formatCents(card.amountCents)}${card.label ? ` (${card.label})` : ""} for ${card.recipientName}.`,
    };
  },
};
