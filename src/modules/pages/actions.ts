"use server";

import { redirect } from "next/navigation";
import type { AdminActionState } from "@/modules/admin/action-state";
import { adminResult } from "@/modules/admin/action-result";
import { currentActor } from "@/modules/auth/session";
import { blocksFromForm } from "@/modules/admin/schema-form/block-specs";
import { parsePayload } from "@/modules/admin/schema-form/payload";
import { baseVersion } from "@/modules/admin/schema-form/payload";
import { versionOf } from "@/modules/admin/editable";
import { SITE_TIME_ZONE } from "@/lib/time";
import { pageEditor } from "./admin";
import type { PageInput } from "./schema";

/** The editor's JSON, with each block's form values made fit for its schema. */
function payloadOf(form: FormData): PageInput {
  const draft = parsePayload(form);
  return { ...draft, blocks: blocksFromForm(draft.blocks) } as PageInput;
}

export async function savePageAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
  return adminResult(async () => {
    const page = await pageEditor.save(await currentActor(), String(form.get("site")), String(form.get("pageId")), payloadOf(form), { baseVersion: baseVersion(form) });
    return { message: `Saved "${page.title}" at ${new Date().toLocaleTimeString("en-US", { timeStyle: "short", timeZone: SITE_TIME_ZONE })}; it is live now.`, version: versionOf(page) };
  });
}

export async function createPageAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
  const site = String(form.get("site"));
  const result = await adminResult(async () => {
    const page = await pageEditor.create(await currentActor(), site, payloadOf(form));
    return { message: "Created.", redirectTo: `/admin/sites/${site}/pages/${page.id}?created=1` };
  });
  if (result.redirectTo) redirect(result.redirectTo);
  return result;
}

/**
 * Moves the page to the trash and goes back to the list. A refusal (the home
 * page, say) comes back as the form's state, shown beside the button: never
 * as words in the address, which anyone could write into a link.
 */
export async function deletePageAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
  const site = String(form.get("site"));
  const result = await adminResult(async () => {
    await pageEditor.remove(await currentActor(), site, String(form.get("pageId")));
    return { message: "Moved to the trash.", redirectTo: `/admin/sites/${site}/pages?deleted=1` };
  });
  if (result.redirectTo) redirect(result.redirectTo);
  return result;
}
