"use server";

import { adminAction } from "@/modules/admin/form-action";
import { refresh } from "next/cache";
import type { AdminActionState } from "@/modules/admin/action-state";
import { adminResult } from "@/modules/admin/action-result";
import { formText } from "@/modules/auth/http";
import { currentActor } from "@/modules/auth/session";
import { addRedirect, removeRedirect } from "./admin";

export const addRedirectAction = adminAction(
  ["string", "state", "form"],
  async function addRedirectAction(siteSlug: string, _state: AdminActionState, form: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const fromPath = formText(form, "fromPath", 400);
      await addRedirect(await currentActor(), siteSlug, {
        fromPath,
        toPath: formText(form, "toPath", 2100),
        permanent: formText(form, "kind") !== "temporary",
      });
      refresh();
      return `Visitors to /${fromPath.replace(/^\/+/, "")} are sent on now.`;
    });
  },
);

export const removeRedirectAction = adminAction(
  ["string", "string", "state", "form"],
  async function removeRedirectAction(siteSlug: string, id: string, _state: AdminActionState, _form: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      await removeRedirect(await currentActor(), siteSlug, id);
      refresh();
      return "Removed.";
    });
  },
);
