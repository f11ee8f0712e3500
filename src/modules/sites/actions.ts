"use server";

import type { AdminActionState } from "@/modules/admin/action-state";
import { adminResult } from "@/modules/admin/action-result";
import { parsePayload } from "@/modules/admin/schema-form/payload";
import { formToInput } from "@/modules/admin/schema-form/spec";
import { currentActor } from "@/modules/auth/session";
import { saveSiteSettings, siteSettingsSpec, type SiteSettingsForm } from "./admin";

export async function saveSiteSettingsAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
  return adminResult(async () => {
    await saveSiteSettings(await currentActor(), String(form.get("site")), formToInput(siteSettingsSpec(), parsePayload(form)) as SiteSettingsForm);
    return "Saved; the site shows the change now.";
  });
}
