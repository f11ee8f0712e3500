"use server";

import { adminAction } from "@/modules/admin/form-action";
import { notFound, redirect } from "next/navigation";
import type { AdminActionState } from "@/modules/admin/action-state";
import { adminResult, refusedAsNotFound } from "@/modules/admin/action-result";
import { currentActor } from "@/modules/auth/session";
import { editorOf } from "./editors";
import { restoreFromTrash } from "./trash";

/** Restores an earlier revision of any kind of content, then opens its editor. */
export const restoreRevisionAction = adminAction(["form"], async function restoreRevisionAction(form: FormData): Promise<void> {
  const site = String(form.get("site"));
  const entity = String(form.get("entity"));
  const id = String(form.get("id"));
  const registered = editorOf(entity);
  if (!registered) notFound();
  await refusedAsNotFound(async () => registered.editor.restoreRevision(await currentActor(), site, id, String(form.get("revisionId"))));
  redirect(`${registered.adminPath(site, id)}?restored=1`);
});

/**
 * Takes an item out of the trash and puts it back where it was. The trash
 * page names what came back by its kind and id (looked up, never words from
 * the address); a refusal comes back as the form's state.
 */
export const restoreFromTrashAction = adminAction(
  ["state", "form"],
  async function restoreFromTrashAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
    const site = String(form.get("site"));
    const result = await adminResult(async () => {
      const restored = await restoreFromTrash(await currentActor(), site, String(form.get("trashId")));
      return { message: "Restored.", redirectTo: `/admin/sites/${site}/trash?${new URLSearchParams({ restored: `${restored.entity}:${restored.entityId}` })}` };
    });
    if (result.redirectTo) redirect(result.redirectTo);
    return result;
  },
);
