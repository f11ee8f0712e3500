import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { tags } from "@/server/cache/tags";
import { db, schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import type { Transaction } from "@/server/db/client";
import { AppError, uniqueViolation } from "@/lib/errors";
import type { SiteId } from "@/modules/sites/queries";

const path = z
  .string()
  .trim()
  .transform((p) => p.replace(/^\/+|\/+$/g, ""))
  .pipe(
    z
      .string()
      .min(1, "Give the old address, such as old-menu")
      .max(300)
      .regex(
        /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/,
        "Use the address as it follows the site's name: lowercase words with dashes, / between levels, such as services/old-menu",
      ),
  );

export const redirectInputSchema = z.object({
  fromPath: path,
  toPath: z
    .string()
    .trim()
    .max(2000)
    .transform((p) => (/^https?:\/\//.test(p) ? p : p.replace(/^\/+|\/+$/g, "")))
    .refine(
      (p) => /^https?:\/\//.test(p) || /^(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/.test(p),
      "Give a page of this site (such as menu, or nothing for the home page) or a full web address starting with https://",
    ),
  permanent: z.boolean().default(true),
});
export type RedirectInput = z.input<typeof redirectInputSchema>;

export async function saveRedirect(siteId: SiteId, input: RedirectInput): Promise<void> {
  const data = redirectInputSchema.parse(input);
  if (data.fromPath === data.toPath) throw new AppError("bad_input", "An address cannot send visitors to itself.", { field: "toPath" });
  try {
    await write([tags.site(siteId)], (tx) => tx.insert(schema.redirects).values({ siteId, ...data }));
  } catch (error) {
    if (uniqueViolation(error, "redirects_site_from"))
      throw new AppError("conflict", `/${data.fromPath} already sends visitors elsewhere; remove that redirect first.`, { field: "fromPath" });
    throw error;
  }
}

export async function deleteRedirect(siteId: SiteId, id: string): Promise<void> {
  await write([tags.site(siteId)], (tx) => tx.delete(schema.redirects).where(and(eq(schema.redirects.siteId, siteId), eq(schema.redirects.id, id))));
}

/** A link to `from` (or below it, or to a part of it) as a link to `to`; any other link as it was. */
export function movedHref(href: string, from: string, to: string): string {
  if (href === from) return to;
  for (const mark of ["/", "#", "?"]) if (href.startsWith(`${from}${mark}`)) return `${to}${href.slice(from.length)}`;
  return href;
}

/** Every `href` in a JSON value, moved. */
function withMovedLinks<T>(value: T, from: string, to: string): { value: T; changed: boolean } {
  let changed = false;
  const next = JSON.parse(JSON.stringify(value), (key, v: unknown) => {
    if (key !== "href" || typeof v !== "string") return v;
    const moved = movedHref(v, from, to);
    if (moved !== v) changed = true;
    return moved;
  }) as T;
  return { value: next, changed };
}

/**
 * A page of the site moved from one address to another (inside the page's
 * save): the old address sends visitors on for good, redirects to it follow
 * it, one from the new address goes, and the menu's and the other pages'
 * links to it are changed to the new address.
 */
export async function pageMoved(tx: Transaction, siteId: SiteId, from: string, to: string): Promise<void> {
  if (from === to || from === "") return;
  await tx.delete(schema.redirects).where(and(eq(schema.redirects.siteId, siteId), eq(schema.redirects.fromPath, to)));
  await tx
    .update(schema.redirects)
    .set({ toPath: to })
    .where(and(eq(schema.redirects.siteId, siteId), eq(schema.redirects.toPath, from)));
  await tx
    .insert(schema.redirects)
    .values({ siteId, fromPath: from, toPath: to, permanent: true })
    .onConflictDoUpdate({ target: [schema.redirects.siteId, schema.redirects.fromPath], set: { toPath: to, permanent: true } });

  const [site] = await tx.select({ settings: schema.sites.settings }).from(schema.sites).where(eq(schema.sites.id, siteId)).for("update");
  if (site) {
    const { value, changed } = withMovedLinks(site.settings, from, to);
    if (changed) await tx.update(schema.sites).set({ settings: value }).where(eq(schema.sites.id, siteId));
  }
  const pages = await tx.select({ id: schema.pages.id, blocks: schema.pages.blocks }).from(schema.pages).where(eq(schema.pages.siteId, siteId));
  for (const page of pages) {
    const { value, changed } = withMovedLinks(page.blocks, from, to);
    if (changed)
      await tx
        .update(schema.pages)
        .set({ blocks: value })
        .where(and(eq(schema.pages.siteId, siteId), eq(schema.pages.id, page.id)));
  }
}

/** Where the menu and the site's pages link to an address (or below it): for a warning before it is deleted. */
export async function linksTo(siteId: SiteId, path: string, exceptPageId?: string): Promise<string[]> {
  const tx = db();
  const places: string[] = [];
  const [site] = await tx.select({ settings: schema.sites.settings }).from(schema.sites).where(eq(schema.sites.id, siteId));
  if (site && withMovedLinks(site.settings, path, "\u0000").changed) places.push("the menu, header or footer links");
  const pages = await tx
    .select({ id: schema.pages.id, title: schema.pages.title, blocks: schema.pages.blocks })
    .from(schema.pages)
    .where(eq(schema.pages.siteId, siteId));
  for (const page of pages) if (page.id !== exceptPageId && withMovedLinks(page.blocks, path, "\u0000").changed) places.push(`the page “${page.title}”`);
  return places;
}
