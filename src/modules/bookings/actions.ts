"use server";

import { refresh, revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { AppError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import { answerTooManyRequests, clientAddress } from "@/server/client-address";
import { logger } from "@/server/log";
import { consume, minutesToWait } from "@/server/rate-limit";
import type { AdminActionState } from "@/modules/admin/action-state";
import { adminResult } from "@/modules/admin/action-result";
import { currentActor } from "@/modules/auth/session";
import { unsafeContactBySignedLink } from "@/modules/contacts/queries";
import type { FormState } from "@/modules/forms/state";
import { correctionMessage, echoValues, fieldErrors, submissionSchema, valuesFromFormData } from "@/modules/forms/submission";
import { getPage } from "@/modules/pages/queries";
import { refundPayment } from "@/modules/payments/events";
import { getSiteBySlug } from "@/modules/sites/queries";
import { cancelReservationAsOwner, markNoShowAsOwner } from "./admin";
import { reservationFormFor } from "./reservation-form";
import { reservationReturnPath, reserveTable } from "./reservations";
import type { SiteId } from "@/modules/sites/queries";
import { cancelOwnBooking } from "./service";

/**
 * Cancel from the contact's own page: the signed link is the only authority,
 * and the booking must be theirs, on their site. A link that is not valid
 * does nothing (its page answers 404 "This link is not valid"); a booking
 * that cannot be cancelled (no longer theirs to cancel, too close to its
 * time) brings them back to their page, which says so.
 */
export async function cancelBookingAction(key: string, hash: string, bookingId: string): Promise<void> {
  const record = await unsafeContactBySignedLink(key, hash);
  if (!record) return;
  const siteId = record.contact.siteId as SiteId;
  let paymentId: string | null;
  try {
    if (!isUuid(bookingId)) throw new AppError("not_found", "That booking cannot be changed.");
    paymentId = await cancelOwnBooking(siteId, record.contact.id, bookingId);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    redirect(`/contacts/${encodeURIComponent(key)}/${encodeURIComponent(hash)}?cancel=refused#bookings`);
  }
  if (paymentId) await refundPayment(siteId, paymentId);
  revalidatePath(`/contacts/${key}/${hash}`);
}

/**
 * Reserve a table: the site, page and the day and party chosen come bound by
 * the server; the form is built again from the database (the times with room
 * now), the reservation takes the time's lock, and the guest lands on their
 * result at the top of the page.
 */
export async function reserveTableAction(
  siteSlug: string,
  pagePath: string,
  choice: Record<string, string>,
  _previous: FormState,
  formData: FormData,
): Promise<FormState> {
  const site = await getSiteBySlug(siteSlug);
  const page = site && (await getPage(site.id, pagePath));
  const block = page?.blocks.find((b) => b.type === "reservation");
  const form = site && block?.type === "reservation" ? await reservationFormFor(site, block.props, choice) : null;
  if (!site || !form) return { status: "error", message: "Reservations are not taken here any more. Please reload the page.", errors: {}, values: {} };
  const submitted = valuesFromFormData(form.fields, formData);
  const values = echoValues(form.fields, submitted);
  // A time shown when the page was drawn that has filled since: say so, rather than "choose one of the options".
  const gone = form.times.find((s) => form.label(s) === submitted.time && !form.open.includes(s));
  if (gone) {
    const message = `The last table at ${form.label(gone)} has just been taken. Please choose another time.`;
    return { status: "error", message, errors: { time: message }, values };
  }
  if (!form.open.length) return { status: "error", message: "That day has just filled up. Please choose another date.", errors: {}, values };
  const parsed = submissionSchema(form.fields).safeParse(submitted);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return { status: "error", message: correctionMessage(Object.keys(errors).length), errors, values };
  }
  const wait = await consume("formPerAddress", `${site.id}:${await clientAddress()}`);
  if (wait) await answerTooManyRequests(wait);
  if (wait)
    return { status: "error", message: `You have sent several requests in a short time. Please try again in ${minutesToWait(wait)}.`, errors: {}, values };

  const data = parsed.data as Record<string, string | undefined>;
  const session = form.open.find((s) => form.label(s) === data.time)!;
  let reference: string;
  try {
    ({ reference } = await reserveTable({
      siteId: site.id,
      bookable: form.bookable,
      startsAt: session.startsAt,
      partySize: form.party,
      guest: { email: data.email!, name: data.name!, phone: data.phone },
      requests: data.requests,
    }));
  } catch (error) {
    if (error instanceof AppError)
      return { status: "error", message: error.userMessage, errors: error.field ? { [error.field]: error.userMessage } : {}, values };
    logger.error({ err: error, site: siteSlug }, "a reservation could not be made");
    return { status: "error", message: "Something went wrong on our side and nothing was reserved. Please try again in a moment.", errors: {}, values };
  }
  redirect(reservationReturnPath(site.slug, pagePath, reference));
}

/** The host stand's "Did not come" (and "Came after all") on the reservations list. */
export async function markNoShowAction(siteSlug: string, bookingId: string, noShow: boolean): Promise<AdminActionState> {
  return adminResult(async () => {
    const message = await markNoShowAsOwner(await currentActor(), siteSlug, bookingId, noShow);
    refresh();
    return message;
  });
}

/** The owner's cancel button on the reservations list: with the box ticked that the guest was told. */
export async function cancelReservationAction(siteSlug: string, bookingId: string, _previous: AdminActionState, formData: FormData): Promise<AdminActionState> {
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
}
