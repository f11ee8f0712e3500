"use server";

import { adminAction } from "@/modules/admin/form-action";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import type { AdminActionState } from "@/modules/admin/action-state";
import { adminResult } from "@/modules/admin/action-result";
import { currentActor } from "@/modules/auth/session";
import type { PickerImage } from "./components/library-context";
import { toPickerImage } from "./picker";
import { deleteMedia, replaceMedia, setAlt, uploadImages, type Upload } from "./service";

/** The media library's forms: read the post, call the service (which authorizes), show the result. */

const libraryPath = (siteSlug: string) => `/admin/sites/${siteSlug}/media`;

export const uploadMediaAction = adminAction(
  ["string", "state", "form"],
  async function uploadMediaAction(siteSlug: string, _previous: AdminActionState, formData: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const uploads: Upload[] = [];
      for (const entry of formData.getAll("files")) {
        if (typeof entry !== "string") uploads.push({ name: entry.name, bytes: new Uint8Array(await entry.arrayBuffer()) });
      }
      const assets = await uploadImages(await currentActor(), siteSlug, uploads);
      revalidatePath(libraryPath(siteSlug));
      const what = assets.length === 1 ? `"${assets[0]!.originalName}"` : `${assets.length} images`;
      return `Uploaded ${what}. Add alt text before using ${assets.length === 1 ? "it" : "them"}.`;
    });
  },
);

export const setAltAction = adminAction(
  ["string", "string", "state", "form"],
  async function setAltAction(siteSlug: string, id: string, _previous: AdminActionState, formData: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      await setAlt(await currentActor(), siteSlug, id, String(formData.get("alt") ?? ""));
      revalidatePath(libraryPath(siteSlug));
      return "Alt text saved.";
    });
  },
);

/** A new file for an image in use: every page that shows it shows the new one. */
export const replaceMediaAction = adminAction(
  ["string", "string", "state", "form"],
  async function replaceMediaAction(siteSlug: string, id: string, _previous: AdminActionState, formData: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const entry = formData.get("file");
      const upload: Upload =
        entry && typeof entry !== "string" ? { name: entry.name, bytes: new Uint8Array(await entry.arrayBuffer()) } : { name: "", bytes: new Uint8Array() };
      const asset = await replaceMedia(await currentActor(), siteSlug, id, upload);
      revalidatePath(libraryPath(siteSlug));
      return `Replaced: every page that shows this image now shows "${asset.originalName}". Check that its alt text still describes it.`;
    });
  },
);

/** The deleted image's card is gone, so the library itself says it was done. */
export const deleteMediaAction = adminAction(
  ["string", "string", "state", "form"],
  async function deleteMediaAction(siteSlug: string, id: string, _previous: AdminActionState, _formData: FormData): Promise<AdminActionState> {
    const state = await adminResult(async () => {
      await deleteMedia(await currentActor(), siteSlug, id);
      return "Image deleted.";
    });
    if (state.status === "saved") redirect(`${libraryPath(siteSlug)}?deleted=1`);
    return state;
  },
);

/**
 * The image picker's upload in place: the images taken, as the picker shows
 * them, so the owner can choose one at once (describing it there if need be).
 */
export const uploadFromPickerAction = adminAction(["string", "form"], async function uploadFromPickerAction(siteSlug: string, formData: FormData): Promise<{
  error?: string;
  images: PickerImage[];
}> {
  const uploads: Upload[] = [];
  for (const entry of formData.getAll("files")) {
    if (typeof entry !== "string") uploads.push({ name: entry.name, bytes: new Uint8Array(await entry.arrayBuffer()) });
  }
  let images: PickerImage[] = [];
  const state = await adminResult(async () => {
    images = (await uploadImages(await currentActor(), siteSlug, uploads)).map((asset) => toPickerImage(siteSlug, asset));
    revalidatePath(libraryPath(siteSlug));
    return "Uploaded.";
  });
  return state.status === "saved" ? { images } : { error: state.message ?? "The upload failed.", images: [] };
});
