"use server";

import { redirect } from "next/navigation";
import { AppError } from "@/lib/errors";
import { SITE_TIME_ZONE } from "@/lib/time";
import type { AdminActionState } from "@/modules/admin/action-state";
import { adminResult } from "@/modules/admin/action-result";
import { baseVersion, parsePayload } from "@/modules/admin/schema-form/payload";
import { currentActor } from "@/modules/auth/session";
import { recordInput, type AdminCollection } from "@/modules/collections/admin";
import { collections } from "./collections";

/**
 * The Content section's actions, one set for every collection: read the
 * editor's JSON, make the form's values fit the schema, and let the
 * collection's editor (which checks the role on the site) save it.
 */

function posted(form: FormData): { site: string; collection: AdminCollection } {
  const collection = collections.adminCollection(String(form.get("collection")));
  if (!collection) throw new AppError("not_found", "No such kind of content.");
  return { site: String(form.get("site")), collection };
}

const now = () => new Date().toLocaleTimeString("en-US", { timeStyle: "short", timeZone: SITE_TIME_ZONE });

export async function saveRecordAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
  return adminResult(async () => {
    const { site, collection } = posted(form);
    const saved = await collection.save(await currentActor(), site, String(form.get("id")), recordInput(collection, parsePayload(form)), { baseVersion: baseVersion(form) });
    return { message: `Saved "${saved.title}" at ${now()}; it is live now.`, version: saved.version };
  });
}

export async function createRecordAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
  const result = await adminResult(async () => {
    const { site, collection } = posted(form);
    const created = await collection.create(await currentActor(), site, recordInput(collection, parsePayload(form)));
    return { message: "Created.", redirectTo: `/admin/sites/${site}/content/${collection.key}/${created.id}?created=1` };
  });
  if (result.redirectTo) redirect(result.redirectTo);
  return result;
}

/** Moves the record to the trash and goes back to the list; a refusal (an organization with events, say) comes back as the form's state, never as words in the address. */
export async function deleteRecordAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
  const result = await adminResult(async () => {
    const { site, collection } = posted(form);
    await collection.remove(await currentActor(), site, String(form.get("id")));
    return { message: "Moved to the trash.", redirectTo: `/admin/sites/${site}/content/${collection.key}?deleted=1` };
  });
  if (result.redirectTo) redirect(result.redirectTo);
  return result;
}
