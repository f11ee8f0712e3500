import "server-only";
import { eq } from "drizzle-orm";
import { cached, tags } from "@/server/cache";
import { db, schema } from "@/server/db/client";
import type { SiteId } from "@/modules/sites/queries";
import { EMPTY_MENU, siteMenuShape, type SiteMenu } from "./schema";

/** The site's menu, as every block and the order pricing read it; dropped with the site's cache by every save. */
export function siteMenu(siteId: SiteId): Promise<SiteMenu> {
  return cached(`menu:${siteId}`, [tags.site(siteId)], async () => (await storedMenu(siteId))?.menu ?? EMPTY_MENU);
}

/** The stored row, past the cache (the editor's version check reads its updatedAt); null before the first save. */
export async function storedMenu(siteId: SiteId): Promise<{ menu: SiteMenu; updatedAt: Date } | null> {
  const [row] = await db()
    .select({ menu: schema.siteMenus.menu, updatedAt: schema.siteMenus.updatedAt })
    .from(schema.siteMenus)
    .where(eq(schema.siteMenus.siteId, siteId));
  if (!row) return null;
  // Read through the schema, so a menu stored before a field existed (migration 0034's) has its defaults.
  const parsed = siteMenuShape.safeParse(row.menu);
  return { menu: parsed.success ? parsed.data : EMPTY_MENU, updatedAt: row.updatedAt };
}
