"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { now } from "@/lib/clock";
import { AppError } from "@/lib/errors";
import { scheduledTimeOf } from "@/modules/admin/schedule-time";
import { fromLocalDateTime } from "@/lib/time";
import type { AdminActionState } from "@/modules/admin/action-state";
import { adminResult, refusedAsNotFound } from "@/modules/admin/action-result";
import { baseVersion, parsePayload } from "@/modules/admin/schema-form/payload";
import { versionOf } from "@/modules/admin/editable";
import { currentActor } from "@/modules/auth/session";
import { postEditor, postLinks, saveCategoryAsEditor, schedulePost, unpublishPost } from "./admin";
import type { PostInput } from "./schema";
import { getSiteBySlug, zoneOfSite } from "@/modules/sites/queries";

/**
 * The editor's values as the post schema reads them: the date typed in the site's zone, an empty
 * author as none, and the state the button chose, as the page editor's two saves do: "Save and
 * publish" makes it live (dated now unless an earlier date is typed), "Save draft" keeps it hidden
 * (a scheduled post keeps its time; scheduling is the Publishing panel's).
 */
async function postOf(form: FormData): Promise<PostInput> {
  const draft = parsePayload(form);
  const zone = await zoneOfSite(String(form.get("site")));
  const when = typeof draft.publishedAt === "string" && draft.publishedAt ? fromLocalDateTime(draft.publishedAt, zone) : null;
  const publish = form.get("intent") === "publish";
  if (!publish && draft.status === "published")
    throw new AppError("bad_input", "This post is live, so its changes go live when saved: choose Save and publish, or unpublish it first under Publishing.");
  const status = publish ? "published" : draft.status === "scheduled" ? "scheduled" : "draft";
  return {
    ...(draft as unknown as PostInput),
    status,
    author: typeof draft.author === "string" && draft.author.trim() ? draft.author : undefined,
    publishedAt: publish && (!when || when > now()) ? now() : (when ?? undefined),
  };
}

const STATUS_WORDS = {
  draft: "Draft saved: visitors do not see it until it is published.",
  scheduled: "Draft saved: it goes live by itself at its scheduled time.",
  published: "Saved and published: it is live now.",
} as const;

export async function savePostAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
  return adminResult(async () => {
    const site = String(form.get("site"));
    const post = await postEditor.save(await currentActor(), site, String(form.get("postId")), await postOf(form), {
      baseVersion: baseVersion(form),
    });
    // As a page's save: the editor keeps its state (no redraw), and a draft's notice carries its signed preview link.
    const links = postLinks((await getSiteBySlug(site))!, post);
    return { message: STATUS_WORDS[post.status], version: versionOf(post), live: links.live !== null, ...(links.preview && { previewHref: links.preview }) };
  });
}

/** Publishes the saved post at a time in the site's zone (a datetime-local value), or cancels with an empty one (it stays a draft). */
export async function schedulePostAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
  return adminResult(async () => {
    const site = String(form.get("site"));
    const at = await scheduledTimeOf(form);
    if (at && at <= now()) throw new AppError("bad_input", "Choose a time still to come, or Save and publish to publish now.", { field: "publishAt" });
    const post = await schedulePost(await currentActor(), site, String(form.get("postId")), at);
    revalidatePath(`/admin/sites/${site}/posts/${post.id}`);
    return { message: at ? "Scheduled: the saved post goes live by itself at that time." : "The schedule is cancelled: the post is a draft." };
  });
}

/** Hides a live post from visitors: a draft again, its preview link back. */
export async function unpublishPostAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
  return adminResult(async () => {
    const site = String(form.get("site"));
    const post = await unpublishPost(await currentActor(), site, String(form.get("postId")));
    revalidatePath(`/admin/sites/${site}/posts/${post.id}`);
    return { message: `"${post.title}" is unpublished: visitors get "page not found" and it is gone from the blog.` };
  });
}

export async function createPostAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
  const site = String(form.get("site"));
  const result = await adminResult(async () => {
    const post = await postEditor.create(await currentActor(), site, await postOf(form));
    return { message: "Created.", redirectTo: `/admin/sites/${site}/posts/${post.id}?created=1` };
  });
  if (result.redirectTo) redirect(result.redirectTo);
  return result;
}

export async function deletePostAction(form: FormData): Promise<void> {
  const site = String(form.get("site"));
  await refusedAsNotFound(async () => postEditor.remove(await currentActor(), site, String(form.get("postId"))));
  redirect(`/admin/sites/${site}/posts?deleted=1`);
}

export async function saveCategoryAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
  return adminResult(async () => {
    const name = String(form.get("name") ?? "");
    await saveCategoryAsEditor(await currentActor(), String(form.get("site")), {
      name,
      slug: String(form.get("slug") ?? ""),
      description: String(form.get("description") ?? "") || undefined,
    });
    return `Saved the category "${name}".`;
  });
}
