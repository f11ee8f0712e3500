import { and, eq, lt, sql } from "drizzle-orm";
import { db, schema, type Transaction } from "@/server/db/client";
import { tags } from "@/server/cache/tags";
import { write } from "@/server/db/write";
import { every } from "@/server/every";
import { logger } from "@/server/log";
import { kickMailWorker } from "@/modules/mail/worker";
import type { SiteId } from "@/modules/sites/queries";
import { AppError } from "@/lib/errors";
import { fulfil, mailPartRefund } from "./fulfil";
import { endMonthlyGift } from "./monthly-gifts";
import { GIFT_CARD_ONLY, HOLD_GRACE_MINUTES, type PaymentRow, type PaymentState } from "./payment";
import { WebhookRejected, type ProviderEvent } from "./provider";
import { providerNamed } from "./providers";

/**
 * How far along each state is. A payment only moves forward: a late
 * "expired" cannot undo "paid", and "paid" arriving after "refunded" (events
 * out of order) leaves it refunded. A failed or timed-out payment can still
 * become paid (a bank debit that cleared late), and its fulfilment then
 * takes its places or stock again.
 */
const RANK: Record<PaymentState, number> = { pending: 0, failed: 1, cancelled: 1, paid: 2, refunded: 3 };

export type EventOutcome = "applied" | "duplicate" | "ignored" | "refused" | "unknown";

/** A webhook delivery: 400 for a bad or stale signature (the provider retries), 200 once it is recorded, even when it changes nothing. */
export async function receiveWebhook(
  providerName: string,
  body: string,
  signature: string | null,
): Promise<{ status: number; outcome?: EventOutcome; error?: string }> {
  const provider = providerNamed(providerName);
  if (!provider) return { status: 404, error: "no such payment provider" };
  let event: ProviderEvent;
  try {
    event = provider.parseWebhook(body, signature);
  } catch (error) {
    if (error instanceof WebhookRejected) {
      logger.warn({ provider: providerName, reason: error.message }, "refused a webhook");
      return { status: 400, error: "invalid signature" };
    }
    throw error;
  }
  return { status: 200, outcome: await applyEvent(provider.name, event) };
}

/**
 * Takes one provider event exactly once: its id is recorded in the same
 * transaction as its effect, so a second delivery (even at the same moment:
 * it waits on the unique index) finds it and does nothing.
 */
export async function applyEvent(provider: string, event: ProviderEvent): Promise<EventOutcome> {
  const affected: string[] = [];
  const outcome = await write(affected, async (tx) => {
    const [recorded] = await tx
      .insert(schema.paymentEvents)
      .values({ provider, eventId: event.id, type: event.type, outcome: "pending" })
      .onConflictDoNothing({ target: [schema.paymentEvents.provider, schema.paymentEvents.eventId] })
      .returning({ id: schema.paymentEvents.id });
    if (!recorded) return "duplicate" as const;
    const record = (outcome: EventOutcome, payment?: PaymentRow) =>
      tx
        .update(schema.paymentEvents)
        .set({ outcome, siteId: payment?.siteId ?? null, paymentId: payment?.id ?? null })
        .where(eq(schema.paymentEvents.id, recorded.id));

    const payment = await unsafeLockPaymentForEvent(tx, provider, event);
    if (!payment) {
      await record("unknown");
      logger.warn({ provider, event: event.id, type: event.type }, "a payment event names no payment of ours");
      return "unknown" as const;
    }
    if (event.providerPayment && !payment.providerPayment) {
      await tx
        .update(schema.payments)
        .set({ providerPayment: event.providerPayment })
        .where(and(eq(schema.payments.siteId, payment.siteId), eq(schema.payments.id, payment.id)));
    }
    if (event.recurringEnded) {
      const ended = payment.status === "paid" && (await endMonthlyGift(tx, payment.siteId as SiteId, payment.id, "processor"));
      await record(ended ? "applied" : "ignored", payment);
      return ended ? ("applied" as const) : ("ignored" as const);
    }
    if (!event.outcome && event.refundedCents && payment.status === "paid" && event.refundedCents > payment.refundedCents) {
      await partRefunded(tx, payment, event.refundedCents);
      await record("applied", payment);
      return "applied" as const;
    }
    if (!event.outcome) {
      await record("ignored", payment);
      return "ignored" as const;
    }
    if (event.outcome === "paid" && event.amountCents !== payment.amountCents) {
      await record("refused", payment);
      logger.error(
        { site: payment.siteId, payment: payment.reference, asked: payment.amountCents, charged: event.amountCents, event: event.id },
        "refused a payment event whose amount is not the amount asked for",
      );
      return "refused" as const;
    }
    const moved = await transition(tx, payment, event.outcome, `${provider} event ${event.type}`);
    await record(moved ? "applied" : "ignored", payment);
    if (moved && changesPublicPages(payment)) affected.push(tags.site(payment.siteId as SiteId));
    return moved ? ("applied" as const) : ("ignored" as const);
  });
  if (outcome === "applied") kickMailWorker();
  return outcome;
}

/** A state change we make ourselves: the provider could not be reached, a checkout timed out, or a gift card paid it all (and is refunded). */
export async function settlePayment(siteId: SiteId, paymentId: string, to: Exclude<PaymentState, "pending">, reason: string): Promise<boolean> {
  const affected: string[] = [];
  const moved = await write(affected, async (tx) => {
    const [payment] = await tx
      .select()
      .from(schema.payments)
      .where(and(eq(schema.payments.siteId, siteId), eq(schema.payments.id, paymentId)))
      .for("update");
    const changed = payment ? await transition(tx, payment, to, reason) : false;
    if (changed && changesPublicPages(payment!)) affected.push(tags.site(siteId));
    return changed;
  });
  if (moved) kickMailWorker();
  return moved;
}

