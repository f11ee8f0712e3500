import { sql } from "drizzle-orm";
import type { ImageRef } from "@/lib/image-ref";
import { check, foreignKey, index, integer, jsonb, pgEnum, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { contacts } from "./forms";
import type { Json } from "./json";
import { sites } from "./sites";

/**
 * Money and places: payments and the provider events that move them,
 * bookings against sessions with capacity, gift cards with balances, and
 * products with stock. Every table carries site_id, and every reference
 * between them includes it, so no row can point into another site.
 */

const siteId = () =>
  uuid("site_id")
    .notNull()
    .references(() => sites.id, { onDelete: "cascade" });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const paymentStatus = pgEnum("payment_status", ["pending", "paid", "failed", "cancelled", "refunded"]);
export const paymentPurpose = pgEnum("payment_purpose", [
  "bill",
  "donation",
  "booking",
  "gift_card",
  "order",
  "pickup_order",
  "application_fee",
  "appointment",
]);

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: siteId(),
    contactId: uuid("contact_id").notNull(),
    /** The receipt number the payer is shown and mailed: "PAY-7K2M-Q9XD". */
    reference: text("reference").notNull(),
    purpose: paymentPurpose("purpose").notNull(),
    status: paymentStatus("status").notNull().default("pending"),
    provider: text("provider").notNull(),
    /** The provider's checkout session; set once the checkout exists. */
    providerSession: text("provider_session"),
    /** The provider's payment (Stripe's PaymentIntent), learnt from its events; refunds name it. */
    providerPayment: text("provider_payment"),
    currency: text("currency").notNull().default("usd"),
    /** What the payer is charged, computed by the server from the site's own data; 0 when a gift card paid it all. */
    amountCents: integer("amount_cents").notNull(),
    lines: jsonb("lines").$type<Json<"paymentLines">>().notNull(),
    /** What was paid for, as the payer gave it (bill and reference, dedication, recipient...). */
    details: jsonb("details").$type<Record<string, string>>().notNull().default({}),
    /** "month" for a monthly gift. */
    recurring: text("recurring"),
    /** When the donor (by their signed link) or the provider stopped a monthly gift: nothing more is taken after it. */
    recurringCancelledAt: timestamp("recurring_cancelled_at", { withTimezone: true }),
    /** The site paths the payer returns to: after paying, and after cancelling. */
    successPath: text("success_path").notNull(),
    cancelPath: text("cancel_path").notNull(),
    /** After this the checkout is abandoned and what it held is released. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    statusReason: text("status_reason"),
    /** Given back so far, as the provider confirms it (its refund events carry the running total); the whole amount once refunded. */
    refundedCents: integer("refunded_cents").notNull().default(0),
    /** Why the owner gave money back, for the payer's mail. */
    refundReason: text("refund_reason"),
    /** Who started the checkout, as a keyed hash of their address (not the address): bounds what one address holds at once. */
    clientKey: text("client_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("payments_site_reference").on(t.siteId, t.reference),
    unique("payments_site_id").on(t.siteId, t.id),
    unique("payments_provider_session").on(t.provider, t.providerSession),
    check("payments_amount_not_negative", sql`${t.amountCents} >= 0`),
    foreignKey({ columns: [t.siteId, t.contactId], foreignColumns: [contacts.siteId, contacts.id] }).onDelete("cascade"),
    index("payments_site_created").on(t.siteId, t.createdAt),
    index("payments_pending_expiry")
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    index("payments_pending_client")
      .on(t.siteId, t.clientKey)
      .where(sql`${t.status} = 'pending'`),
    index("payments_provider_payment").on(t.provider, t.providerPayment),
  ],
);

/**
 * Every provider event we have taken, by its own id: the same event
 * delivered again (providers retry, and may deliver twice at once) finds its
 * row here and has no second effect.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    /** Null when the event named no payment of ours. */
    siteId: uuid("site_id").references(() => sites.id, { onDelete: "cascade" }),
    paymentId: uuid("payment_id"),
    /** applied, ignored (no change, or a stale event), or refused (the amount did not match). */
    outcome: text("outcome").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("payment_events_provider_event").on(t.provider, t.eventId),
    foreignKey({ columns: [t.siteId, t.paymentId], foreignColumns: [payments.siteId, payments.id] }).onDelete("cascade"),
  ],
);

export const bookables = pgTable(
  "bookables",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: siteId(),
    key: text("key").notNull(),
    definition: jsonb("definition").$type<Json<"bookable">>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique("bookables_site_key").on(t.siteId, t.key), unique("bookables_site_id").on(t.siteId, t.id)],
);

/**
 * One session of a bookable: created the first time someone books it. Its row
 * is the lock every booking of the session takes, so places are counted and
 * taken one booking at a time.
 */
export const bookingSessions = pgTable(
  "booking_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: siteId(),
    bookableId: uuid("bookable_id").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    capacity: integer("capacity").notNull(),
  },
  (t) => [
    unique("booking_sessions_slot").on(t.siteId, t.bookableId, t.startsAt),
    unique("booking_sessions_site_id").on(t.siteId, t.id),
    foreignKey({ columns: [t.siteId, t.bookableId], foreignColumns: [bookables.siteId, bookables.id] }).onDelete("cascade"),
  ],
);

/** held: places kept while the payer pays (until hold_expires_at); released: the payment failed or timed out. */
export const bookingStatus = pgEnum("booking_status", ["held", "confirmed", "released", "cancelled", "no_show"]);

