import { eq } from "drizzle-orm";
import { cached, tags } from "@/server/cache";
import { db, schema, type Executor } from "@/server/db/client";
import type { Block } from "@/blocks/schemas";
import type { SiteId } from "@/modules/sites/queries";
import { EMPTY_MENU, labelWords, menuShown, siteMenuShape, takeoutSections, type SiteMenu } from "./schema";

/** The site's menu, as every block and the order pricing read it; dropped with the site's cache by every save. */
export function siteMenu(siteId: SiteId): Promise<SiteMenu> {
  return cached(`menu:${siteId}`, [tags.site(siteId)], async () => (await storedMenu(siteId))?.menu ?? EMPTY_MENU);
}

/** The stored row, past the cache (the editor's version check reads its updatedAt); null before the first save. */
export async function storedMenu(siteId: SiteId, tx: Executor = db()): Promise<{ menu: SiteMenu; updatedAt: Date } | null> {
  const [row] = await tx
    .select({ menu: schema.siteMenus.menu, updatedAt: schema.siteMenus.updatedAt })
    .from(schema.siteMenus)
    .where(eq(schema.siteMenus.siteId, siteId));
  if (!row) return null;
  // Read through the schema, so a menu stored before a field existed (migration 0034's) has its defaults.
  const parsed = siteMenuShape.safeParse(row.menu);
  return { menu: parsed.success ? parsed.data : EMPTY_MENU, updatedAt: row.updatedAt };
}

/** The dishes a page's menu and order blocks show, as words for its search document (read in the writer's transaction). */
export async function menuWordsOf(tx: Executor, siteId: SiteId, blocks: readonly Block[]): Promise<string> {
  const shown = blocks.filter((b): b is Extract<Block, { type: "menu" | "orderOnline" }> => b.type === "menu" || b.type === "orderOnline");
  if (!shown.length) return "";
  const menu = (await storedMenu(siteId, tx))?.menu ?? EMPTY_MENU;
  const sections = shown.flatMap((b) =>
    b.type === "menu" ? menuShown(menu, b.props.sections, b.props.favouritesOnly) : takeoutSections(menu, b.props.sections),
  );
  return sections.flatMap((s) => [s.name, s.description ?? "", ...s.items.flatMap((i) => [i.name, i.description ?? "", ...labelWords(i)])]).join(" ");
}
