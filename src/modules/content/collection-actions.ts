"use server";

import { adminAction } from "@/modules/admin/form-action";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { AppError } from "@/lib/errors";
import { wallClockOn } from "@/lib/time";
import type { AdminActionState } from "@/modules/admin/action-state";
import { adminResult } from "@/modules/admin/action-result";
import { savedAt } from "@/modules/admin/schedule-time";
import { baseVersion, parsePayload } from "@/modules/admin/schema-form/payload";
import { currentActor } from "@/modules/auth/session";
import { recordInput, type AdminCollection } from "@/modules/collections/admin";
import { collections } from "./collections";
import { zoneOfSite } from "@/modules/sites/queries";

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

/**
 * The record editor's save. For a kind with drafts (events, news, jobs,
 * team) it has two buttons, as the page editor has: "Save draft" keeps the
 * changes as the record's next version, which visitors do not see; "Save and
 * publish" (intent "publish") saves them and makes them live. Other kinds'
 * saves are live at once.
 */
export const saveRecordAction = adminAction(
  ["state", "form"],
  async function saveRecordAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const { site, collection } = posted(form);
      const actor = await currentActor();
      const id = String(form.get("id"));
      const saved = await collection.save(actor, site, id, recordInput(collection, parsePayload(form), await zoneOfSite(site)), {
        baseVersion: baseVersion(form),
      });
      const { publishing } = collection;
      if (!publishing) return { message: `Saved "${saved.title}" at ${await savedAt(site)}; it is live now.`, version: saved.version };
      if (form.get("intent") === "publish") {
        const live = await publishing.publish(actor, site, id, saved.version ?? undefined);
        return { message: `Published "${live.title}" at ${await savedAt(site)}; it is live now.`, version: live.version, live: true };
      }
      const hidden = saved.published
        ? "visitors see the published version until you publish"
        : `visitors do not see this ${collection.noun} until you publish it`;
      const previewHref = await publishing.previewHref(actor, site, id);
      return {
        message: `Saved the draft of "${saved.title}" at ${await savedAt(site)}; ${hidden}.`,
        version: saved.version,
        live: false,
        ...(previewHref && { previewHref }),
      };
    });
  },
);

/** The editor's own screen, drawn again with the record's new state. */
const editorPath = (form: FormData) => `/admin/sites/${String(form.get("site"))}/content/${String(form.get("collection"))}/${String(form.get("id"))}`;

function publishingOf(collection: AdminCollection) {
  if (!collection.publishing) throw new AppError("bad_input", `A ${collection.noun} has no drafts: saving it publishes it.`);
  return collection.publishing;
}

/** Hides the record from visitors: its page is "not found", and it leaves lists, the sitemap, feeds and search. */
export const unpublishRecordAction = adminAction(
  ["state", "form"],
  async function unpublishRecordAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const { site, collection } = posted(form);
      const hidden = await publishingOf(collection).unpublish(await currentActor(), site, String(form.get("id")));
      revalidatePath(editorPath(form));
      return { message: `"${hidden.title}" is unpublished: visitors get "page not found" for it, and it is gone from lists, the sitemap and search.` };
    });
  },
);

/** Drops a published record's saved draft: the editor shows the published values again. */
export const discardRecordAction = adminAction(
  ["state", "form"],
  async function discardRecordAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const { site, collection } = posted(form);
      const { discard } = publishingOf(collection);
      if (!discard) throw new AppError("bad_input", `A ${collection.noun} has no draft to discard.`);
      const kept = await discard(await currentActor(), site, String(form.get("id")));
      revalidatePath(editorPath(form));
      return { message: `The draft of "${kept.title}" is discarded: the editor shows the published version again (the draft stays in the history).` };
    });
  },
);

/** Publishes the record's saved draft at a time in the site's zone (a datetime-local value), or cancels with an empty one. */
export const scheduleRecordAction = adminAction(
  ["state", "form"],
  async function scheduleRecordAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const { site, collection } = posted(form);
      const value = String(form.get("publishAt") ?? "");
      const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value);
      if (value && !match) throw new AppError("bad_input", "Choose a date and a time.", { field: "publishAt" });
      const at = match ? wallClockOn(match[1]!, match[2]!, await zoneOfSite(String(form.get("site")))) : null;
      await publishingOf(collection).schedule(await currentActor(), site, String(form.get("id")), at);
      revalidatePath(editorPath(form));
      return { message: at ? "Scheduled: the saved draft goes live by itself at that time." : "The schedule is cancelled." };
    });
  },
);

export const createRecordAction = adminAction(
  ["state", "form"],
  async function createRecordAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
    const result = await adminResult(async () => {
      const { site, collection } = posted(form);
      const created = await collection.create(await currentActor(), site, recordInput(collection, parsePayload(form), await zoneOfSite(site)));
      return { message: "Created.", redirectTo: `/admin/sites/${site}/content/${collection.key}/${created.id}?created=1` };
    });
    if (result.redirectTo) redirect(result.redirectTo);
    return result;
  },
);

/** Moves the record to the trash and goes back to the list; a refusal (an organization with events, say) comes back as the form's state, never as words in the address. */
export const deleteRecordAction = adminAction(
  ["state", "form"],
  async function deleteRecordAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
    const result = await adminResult(async () => {
      const { site, collection } = posted(form);
      await collection.remove(await currentActor(), site, String(form.get("id")));
      return { message: "Moved to the trash.", redirectTo: `/admin/sites/${site}/content/${collection.key}?deleted=1` };
    });
    if (result.redirectTo) redirect(result.redirectTo);
    return result;
  },
);
