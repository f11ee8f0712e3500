import { foreignKey, index, pgEnum, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { payments } from "./commerce";
import { contacts } from "./forms";
import { sites } from "./sites";

/**
 * Orders for pickup from a kitchen: each takes a place in a quarter hour of
 * the kitchen's capacity (a pickup slot, whose row is the lock every order
 * for it takes, as a booking session's is; the capacity itself is the order
 * block's, read when the order is placed), is paid through a payment, and
 * moves across the owner's order board.
 */

const siteId = () =>
  uuid("site_id")
    .notNull()
    .references(() => sites.id, { onDelete: "cascade" });

export const pickupSlots = pgTable(
  "pickup_slots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: siteId(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  },
  (t) => [unique("pickup_slots_site_time").on(t.siteId, t.startsAt), unique("pickup_slots_site_id").on(t.siteId, t.id)],
);

/** held: its payer is paying (until hold_expires_at); released: never paid; then the board's columns, new to collected. */
export const kitchenOrderStatus = pgEnum("kitchen_order_status", ["held", "new", "preparing", "ready", "collected", "released", "cancelled"]);

export const kitchenOrders = pgTable(
  "kitchen_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: siteId(),
    paymentId: uuid("payment_id").notNull(),
    contactId: uuid("contact_id").notNull(),
    slotId: uuid("slot_id").notNull(),
    status: kitchenOrderStatus("status").notNull().default("held"),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }).notNull(),
    /** What the customer asked of the kitchen ("no onions on the second burger"). */
    note: text("note"),
    /** When it last moved on the board. */
    statusAt: timestamp("status_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("kitchen_orders_site_payment").on(t.siteId, t.paymentId),
    unique("kitchen_orders_site_id").on(t.siteId, t.id),
    foreignKey({ columns: [t.siteId, t.paymentId], foreignColumns: [payments.siteId, payments.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.siteId, t.contactId], foreignColumns: [contacts.siteId, contacts.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.siteId, t.slotId], foreignColumns: [pickupSlots.siteId, pickupSlots.id] }).onDelete("cascade"),
    index("kitchen_orders_slot").on(t.slotId),
    index("kitchen_orders_site_status").on(t.siteId, t.status),
  ],
);