/** Places and stock are shown on public pages; a bill or a gift changes none. */
const changesPublicPages = (payment: PaymentRow) => payment.purpose === "booking" || payment.purpose === "order";

/** Part of a paid payment given back: it stays paid (what it bought stands), the payer is told how much. */
async function partRefunded(tx: Transaction, payment: PaymentRow, refundedCents: number): Promise<void> {
  await tx
    .update(schema.payments)
    .set({ refundedCents, updatedAt: sql`now()` })
    .where(and(eq(schema.payments.siteId, payment.siteId), eq(schema.payments.id, payment.id)));
  await mailPartRefund(tx, { ...payment, refundedCents }, refundedCents - payment.refundedCents);
  logger.info({ site: payment.siteId, payment: payment.reference, refundedCents }, "part of a payment refunded");
}

async function transition(tx: Transaction, payment: PaymentRow, to: Exclude<PaymentState, "pending">, reason: string): Promise<boolean> {
  const from = payment.status;
  if (RANK[to] <= RANK[from]) return false;
  await tx
    .update(schema.payments)
    .set({
      status: to,
      statusReason: reason,
      updatedAt: sql`now()`,
      ...(to === "paid" ? { paidAt: sql`now()` } : {}),
      ...(to === "refunded" ? { refundedCents: payment.amountCents } : {}),
    })
    .where(and(eq(schema.payments.siteId, payment.siteId), eq(schema.payments.id, payment.id)));
  await fulfil(tx, { ...payment, status: to }, from);
  logger.info({ site: payment.siteId, payment: payment.reference, purpose: payment.purpose, from, to, reason }, "payment state changed");
  return true;
}

/**
 * The payment an event names, locked. Unscoped on purpose: a provider's
 * event arrives without a site, and names our payment by its id (which we
 * gave the provider), its checkout session, or the provider's payment id.
 * The payment must belong to the provider that sent the event, so the test
 * provider can never settle a Stripe payment.
 */
async function unsafeLockPaymentForEvent(tx: Transaction, provider: string, event: ProviderEvent): Promise<PaymentRow | null> {
  const p = schema.payments;
  const by = [
    event.paymentId && /^[0-9a-f-]{36}$/i.test(event.paymentId) ? eq(p.id, event.paymentId) : null,
    event.session ? eq(p.providerSession, event.session) : null,
    event.providerPayment ? eq(p.providerPayment, event.providerPayment) : null,
  ];
  for (const condition of by) {
    if (!condition) continue;
    const [row] = await tx
      .select()
      .from(p)
      .where(and(condition, eq(p.provider, provider)))
      .limit(1)
      .for("update");
    if (row) return row;
  }
  return null;
}

/**
 * Closes checkouts nobody finished, across all sites (a maintenance sweep,
 * hence unscoped): their places and stock go back. Stripe expires its own
 * sessions at the same time and its event finds the payment already closed.
 */
export async function expireStalePayments(now = new Date()): Promise<number> {
  const stale = await db()
    .select({ id: schema.payments.id, siteId: schema.payments.siteId })
    .from(schema.payments)
    .where(and(eq(schema.payments.status, "pending"), lt(schema.payments.expiresAt, new Date(now.getTime() - HOLD_GRACE_MINUTES * 60_000))))
    .limit(200);
  let closed = 0;
  for (const row of stale) if (await settlePayment(row.siteId as SiteId, row.id, "cancelled", "the checkout timed out")) closed++;
  return closed;
}

/**
 * Asks the payment's provider for `refundCents` back (all that remains when not given); the provider's
 * refund event records it, and moves the payment to refunded once all of it is back.
 */
export async function refundPayment(siteId: SiteId, paymentId: string, refundCents?: number): Promise<void> {
  const [payment] = await db()
    .select()
    .from(schema.payments)
    .where(and(eq(schema.payments.siteId, siteId), eq(schema.payments.id, paymentId)));
  if (!payment || payment.status !== "paid") return;
  const remaining = payment.amountCents - payment.refundedCents;
  // Paid wholly with a gift card: nothing went through a processor (its amount is 0), and all of it goes back onto the card.
  if (payment.provider === GIFT_CARD_ONLY) {
    if (refundCents !== undefined)
      throw new AppError("bad_input", "A payment made wholly with a gift card is refunded in full, back onto the card.", { field: "amount" });
    await settlePayment(siteId, paymentId, "refunded", "refunded to the gift card");
    return;
  }
  const asked = refundCents ?? remaining;
  if (asked <= 0 || asked > remaining) throw new AppError("bad_input", "Refund no more than what is left of the payment.", { field: "amount" });
  const provider = providerNamed(payment.provider);
  if (!provider) throw new Error(`payment ${payment.reference} was made with ${payment.provider}, which is not configured`);
  const settled = await provider.refund({
    paymentId: payment.id,
    session: payment.providerSession,
    providerPayment: payment.providerPayment,
    amountCents: payment.amountCents,
    refundCents: asked,
    refundedCents: payment.refundedCents,
  });
  if (settled) await receiveWebhook(provider.name, settled.body, settled.signature);
}

/** Sweeps abandoned checkouts every minute on every instance; a payment is closed once (its row is locked and its state moves only forward). */
export function startCheckoutSweeper(everyMs = 60_000): () => void {
  return every(everyMs, "close abandoned checkouts", () => expireStalePayments());
}
