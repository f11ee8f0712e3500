"use server";

import { adminAction } from "@/modules/admin/form-action";
import { redirect } from "next/navigation";
import { AppError } from "@/lib/errors";
import { currentActor } from "@/modules/auth/session";
import { setWeeklySummary } from "./weekly";

/** The profile's choice of the weekly summary mail: a plain form post, so it works without scripts. */
export const setWeeklySummaryAction = adminAction(["form"], async function setWeeklySummaryAction(formData: FormData): Promise<void> {
  const actor = await currentActor();
  if (!actor) throw new AppError("unauthorized", "Sign in to continue.");
  await setWeeklySummary(actor, formData.get("weekly") === "on");
  redirect("/admin?saved=summary#account");
});