export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: siteId(),
    sessionId: uuid("session_id").notNull(),
    contactId: uuid("contact_id").notNull(),
    /** Null for a free table reservation, which has a reference of its own instead. */
    paymentId: uuid("payment_id"),
    /** A free reservation's number, shown to the guest and mailed: "T-7K2M-Q9XD". */
    reference: text("reference"),
    partySize: integer("party_size").notNull(),
    status: bookingStatus("status").notNull().default("held"),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }).notNull(),
    /** What else was chosen (a trip's package and wineries). */
    details: jsonb("details").$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("bookings_party_positive", sql`${t.partySize} > 0`),
    unique("bookings_site_payment").on(t.siteId, t.paymentId),
    unique("bookings_site_reference").on(t.siteId, t.reference),
    check("bookings_paid_or_referenced", sql`${t.paymentId} is not null or ${t.reference} is not null`),
    foreignKey({ columns: [t.siteId, t.sessionId], foreignColumns: [bookingSessions.siteId, bookingSessions.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.siteId, t.contactId], foreignColumns: [contacts.siteId, contacts.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.siteId, t.paymentId], foreignColumns: [payments.siteId, payments.id] }).onDelete("cascade"),
    index("bookings_session").on(t.sessionId),
  ],
);

export const giftCardStatus = pgEnum("gift_card_status", ["pending", "active", "void"]);

export const giftCards = pgTable(
  "gift_cards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: siteId(),
    paymentId: uuid("payment_id").notNull(),
    /** HMAC of the code: the code itself exists only in the recipient's mail. Null until paid. */
    codeHash: text("code_hash"),
    /** The code's last four characters, so the owner can tell cards apart. */
    codeHint: text("code_hint"),
    /** "3-lesson package", or null for a plain amount. */
    label: text("label"),
    initialCents: integer("initial_cents").notNull(),
    balanceCents: integer("balance_cents").notNull(),
    status: giftCardStatus("status").notNull().default("pending"),
    recipientName: text("recipient_name").notNull(),
    recipientEmail: text("recipient_email").notNull(),
    senderName: text("sender_name").notNull(),
    message: text("message"),
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("gift_cards_site_code").on(t.siteId, t.codeHash),
    unique("gift_cards_site_payment").on(t.siteId, t.paymentId),
    unique("gift_cards_site_id").on(t.siteId, t.id),
    check("gift_cards_balance_range", sql`${t.balanceCents} >= 0 and ${t.balanceCents} <= ${t.initialCents}`),
    foreignKey({ columns: [t.siteId, t.paymentId], foreignColumns: [payments.siteId, payments.id] }).onDelete("cascade"),
  ],
);

export const giftCardRedemptions = pgTable(
  "gift_card_redemptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: siteId(),
    giftCardId: uuid("gift_card_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    note: text("note"),
    /** Spent online towards this payment; given back (reversed) if the payment fails, is abandoned or refunded. */
    paymentId: uuid("payment_id"),
    reversedAt: timestamp("reversed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("gift_card_redemptions_positive", sql`${t.amountCents} > 0`),
    foreignKey({ columns: [t.siteId, t.giftCardId], foreignColumns: [giftCards.siteId, giftCards.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.siteId, t.paymentId], foreignColumns: [payments.siteId, payments.id] }).onDelete("cascade"),
    index("gift_card_redemptions_payment").on(t.siteId, t.paymentId),
  ],
);

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: siteId(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    priceCents: integer("price_cents").notNull(),
    /** Units not yet sold or held by a checkout in progress. */
    stock: integer("stock").notNull(),
    illustration: text("illustration").notNull(),
    /** Its photographs, first shown first: image fields (lib/image-ref.ts), their uses recorded in media_uses. */
    images: jsonb("images").$type<ImageRef[]>().notNull().default([]),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("products_site_slug").on(t.siteId, t.slug),
    unique("products_site_id").on(t.siteId, t.id),
    check("products_stock_not_negative", sql`${t.stock} >= 0`),
    check("products_price_positive", sql`${t.priceCents} > 0`),
  ],
);

/**
 * The amounts a town (or any biller) has loaded for its bills, one row per
 * bill and account, so a payer can look theirs up by number and name before
 * paying. Loading a bill's file again replaces its rows; what was paid online
 * against a row is added to paid_cents as each payment arrives.
 */
export const billBalances = pgTable(
  "bill_balances",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: siteId(),
    /** The bill's key in the site's billPayment block ("water-sewer"). */
    billKey: text("bill_key").notNull(),
    /** The account, ticket or map number as printed on the bill, upper case. */
    reference: text("reference").notNull(),
    /** The name on the bill; a lookup matches the payer's last name against it. */
    holder: text("holder").notNull(),
    dueCents: integer("due_cents").notNull(),
    dueOn: text("due_on"),
    paidCents: integer("paid_cents").notNull().default(0),
    loadedAt: timestamp("loaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("bill_balances_site_bill_reference").on(t.siteId, t.billKey, t.reference),
    check("bill_balances_amounts", sql`${t.dueCents} > 0 and ${t.paidCents} >= 0`),
    check("bill_balances_due_on", sql`${t.dueOn} is null or ${t.dueOn} ~ '^\\d{4}-\\d{2}-\\d{2}$'`),
  ],
);
