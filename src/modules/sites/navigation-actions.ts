"use server";

import { adminAction } from "@/modules/admin/form-action";
import type { AdminActionState } from "@/modules/admin/action-state";
import { adminResult } from "@/modules/admin/action-result";
import { parsePayload } from "@/modules/admin/schema-form/payload";
import { formToInput } from "@/modules/admin/schema-form/spec";
import { currentActor } from "@/modules/auth/session";
import { navigationEditor, navigationSpec, type NavigationInput } from "./navigation";
import { zoneOfSite } from "@/modules/sites/queries";

export const saveNavigationAction = adminAction(
  ["state", "form"],
  async function saveNavigationAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const input = formToInput(navigationSpec, parsePayload(form), await zoneOfSite(String(form.get("site")))) as NavigationInput;
      await navigationEditor.save(await currentActor(), String(form.get("site")), String(form.get("id")), input);
      return "Saved; every page of the site shows the new menu now.";
    });
  },
);
