"use server";

import { adminAction } from "@/modules/admin/form-action";
import type { AdminActionState } from "@/modules/admin/action-state";
import { adminResult } from "@/modules/admin/action-result";
import { parsePayload } from "@/modules/admin/schema-form/payload";
import { formToInput } from "@/modules/admin/schema-form/spec";
import { currentActor } from "@/modules/auth/session";
import { saveSiteSettings, siteSettingsSpec, type SiteSettingsForm } from "./admin";
import { zoneOfSite } from "@/modules/sites/queries";

export const saveSiteSettingsAction = adminAction(
  ["state", "form"],
  async function saveSiteSettingsAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const site = String(form.get("site"));
      await saveSiteSettings(await currentActor(), site, formToInput(siteSettingsSpec(), parsePayload(form), await zoneOfSite(site)) as SiteSettingsForm);
      return "Saved; the site shows the change now.";
    });
  },
);
