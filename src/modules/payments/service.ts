import { and, eq, inArray, sql } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import { schema, type Transaction } from "@/server/db/client";
import type { PaymentLine } from "./quote";
import { write } from "@/server/db/write";
import { logger } from "@/server/log";
import { minutesToWait } from "@/server/rate-limit";
import { absoluteUrl } from "@/server/origin";
import { newReference } from "@/server/reference";
import { sign } from "@/server/secret";
import { upsertContact } from "@/modules/contacts/service";
import { withoutControls } from "@/modules/forms/submission";
import { giftCardShare, lockGiftCardForPayment, spendGiftCardOnPayment } from "@/modules/gift-cards/service";
import type { SiteId } from "@/modules/sites/queries";
import { settlePayment } from "./events";
import { CHECKOUT_MINUTES, ENTERED_DETAIL, GIFT_CARD_ONLY, HOLD_GRACE_MINUTES, type Entered, type PaymentPurpose } from "./payment";
import { activeProvider } from "./providers";
import { returnPath } from "./return-link";
import { sqlNow } from "@/server/db/now";
import { now as clockNow, nowMs } from "@/lib/clock";

export interface NewPayment {
  siteId: SiteId;
  purpose: PaymentPurpose;
  payer: { email: string; name?: string; phone?: string };
  /** Computed by the server from the site's own data; the total is their sum. */
  lines: PaymentLine[];
  details?: Record<string, string>;
  recurring?: "month" | null;
  /** Site paths (no leading slash) the payer comes back to. */
  successPath: string;
  cancelPath: string;
  /** A gift card's code the payer gave: the card pays what it can, the provider the rest (nothing at all when the card covers it). */
  giftCardCode?: string;
  /** The address the checkout came from (the request pipeline's client address): bounds what one address holds at once. */
  clientAddress?: string;
  /**
   * What the visitor typed and chose (files never), kept in the payment's own insert so the form they
   * come back to after a decline is filled in again, and a checkout either starts whole or leaves nothing.
   */
  entered?: Entered;
}

/** Who starts a checkout: their address and what they entered (NewPayment's fields of the same names). */
export type Started = Required<Pick<NewPayment, "clientAddress" | "entered">>;

export interface CreatedPayment {
  id: string;
  siteId: SiteId;
  reference: string;
  contactId: string;
  amountCents: number;
  expiresAt: Date;
}

export const totalOf = (lines: readonly PaymentLine[]) => lines.reduce((sum, l) => sum + l.quantity * l.unitCents, 0);

/**
 * Checkouts that hold places or stock one address may have open at once on a
 * site. Each holds for half an hour (Stripe's shortest checkout), so without
 * a bound one address could start checkout after checkout and keep a session
 * blocked; two leave room for a second try or a second tab.
 */
export const OPEN_HOLDS_PER_ADDRESS = 2;
/** Checkouts that hold something for the payer while they pay. */
export const HOLDING: ReadonlySet<PaymentPurpose> = new Set(["booking", "order", "pickup_order", "appointment"]);

/** A checkout refused because its address holds enough already: answered as a 429 with Retry-After. */
export class TooManyHolds extends AppError {
  constructor(readonly retryAfter: number) {
    super(
      "conflict",
      `You already have ${OPEN_HOLDS_PER_ADDRESS} checkouts here waiting for payment, each holding places, stock or a time. Finish or let go of one of them, or try again in ${minutesToWait(retryAfter)}.`,
    );
  }
}

/** Who started a checkout, kept as a keyed hash: the address itself is not stored. */
const clientKeyOf = (address: string) => sign(`checkout-client:${address}`);

/**
 * Refuses a checkout that would hold something while its address already
 * holds OPEN_HOLDS_PER_ADDRESS on the site. A lock per site and address
 * (for this transaction) makes two simultaneous checkouts count one after the other.
 */
