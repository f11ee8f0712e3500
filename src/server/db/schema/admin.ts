import { boolean, foreignKey, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { sites } from "./sites";

/*
 * People and what they may do. The four auth_* tables are better-auth's own
 * (user, session, account, verification), under our names and in snake_case;
 * their ids are better-auth's generated strings. Everything else here is ours.
 */

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const authUsers = pgTable("auth_users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** Lower-cased by better-auth. */
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const authSessions = pgTable(
  "auth_sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("auth_sessions_user").on(t.userId)],
);

export const authAccounts = pgTable(
  "auth_accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    /** better-auth's scrypt hash. */
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("auth_accounts_user").on(t.userId)],
);

export const authVerifications = pgTable(
  "auth_verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("auth_verifications_identifier").on(t.identifier)],
);

/** The platform's operators: every site, and the console. */
export const operators = pgTable("operators", {
  userId: text("user_id")
    .primaryKey()
    .references(() => authUsers.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

export const siteRole = pgEnum("site_role", ["owner", "editor"]);

/** Who works on which site, as what. */
export const siteMemberships = pgTable(
  "site_memberships",
  {
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    role: siteRole("role").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.userId] }), index("site_memberships_user").on(t.userId)],
);

/**
 * An invitation to someone who already has an account: they work on the site
 * only once they accept it (signed in as themselves), so an owner cannot
 * attach anyone's account to their site. A new account's invitation is its
 * password link instead (modules/people).
 */
export const siteInvitations = pgTable(
  "site_invitations",
  {
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    role: siteRole("role").notNull(),
    /** Who invited them, as the invitation names them. */
    invitedBy: text("invited_by").notNull(),
    /** The invitation's mail in the outbox (kept without a site there: it may carry a password link), to show its delivery beside it. */
    mailId: uuid("mail_id"),
    /** The account was made by this invitation: its link may choose the first password until one is chosen. */
    newAccount: boolean("new_account").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.userId] }), index("site_invitations_user").on(t.userId)],
);

/**
 * Every admin write, one row each: who, when, which site, what. Kept when a
 * site is deleted (site_id is not a foreign key), so the log outlives it.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id"),
    siteSlug: text("site_slug"),
    actorId: text("actor_id"),
    actorEmail: text("actor_email").notNull(),
    /** "page.save", "post.publish", "site.suspend", ... */
    action: text("action").notNull(),
    entity: text("entity"),
    entityId: text("entity_id"),
    summary: text("summary").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_site_time").on(t.siteId, t.createdAt), index("audit_log_time").on(t.createdAt)],
);

/** A copy of a record as saved, for history and restore. */
export const revisions = pgTable(
  "revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** "page", "post", "event", ... */
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    data: jsonb("data").notNull(),
    authorEmail: text("author_email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("revisions_entity").on(t.siteId, t.entity, t.entityId, t.createdAt)],
);

/** Deleted content, whole, until it is restored or emptied. */
export const trash = pgTable(
  "trash",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    label: text("label").notNull(),
    data: jsonb("data").notNull(),
    deletedByEmail: text("deleted_by_email").notNull(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("trash_site_time").on(t.siteId, t.deletedAt)],
);

/** A site's images: the original and its resized variants, in storage; alt text before use. */
export const mediaAssets = pgTable(
  "media_assets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    originalName: text("original_name").notNull(),
    storedName: text("stored_name").notNull(),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    size: integer("size").notNull(),
    /** Width -> stored name, per format: { webp: { "640": "ab12.webp" }, avif: {...} }. */
    variants: jsonb("variants").$type<Record<string, Record<string, string>>>().notNull(),
    alt: text("alt"),
    /** The image's most common colour ("#a1b2c3"), painted where it will appear while it loads. */
    dominantColor: text("dominant_color"),
    /** SHA-256 of the uploaded bytes (hex): the same file uploaded again is the image already stored. */
    contentHash: text("content_hash"),
    createdAt: createdAt(),
  },
  (t) => [
    index("media_site_time").on(t.siteId, t.createdAt),
    // The target of media_uses' foreign key: an image is used only by content of its own site.
    unique("media_site_id").on(t.siteId, t.id),
    unique("media_site_hash").on(t.siteId, t.contentHash),
  ],
);

/**
 * The pictures a site made from a template came with (the showroom's), by
 * the hash of their bytes: until the owner puts their own in their place
 * (another image, or a new file for the same one), the launch checklist
 * names where each is used. The hash, not the image's id: a new file for the
 * same image makes it the owner's.
 */
export const templatePictures = pgTable(
  "template_pictures",
  {
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    contentHash: text("content_hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.contentHash] })],
);

/**
 * Where content uses an image: one row per image per piece of content
 * (`owner` = "page:{id}", "post:{id}", …), rewritten whenever that content
 * is saved. The foreign key on (site_id, asset_id) is what makes the database
 * refuse another site's image, and a delete of an image still in use (NO
 * ACTION, checked at the statement's end, so deleting a whole site, which
 * cascades to both tables, still works).
 */
export const mediaUses = pgTable(
  "media_uses",
  {
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    assetId: uuid("asset_id").notNull(),
    owner: text("owner").notNull(),
    /** What to call the owner in "where is it used": 'page "/about"'. */
    label: text("label").notNull(),
    /** Where in the admin the owner is edited. */
    href: text("href"),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.owner, t.assetId] }),
    foreignKey({ name: "media_uses_asset", columns: [t.siteId, t.assetId], foreignColumns: [mediaAssets.siteId, mediaAssets.id] }),
    index("media_uses_by_asset").on(t.siteId, t.assetId),
  ],
);
