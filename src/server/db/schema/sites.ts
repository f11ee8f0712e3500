import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { RESERVED_SLUGS } from "@/lib/reserved";
import type { Json } from "./json";

export const siteStatus = pgEnum("site_status", ["active", "suspended"]);

const reservedList = sql.raw(RESERVED_SLUGS.map((s) => `'${s}'`).join(", "));

export const sites = pgTable(
  "sites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    kind: text("kind").notNull(),
    theme: jsonb("theme").$type<Json<"siteTheme">>().notNull(),
    settings: jsonb("settings").$type<Json<"siteSettings">>().notNull(),
    status: siteStatus("status").notNull().default("active"),
    /** False for a site made from a template until its owner launches it: visitors get a "coming soon" page meanwhile. */
    launched: boolean("launched").notNull().default(true),
    /** Set by the operator: newsletter copies a minute and a calendar month (UTC); null takes the platform's default (MAIL_SITE_PER_MINUTE, MAIL_MONTHLY_ALLOWANCE). */
    mailPerMinute: integer("mail_per_minute"),
    mailMonthlyAllowance: integer("mail_monthly_allowance"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("sites_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`), check("sites_slug_not_reserved", sql`${t.slug} not in (${reservedList})`)],
);

/**
 * Where each collection of a site is mounted: jobs at "careers" on one site,
 * "job-opportunities" on another. The collection is its key in the registry
 * (modules/content/collections.ts), so a new kind needs no change here.
 */
export const collectionMounts = pgTable(
  "collection_mounts",
  {
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    collection: text("collection").notNull(),
    basePath: text("base_path").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.collection] }),
    unique("collection_mounts_site_base_path").on(t.siteId, t.basePath),
    check("collection_mounts_collection_format", sql`${t.collection} ~ '^[a-z]+(-[a-z]+)*$'`),
  ],
);

export const siteDomainStatus = pgEnum("site_domain_status", ["pending", "verified"]);

/**
 * A site's own domains (`copperkettle.example`): added by its owner as
 * pending, verified by its token in the domain's TXT record, then served at
 * their root, and checked again every few hours while they are. A domain belongs to one site at most, across the
 * platform; one verified domain of a site may be its primary, where the
 * site's prefix addresses send visitors and its absolute links point.
 */
export const siteDomains = pgTable(
  "site_domains",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** Lowercase, without a trailing dot or a port. */
    domain: text("domain").notNull(),
    status: siteDomainStatus("status").notNull().default("pending"),
    /** What the domain's DNS must hold to prove it is the site's: the TXT record _mainstreet.{domain}. */
    token: text("token").notNull(),
    primary: boolean("primary").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    /** When a verified domain's TXT record was last read (modules/sites/domain-recheck.ts). */
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    /** Since when a verified domain's TXT record has been missing or wrong; null while it holds. */
    failingSince: timestamp("failing_since", { withTimezone: true }),
  },
  (t) => [
    unique("site_domains_domain").on(t.domain),
    unique("site_domains_token").on(t.token),
    uniqueIndex("site_domains_one_primary")
      .on(t.siteId)
      .where(sql`${t.primary}`),
    check("site_domains_domain_format", sql`${t.domain} ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$'`),
    check("site_domains_primary_verified", sql`not ${t.primary} or ${t.status} = 'verified'`),
    check("site_domains_verified_at", sql`(${t.status} = 'verified') = (${t.verifiedAt} is not null)`),
  ],
);

/** Platform-wide switches (e.g. whether the home page lists the sites). */
export const platformSettings = pgTable("platform_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A site's redirects: an old address inside the site (as a path, "" never)
 * sent on to another (a path of the site, or a full URL), permanently (301)
 * or for now (302). Made by renaming a page, and edited by the site's owners;
 * the public edge checks them before answering 404.
 */
export const redirects = pgTable(
  "redirects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    fromPath: text("from_path").notNull(),
    toPath: text("to_path").notNull(),
    permanent: boolean("permanent").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("redirects_site_from").on(t.siteId, t.fromPath), check("redirects_from_not_empty", sql`${t.fromPath} <> ''`)],
);
