import { boolean, check, date, doublePrecision, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { ImageRef } from "@/lib/image-ref";
import type { RichTextDoc } from "@/lib/rich-text/schema";
import { sites } from "./sites";

/**
 * A rental operator's homes for rent (modules/rentals): each with its own
 * page, and the applications to rent it point at it (submissions.unit_id).
 */
export const rentalUnits = pgTable(
  "rental_units",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    /** Its address as a visitor reads it: "418 Park Avenue, Apartment 2". */
    title: text("title").notNull(),
    neighborhood: text("neighborhood").notNull(),
    summary: text("summary").notNull(),
    description: jsonb("description").$type<RichTextDoc>().notNull(),
    /** The first is the card's (lib/image-ref.ts). */
    photos: jsonb("photos").$type<ImageRef[]>().notNull().default([]),
    rentCents: integer("rent_cents").notNull(),
    /** 0 is a studio. */
    bedrooms: integer("bedrooms").notNull(),
    /** In halves: 1.5 is a full bathroom and a half one. */
    bathrooms: doublePrecision("bathrooms").notNull(),
    squareFeet: integer("square_feet"),
    /** The first day a tenant can move in; a day in the past means now. */
    availableFrom: date("available_from", { mode: "string" }).notNull(),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    /** Leased: kept with its applications, no longer listed or offered on the application form. */
    leased: boolean("leased").notNull().default(false),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("rental_units_site_slug").on(t.siteId, t.slug),
    unique("rental_units_site_id").on(t.siteId, t.id),
    check("rental_units_rent_positive", sql`${t.rentCents} > 0`),
    check("rental_units_rooms", sql`${t.bedrooms} >= 0 and ${t.bathrooms} > 0`),
  ],
);
