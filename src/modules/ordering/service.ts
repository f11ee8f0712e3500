import { and, eq, sql } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import { formatClock } from "@/lib/format";
import { schema, type Transaction } from "@/server/db/client";
import { write } from "@/server/db/write";
import { contactPageUrl } from "@/modules/contacts/service";
import { enqueueMail } from "@/modules/mail/outbox";
import { kickMailWorker } from "@/modules/mail/worker";
import type { PaymentRow } from "@/modules/payments/payment";
import { siteCalendar, type SiteId } from "@/modules/sites/queries";
import { pickupLabel } from "./menu";
import { zoneOf } from "@/modules/sites/calendar";
import { sqlNow } from "@/server/db/now";

const o = schema.kitchenOrders;

/** Orders that count against a quarter hour's capacity: on the board, or held while their payer pays. */
export const activeOrder = () =>
  sql`(${o.status} in ('new', 'preparing', 'ready', 'collected') or (${o.status} = 'held' and ${o.holdExpiresAt} > ${sqlNow()}))`;

/**
 * Locks a pickup time (creating its row the first time) and counts its
 * orders. Every order for the time takes this lock first, so two payers
 * racing for the kitchen's last place in a quarter hour are counted one
 * after the other.
 */
async function lockSlot(tx: Transaction, siteId: SiteId, startsAt: Date, excludeOrder?: string) {
  await tx.insert(schema.pickupSlots).values({ siteId, startsAt }).onConflictDoNothing();
  const [slot] = await tx
    .select({ id: schema.pickupSlots.id })
    .from(schema.pickupSlots)
    .where(and(eq(schema.pickupSlots.siteId, siteId), eq(schema.pickupSlots.startsAt, startsAt)))
    .for("update");
  const [row] = await tx
    .select({ taken: sql<number>`count(*)::int` })
    .from(o)
    .where(and(eq(o.siteId, siteId), eq(o.slotId, slot!.id), activeOrder(), excludeOrder ? sql`${o.id} <> ${excludeOrder}` : sql`true`));
  return { id: slot!.id, taken: row!.taken };
}

export interface PickupHold {
  siteId: SiteId;
  pickupAt: Date;
  /** Orders the kitchen takes per quarter hour (the order block's setting). */
  capacity: number;
  paymentId: string;
  contactId: string;
  holdUntil: Date;
  note: string | null;
}

/** Takes a place in the pickup time's quarter hour for an order being paid, inside the checkout's transaction; refuses when the kitchen is full then. */
export async function holdPickup(tx: Transaction, hold: PickupHold): Promise<void> {
  const slot = await lockSlot(tx, hold.siteId, hold.pickupAt);
  if (slot.taken >= hold.capacity) {
    const { timeZone } = await siteCalendar(hold.siteId, tx);
    throw new AppError("conflict", `The kitchen has just filled up for ${formatClock(hold.pickupAt, timeZone)}. Please choose another pickup time.`, {
      field: "pickup",
    });
  }
  await tx
    .insert(o)
    .values({ siteId: hold.siteId, paymentId: hold.paymentId, contactId: hold.contactId, slotId: slot.id, holdExpiresAt: hold.holdUntil, note: hold.note });
}

async function lockOrderOfPayment(tx: Transaction, payment: PaymentRow) {
  const [row] = await tx
    .select({ id: o.id, status: o.status, note: o.note, pickupAt: schema.pickupSlots.startsAt })
    .from(o)
    .innerJoin(schema.pickupSlots, and(eq(schema.pickupSlots.siteId, o.siteId), eq(schema.pickupSlots.id, o.slotId)))
    .where(and(eq(o.siteId, payment.siteId), eq(o.paymentId, payment.id)))
    .for("update", { of: o });
  return row ?? null;
}

const setStatus = (tx: Transaction, siteId: string, id: string, status: (typeof o.status.enumValues)[number]) =>
  tx
    .update(o)
    .set({ status, statusAt: sql`now()` })
    .where(and(eq(o.siteId, siteId), eq(o.id, id)));

/**
 * The payment arrived: the order goes on the board as new. One whose hold had
 * lapsed (the payer took too long) is taken all the same, since it is paid
 * and the food can still be made; the answer says whether the quarter hour
 * is now over what the kitchen said it takes, so the owner can be told.
 */
export async function confirmKitchenOrder(
  tx: Transaction,
  payment: PaymentRow,
  capacity: number | null,
): Promise<{ pickupAt: Date; note: string | null; overCapacity: boolean } | null> {
  const order = await lockOrderOfPayment(tx, payment);
  if (!order) return null;
  if (order.status !== "held" && order.status !== "released" && order.status !== "cancelled")
    return { pickupAt: order.pickupAt, note: order.note, overCapacity: false };
  const slot = await lockSlot(tx, payment.siteId as SiteId, order.pickupAt, order.id);
  await setStatus(tx, payment.siteId, order.id, "new");
  return { pickupAt: order.pickupAt, note: order.note, overCapacity: order.status !== "held" && capacity !== null && slot.taken >= capacity };
}

