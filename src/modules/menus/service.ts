import { sql } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import { tags } from "@/server/cache";
import { schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import { editorFor } from "@/modules/admin/editable";
import { recordImageUses } from "@/modules/media/uses";
import { reindexMenuPages } from "@/modules/pages/service";
import type { SiteId } from "@/modules/sites/queries";
import { storedMenu } from "./queries";
import { EMPTY_MENU, siteMenuSchema, type SiteMenu, type SiteMenuInput } from "./schema";

/** The site's menu as one record, whose id is the site's. */
export interface SiteMenuRecord {
  id: string;
  menu: SiteMenu;
  updatedAt?: Date;
}

/**
 * Replaces the site's menu. Every page showing it (menu blocks, the order
 * form) is dropped from the caches by the site's tag, as for any page edit.
 */
export async function saveSiteMenu(siteId: SiteId, input: SiteMenuInput): Promise<SiteMenuRecord> {
  const menu = siteMenuSchema.parse(input);
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await tx
      .insert(schema.siteMenus)
      .values({ siteId, menu })
      .onConflictDoUpdate({ target: schema.siteMenus.siteId, set: { menu, updatedAt: sql`now()` } })
      .returning({ updatedAt: schema.siteMenus.updatedAt });
    // The dishes' pictures count as used (the media library keeps them), and each page showing the menu is found by its dishes.
    await recordImageUses(tx, siteId, { owner: "menu", label: "the menu" }, [menu]);
    await reindexMenuPages(tx, siteId);
    return { id: siteId, menu, updatedAt: row!.updatedAt };
  });
}

/** The menu keeps a history like any content (entity "menu", id = the site's) and cannot be deleted, only emptied. */
export const menuEditor = editorFor<SiteMenuRecord, SiteMenuInput>({
  entity: "menu",
  noun: "menu",
  async find(siteId, id) {
    if (id !== siteId) return null;
    const row = await storedMenu(siteId);
    return { id: siteId, menu: row?.menu ?? EMPTY_MENU, ...(row && { updatedAt: row.updatedAt }) };
  },
  insert: (siteId, input) => saveSiteMenu(siteId, input),
  update: (siteId, _id, input) => saveSiteMenu(siteId, input),
  remove: () => Promise.reject(new AppError("conflict", "The menu cannot be deleted; remove its sections instead.")),
  toInput: (row) => row.menu,
  describe: () => "of the site",
});
