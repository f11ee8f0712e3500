"use server";

import { adminAction } from "@/modules/admin/form-action";
import { refresh } from "next/cache";
import type { AdminActionState } from "@/modules/admin/action-state";
import { adminResult } from "@/modules/admin/action-result";
import { currentActor } from "@/modules/auth/session";
import { addSeason, addSpecialDay, cancelStrandedAsOwner, removeSeason, removeSpecialDay, saveTimeZone, saveWeek } from "./hours";
import { gridFromForm } from "./week";

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

export const saveWeekAction = adminAction(
  ["string", "state", "form"],
  async function saveWeekAction(siteSlug: string, _state: AdminActionState, form: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const message = await saveWeek(await currentActor(), siteSlug, gridFromForm(form));
      refresh();
      return message;
    });
  },
);

export const saveTimeZoneAction = adminAction(
  ["string", "state", "form"],
  async function saveTimeZoneAction(siteSlug: string, _state: AdminActionState, form: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const message = await saveTimeZone(await currentActor(), siteSlug, text(form, "timeZone"));
      refresh();
      return message;
    });
  },
);

export const addSpecialDayAction = adminAction(
  ["string", "state", "form"],
  async function addSpecialDayAction(siteSlug: string, _state: AdminActionState, form: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const message = await addSpecialDay(await currentActor(), siteSlug, {
        name: text(form, "name"),
        from: text(form, "from"),
        to: text(form, "to"),
        closed: text(form, "kind") !== "hours",
        opens: text(form, "opens"),
        closes: text(form, "closes"),
        note: text(form, "note") || undefined,
        byPhone: form.get("byPhone") === "yes",
      });
      refresh();
      return message;
    });
  },
);

export const removeSpecialDayAction = adminAction(
  ["string", "string", "state"],
  async function removeSpecialDayAction(siteSlug: string, from: string, _state: AdminActionState): Promise<AdminActionState> {
    return adminResult(async () => {
      const message = await removeSpecialDay(await currentActor(), siteSlug, from);
      refresh();
      return message;
    });
  },
);

export const addSeasonAction = adminAction(
  ["string", "state", "form"],
  async function addSeasonAction(siteSlug: string, _state: AdminActionState, form: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const message = await addSeason(await currentActor(), siteSlug, {
        name: text(form, "name"),
        from: text(form, "from"),
        to: text(form, "to"),
        week: gridFromForm(form, "season."),
      });
      refresh();
      return message;
    });
  },
);

export const removeSeasonAction = adminAction(
  ["string", "string", "state"],
  async function removeSeasonAction(siteSlug: string, name: string, _state: AdminActionState): Promise<AdminActionState> {
    return adminResult(async () => {
      const message = await removeSeason(await currentActor(), siteSlug, name);
      refresh();
      return message;
    });
  },
);

/** Cancels (and refunds) everything taken for a time that is now closed, once the owner ticked that they mean it. */
export const cancelStrandedAction = adminAction(
  ["string", "state", "form"],
  async function cancelStrandedAction(siteSlug: string, _state: AdminActionState, form: FormData): Promise<AdminActionState> {
    if (form.get("told") !== "yes") return { status: "error", message: "Tick the box to confirm.", fieldErrors: { told: "Tick this box to confirm." } };
    return adminResult(async () => {
      const { cancelled, refunded } = await cancelStrandedAsOwner(await currentActor(), siteSlug);
      refresh();
      if (!cancelled) return "Nothing is booked for a time you are closed.";
      return `Cancelled ${cancelled} ${cancelled === 1 ? "booking" : "bookings"} for closed times${refunded ? `, refunding ${refunded} in full` : ""}; everyone has been emailed.`;
    });
  },
);
