"use server";

import { adminAction } from "@/modules/admin/form-action";
import { refresh } from "next/cache";
import { AppError } from "@/lib/errors";
import { adminResult } from "@/modules/admin/action-result";
import type { AdminActionState } from "@/modules/admin/action-state";
import { currentActor } from "@/modules/auth/session";
import { loadBalances } from "./balances";

/** A file bigger than this is not a bill run: 20,000 lines of CSV take about a megabyte. */
const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** The file as uploaded, or as pasted when no file was chosen. */
async function fileText(formData: FormData): Promise<string> {
  const upload = formData.get("file");
  if (upload instanceof File && upload.size > 0) {
    if (upload.size > MAX_FILE_BYTES)
      throw new AppError("bad_input", "That file is larger than 5 MB; a file of amounts due is far smaller.", { field: "file" });
    return upload.text();
  }
  const pasted = formData.get("pasted");
  return typeof pasted === "string" ? pasted : "";
}

export const loadBalancesAction = adminAction(
  ["string", "state", "form"],
  async function loadBalancesAction(siteSlug: string, _previous: AdminActionState, formData: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const { label, loaded } = await loadBalances(await currentActor(), siteSlug, { bill: formData.get("bill"), file: await fileText(formData) });
      refresh();
      return `Loaded ${loaded} amounts due for ${label}. Payers can look them up now.`;
    });
  },
);
