"use server";

import { adminAction } from "@/modules/admin/form-action";
import type { AdminActionState } from "@/modules/admin/action-state";
import { adminResult } from "@/modules/admin/action-result";
import { currentActor } from "@/modules/auth/session";
import { launchSite } from "./service";

export const launchSiteAction = adminAction(
  ["string", "state", "form"],
  async function launchSiteAction(siteSlug: string, _state: AdminActionState, form: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      await launchSite(await currentActor(), siteSlug, form.getAll("confirm").map(String));
      return `Launched: /${siteSlug} is public now.`;
    });
  },
);
