import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { tags } from "@/server/cache/tags";
import { schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import { AppError, uniqueViolation } from "@/lib/errors";
import { settingsSchema, siteSlugSchema, themeSchema, type SiteSettings, type SiteSettingsInput, type ThemeInput } from "./schema";
import type { SiteId } from "./queries";
import { COLLECTION_KEY, type Mounts } from "@/lib/collections";

const basePathSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/);

export const createSiteSchema = z.object({
  slug: siteSlugSchema,
  name: z.string().trim().min(1).max(120),
  kind: z.string().trim().min(1).max(60),
  theme: themeSchema,
  settings: settingsSchema,
  mounts: z.record(z.string().regex(COLLECTION_KEY), basePathSchema).default({}),
  launched: z.boolean().default(true),
});

export interface CreateSiteInput {
  slug: string;
  name: string;
  kind: string;
  theme: ThemeInput;
  settings: SiteSettingsInput;
  mounts?: Mounts;
  /** False: the site stays behind a "coming soon" page until its owner launches it. */
  launched?: boolean;
}

export async function createSite(input: CreateSiteInput): Promise<SiteId> {
  const data = createSiteSchema.parse(input);
  try {
    return await write([tags.sites], async (tx) => {
      const [row] = await tx
        .insert(schema.sites)
        .values({ slug: data.slug, name: data.name, kind: data.kind, theme: data.theme, settings: data.settings, launched: data.launched })
        .returning({ id: schema.sites.id });
      const id = row!.id as SiteId;
      const mounts = Object.entries(data.mounts).map(([collection, basePath]) => ({ siteId: id, collection, basePath }));
      if (mounts.length) await tx.insert(schema.collectionMounts).values(mounts);
      return id;
    });
  } catch (error) {
    if (uniqueViolation(error, "sites_slug_unique")) throw new AppError("conflict", `A site with the address "${data.slug}" already exists`, { field: "slug" });
    throw error;
  }
}

export async function updateSiteSettings(siteId: SiteId, input: { name?: string; settings?: SiteSettingsInput; theme?: ThemeInput }): Promise<void> {
  const values = {
    ...(input.name !== undefined && { name: z.string().trim().min(1).max(120).parse(input.name) }),
    ...(input.settings !== undefined && { settings: settingsSchema.parse(input.settings) }),
    ...(input.theme !== undefined && { theme: themeSchema.parse(input.theme) }),
  };
  await write([tags.sites, tags.site(siteId)], async (tx) => {
    const updated = await tx
      .update(schema.sites)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(schema.sites.id, siteId))
      .returning({ id: schema.sites.id });
    if (!updated.length) throw new AppError("not_found", "No such site");
  });
}

/**
 * The site's settings read under a row lock, in the caller's batch: a save
 * of one part (the menu, the rest of the settings) made at the same moment
 * waits, then keeps this one's part instead of overwriting it.
 */
export async function settingsForUpdate(siteId: SiteId): Promise<SiteSettings> {
  return write([], async (tx) => {
    const [row] = await tx.select({ settings: schema.sites.settings }).from(schema.sites).where(eq(schema.sites.id, siteId)).for("update");
    if (!row) throw new AppError("not_found", "No such site.");
    return row.settings;
  });
}

export async function setPlatformSetting(key: "directory", value: boolean): Promise<void> {
  await write([tags.platform], async (tx) => {
    await tx
      .insert(schema.platformSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: schema.platformSettings.key, set: { value, updatedAt: sql`now()` } });
  });
}