async function boundHolds(tx: Transaction, siteId: SiteId, clientKey: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`holds:${siteId}:${clientKey}`}, 0))`);
  const holding = await tx
    .select({ until: sql<Date>`${schema.payments.expiresAt} + make_interval(mins => ${HOLD_GRACE_MINUTES})` })
    .from(schema.payments)
    .where(
      and(
        eq(schema.payments.siteId, siteId),
        eq(schema.payments.clientKey, clientKey),
        eq(schema.payments.status, "pending"),
        inArray(schema.payments.purpose, [...HOLDING]),
        sql`${schema.payments.expiresAt} + make_interval(mins => ${HOLD_GRACE_MINUTES}) > ${sqlNow()}`,
      ),
    )
    .orderBy(schema.payments.expiresAt);
  if (holding.length >= OPEN_HOLDS_PER_ADDRESS) throw new TooManyHolds(Math.max(1, Math.ceil((new Date(holding[0]!.until).getTime() - nowMs()) / 1000)));
}

/** Records a pending payment inside the caller's transaction, so what it pays for is reserved in the same commit. */
export async function createPayment(tx: Transaction, input: NewPayment, now = clockNow()): Promise<CreatedPayment> {
  const amountCents = totalOf(input.lines);
  const paidByCard = input.lines.some((l) => l.giftCardId);
  const lineOk = (l: PaymentLine) => Number.isInteger(l.unitCents) && (l.unitCents >= 0 || l.giftCardId) && Number.isInteger(l.quantity) && l.quantity >= 1;
  if (!input.lines.length || !input.lines.every(lineOk) || amountCents < 0 || (amountCents === 0 && !paidByCard)) {
    throw new AppError("bad_input", "There is nothing to pay.");
  }
  const clientKey = input.clientAddress ? clientKeyOf(input.clientAddress) : null;
  if (clientKey && HOLDING.has(input.purpose)) await boundHolds(tx, input.siteId, clientKey);
  const contact = await upsertContact(tx, input.siteId, input.payer);
  const expiresAt = new Date(now.getTime() + CHECKOUT_MINUTES * 60_000);
  const [row] = await tx
    .insert(schema.payments)
    .values({
      siteId: input.siteId,
      contactId: contact.id,
      reference: newReference("R"),
      purpose: input.purpose,
      provider: amountCents === 0 ? GIFT_CARD_ONLY : providerOrRefuse().name,
      amountCents,
      lines: input.lines,
      details: { ...input.details, ...(input.entered && { [ENTERED_DETAIL]: JSON.stringify(input.entered, withoutControlsInJson) }) },
      recurring: input.recurring ?? null,
      successPath: input.successPath,
      cancelPath: input.cancelPath,
      expiresAt,
      clientKey,
    })
    .returning({ id: schema.payments.id, reference: schema.payments.reference });
  return { id: row!.id, siteId: input.siteId, reference: row!.reference, contactId: contact.id, amountCents, expiresAt };
}

export const PAYMENTS_NOT_SET_UP = "Online payment is not set up here yet. Please get in touch to pay another way.";

/** The provider a new checkout goes to; without one, nothing is created and the payer is told. */
function providerOrRefuse() {
  const provider = activeProvider();
  if (!provider) throw new AppError("unavailable", PAYMENTS_NOT_SET_UP);
  return provider;
}

/**
 * The whole start of a checkout: the payment and its reservation (`reserve`,
 * in the same transaction) are committed, then the provider's checkout is
 * opened. If the provider cannot be reached the payment fails at once and
 * what it held is released.
 */
export async function checkout(
  input: NewPayment,
  reserve?: (tx: Transaction, payment: CreatedPayment) => Promise<void>,
  affected: readonly string[] = [],
): Promise<{ url: string; reference: string }> {
  const { payment, site, lines } = await write(affected, async (tx) => {
    const card = input.giftCardCode ? await lockGiftCardForPayment(tx, input.siteId, input.giftCardCode) : null;
    const share = card ? giftCardShare(card.balanceCents, totalOf(input.lines)) : 0;
    const lines =
      card && share > 0 ? [...input.lines, { label: `Gift card ending ${card.hint}`, quantity: 1, unitCents: -share, giftCardId: card.id }] : input.lines;
    const created = await createPayment(tx, { ...input, lines });
    if (card && share > 0) await spendGiftCardOnPayment(tx, input.siteId, card, share, created.id, created.reference);
    await reserve?.(tx, created);
    const [owner] = await tx.select({ name: schema.sites.name, slug: schema.sites.slug }).from(schema.sites).where(eq(schema.sites.id, input.siteId));
    return { payment: created, site: owner, lines };
  });
  if (payment.amountCents === 0) {
    // The card paid it all: nothing goes to a processor, and the payer comes straight back to the result.
    await settlePayment(input.siteId, payment.id, "paid", "paid in full by gift card");
    return { url: returnPath(site!.slug, input.successPath, payment.reference), reference: payment.reference };
  }
  const provider = providerOrRefuse();
  try {
    const opened = await provider.createCheckout({
      paymentId: payment.id,
      reference: payment.reference,
      siteName: site!.name,
      lines,
      amountCents: payment.amountCents,
      currency: "usd",
      customerEmail: input.payer.email,
      recurring: input.recurring ?? null,
      successUrl: absoluteUrl(returnPath(site!.slug, input.successPath, payment.reference)),
      cancelUrl: absoluteUrl(returnPath(site!.slug, input.cancelPath, payment.reference)),
      expiresAt: payment.expiresAt,
    });
    await write([], (tx) =>
      tx
        .update(schema.payments)
        .set({ providerSession: opened.session, updatedAt: sql`now()` })
        .where(and(eq(schema.payments.siteId, input.siteId), eq(schema.payments.id, payment.id))),
    );
    return { url: opened.url, reference: payment.reference };
  } catch (error) {
    logger.error({ err: error, site: site!.slug, payment: payment.reference }, "could not open a checkout");
    await settlePayment(input.siteId, payment.id, "failed", "the payment provider could not be reached");
    throw new AppError("unavailable", "We could not reach our payment processor, so nothing was charged. Please try again in a few minutes.");
  }
}

/** A value the visitor sent without control characters (a forged choice's NUL byte): PostgreSQL's JSON refuses it. */
const withoutControlsInJson = (_key: string, value: unknown) => (typeof value === "string" ? withoutControls(value) : value);
