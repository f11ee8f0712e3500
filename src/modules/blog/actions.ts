"use server";

import { redirect } from "next/navigation";
import { fromLocalDateTime } from "@/lib/time";
import type { AdminActionState } from "@/modules/admin/action-state";
import { adminResult, refusedAsNotFound } from "@/modules/admin/action-result";
import { baseVersion, parsePayload } from "@/modules/admin/schema-form/payload";
import { versionOf } from "@/modules/admin/editable";
import { currentActor } from "@/modules/auth/session";
import { publishNow, postEditor, saveCategoryAsEditor } from "./admin";
import type { PostInput } from "./schema";
import { zoneOfSite } from "@/modules/sites/queries";

/** The editor's values as the post schema reads them: the date typed in the site's zone, an empty author as none. */
async function postOf(form: FormData): Promise<PostInput> {
  const draft = parsePayload(form);
  const zone = await zoneOfSite(String(form.get("site")));
  const when = typeof draft.publishedAt === "string" && draft.publishedAt ? fromLocalDateTime(draft.publishedAt, zone) : null;
  return {
    ...(draft as unknown as PostInput),
    author: typeof draft.author === "string" && draft.author.trim() ? draft.author : undefined,
    publishedAt: when ?? (typeof draft.publishedAt === "string" && draft.publishedAt ? draft.publishedAt : undefined),
  };
}

const STATUS_WORDS = { draft: "Saved as a draft.", scheduled: "Scheduled.", published: "Saved; it is live now." } as const;

export async function savePostAction(_state: AdminActionState, form: FormData): Promise<AdminActionState> {
  return adminResult(async () => {
    const post = await postEditor.save(await currentActor(), String(form.get("site")), String(form.get("postId")), await postOf(form), {
      baseVersion: baseVersion(form),
    });
    return { message: STATUS_WORDS[post.status], version: versionOf(post), live: post.status === "published" };
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

export async function publishPostAction(form: FormData): Promise<void> {
  const site = String(form.get("site"));
  const postId = String(form.get("postId"));
  await refusedAsNotFound(async () => publishNow(await currentActor(), site, postId));
  redirect(`/admin/sites/${site}/posts/${postId}?published=1`);
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