/** The payment failed or timed out: the order's place goes back. */
export async function releaseKitchenOrder(tx: Transaction, payment: PaymentRow): Promise<void> {
  const order = await lockOrderOfPayment(tx, payment);
  if (order?.status === "held") await setStatus(tx, payment.siteId, order.id, "released");
}

/** The money went back: the order comes off the board. */
export async function cancelKitchenOrder(tx: Transaction, payment: PaymentRow): Promise<void> {
  const order = await lockOrderOfPayment(tx, payment);
  if (order && order.status !== "released" && order.status !== "cancelled") await setStatus(tx, payment.siteId, order.id, "cancelled");
}

/** The board's columns, in order: an order moves one step at a time. */
export const BOARD_STEPS = ["new", "preparing", "ready", "collected"] as const;
export type BoardStep = (typeof BOARD_STEPS)[number];

export const nextStep = (step: BoardStep): Exclude<BoardStep, "new"> | null =>
  (BOARD_STEPS[BOARD_STEPS.indexOf(step) + 1] as Exclude<BoardStep, "new"> | undefined) ?? null;

/** What the customer is told at each step after "new" (whose mail is the receipt). */
function stepMail(
  step: Exclude<BoardStep, "new">,
  order: { reference: string; siteName: string; pickupAt: Date; timeZone: string; address: string | null },
): { subject: string; text: string } {
  const at = pickupLabel(order.pickupAt, order.timeZone);
  switch (step) {
    case "preparing":
      return {
        subject: `${order.siteName}: we are preparing your order [${order.reference}]`,
        text: `The kitchen has started on your order ${order.reference}. It will be ready for pickup ${at}.`,
      };
    case "ready":
      return {
        subject: `${order.siteName}: your order is ready to collect [${order.reference}]`,
        text: `Your order ${order.reference} is ready.${order.address ? ` Collect it at ${order.address}` : " Collect it at the counter"}; give your name or the order number.`,
      };
    case "collected":
      return {
        subject: `${order.siteName}: thank you for collecting your order [${order.reference}]`,
        text: `You collected your order ${order.reference}. Thank you, and enjoy your meal.`,
      };
  }
}

/**
 * Moves an order one step along the board (new, preparing, ready, collected)
 * and mails the customer, in one transaction. `from` is the step the owner
 * saw: an order another person has moved meanwhile is refused, not moved twice.
 */
export async function advanceKitchenOrder(siteId: SiteId, orderId: string, from: BoardStep): Promise<{ reference: string; to: BoardStep }> {
  const to = nextStep(from);
  if (!to) throw new AppError("bad_input", "A collected order has no further step.");
  const moved = await write([], async (tx) => {
    const [order] = await tx
      .select({
        id: o.id,
        status: o.status,
        reference: schema.payments.reference,
        pickupAt: schema.pickupSlots.startsAt,
        email: schema.contacts.email,
        name: schema.contacts.name,
        publicKey: schema.contacts.publicKey,
        siteName: schema.sites.name,
        settings: schema.sites.settings,
      })
      .from(o)
      .innerJoin(schema.payments, and(eq(schema.payments.siteId, o.siteId), eq(schema.payments.id, o.paymentId)))
      .innerJoin(schema.pickupSlots, and(eq(schema.pickupSlots.siteId, o.siteId), eq(schema.pickupSlots.id, o.slotId)))
      .innerJoin(schema.contacts, and(eq(schema.contacts.siteId, o.siteId), eq(schema.contacts.id, o.contactId)))
      .innerJoin(schema.sites, eq(schema.sites.id, o.siteId))
      .where(and(eq(o.siteId, siteId), eq(o.id, orderId)))
      .for("update", { of: o });
    if (!order) throw new AppError("not_found", "No such order on this site.");
    if (order.status !== from) throw new AppError("conflict", `Order ${order.reference} has moved on since this page was shown: it is ${order.status} now.`);
    await setStatus(tx, siteId, order.id, to);
    const street = order.settings.contact.address;
    const mail = stepMail(to, {
      reference: order.reference,
      siteName: order.siteName,
      pickupAt: order.pickupAt,
      timeZone: zoneOf(order),
      address: street ? `${street.street}, ${street.locality}` : null,
    });
    await enqueueMail(tx, siteId, {
      kind: `order-${to}`,
      to: order.email,
      subject: mail.subject,
      text: `Hello${order.name ? ` ${order.name}` : ""},\n\n${mail.text}\n\nWhat ${order.siteName} holds about you: ${contactPageUrl(order.publicKey)}\n`,
    });
    return { reference: order.reference, to };
  });
  kickMailWorker();
  return moved;
}
