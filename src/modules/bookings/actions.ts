"use server";

import { adminAction } from "@/modules/admin/form-action";
import { refresh } from "next/cache";
import type { AdminActionState } from "@/modules/admin/action-state";
import { adminResult } from "@/modules/admin/action-result";
import { currentActor } from "@/modules/auth/session";
import { cancelReservationAsOwner, markNoShowAsOwner } from "./admin";

/** The host stand's "Did not come" (and "Came after all") on the reservations list. */
export const markNoShowAction = adminAction(
  ["string", "string", "boolean"],
  async function markNoShowAction(siteSlug: string, bookingId: string, noShow: boolean): Promise<AdminActionState> {
    return adminResult(async () => {
      const message = await markNoShowAsOwner(await currentActor(), siteSlug, bookingId, noShow);
      refresh();
      return message;
    });
  },
);

/** The owner's cancel button on the reservations list: with the box ticked that the guest was told. */
export const cancelReservationAction = adminAction(
  ["string", "string", "state", "form"],
  async function cancelReservationAction(siteSlug: string, bookingId: string, _previous: AdminActionState, formData: FormData): Promise<AdminActionState> {
    if (formData.get("told") !== "yes")
      return {
        status: "error",
        message: "Tick the box to confirm you have told the guest.",
        fieldErrors: { told: "Tick this box to confirm you have told the guest." },
      };
    return adminResult(async () => {
      const message = await cancelReservationAsOwner(await currentActor(), siteSlug, bookingId);
      refresh();
      return message;
    });
  },
);
