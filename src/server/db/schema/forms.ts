import { sql } from "drizzle-orm";
import { boolean, foreignKey, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { RichTextDoc } from "@/lib/rich-text/schema";
import type { Json } from "./json";
import { rentalUnits } from "./rentals";
import { sites } from "./sites";

const siteId = () =>
  uuid("site_id")
    .notNull()
    .references(() => sites.id, { onDelete: "cascade" });

export const forms = pgTable(
  "forms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: siteId(),
    key: text("key").notNull(),
    definition: jsonb("definition").$type<Json<"formDefinition">>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("forms_site_key").on(t.siteId, t.key), unique("forms_site_id").on(t.siteId, t.id)],
);

/** Everyone who has submitted, subscribed, applied, booked, donated or paid: one per email per site. */
export const contacts = pgTable(
  "contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: siteId(),
    /** The key in the contact's own signed link (/contacts/{key}/{hash}); random, never the row id. */
    publicKey: text("public_key").notNull().unique(),
    /** Lower-cased. */
    email: text("email").notNull(),
    name: text("name"),
    phone: text("phone"),
    deletionRequestedAt: timestamp("deletion_requested_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("contacts_site_email").on(t.siteId, t.email), unique("contacts_site_id").on(t.siteId, t.id)],
);

export const submissionStatus = pgEnum("submission_status", ["new", "read", "archived", "spam"]);

export const submissions = pgTable(
  "submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: siteId(),
    formId: uuid("form_id").notNull(),
    /** Null for spam: a quarantined post never creates or touches a contact (its email stays in `data`). */
    contactId: uuid("contact_id"),
    /** Shown to the visitor and quoted in mail: "MS-4K7P-2QXD". */
    reference: text("reference").notNull(),
    /** The same submission sent twice (double click, retry) has the same fingerprint and is stored once. */
    fingerprint: text("fingerprint").notNull(),
    data: jsonb("data").$type<Json<"submittedValues">>().notNull(),
    status: submissionStatus("status").notNull().default("new"),
    spamReason: text("spam_reason"),
    pagePath: text("page_path"),
    /** The home a rental application is for (a form's `unit` field): one of the site's own, checked by the key below. */
    unitId: uuid("unit_id"),
    /** When the site last replied from the inbox (the replies are outbox rows naming this submission). */
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("submissions_site_reference").on(t.siteId, t.reference),
    unique("submissions_site_fingerprint").on(t.siteId, t.fingerprint),
    unique("submissions_site_id").on(t.siteId, t.id),
    foreignKey({ columns: [t.siteId, t.formId], foreignColumns: [forms.siteId, forms.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.siteId, t.contactId], foreignColumns: [contacts.siteId, contacts.id] }).onDelete("cascade"),
    // A deleted unit leaves its applications, without it (the migration sets only unit_id to null: site_id stays).
    foreignKey({ name: "submissions_unit_fk", columns: [t.siteId, t.unitId], foreignColumns: [rentalUnits.siteId, rentalUnits.id] }).onDelete("set null"),
    index("submissions_site_created").on(t.siteId, t.createdAt),
  ],
);

/** Uploaded files: stored outside anything served, under generated names; served only to the site's editors. */
export const submissionFiles = pgTable(
  "submission_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: siteId(),
    submissionId: uuid("submission_id").notNull(),
    field: text("field").notNull(),
    originalName: text("original_name").notNull(),
    storedName: text("stored_name").notNull().unique(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [foreignKey({ columns: [t.siteId, t.submissionId], foreignColumns: [submissions.siteId, submissions.id] }).onDelete("cascade")],
);

export const newsletterStatus = pgEnum("newsletter_status", ["draft", "scheduled", "sending", "sent"]);

/**
 * A mail to a site's lists: written by the owner, or made from a published
 * post, news item or event. Its text and HTML are rendered when the send
 * starts and kept, so every recipient gets the same words.
 */
export const newsletters = pgTable(
  "newsletters",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: siteId(),
    subject: text("subject").notNull(),
    body: jsonb("body").$type<RichTextDoc>().notNull(),
    lists: text("lists")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: newsletterStatus("status").notNull().default("draft"),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    /** What it was made from ("news", "post", "event") and that item's id; an automatic send of a news item is made once. */
    sourceKind: text("source_kind"),
    sourceId: uuid("source_id"),
    automatic: boolean("automatic").notNull().default(false),
    /** Rendered at the send, with %%UNSUBSCRIBE%% where each recipient's own link goes. */
    textBody: text("text_body"),
    htmlBody: text("html_body"),
    recipients: integer("recipients"),
    /** Why a send did not start (beyond the site's monthly allowance): it stays a draft, and the owner's page says so. */
    heldReason: text("held_reason"),
    createdBy: text("created_by"),
    startedAt: timestamp("started_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("newsletters_site_id").on(t.siteId, t.id),
    uniqueIndex("newsletters_automatic_source")
      .on(t.siteId, t.sourceKind, t.sourceId)
      .where(sql`${t.automatic}`),
    index("newsletters_due")
      .on(t.scheduledAt)
      .where(sql`${t.status} = 'scheduled'`),
  ],
);

/** A site's settings for a list (its subscriptions name it by key): its name, and whether every news item is sent to it when published. */
export const mailLists = pgTable(
  "mail_lists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: siteId(),
    key: text("key").notNull(),
    name: text("name").notNull(),
    autoNews: boolean("auto_news").notNull().default(false),
  },
  (t) => [unique("mail_lists_site_key").on(t.siteId, t.key)],
);

