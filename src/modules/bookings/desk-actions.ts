"use server";

import { refresh } from "next/cache";
import { redirect } from "next/navigation";
import { AppError } from "@/lib/errors";
import type { AdminActionState } from "@/modules/admin/action-state";
import { adminResult } from "@/modules/admin/action-result";
import { currentActor } from "@/modules/auth/session";
import { addPhoneBookingAsOwner, moveBookingAsOwner, setSessionBlockedAsOwner } from "./admin";

/**
 * The front desk's actions: the site, the bookable and the session come
 * bound by the page; the service checks the role on the site and reads
 * everything else again (front-desk.ts).
 */

const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
};
const instant = (ms: string) => new Date(Number(ms));

export async function addPhoneBookingAction(siteSlug: string, bookable: string, at: string, _previous: AdminActionState, formData: FormData): Promise<AdminActionState> {
  return adminResult(async () => {
    const note = text(formData, "note").trim();
    const done = await addPhoneBookingAsOwner(await currentActor(), siteSlug, bookable, instant(at), {
      name: text(formData, "name"),
      email: text(formData, "email"),
      phone: text(formData, "phone"),
      partySize: text(formData, "partySize"),
      ...(note && { note }),
    });
    refresh();
    return done;
  });
}

export async function setSessionBlockedAction(siteSlug: string, bookable: string, at: string, blocked: boolean, _previous: AdminActionState): Promise<AdminActionState> {
  return adminResult(async () => {
    const done = await setSessionBlockedAsOwner(await currentActor(), siteSlug, bookable, instant(at), blocked);
    refresh();
    return done;
  });
}

/** Moved, the booking leaves this session's page: the desk follows it to its new session, which says so. */
export async function moveBookingAction(siteSlug: string, bookable: string, bookingId: string, _previous: AdminActionState, formData: FormData): Promise<AdminActionState> {
  const to = text(formData, "to");
  const state = await adminResult(async () => {
    if (!/^\d{10,14}$/.test(to)) throw new AppError("bad_input", "Choose the session to move it to.", { field: "to" });
    return moveBookingAsOwner(await currentActor(), siteSlug, bookable, bookingId, instant(to));
  });
  if (state.status === "saved") redirect(`/admin/sites/${siteSlug}/bookings/calendar/${bookable}/${to}?moved=1`);
  return state;
}
