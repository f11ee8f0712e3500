"use server";

import { adminAction } from "@/modules/admin/form-action";
import type { AdminActionState } from "@/modules/admin/action-state";
import { adminResult } from "@/modules/admin/action-result";
import { parsePayload } from "@/modules/admin/schema-form/payload";
import { formToInput } from "@/modules/admin/schema-form/spec";
import { currentActor } from "@/modules/auth/session";
import { zoneOfSite } from "@/modules/sites/queries";
import { menuSpec } from "./form";
import type { SiteMenuInput } from "./schema";
import { menuEditor } from "./service";

export const saveMenuAction = adminAction(
  ["state", "form"],
  async function saveMenuAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const site = String(form.get("site"));
      const input = formToInput(menuSpec, parsePayload(form), await zoneOfSite(site)) as SiteMenuInput;
      await menuEditor.save(await currentActor(), site, String(form.get("id")), input);
      return "Saved; the menu pages, the home page and the order form show it now.";
    });
  },
);
