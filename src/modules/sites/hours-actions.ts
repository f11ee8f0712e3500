"use server";

import { refresh } from "next/cache";
import type { AdminActionState } from "@/modules/admin/action-state";
import { adminResult } from "@/modules/admin/action-result";
import { currentActor } from "@/modules/auth/session";
import { cancelReservationAsOwner } from "@/modules/bookings/admin";
import { addSeason, addSpecialDay, removeSeason, removeSpecialDay, saveWeek, strandedCommitments, type WeekGrid } from "./hours";
import { authorize } from "@/modules/auth/access";
import { DAYS } from "./schema";
import { dateIn } from "@/lib/time";
import { now } from "@/lib/clock";
import { calendarOf } from "./calendar";

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/** The week grid's fields ("mon.0.opens") as the service takes them. */
function gridOf(form: FormData, prefix = ""): WeekGrid {
  return Object.fromEntries(DAYS.map((day) => [day, [0, 1].map((i) => ({ opens: text(form, `${prefix}${day}.${i}.opens`), closes: text(form, `${prefix}${day}.${i}.closes`) }))])) as WeekGrid;
}

export async function saveWeekAction(siteSlug: string, _state: AdminActionState, form: FormData): Promise<AdminActionState> {
  return adminResult(async () => {
    const message = await saveWeek(await currentActor(), siteSlug, gridOf(form));
    refresh();
    return message;
  });
}

export async function addSpecialDayAction(siteSlug: string, _state: AdminActionState, form: FormData): Promise<AdminActionState> {
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
}

export async function removeSpecialDayAction(siteSlug: string, from: string, _state: AdminActionState): Promise<AdminActionState> {
  return adminResult(async () => {
    const message = await removeSpecialDay(await currentActor(), siteSlug, from);
    refresh();
    return message;
  });
}

export async function addSeasonAction(siteSlug: string, _state: AdminActionState, form: FormData): Promise<AdminActionState> {
  return adminResult(async () => {
    const message = await addSeason(await currentActor(), siteSlug, { name: text(form, "name"), from: text(form, "from"), to: text(form, "to"), week: gridOf(form, "season.") });
    refresh();
    return message;
  });
}

export async function removeSeasonAction(siteSlug: string, name: string, _state: AdminActionState): Promise<AdminActionState> {
  return adminResult(async () => {
    const message = await removeSeason(await currentActor(), siteSlug, name);
    refresh();
    return message;
  });
}

/** Cancels every table reservation taken for a time that is now closed, mailing each guest; bookings and orders that were paid are left to their own pages, where a refund goes with the cancellation. */
export async function cancelStrandedReservationsAction(siteSlug: string, _state: AdminActionState): Promise<AdminActionState> {
  return adminResult(async () => {
    const actor = await currentActor();
    const { site } = await authorize(actor, siteSlug, "site");
    const stranded = (await strandedCommitments(site, dateIn(now(), calendarOf(site).timeZone))).filter((c) => c.kind === "reservation");
    for (const reservation of stranded) await cancelReservationAsOwner(actor, siteSlug, reservation.id);
    refresh();
    return stranded.length ? `Cancelled ${stranded.length} ${stranded.length === 1 ? "reservation" : "reservations"} on closed days; each guest has been emailed.` : "No reservations on closed days.";
  });
}
