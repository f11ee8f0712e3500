"use server";

import { adminAction } from "@/modules/admin/form-action";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import type { AdminActionState } from "@/modules/admin/action-state";
import { adminResult } from "@/modules/admin/action-result";
import { currentActor } from "@/modules/auth/session";
import { blocksFromForm } from "@/modules/admin/schema-form/block-specs";
import { parsePayload } from "@/modules/admin/schema-form/payload";
import { baseVersion } from "@/modules/admin/schema-form/payload";
import { versionOf } from "@/modules/admin/editable";
import { savedAt, scheduledTimeOf } from "@/modules/admin/schedule-time";
import { discardPageDraftFor, draftPreviewHref, pageEditor, publishPageFor, schedulePageFor, unpublishPageFor } from "./admin";
import type { PageInput } from "./schema";
import { zoneOfSite } from "@/modules/sites/queries";

/** The editor's JSON, with each block's form values made fit for its schema. */
async function payloadOf(form: FormData): Promise<PageInput> {
  const draft = parsePayload(form);
  return { ...draft, blocks: blocksFromForm(draft.blocks, await zoneOfSite(String(form.get("site")))) } as PageInput;
}

/**
 * The page editor's two buttons: "Save draft" keeps the changes as the page's
 * next version, which visitors do not see; "Save and publish" (intent
 * "publish") saves them and makes them live.
 */
export const savePageAction = adminAction(
  ["state", "form"],
  async function savePageAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const actor = await currentActor();
      const site = String(form.get("site"));
      const pageId = String(form.get("pageId"));
      const saved = await pageEditor.save(actor, site, pageId, await payloadOf(form), { baseVersion: baseVersion(form) });
      if (form.get("intent") === "publish") {
        const live = await publishPageFor(actor, site, pageId, versionOf(saved) ?? undefined);
        return { message: `Published "${live.title}" at ${await savedAt(site)}; it is live now.`, version: versionOf(live), live: true };
      }
      const title = saved.draft?.title ?? saved.title;
      const hidden = saved.status === "draft" ? "visitors do not see this page until you publish it" : "visitors see the published version until you publish";
      return {
        message: `Saved the draft of "${title}" at ${await savedAt(site)}; ${hidden}.`,
        version: versionOf(saved),
        live: false,
        previewHref: draftPreviewHref(site, saved),
      };
    });
  },
);

/** The editor's own screen, drawn again with the page's new state. */
const editorPath = (form: FormData) => `/admin/sites/${String(form.get("site"))}/pages/${String(form.get("pageId"))}`;

/** Hides the page from visitors (never the home page). */
export const unpublishPageAction = adminAction(
  ["state", "form"],
  async function unpublishPageAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const page = await unpublishPageFor(await currentActor(), String(form.get("site")), String(form.get("pageId")));
      revalidatePath(editorPath(form));
      return { message: `"${page.title}" is unpublished: visitors get "page not found" and it is gone from the menu, the sitemap and search.` };
    });
  },
);

/** Drops a published page's saved draft: the editor shows the published page again. */
export const discardPageDraftAction = adminAction(
  ["state", "form"],
  async function discardPageDraftAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const page = await discardPageDraftFor(await currentActor(), String(form.get("site")), String(form.get("pageId")));
      revalidatePath(editorPath(form));
      return { message: `The draft of "${page.title}" is discarded: the editor shows the published page again (the draft stays in the history).` };
    });
  },
);

/** Publishes the page's saved draft at a time in the site's zone (a datetime-local value), or cancels with an empty one. */
export const schedulePageAction = adminAction(
  ["state", "form"],
  async function schedulePageAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const at = await scheduledTimeOf(form);
      await schedulePageFor(await currentActor(), String(form.get("site")), String(form.get("pageId")), at);
      revalidatePath(editorPath(form));
      return { message: at ? "Scheduled: the saved draft goes live by itself at that time." : "The schedule is cancelled." };
    });
  },
);

export const createPageAction = adminAction(
  ["state", "form"],
  async function createPageAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
    const site = String(form.get("site"));
    const result = await adminResult(async () => {
      const page = await pageEditor.create(await currentActor(), site, await payloadOf(form));
      return { message: "Created.", redirectTo: `/admin/sites/${site}/pages/${page.id}?created=1` };
    });
    if (result.redirectTo) redirect(result.redirectTo);
    return result;
  },
);

/**
 * Moves the page to the trash and goes back to the list. A refusal (the home
 * page, say) comes back as the form's state, shown beside the button: never
 * as words in the address, which anyone could write into a link.
 */
export const deletePageAction = adminAction(
  ["state", "form"],
  async function deletePageAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
    const site = String(form.get("site"));
    const result = await adminResult(async () => {
      await pageEditor.remove(await currentActor(), site, String(form.get("pageId")));
      return { message: "Moved to the trash.", redirectTo: `/admin/sites/${site}/pages?deleted=1` };
    });
    if (result.redirectTo) redirect(result.redirectTo);
    return result;
  },
);
