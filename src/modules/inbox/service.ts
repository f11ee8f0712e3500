import { downloadName } from "@/lib/sniff";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { formatCents, formatDateTime } from "@/lib/format";
import { schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import { logger } from "@/server/log";
import { normalizeCode } from "@/server/reference";
import { fileStorage, type FileStorage } from "@/server/storage";
import { audited } from "@/modules/audit/service";
import { authorize, type Actor } from "@/modules/auth/access";
import { cancelPhoneBooking } from "@/modules/bookings/front-desk";
import { redeemGiftCard } from "@/modules/gift-cards/service";
import { kickMailWorker } from "@/modules/mail/worker";
import { refundPayment } from "@/modules/payments/events";
import { parseDollars } from "@/modules/payments/fees";
import { GIFT_CARD_ONLY } from "@/modules/payments/payment";
import type { Site, SiteId } from "@/modules/sites/queries";
import { isUuid } from "./filters";
import { getBooking } from "./queries/bookings";
import { getMessage, getSubmissionFile, type MessageDetail, type SubmissionStatus } from "./queries/messages";
import { getMail } from "./queries/outbox";
import { getPayment } from "./queries/payments";
import { zoneOf } from "@/modules/sites/calendar";

/**
 * The owner's work on what visitors sent. Every function takes the actor
 * first and checks "inbox" on the site itself; a record of another site is
 * not found, exactly as one that never existed. Changes are audited in the
 * same transaction; money moves only through the payments module.
 */
const inbox = (actor: Actor | null, siteSlug: string) => authorize(actor, siteSlug, "inbox");

function found<T>(value: T | null, what: string): T {
  if (value === null) throw new AppError("not_found", `No such ${what} on this site.`);
  return value;
}

export async function paymentDetail(actor: Actor | null, siteSlug: string, paymentId: string) {
  const { site } = await inbox(actor, siteSlug);
  return found(await getPayment(site.id, paymentId), "payment");
}

export async function bookingDetail(actor: Actor | null, siteSlug: string, bookingId: string) {
  const { site } = await inbox(actor, siteSlug);
  return found(await getBooking(site.id, bookingId), "booking");
}

export async function mailDetail(actor: Actor | null, siteSlug: string, mailId: string) {
  const { site } = await inbox(actor, siteSlug);
  return found(await getMail(site.id, mailId), "mail");
}

/** Opens a message: everything sent, and a new one becomes read. */
export async function openMessage(actor: Actor | null, siteSlug: string, messageId: string): Promise<MessageDetail> {
  const { site, actor: who } = await inbox(actor, siteSlug);
  const message = found(await getMessage(site.id, messageId), "message");
  if (message.status !== "new") return message;
  await changeMessageStatus(who, site, message.id, "read");
  return { ...message, status: "read" };
}

const messageStatus = z.enum(schema.submissionStatus.enumValues);

export async function setMessageStatus(
  actor: Actor | null,
  siteSlug: string,
  messageId: string,
  status: unknown,
): Promise<{ reference: string; status: SubmissionStatus }> {
  const { site, actor: who } = await inbox(actor, siteSlug);
  const to = messageStatus.safeParse(status);
  if (!to.success) throw new AppError("bad_input", "That is not a status a message can have.");
  if (!isUuid(messageId)) throw new AppError("not_found", "No such message on this site.");
  const reference = await changeMessageStatus(who, site, messageId, to.data);
  return { reference, status: to.data };
}

async function changeMessageStatus(actor: Actor, site: Site, messageId: string, status: SubmissionStatus): Promise<string> {
  const s = schema.submissions;
  return audited(
    actor,
    site,
    (reference: string) => ({
      action: "submission.status",
      entity: "submission",
      entityId: messageId,
      summary: `Marked message ${reference} ${status === "new" ? "unread" : status}`,
    }),
    () =>
      write([], async (tx) => {
        const [row] = await tx
          .update(s)
          .set({ status })
          .where(and(eq(s.siteId, site.id), eq(s.id, messageId)))
          .returning({ reference: s.reference });
        return found(row ?? null, "message").reference;
      }),
  );
}

/** A submission's file, for download: only to those who may read the site's inbox. */
export async function openSubmissionFile(
  actor: Actor | null,
  siteSlug: string,
  fileId: string,
  storage: FileStorage = fileStorage(),
): Promise<{ name: string; contentType: string; bytes: Buffer }> {
  const { site } = await inbox(actor, siteSlug);
  const file = found(await getSubmissionFile(site.id, fileId), "file");
  try {
    return { name: downloadName(file.originalName, file.contentType), contentType: file.contentType, bytes: await storage.get(file.storedName) };
  } catch (error) {
    logger.error({ err: error, site: site.slug, file: fileId }, "a submission's file is missing from storage");
    throw new AppError("not_found", "This file is no longer in storage.");
  }
}

export interface RefundOutcome {
  reference: string;
  amountCents: number;
  /** False while the provider has yet to confirm (Stripe's refund event comes later). */
  refunded: boolean;
}

/** What an owner gives back: an amount up to what is left (all of it when not given), and why. */
export interface RefundRequest {
  amountCents?: number;
  reason?: string;
}

/**
 * Gives back all or part of what is left of a paid payment: a second request for more than is left
 * (or one waiting on the first) is refused. Only giving back all of it undoes what the payment bought.
 */
export async function refundAsOwner(actor: Actor | null, siteSlug: string, paymentId: string, request: RefundRequest = {}): Promise<RefundOutcome> {
  const { site, actor: who } = await inbox(actor, siteSlug);
  if (!isUuid(paymentId)) throw new AppError("not_found", "No such payment on this site.");
  return audited(
    who,
    site,
    (r: RefundOutcome) => ({
      action: "payment.refund",
      entity: "payment",
      entityId: paymentId,
      summary: `${r.refunded ? "Refunded" : "Asked the provider to refund"} ${formatCents(r.amountCents)} of payment ${r.reference}${request.reason ? `: ${request.reason}` : ""}`,
    }),
    () => refundLocked(site.id, paymentId, request),
  );
}

/** How a cancelled booking's money went: refunded to the card it was paid with, or nothing to refund (taken by phone, paid at the desk). */
export type CancelOutcome = { refund: RefundOutcome } | { refund: null; reference: string };

/**
 * Cancels a confirmed booking. One paid online is refunded: the refund's own
 * handling cancels the booking, frees its places and mails the guest. One
 * taken by phone is cancelled at once (bookings/front-desk.ts).
 */
export async function cancelBookingAsOwner(actor: Actor | null, siteSlug: string, bookingId: string): Promise<CancelOutcome> {
  const { site, actor: who } = await inbox(actor, siteSlug);
  const booking = found(await getBooking(site.id, bookingId), "booking");
  if (booking.status !== "confirmed") throw new AppError("conflict", `This booking is ${booking.status}; only a confirmed booking can be cancelled.`);
  const session = `${booking.bookable}, ${formatDateTime(booking.startsAt, zoneOf(site))}`;
  const payment = booking.payment;
  if (!payment) {
    return audited(
      who,
      site,
      {
        action: "booking.cancel",
        entity: "booking",
        entityId: booking.id,
        summary: `Cancelled the booking ${booking.reference} of ${booking.contactEmail} for ${session}, taken by phone: nothing to refund`,
      },
      async (): Promise<CancelOutcome> => ({ refund: null, ...(await cancelPhoneBooking(site.id, booking)) }),
    );
  }
  return audited(
    who,
    site,
    (r: CancelOutcome) => ({
      action: "booking.cancel",
      entity: "booking",
      entityId: booking.id,
      summary: `Cancelled the booking of ${booking.contactEmail} for ${session}, ${r.refund?.refunded ? "refunding" : "asking the provider to refund"} ${r.refund?.reference}`,
    }),
    async (): Promise<CancelOutcome> => ({ refund: await refundLocked(site.id, payment.id) }),
  );
}

/**
 * Inside the audited transaction: the payment's row is locked first, so two
 * clicks at once are taken one after the other; the test provider's refund
 * event is applied in this same transaction, Stripe's arrives later.
 */
async function refundLocked(siteId: SiteId, paymentId: string, request: RefundRequest = {}): Promise<RefundOutcome> {
  const p = schema.payments;
  const scope = and(eq(p.siteId, siteId), eq(p.id, paymentId));
  const payment = found(
    (
      await write([], (tx) =>
        tx
          .select({ reference: p.reference, status: p.status, amountCents: p.amountCents, refundedCents: p.refundedCents, provider: p.provider })
          .from(p)
          .where(scope)
          .for("update"),
      )
    )[0] ?? null,
    "payment",
  );
  if (payment.status === "refunded") throw new AppError("conflict", `Payment ${payment.reference} has already been refunded.`);
  if (payment.status !== "paid") throw new AppError("conflict", `Payment ${payment.reference} is ${payment.status}; only a paid payment can be refunded.`);
  if (payment.provider === GIFT_CARD_ONLY) {
    // Nothing went through a processor: the whole of it goes back onto the card.
    await write([], (tx) =>
      tx
        .update(p)
        .set({ refundReason: request.reason?.trim() || null })
        .where(scope),
    );
    await refundPayment(siteId, paymentId);
    return { reference: payment.reference, amountCents: 0, refunded: true };
  }
  const remaining = payment.amountCents - payment.refundedCents;
  const asked = request.amountCents ?? remaining;
  if (!Number.isInteger(asked) || asked <= 0) throw new AppError("bad_input", "Enter an amount to refund, like 12.50.", { field: "amount" });
  if (asked > remaining) throw new AppError("bad_input", `No more than ${formatCents(remaining)} is left to refund.`, { field: "amount" });
  await write([], (tx) =>
    tx
      .update(p)
      .set({ refundReason: request.reason?.trim() || null })
      .where(scope),
  );
  await refundPayment(siteId, paymentId, asked);
  const [after] = await write([], (tx) => tx.select({ status: p.status, refundedCents: p.refundedCents }).from(p).where(scope));
  return {
    reference: payment.reference,
    amountCents: asked,
    refunded: after?.status === "refunded" || (after?.refundedCents ?? 0) >= payment.refundedCents + asked,
  };
}

const redemption = z.object({
  code: z.string("Enter the gift card's code").trim().min(1, "Enter the gift card's code").max(40, "A gift card code has 16 letters and numbers"),
  amount: z.string("Enter an amount in dollars, like 12.50").transform((value, ctx) => {
    const cents = parseDollars(value);
    if (cents === null || cents <= 0) {
      ctx.addIssue({ code: "custom", message: "Enter an amount in dollars, like 12.50" });
      return z.NEVER;
    }
    return cents;
  }),
  note: z.string().trim().max(200, "Keep the note under 200 characters").optional(),
});

/** Takes an amount off a card, at the counter. Refuses an unknown code or more than the balance, and says which. */
export async function redeemAsOwner(
  actor: Actor | null,
  siteSlug: string,
  input: { code: unknown; amount: unknown; note?: unknown },
): Promise<{ amountCents: number; balanceCents: number; hint: string }> {
  const { site, actor: who } = await inbox(actor, siteSlug);
  const { code, amount, note } = redemption.parse(input);
  const hint = normalizeCode(code).slice(-4);
  return audited(
    who,
    site,
    (r: { balanceCents: number }) => ({
      action: "gift-card.redeem",
      entity: "gift_card",
      summary: `Redeemed ${formatCents(amount)} from the gift card ending ${hint}; ${formatCents(r.balanceCents)} left`,
    }),
    async () => ({ amountCents: amount, hint, ...(await redeemGiftCard(site.id, code, amount, note || undefined)) }),
  );
}

/** A failed mail goes back in the queue for a new try now; its count of attempts is kept. */
export async function retryMail(actor: Actor | null, siteSlug: string, mailId: string): Promise<{ subject: string; toAddress: string }> {
  const { site, actor: who } = await inbox(actor, siteSlug);
  if (!isUuid(mailId)) throw new AppError("not_found", "No such mail on this site.");
  const o = schema.outbox;
  const scope = and(eq(o.siteId, site.id), eq(o.id, mailId));
  const mail = await audited(
    who,
    site,
    (r: { subject: string; toAddress: string }) => ({
      action: "mail.retry",
      entity: "mail",
      entityId: mailId,
      summary: `Retried the mail "${r.subject}" to ${r.toAddress}`,
    }),
    () =>
      write([], async (tx) => {
        const [row] = await tx
          .update(o)
          .set({ status: "pending", nextAttemptAt: sql`now()` })
          .where(and(scope, eq(o.status, "failed")))
          .returning({ subject: o.subject, toAddress: o.toAddress });
        if (row) return row;
        const [existing] = await tx.select({ status: o.status }).from(o).where(scope);
        throw new AppError("conflict", `This mail is ${found(existing ?? null, "mail").status}; only failed mail can be retried.`);
      }),
  );
  kickMailWorker();
  return mail;
}
