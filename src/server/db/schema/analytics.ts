import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { authUsers } from "./admin";
import { sites } from "./sites";

/*
 * Visitor analytics without cookies or personal data (server/analytics).
 * No table here holds an address or a user agent: a visitor is a hash of the
 * day's salt, the site, the address and the user agent, and the salt is
 * deleted when its day is over, so yesterday's hashes can no longer be
 * linked to anyone, nor to today's.
 */

/** One salt per UTC day, shared by every instance; older days' rows are deleted. */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day").primaryKey(),
  salt: text("salt").notNull(),
});

/** Counted page views (a row per view, or per identical views in one batch), kept ANALYTICS_RAW_DAYS days; the daily rollups outlive them. */
export const analyticsViews = pgTable(
  "analytics_views",
  {
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull(),
    day: date("day").notNull(),
    /** The path inside the site, without its query: "/" for the home page, "/menu". */
    path: text("path").notNull(),
    /** The referring site's host name (another site's, never our own), or the utm_source. */
    referrer: text("referrer"),
    campaign: text("campaign"),
    device: text("device").notNull(),
    country: text("country"),
    /** hash(day's salt, site, address, user agent), 16 hex digits: the same visitor on the same day, nothing more. */
    visitor: text("visitor").notNull(),
    /** Identical views in one batch (the same visitor reloading a page) are one row with their count. */
    views: integer("views").notNull().default(1),
  },
  (t) => [index("analytics_views_site_day").on(t.siteId, t.day)],
);

/**
 * Views and visitors per site and day by one dimension: `site` (value ""),
 * `page`, `referrer`, `campaign`, `device`, `country`. Written by the rollup
 * from the raw rows; what the dashboard reads for every day before today.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    dimension: text("dimension").notNull(),
    value: text("value").notNull(),
    views: integer("views").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.dimension, t.value] })],
);

/** People who asked for no weekly summary mail (their profile's choice); everyone else with a site gets it. */
export const weeklySummaryOptOuts = pgTable("weekly_summary_opt_outs", {
  userId: text("user_id")
    .primaryKey()
    .references(() => authUsers.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A week's summary written to the outbox for a person, by the Monday it starts: any instance's task claims it once. */
export const weeklySummariesSent = pgTable(
  "weekly_summaries_sent",
  {
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    week: date("week").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.week] })],
);
