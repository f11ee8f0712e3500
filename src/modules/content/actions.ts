"use server";

import { redirect } from "next/navigation";
import { AppError } from "@/lib/errors";
import { currentActor } from "@/modules/auth/session";
import { editorOf } from "./editors";
import { restoreFromTrash } from "./trash";

/** Restores an earlier revision of any kind of content, then opens its editor. */
export async function restoreRevisionAction(form: FormData): Promise<void> {
  const site = String(form.get("site"));
  const entity = String(form.get("entity"));
  const id = String(form.get("id"));
  const registered = editorOf(entity);
  if (!registered) throw new AppError("not_found", "No such kind of content.");
  await registered.editor.restoreRevision(await currentActor(), site, id, String(form.get("revisionId")));
  redirect(`${registered.adminPath(site, id)}?restored=1`);
}

/** Takes an item out of the trash and puts it back where it was. */
export async function restoreFromTrashAction(form: FormData): Promise<void> {
  const site = String(form.get("site"));
  let outcome: string;
  try {
    const restored = await restoreFromTrash(await currentActor(), site, String(form.get("trashId")));
    outcome = `restored=${encodeURIComponent(restored)}`;
  } catch (error) {
    if (!(error instanceof AppError) || error.code === "unauthorized") throw error;
    outcome = `error=${encodeURIComponent(error.userMessage)}`;
  }
  redirect(`/admin/sites/${site}/trash?${outcome}`);
}
