"use server";

import { adminAction } from "@/modules/admin/form-action";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { now } from "@/lib/clock";
import { AppError } from "@/lib/errors";
import { savedAt, scheduledTimeOf } from "@/modules/admin/schedule-time";
import { fromLocalDateTime } from "@/lib/time";
import type { AdminActionState } from "@/modules/admin/action-state";
import { adminResult, refusedAsNotFound } from "@/modules/admin/action-result";
import { baseVersion, parsePayload } from "@/modules/admin/schema-form/payload";
import { versionOf } from "@/modules/admin/editable";
import { currentActor } from "@/modules/auth/session";
import { postEditor, postLinks, postPublishing, saveCategoryAsEditor, workingPost } from "./admin";
import type { PostInput } from "./schema";
import { getSiteBySlug, zoneOfSite } from "@/modules/sites/queries";

/**
 * The editor's values as the post schema reads them: the date typed in the site's zone, an empty
 * author as none, and the state the button chose, as the page editor's two saves do. "Save and
 * publish" dates it now unless an earlier date is typed; "Save draft" leaves the post's state as it
 * is (a live post keeps its draft beside it; scheduling is the Publishing panel's).
 */
async function postOf(form: FormData): Promise<PostInput> {
  const draft = parsePayload(form);
  const zone = await zoneOfSite(String(form.get("site")));
  const when = typeof draft.publishedAt === "string" && draft.publishedAt ? fromLocalDateTime(draft.publishedAt, zone) : null;
  const publish = form.get("intent") === "publish";
  return {
    ...(draft as unknown as PostInput),
    status: publish ? "published" : draft.status === "scheduled" ? "scheduled" : "draft",
    author: typeof draft.author === "string" && draft.author.trim() ? draft.author : undefined,
    publishedAt: publish && (!when || when > now()) ? now() : (when ?? undefined),
  };
}

/** The post editor's two saves, as the page editor's: "Save draft" keeps the changes as the post's next version; "Save and publish" makes them live. */
export const savePostAction = adminAction(
  ["state", "form"],
  async function savePostAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const actor = await currentActor();
      const site = String(form.get("site"));
      const postId = String(form.get("postId"));
      const saved = await postEditor.save(actor, site, postId, await postOf(form), { baseVersion: baseVersion(form) });
      if (form.get("intent") === "publish") {
        const live = await postPublishing.publish(actor, site, postId, versionOf(saved) ?? undefined);
        return { message: `Published "${live.title}" at ${await savedAt(site)}; it is live now.`, version: live.version, live: true };
      }
      const links = postLinks((await getSiteBySlug(site))!, saved);
      const hidden = links.live
        ? "visitors see the published version until you publish"
        : saved.status === "scheduled"
          ? "it goes live by itself at its scheduled time"
          : "visitors do not see this post until you publish it";
      return {
        message: `Saved the draft of "${workingPost(saved).title}" at ${await savedAt(site)}; ${hidden}.`,
        version: versionOf(saved),
        live: false,
        ...(links.preview && { previewHref: links.preview }),
      };
    });
  },
);

/** The editor's own screen, drawn again with the post's new state. */
const editorPath = (form: FormData) => `/admin/sites/${String(form.get("site"))}/posts/${String(form.get("postId"))}`;

/** Publishes the saved post (a live post's draft) at a time in the site's zone (a datetime-local value), or cancels with an empty one. */
export const schedulePostAction = adminAction(
  ["state", "form"],
  async function schedulePostAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const at = await scheduledTimeOf(form);
      if (at && at <= now()) throw new AppError("bad_input", "Choose a time still to come, or Save and publish to publish now.", { field: "publishAt" });
      await postPublishing.schedule(await currentActor(), String(form.get("site")), String(form.get("postId")), at);
      revalidatePath(editorPath(form));
      return { message: at ? "Scheduled: the saved draft goes live by itself at that time." : "The schedule is cancelled." };
    });
  },
);

/** Hides a live post from visitors: a draft again, its preview link back. */
export const unpublishPostAction = adminAction(
  ["state", "form"],
  async function unpublishPostAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const post = await postPublishing.unpublish(await currentActor(), String(form.get("site")), String(form.get("postId")));
      revalidatePath(editorPath(form));
      return { message: `"${post.title}" is unpublished: visitors get "page not found" and it is gone from the blog.` };
    });
  },
);

/** Drops a live post's saved draft: the editor opens the published post again. */
export const discardPostDraftAction = adminAction(
  ["state", "form"],
  async function discardPostDraftAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const post = await postPublishing.discard!(await currentActor(), String(form.get("site")), String(form.get("postId")));
      revalidatePath(editorPath(form));
      return { message: `The draft of "${post.title}" is discarded: the editor shows the published post again (the draft stays in the history).` };
    });
  },
);

export const createPostAction = adminAction(
  ["state", "form"],
  async function createPostAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
    const site = String(form.get("site"));
    const result = await adminResult(async () => {
      const post = await postEditor.create(await currentActor(), site, await postOf(form));
      return { message: "Created.", redirectTo: `/admin/sites/${site}/posts/${post.id}?created=1` };
    });
    if (result.redirectTo) redirect(result.redirectTo);
    return result;
  },
);

export const deletePostAction = adminAction(["form"], async function deletePostAction(form: FormData): Promise<void> {
  const site = String(form.get("site"));
  await refusedAsNotFound(async () => postEditor.remove(await currentActor(), site, String(form.get("postId"))));
  redirect(`/admin/sites/${site}/posts?deleted=1`);
});

export const saveCategoryAction = adminAction(
  ["state", "form"],
  async function saveCategoryAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const name = String(form.get("name") ?? "");
      await saveCategoryAsEditor(await currentActor(), String(form.get("site")), {
        name,
        slug: String(form.get("slug") ?? ""),
        description: String(form.get("description") ?? "") || undefined,
      });
      return `Saved the category "${name}".`;
    });
  },
);
