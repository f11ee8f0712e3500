import { and, eq, isNull, sql } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import { formatCents } from "@/lib/format";
import { db, schema, type Transaction } from "@/server/db/client";
import { write } from "@/server/db/write";
import { consume, minutesToWait } from "@/server/rate-limit";
import { newCode, normalizeCode } from "@/server/reference";
import { sign } from "@/server/secret";
import type { PaymentRow } from "@/modules/payments/payment";
import type { SiteId } from "@/modules/sites/queries";

/** What identifies a card: an HMAC of its normalised code, so the codes themselves are never stored. */
const codeHash = (siteId: string, code: string) => sign(`gift-card:${siteId}:${normalizeCode(code)}`);

export interface GiftCardOrder {
  label: string | null;
  amountCents: number;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string | null;
}

/** The card waits, without a code, until its payment is made. */
export async function reserveGiftCard(tx: Transaction, siteId: SiteId, paymentId: string, order: GiftCardOrder): Promise<void> {
  await tx.insert(schema.giftCards).values({
    siteId,
    paymentId,
    label: order.label,
    initialCents: order.amountCents,
    balanceCents: order.amountCents,
    recipientName: order.recipientName,
    recipientEmail: order.recipientEmail.toLowerCase(),
    senderName: order.senderName,
    message: order.message,
  });
}

/**
 * Paid: the card gets its code, 16 characters from a 32-letter alphabet (80
 * random bits), which exists from now on only in the recipient's mail.
 */
export async function activateGiftCard(tx: Transaction, payment: PaymentRow): Promise<(GiftCardOrder & { code: string }) | null> {
  const [card] = await tx
    .select()
    .from(schema.giftCards)
    .where(and(eq(schema.giftCards.siteId, payment.siteId), eq(schema.giftCards.paymentId, payment.id)))
    .for("update");
  if (!card || card.status !== "pending") return null;
  const code = newCode(4);
  await tx
    .update(schema.giftCards)
    .set({ status: "active", codeHash: codeHash(payment.siteId, code), codeHint: code.slice(-4), activatedAt: sql`now()` })
    .where(and(eq(schema.giftCards.siteId, payment.siteId), eq(schema.giftCards.id, card.id)));
  return {
    code,
    label: card.label,
    amountCents: card.initialCents,
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    senderName: card.senderName,
    message: card.message,
  };
}

/** Refunded, or never paid: the card is worth nothing. */
export async function voidGiftCard(tx: Transaction, payment: PaymentRow): Promise<void> {
  await tx
    .update(schema.giftCards)
    .set({ status: "void", balanceCents: 0 })
    .where(and(eq(schema.giftCards.siteId, payment.siteId), eq(schema.giftCards.paymentId, payment.id)));
}

export type BalanceAnswer =
  { ok: true; balanceCents: number; initialCents: number; label: string | null } | { ok: false; message: string; retryAfter?: number };

/** Anyone with a code may see its balance; guessing is slowed by a limit per address. */
export async function checkBalance(siteId: SiteId, code: string, ip: string): Promise<BalanceAnswer> {
  const wait = await consume("giftCardLookup", `${siteId}:${ip}`);
  if (wait) return { ok: false, retryAfter: wait, message: `Too many tries. Please wait ${minutesToWait(wait)} and try again.` };
  if (normalizeCode(code).length !== 16) return { ok: false, message: "A gift card code has 16 letters and numbers, like ABCD-EFGH-JKMN-PQRS." };
  const [card] = await db()
    .select({
      balanceCents: schema.giftCards.balanceCents,
      initialCents: schema.giftCards.initialCents,
      label: schema.giftCards.label,
      status: schema.giftCards.status,
    })
    .from(schema.giftCards)
    .where(and(eq(schema.giftCards.siteId, siteId), eq(schema.giftCards.codeHash, codeHash(siteId, code))));
  if (!card || card.status !== "active") return { ok: false, message: "We could not find a gift card with that code. Please check it and try again." };
  return { ok: true, balanceCents: card.balanceCents, initialCents: card.initialCents, label: card.label };
}

/**
 * An editor takes an amount off a card (at the counter, or for a booking).
 * The card's row is locked, so two redemptions at once cannot spend the same
 * balance twice; the balance never goes below zero (a CHECK backs this).
 */
export async function redeemGiftCard(siteId: SiteId, code: string, amountCents: number, note?: string): Promise<{ balanceCents: number }> {
  if (!Number.isInteger(amountCents) || amountCents <= 0) throw new AppError("bad_input", "Enter an amount to redeem.", { field: "amount" });
  return write([], async (tx) => {
    const [card] = await tx
      .select()
      .from(schema.giftCards)
      .where(and(eq(schema.giftCards.siteId, siteId), eq(schema.giftCards.codeHash, codeHash(siteId, code))))
      .for("update");
    if (!card || card.status !== "active") throw new AppError("not_found", "No active gift card has that code.", { field: "code" });
    if (card.balanceCents < amountCents) throw new AppError("conflict", `The card has only ${formatCents(card.balanceCents)} left.`, { field: "amount" });
    await tx
      .update(schema.giftCards)
      .set({ balanceCents: card.balanceCents - amountCents })
      .where(and(eq(schema.giftCards.siteId, siteId), eq(schema.giftCards.id, card.id)));
    await tx.insert(schema.giftCardRedemptions).values({ siteId, giftCardId: card.id, amountCents, note: note ?? null });
    return { balanceCents: card.balanceCents - amountCents };
  });
}

