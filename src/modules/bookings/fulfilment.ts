import { formatCents } from "@/lib/format";
import { greeting, type Fulfilment } from "@/modules/payments/fulfilment";
import { cancelBookingOfPayment, confirmBooking, describeBooking, releaseBooking } from "./service";

/** A booking's payment: places released when it fails, confirmed when it arrives (if they are still free), cancelled on a refund. */
export const bookingFulfilment: Fulfilment = {
  release: releaseBooking,
  refund: cancelBookingOfPayment,
  async paid({ tx, payment, siteName, owner, payer, mail }) {
    const outcome = await confirmBooking(tx, payment);
    const what = await describeBooking(tx, payment);
    if (outcome === "no-room") {
      await mail({
        kind: "booking-no-room",
        to: payer.email,
        subject: `${siteName}: your payment arrived after your places were released [${payment.reference}]`,
        text: `${greeting(payer.name)}\n\nYour payment ${payment.reference} arrived after the places we held for you had been released, and the session has filled since. We are sorry: ${siteName} will refund ${formatCents(payment.amountCents)} in full, or call us to book another time.\n\n${what ?? ""}\n`,
      });
      if (owner)
        await mail({
          kind: "booking-no-room-owner",
          to: owner,
          subject: `Refund needed: payment ${payment.reference} for a full session`,
          text: `A payment of ${formatCents(payment.amountCents)} (${payment.reference}) arrived after its hold lapsed, and the session is now full. The booking was not made; please refund the payment.\n\n${what ?? ""}\nPayer: ${payer.email}\n`,
        });
      return null;
    }
    return {
      extra: `Your booking\n${what ?? ""}\n\nTo move or cancel (until 24 hours before), open your page: ${payer.page}\nPlease arrive 15 minutes early.`,
      ownerNote: `New booking:\n${what ?? ""}`,
    };
  },
};
