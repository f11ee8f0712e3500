import "server-only";
import { and, eq, sql } from "drizzle-orm";
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
  await tx.insert(schema.giftCards).values({ siteId, paymentId, label: order.label, initialCents: order.amountCents, balanceCents: order.amountCents, recipientName: order.recipientName, recipientEmail: order.recipientEmail.toLowerCase(), senderName: order.senderName, message: order.message });
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
  return { code, label: card.label, amountCents: card.initialCents, recipientName: card.recipientName, recipientEmail: card.recipientEmail, senderName: card.senderName, message: card.message };
}

/** Refunded, or never paid: the card is worth nothing. */
export async function voidGiftCard(tx: Transaction, payment: PaymentRow): Promise<void> {
  await tx
    .update(schema.giftCards)
    .set({ status: "void", balanceCents: 0 })
    .where(and(eq(schema.giftCards.siteId, payment.siteId), eq(schema.giftCards.paymentId, payment.id)));
}

export type BalanceAnswer = { ok: true; balanceCents: number; initialCents: number; label: string | null } | { ok: false; message: string; retryAfter?: number };

/** Anyone with a code may see its balance; guessing is slowed by a limit per address. */
export async function checkBalance(siteId: SiteId, code: string, ip: string): Promise<BalanceAnswer> {
  const wait = await consume("giftCardLookup", `${siteId}:${ip}`);
  if (wait) return { ok: false, retryAfter: wait, message: `Too many tries. Please wait ${minutesToWait(wait)} and try again.` };
  if (normalizeCode(code).length !== 16) return { ok: false, message: "A gift card code has 16 letters and numbers, like ABCD-EFGH-JKMN-PQRS." };
  const [card] = await db()
    .select({ balanceCents: schema.giftCards.balanceCents, initialCents: schema.giftCards.initialCents, label: schema.giftCards.label, status: schema.giftCards.status })
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
