import { formatCents, formatDateTime } from "@/lib/format";
import { greeting, type Fulfilment } from "@/modules/payments/fulfilment";
import { cancelRefundedAppointment, confirmPaidAppointment, releaseUnpaidAppointment } from "./places";

/**
 * An appointment's deposit or prepayment: the time held while it is pending
 * is given back when it fails or times out, confirmed (or left for the
 * owner's approval) when it arrives, and cancelled when it is refunded.
 */
export const appointmentFulfilment: Fulfilment = {
  release: releaseUnpaidAppointment,
  refund: cancelRefundedAppointment,
  async paid({ tx, payment, siteName, owner, payer, mail, timeZone }) {
    const outcome = await confirmPaidAppointment(tx, payment);
    const what = `${payment.details.service ?? "Your appointment"}, ${payment.details.when ?? ""} (${payment.details.appointment ?? payment.reference})`;
    if (outcome === "no-room") {
      await mail({
        kind: "appointment-no-room",
        to: payer.email,
        subject: `${siteName}: your payment arrived after your time was released [${payment.reference}]`,
        text: `${greeting(payer.name)}\n\nYour payment ${payment.reference} arrived after the time we held for you had been released, and it has been booked since. We are sorry: ${siteName} will refund ${formatCents(payment.amountCents)} in full; or call us to book another time.\n\n${what}\n`,
      });
      if (owner)
        await mail({
          kind: "appointment-no-room-owner",
          to: owner,
          subject: `Refund needed: payment ${payment.reference} for a time booked since`,
          text: `A payment of ${formatCents(payment.amountCents)} (${payment.reference}) arrived after its hold lapsed, and the time is booked now. The appointment was not made; please refund the payment.\n\n${what}\nPayer: ${payer.email}\n`,
        });
      return null;
    }
    const when = outcome ? formatDateTime(outcome.startsAt, timeZone) : (payment.details.when ?? "");
    const waiting = outcome?.status === "requested" ? " As it is your first booking with us, we confirm it ourselves and will email you soon." : "";
    return {
      extra: `This pays for your appointment ${payment.details.appointment}: ${payment.details.service}${outcome ? ` with ${outcome.person}` : ""}, ${when}.${waiting} Your confirmation comes in its own email.`,
      ownerNote: `Paid online for appointment ${payment.details.appointment}: ${payment.details.service}, ${when}.`,
    };
  },
};
