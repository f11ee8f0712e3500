import { z } from "zod";
import { audited, recordRevision } from "@/modules/audit/service";
import { authorize, type Actor } from "@/modules/auth/access";
import { specOf } from "@/modules/admin/schema-form/spec";
import { settingsSchema, themeSchema } from "./schema";
import { settingsForUpdate, updateSiteSettings } from "./service";

/**
 * A site's own settings and look, for its owners: name, description, contact
 * details, the hours note, social links, footer, and the theme, whose colours must
 * read at WCAG AA before they are saved (themeSchema checks the pairs).
 * Navigation is edited on its own page and is left as it is here.
 */
export const siteSettingsFormSchema = z.object({
  name: z.string().trim().min(1).max(120),
  settings: settingsSchema.omit({ navigation: true, hours: true, seasons: true, specialDays: true, timeZone: true }),
  theme: themeSchema,
});
export type SiteSettingsForm = z.input<typeof siteSettingsFormSchema>;

let spec: ReturnType<typeof specOf> | undefined;
export function siteSettingsSpec() {
  spec ??= specOf(siteSettingsFormSchema);
  return spec;
}

export async function siteSettingsForEditing(actor: Actor | null, siteSlug: string): Promise<SiteSettingsForm> {
  const { site } = await authorize(actor, siteSlug, "site");
  const { navigation: _navigation, hours: _hours, seasons: _seasons, specialDays: _specialDays, timeZone: _timeZone, ...settings } = site.settings;
  return { name: site.name, settings, theme: site.theme };
}

export async function saveSiteSettings(actor: Actor | null, siteSlug: string, input: SiteSettingsForm): Promise<void> {
  const { site, actor: who } = await authorize(actor, siteSlug, "site");
  const form = siteSettingsFormSchema.parse(input);
  await audited(who, site, { action: "site.settings", entity: "site", entityId: site.id, summary: "Saved the site's settings and theme" }, async () => {
    // The menu and the calendar have their own pages: what is stored of them stays.
    const { navigation, hours, seasons, specialDays, timeZone } = await settingsForUpdate(site.id);
    await updateSiteSettings(site.id, {
      name: form.name,
      settings: { ...form.settings, navigation, hours, seasons, specialDays, timeZone },
      theme: form.theme,
    });
    await recordRevision(site.id, who, "site-settings", site.id, form);
  });
}
