"use server";

import { redirect } from "next/navigation";
import type { AdminActionState } from "@/modules/admin/action-state";
import { adminResult } from "@/modules/admin/action-result";
import { currentActor } from "@/modules/auth/session";
import { AppError } from "@/lib/errors";
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

export async function deletePageAction(form: FormData): Promise<void> {
  const site = String(form.get("site"));
  const pageId = String(form.get("pageId"));
  const refusal = await refused(async () => pageEditor.remove(await currentActor(), site, pageId));
  redirect(refusal ? `/admin/sites/${site}/pages/${pageId}?error=${encodeURIComponent(refusal)}` : `/admin/sites/${site}/pages?deleted=1`);
}

/** The message of an expected refusal (conflict, not found), or null when the work was done. */
async function refused(work: () => Promise<unknown>): Promise<string | null> {
  try {
    await work();
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.userMessage;
    throw error;
  }
}
