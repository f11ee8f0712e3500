import { sql } from "drizzle-orm";
import { boolean, check, foreignKey, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { payments } from "./commerce";
import { teamMembers } from "./content";
import { contacts } from "./forms";
import type { Json } from "./json";
import { sites } from "./sites";

/**
 * Appointments (modules/appointments): the services a business sells by the
 * hour, the team members who give them with their working hours, and the
 * stretches of each person's time that are taken. Every reference goes
 * through (site_id, id), so no row points into another site.
 */

const siteId = () =>
  uuid("site_id")
    .notNull()
    .references(() => sites.id, { onDelete: "cascade" });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** The owner's rules for the whole site: how soon, how far ahead, when changes close, when the reminder goes. */
export const appointmentPolicies = pgTable("appointment_policies", {
  siteId: uuid("site_id")
    .primaryKey()
    .references(() => sites.id, { onDelete: "cascade" }),
  minNoticeMinutes: integer("min_notice_minutes").notNull().default(120),
  horizonDays: integer("horizon_days").notNull().default(60),
  changeCutoffHours: integer("change_cutoff_hours").notNull().default(24),
  reminderHours: integer("reminder_hours").notNull().default(24),
  /** Slots start on multiples of this from midnight. */
  stepMinutes: integer("step_minutes").notNull().default(15),
  /** The site's page with the booking block: where the manage links in mail lead. */
  pagePath: text("page_path").notNull().default("book"),
  /** A customer's first request waits for the owner's yes (status "requested"), holding its time meanwhile. */
  approveNewCustomers: boolean("approve_new_customers").notNull().default(false),
});

export const appointmentServices = pgTable(
  "appointment_services",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: siteId(),
    key: text("key").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    durationMinutes: integer("duration_minutes").notNull(),
    priceCents: integer("price_cents").notNull(),
    /** The price is where it starts ("from $60"): the final one depends on the job. */
    priceFrom: boolean("price_from").notNull().default(false),
    bufferBeforeMinutes: integer("buffer_before_minutes").notNull().default(0),
    bufferAfterMinutes: integer("buffer_after_minutes").notNull().default(0),
    /** 1 for one customer at a time; more for a class or group session. */
    capacity: integer("capacity").notNull().default(1),
    /** Given at the customer's address, which the form asks for; travel time is kept before it. */
    atCustomer: boolean("at_customer").notNull().default(false),
    travelMinutes: integer("travel_minutes").notNull().default(0),
    depositCents: integer("deposit_cents"),
    /** A class's timetable ({ days, times: ["06:30"] }); empty: any free time on the site's step. */
    schedule: jsonb("schedule").$type<Json<"serviceSchedule">>().notNull().default([]),
    /**
     * The service's own bookable hours ({ days, opens, closes }, like the site's week): when set, its
     * times are offered inside these instead of the site's and the person's hours (a sunrise shoot on
     * location); the calendar's closed days still close it. Empty: the site's and the person's hours.
     */
    windows: jsonb("windows").$type<Json<"serviceWindows">>().notNull().default([]),
    position: integer("position").notNull().default(0),
    /** Set when the owner stops offering it: visitors no longer see it; its appointments stay. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("appointment_services_site_key").on(t.siteId, t.key),
    unique("appointment_services_site_id").on(t.siteId, t.id),
    check(
      "appointment_services_sane",
      sql`${t.durationMinutes} > 0 and ${t.priceCents} >= 0 and ${t.capacity} > 0 and ${t.bufferBeforeMinutes} >= 0 and ${t.bufferAfterMinutes} >= 0 and ${t.travelMinutes} >= 0`,
    ),
  ],
);

/** A team member who takes appointments: their working week (inside the site's hours). */
export const appointmentStaff = pgTable(
  "appointment_staff",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: siteId(),
    teamMemberId: uuid("team_member_id").notNull(),
    /** Weekly spans as the site's hours are kept ({ days, opens, closes }); empty: the site's own hours. */
    hours: jsonb("hours").$type<Json<"staffHours">>().notNull().default([]),
    position: integer("position").notNull().default(0),
    /** When they stopped taking appointments: visitors no longer see them; their appointments stay (no cascade). */
    stoppedAt: timestamp("stopped_at", { withTimezone: true }),
  },
  (t) => [
    unique("appointment_staff_site_member").on(t.siteId, t.teamMemberId),
    unique("appointment_staff_site_id").on(t.siteId, t.id),
    foreignKey({ columns: [t.siteId, t.teamMemberId], foreignColumns: [teamMembers.siteId, teamMembers.id] }).onDelete("cascade"),
  ],
);

/** Which person gives which service. */
export const appointmentServiceStaff = pgTable(
  "appointment_service_staff",
  {
    siteId: siteId(),
    serviceId: uuid("service_id").notNull(),
    staffId: uuid("staff_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.serviceId, t.staffId] }),
    foreignKey({ columns: [t.siteId, t.serviceId], foreignColumns: [appointmentServices.siteId, appointmentServices.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.siteId, t.staffId], foreignColumns: [appointmentStaff.siteId, appointmentStaff.id] }).onDelete("cascade"),
  ],
);

/**
 * A stretch of one person's time: an appointment, a class with its places,
 * or time off. blocked_from/blocked_until include the buffers and travel; the
 * exclusion constraint (in the migration) refuses two active stretches of one
 * person that overlap, so nobody is booked twice, whatever the application does.
 */
export const appointmentSlotKind = pgEnum("appointment_slot_kind", ["appointment", "class", "time_off"]);

export const appointmentSlots = pgTable(
  "appointment_slots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: siteId(),
    staffId: uuid("staff_id").notNull(),
    /** Null for time off. */
    serviceId: uuid("service_id"),
    kind: appointmentSlotKind("kind").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    blockedFrom: timestamp("blocked_from", { withTimezone: true }).notNull(),
    blockedUntil: timestamp("blocked_until", { withTimezone: true }).notNull(),
    capacity: integer("capacity").notNull().default(1),
    /** False once cancelled (or a class's last place given back): the time is free again. */
    active: boolean("active").notNull().default(true),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    unique("appointment_slots_site_id").on(t.siteId, t.id),
    check("appointment_slots_ordered", sql`${t.blockedFrom} <= ${t.startsAt} and ${t.startsAt} < ${t.endsAt} and ${t.endsAt} <= ${t.blockedUntil}`),
    check("appointment_slots_service", sql`(${t.kind} = 'time_off') = (${t.serviceId} is null)`),
    foreignKey({ columns: [t.siteId, t.staffId], foreignColumns: [appointmentStaff.siteId, appointmentStaff.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.siteId, t.serviceId], foreignColumns: [appointmentServices.siteId, appointmentServices.id] }).onDelete("cascade"),
    index("appointment_slots_site_time").on(t.siteId, t.blockedFrom),
  ],
);

/**
 * "awaiting_payment": held while its deposit's checkout is open; "requested": held until the owner
 * approves or declines it. Both keep their time (the slot stays active) and count as taken.
 */
export const appointmentStatus = pgEnum("appointment_status", ["confirmed", "cancelled", "no_show", "awaiting_payment", "requested"]);

/** One customer's place in a slot (one for an appointment, up to the capacity for a class). */
export const appointments = pgTable(
  "appointments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: siteId(),
    slotId: uuid("slot_id").notNull(),
    contactId: uuid("contact_id").notNull(),
    /** Shown to the customer and in mail: "A-7K2M-Q9XD". */
    reference: text("reference").notNull(),
    status: appointmentStatus("status").notNull().default("confirmed"),
    name: text("name").notNull(),
    phone: text("phone"),
    /** Where the service is given, for one at the customer's address. */
    address: text("address"),
    notes: text("notes").notNull().default(""),
    /** "website", "phone". */
    source: text("source").notNull().default("website"),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    /** The deposit or prepayment's payment (modules/payments), when the service asks for one. */
    paymentId: uuid("payment_id"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("appointments_site_reference").on(t.siteId, t.reference),
    foreignKey({ columns: [t.siteId, t.paymentId], foreignColumns: [payments.siteId, payments.id] }),
    index("appointments_payment").on(t.paymentId),
    foreignKey({ columns: [t.siteId, t.slotId], foreignColumns: [appointmentSlots.siteId, appointmentSlots.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.siteId, t.contactId], foreignColumns: [contacts.siteId, contacts.id] }).onDelete("cascade"),
    index("appointments_slot").on(t.slotId),
  ],
);

/**
 * What a visitor typed into a booking form that came back with a problem,
 * kept for a few minutes under a random token so the form can show it again
 * without it travelling in the address (where logs and history would keep
 * it). Only the same visitor's address reads it back.
 */
export const appointmentDrafts = pgTable(
  "appointment_drafts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: siteId(),
    clientAddress: text("client_address").notNull(),
    typed: jsonb("typed").$type<Record<string, string>>().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("appointment_drafts_expires").on(t.expiresAt)],
);
