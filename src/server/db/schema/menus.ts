import { jsonb, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Json } from "./json";
import { sites } from "./sites";

/**
 * A site's one menu (modules/menus): sections, dishes, prices, options and
 * labels, as one record the menu blocks and ordering for pickup all read.
 */
export const siteMenus = pgTable("site_menus", {
  siteId: uuid("site_id")
    .primaryKey()
    .references(() => sites.id, { onDelete: "cascade" }),
  menu: jsonb("menu").$type<Json<"siteMenu">>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
