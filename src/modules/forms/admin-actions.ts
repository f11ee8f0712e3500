"use server";

import { adminAction } from "@/modules/admin/form-action";
import type { AdminActionState } from "@/modules/admin/action-state";
import { adminResult } from "@/modules/admin/action-result";
import { parsePayload } from "@/modules/admin/schema-form/payload";
import { formToInput } from "@/modules/admin/schema-form/spec";
import { authorize, roleAllows } from "@/modules/auth/access";
import { currentActor } from "@/modules/auth/session";
import { formEditor, formSpec } from "./admin";
import type { FormDefinitionInput } from "./schema";
import { zoneOfSite } from "@/modules/sites/queries";

/** Saves a form's definition; the recipients only reach the service when the role may change them (the service checks again). */
export const saveFormAction = adminAction(
  ["state", "form"],
  async function saveFormAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const actor = await currentActor();
      const siteSlug = String(form.get("site"));
      const { role } = await authorize(actor, siteSlug, "content");
      const input = formToInput(formSpec(roleAllows(role, "site")), parsePayload(form), await zoneOfSite(siteSlug)) as FormDefinitionInput;
      const saved = await formEditor.save(actor, siteSlug, String(form.get("id")), input);
      return `Saved "${saved.definition.name}"; visitors see the new form now.`;
    });
  },
);