/** The least a card processor charges (Stripe's minimum for dollars): a gift card pays all of a payment, or leaves at least this much. */
export const MIN_CARD_CHARGE_CENTS = 50;

/** How much of a payment a card with this balance pays. */
export function giftCardShare(balanceCents: number, totalCents: number): number {
  const share = Math.min(balanceCents, totalCents);
  const rest = totalCents - share;
  return rest > 0 && rest < MIN_CARD_CHARGE_CENTS ? Math.max(0, totalCents - MIN_CARD_CHARGE_CENTS) : share;
}

export interface CardForPayment {
  id: string;
  hint: string;
  balanceCents: number;
}

/**
 * The card a payer gave at checkout, locked until the checkout's transaction
 * ends: two payments spending one card are taken one after the other, so
 * together they never spend more than its balance (a CHECK backs this too).
 */
export async function lockGiftCardForPayment(tx: Transaction, siteId: SiteId, code: string): Promise<CardForPayment> {
  if (normalizeCode(code).length !== 16)
    throw new AppError("bad_input", "A gift card code has 16 letters and numbers, like ABCD-EFGH-JKMN-PQRS.", { field: "gift_card" });
  const [card] = await tx
    .select({ id: schema.giftCards.id, hint: schema.giftCards.codeHint, balanceCents: schema.giftCards.balanceCents, status: schema.giftCards.status })
    .from(schema.giftCards)
    .where(and(eq(schema.giftCards.siteId, siteId), eq(schema.giftCards.codeHash, codeHash(siteId, code))))
    .for("update");
  if (!card || card.status !== "active")
    throw new AppError("bad_input", "We could not find a gift card with that code. Please check it, or leave the box empty to pay by card.", {
      field: "gift_card",
    });
  if (card.balanceCents <= 0) throw new AppError("bad_input", "That gift card has been used up. Leave the box empty to pay by card.", { field: "gift_card" });
  return { id: card.id, hint: card.hint ?? "", balanceCents: card.balanceCents };
}

/** Takes the card's share off its balance, recorded against the payment so it can be given back. */
export async function spendGiftCardOnPayment(
  tx: Transaction,
  siteId: SiteId,
  card: CardForPayment,
  amountCents: number,
  paymentId: string,
  reference: string,
): Promise<void> {
  await tx
    .update(schema.giftCards)
    .set({ balanceCents: sql`${schema.giftCards.balanceCents} - ${amountCents}` })
    .where(and(eq(schema.giftCards.siteId, siteId), eq(schema.giftCards.id, card.id)));
  await tx.insert(schema.giftCardRedemptions).values({ siteId, giftCardId: card.id, amountCents, paymentId, note: `Online, payment ${reference}` });
}

/** The payment failed, was abandoned or refunded: what it took from a gift card goes back on the card (unless the card was voided since). */
export async function returnGiftCardSpend(tx: Transaction, payment: PaymentRow): Promise<number> {
  const r = schema.giftCardRedemptions;
  const returned = await tx
    .update(r)
    .set({ reversedAt: sql`now()` })
    .where(and(eq(r.siteId, payment.siteId), eq(r.paymentId, payment.id), isNull(r.reversedAt)))
    .returning({ giftCardId: r.giftCardId, amountCents: r.amountCents });
  for (const spend of returned) {
    await tx
      .update(schema.giftCards)
      .set({ balanceCents: sql`least(${schema.giftCards.initialCents}, ${schema.giftCards.balanceCents} + ${spend.amountCents})` })
      .where(and(eq(schema.giftCards.siteId, payment.siteId), eq(schema.giftCards.id, spend.giftCardId), eq(schema.giftCards.status, "active")));
  }
  return returned.reduce((sum, s) => sum + s.amountCents, 0);
}

/**
 * A payment that had failed or timed out was paid after all (a late bank
 * debit): its gift card share is taken again if the card still has it.
 * Answers false when it does not, so the owner can be told.
 */
export async function retakeGiftCardSpend(tx: Transaction, payment: PaymentRow): Promise<boolean> {
  const r = schema.giftCardRedemptions;
  const given = await tx
    .select({ id: r.id, giftCardId: r.giftCardId, amountCents: r.amountCents })
    .from(r)
    .where(and(eq(r.siteId, payment.siteId), eq(r.paymentId, payment.id), sql`${r.reversedAt} is not null`));
  let whole = true;
  for (const spend of given) {
    const taken = await tx
      .update(schema.giftCards)
      .set({ balanceCents: sql`${schema.giftCards.balanceCents} - ${spend.amountCents}` })
      .where(
        and(
          eq(schema.giftCards.siteId, payment.siteId),
          eq(schema.giftCards.id, spend.giftCardId),
          eq(schema.giftCards.status, "active"),
          sql`${schema.giftCards.balanceCents} >= ${spend.amountCents}`,
        ),
      )
      .returning({ id: schema.giftCards.id });
    if (taken.length)
      await tx
        .update(r)
        .set({ reversedAt: null })
        .where(and(eq(r.siteId, payment.siteId), eq(r.id, spend.id)));
    else whole = false;
  }
  return whole;
}