/** Addresses a receiving server refused for good (a 5xx): the site's newsletters never go to them again. */
export const mailSuppressions = pgTable(
  "mail_suppressions",
  {
    siteId: siteId(),
    email: text("email").notNull(),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.email] })],
);

export const mailStatus = pgEnum("mail_status", ["pending", "sending", "sent", "failed"]);

/**
 * The transactional outbox: mail is written here in the same transaction as
 * what it reports, and a worker delivers it with retries. Without SMTP it
 * stays here, readable.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null for the platform's own mail (password resets, invitations). */
    siteId: uuid("site_id").references(() => sites.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    /** The HTML part, when the mail has one (a newsletter's test; a newsletter's recipients take the newsletter's own). */
    htmlBody: text("html_body"),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    /** The name the mail is from ("Daily Grind Coffee"), at the platform's sending address; null: the platform's own name. */
    fromName: text("from_name"),
    /** A reply from the inbox: the message it answers, so the thread is the message and its replies. */
    submissionId: uuid("submission_id"),
    /** One recipient's copy of a newsletter: its text and HTML are the newsletter's, rendered once (modules/newsletters). */
    newsletterId: uuid("newsletter_id"),
    /** Newsletters: claimed after every other due mail, so a booking's confirmation never waits behind a large send. */
    bulk: boolean("bulk").notNull().default(false),
    status: mailStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A mail held for a date (a gift card for a birthday): not claimed before it, and its retries count from it, not from created_at. */
    dueAt: timestamp("due_at", { withTimezone: true }),
    lastError: text("last_error"),
    messageId: text("message_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("outbox_due")
      .on(t.status, t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index("outbox_site").on(t.siteId, t.createdAt),
    /** Newsletter copies sent lately: the sending rates count them (newsletters/limits.ts). */
    index("outbox_bulk_sent")
      .on(t.sentAt)
      .where(sql`${t.bulk}`),
    index("outbox_submission")
      .on(t.siteId, t.submissionId)
      .where(sql`${t.submissionId} is not null`),
    foreignKey({ columns: [t.siteId, t.submissionId], foreignColumns: [submissions.siteId, submissions.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.siteId, t.newsletterId], foreignColumns: [newsletters.siteId, newsletters.id] }).onDelete("cascade"),
    // Each recipient gets one copy of a newsletter, however often its send is started again.
    uniqueIndex("outbox_newsletter_recipient")
      .on(t.newsletterId, t.toAddress)
      .where(sql`${t.newsletterId} is not null`),
    index("outbox_lane")
      .on(t.bulk, t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
  ],
);

/** The answers a site gives often ("We're open on holidays"), to start a reply from. */
export const savedReplies = pgTable(
  "saved_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: siteId(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("saved_replies_site_title").on(t.siteId, t.title)],
);

export const subscriptionStatus = pgEnum("subscription_status", ["pending", "confirmed", "unsubscribed"]);

/** Newsletter and notice lists, double opt-in: nothing is sent before the visitor confirms. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: siteId(),
    contactId: uuid("contact_id").notNull(),
    list: text("list").notNull(),
    status: subscriptionStatus("status").notNull().default("pending"),
    /** The exact wording the visitor agreed to, and when and from where. */
    consentText: text("consent_text").notNull(),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull().defaultNow(),
    consentIp: text("consent_ip"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    unique("subscriptions_site_contact_list").on(t.siteId, t.contactId, t.list),
    foreignKey({ columns: [t.siteId, t.contactId], foreignColumns: [contacts.siteId, contacts.id] }).onDelete("cascade"),
  ],
);
