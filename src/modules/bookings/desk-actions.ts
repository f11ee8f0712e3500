"use server";

import { adminAction } from "@/modules/admin/form-action";
import { refresh } from "next/cache";
import { redirect } from "next/navigation";
import { AppError } from "@/lib/errors";
import type { AdminActionState } from "@/modules/admin/action-state";
import { adminResult } from "@/modules/admin/action-result";
import { currentActor } from "@/modules/auth/session";
import { fromLocalDateTime } from "@/lib/time";
import { addPhoneBookingAsOwner, addPhoneReservationAsOwner, changeReservationAsOwner, moveBookingAsOwner, setSessionBlockedAsOwner } from "./admin";
import { zoneOfSite } from "@/modules/sites/queries";

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

const phoneBooking = (formData: FormData) => {
  const note = text(formData, "note").trim();
  return {
    name: text(formData, "name"),
    email: text(formData, "email"),
    phone: text(formData, "phone"),
    partySize: text(formData, "partySize"),
    ...(note && { note }),
  };
};

export const addPhoneBookingAction = adminAction(
  ["string", "string", "string", "state", "form"],
  async function addPhoneBookingAction(
    siteSlug: string,
    bookable: string,
    at: string,
    _previous: AdminActionState,
    formData: FormData,
  ): Promise<AdminActionState> {
    return adminResult(async () => {
      const done = await addPhoneBookingAsOwner(await currentActor(), siteSlug, bookable, instant(at), phoneBooking(formData));
      refresh();
      return done;
    });
  },
);

/** The reservations list's "Taken by phone": the time is one of the day's, chosen from a list. */
export const addPhoneReservationAction = adminAction(
  ["string", "string", "state", "form"],
  async function addPhoneReservationAction(siteSlug: string, table: string, _previous: AdminActionState, formData: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const at = text(formData, "time");
      if (!/^\d{10,14}$/.test(at)) throw new AppError("bad_input", "Choose the time.", { field: "time" });
      const done = await addPhoneReservationAsOwner(await currentActor(), siteSlug, table, instant(at), phoneBooking(formData));
      refresh();
      return done;
    });
  },
);

/** A reservation's "Change": the day and time the guest asked for, typed by the host, and the party. */
export const changeReservationAction = adminAction(
  ["string", "string", "string", "state", "form"],
  async function changeReservationAction(
    siteSlug: string,
    table: string,
    bookingId: string,
    _previous: AdminActionState,
    formData: FormData,
  ): Promise<AdminActionState> {
    return adminResult(async () => {
      const startsAt = fromLocalDateTime(text(formData, "when"), await zoneOfSite(siteSlug));
      if (!startsAt) throw new AppError("bad_input", "Give the day and the time.", { field: "to" });
      const party = Number(text(formData, "partySize"));
      if (!Number.isInteger(party)) throw new AppError("bad_input", "Give the number of guests.", { field: "partySize" });
      const done = await changeReservationAsOwner(await currentActor(), siteSlug, table, bookingId, startsAt, party);
      refresh();
      return done;
    });
  },
);

export const setSessionBlockedAction = adminAction(
  ["string", "string", "string", "boolean", "state"],
  async function setSessionBlockedAction(
    siteSlug: string,
    bookable: string,
    at: string,
    blocked: boolean,
    _previous: AdminActionState,
  ): Promise<AdminActionState> {
    return adminResult(async () => {
      const done = await setSessionBlockedAsOwner(await currentActor(), siteSlug, bookable, instant(at), blocked);
      refresh();
      return done;
    });
  },
);

/**
 * Moved from its session's page, the booking leaves it: the desk follows it
 * to its new session, which says so. Moved from the booking's own page
 * (`stay`), that page shows it in its new session.
 */
export const moveBookingAction = adminAction(
  ["string", "string", "string", "boolean", "state", "form"],
  async function moveBookingAction(
    siteSlug: string,
    bookable: string,
    bookingId: string,
    stay: boolean,
    _previous: AdminActionState,
    formData: FormData,
  ): Promise<AdminActionState> {
    const to = text(formData, "to");
    const state = await adminResult(async () => {
      if (!/^\d{10,14}$/.test(to)) throw new AppError("bad_input", "Choose the session to move it to.", { field: "to" });
      return moveBookingAsOwner(await currentActor(), siteSlug, bookable, bookingId, instant(to));
    });
    if (state.status === "saved" && !stay) redirect(`/admin/sites/${siteSlug}/bookings/calendar/${bookable}/${to}?moved=1`);
    if (state.status === "saved") refresh();
    return state;
  },
);
