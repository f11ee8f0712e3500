import "server-only";
import { AppError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import { audited } from "@/modules/audit/service";
import { authorize, type Actor } from "@/modules/auth/access";
import { getBookables } from "./queries";
import { cancelReservation, reservationsOn } from "./reservations";

/** A day's table reservations for the owner, with the tables' bookables (their times and places per time). */
export async function reservationsForOwner(actor: Actor | null, siteSlug: string, date: string) {
  const { site } = await authorize(actor, siteSlug, "inbox");
  const [rows, bookables] = await Promise.all([reservationsOn(site.id, date), getBookables(site.id)]);
  return { rows, tables: bookables.filter((b) => b.kind === "table") };
}

/** The owner cancels a reservation (the guest called, or the room is closed): its places are free and the guest is emailed; audited. */
export async function cancelReservationAsOwner(actor: Actor | null, siteSlug: string, bookingId: string): Promise<string> {
  const { site, actor: who } = await authorize(actor, siteSlug, "inbox");
  if (!isUuid(bookingId)) throw new AppError("not_found", "No such reservation on this site.");
  return audited(
    who,
    site,
    (message: string) => ({ action: "reservation.cancel", entity: "booking", entityId: bookingId, summary: message }),
    async () => {
      const done = await cancelReservation(site.id, bookingId);
      return `Cancelled reservation ${done.reference} of ${done.guest}; the guest has been emailed.`;
    },
  );
}
