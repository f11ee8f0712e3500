"use server";

import { revalidatePath } from "next/cache";
import { unsafeContactBySignedLink } from "@/modules/contacts/queries";
import { refundPayment } from "@/modules/payments/events";
import type { SiteId } from "@/modules/sites/queries";
import { cancelOwnBooking } from "./service";

/** Cancel from the contact's own page: the signed link is the only authority, and the booking must be theirs, on their site. */
export async function cancelBookingAction(key: string, hash: string, bookingId: string): Promise<void> {
  const record = await unsafeContactBySignedLink(key, hash);
  if (!record) throw new Error("This link is not valid");
  const siteId = record.contact.siteId as SiteId;
  const paymentId = await cancelOwnBooking(siteId, record.contact.id, bookingId);
  await refundPayment(siteId, paymentId);
  revalidatePath(`/contacts/${key}/${hash}`);
}
