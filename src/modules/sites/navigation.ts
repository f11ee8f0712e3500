import { eq } from "drizzle-orm";
import type { z } from "zod";
import { db, schema } from "@/server/db/client";
import { batch } from "@/server/db/write";
import { AppError } from "@/lib/errors";
import { editorFor } from "@/modules/admin/editable";
import { reworded, specOf } from "@/modules/admin/schema-form/spec";
import { settingsSchema, type SiteSettings } from "./schema";
import { settingsForUpdate, updateSiteSettings } from "./service";
import type { SiteId } from "./queries";

export const navigationSchema = settingsSchema.pick({ navigation: true });
export type NavigationInput = z.input<typeof navigationSchema>;

/** The site's menu as one record, whose id is the site's. */
export interface SiteNavigation {
  id: string;
  navigation: SiteSettings["navigation"];
}

/**
 * The menu lives in the site's settings. It keeps a history like any content
 * (entity "navigation", id = the site's) and cannot be deleted, only emptied.
 */
export const navigationEditor = editorFor<SiteNavigation, NavigationInput>({
  entity: "navigation",
  noun: "navigation",
  async find(siteId, id) {
    if (id !== siteId) return null;
    const [row] = await db().select({ settings: schema.sites.settings }).from(schema.sites).where(eq(schema.sites.id, siteId));
    return row ? { id: siteId, navigation: row.settings.navigation } : null;
  },
  insert: (siteId, input) => saveNavigation(siteId, input),
  update: (siteId, _id, input) => saveNavigation(siteId, input),
  remove: () => Promise.reject(new AppError("conflict", "The navigation cannot be deleted; remove its items instead.")),
  toInput: (row) => ({ navigation: row.navigation }),
  describe: () => "of the site",
});

/** Replaces the menu, leaving the rest of the settings as they are at that moment. */
async function saveNavigation(siteId: SiteId, input: NavigationInput): Promise<SiteNavigation> {
  const { navigation } = navigationSchema.parse(input);
  return batch(async () => {
    const settings = await settingsForUpdate(siteId);
    await updateSiteSettings(siteId, { settings: { ...settings, navigation } });
    return { id: siteId, navigation };
  });
}

/** The drawn form, worded for people: one-line links, "Menu item 2" rather than "Navigation 2". */
export const navigationSpec = reworded(
  specOf(navigationSchema),
  { navigation: { label: "Menu", item: "Menu item" }, href: { label: "Link" }, children: { label: "Sub-menu", item: "Sub-item" } },
  { leaf: (spec) => (spec.kind === "text" ? { ...spec, multiline: false } : spec), help: false },
);
