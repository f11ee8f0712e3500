import { formatDateTime } from "@/lib/format";
import { contactHash } from "@/modules/contacts/service";
import { Panel, RESULT_ANCHOR } from "@/modules/payments/components/payment-outcome";
import type { Site } from "@/modules/sites/queries";
import { reservationForReturn } from "../reservations";
import { zoneOf } from "@/modules/sites/calendar";

type Query = Record<string, string | string[] | undefined>;

/**
 * A table reservation's result, first on the page the guest lands on (see
 * routing/route-body): reserved, when, for how many, the number, and where to
 * cancel. The link only names it (signed); what it says is read from the database.
 */
export async function ReservationOutcome({ site, query }: { site: Site; query: Query }) {
  if (typeof query.reservation !== "string" || typeof query.check !== "string") return null;
  const reservation = await reservationForReturn(site.id, query.reservation, query.check);
  return (
    <div id={RESULT_ANCHOR} tabIndex={-1} className="mx-auto max-w-3xl px-4 pt-6 outline-none sm:px-6" data-testid="reservation-result">
      {!reservation ? (
        <Panel tone="problem" heading="We could not find that reservation">
          <p>The link may be incomplete. Your confirmation email has the reservation number; call us with it if you have a question.</p>
        </Panel>
      ) : reservation.status !== "confirmed" ? (
        <Panel tone="neutral" heading="This reservation is cancelled">
          <p>
            Reservation {reservation.reference} for {formatDateTime(reservation.startsAt, zoneOf(site))} was cancelled.
          </p>
        </Panel>
      ) : (
        <Panel tone="success" heading="Your table is reserved">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold">When</dt>
            <dd data-testid="reserved-time">{formatDateTime(reservation.startsAt, zoneOf(site))}</dd>
            <dt className="font-semibold">Guests</dt>
            <dd>{reservation.partySize}</dd>
            <dt className="font-semibold">Name</dt>
            <dd>{reservation.details.name}</dd>
          </dl>
          <p className="mt-3">
            Reservation number <strong data-testid="reservation-number">{reservation.reference}</strong>.
          </p>
          <h3 className="mt-5 font-heading text-lg font-bold">What happens next</h3>
          <p className="mt-1">A confirmation is on its way to {reservation.email}. We look forward to seeing you.</p>
          <p className="mt-3">
            <a
              href={`/contacts/${reservation.contactKey}/${contactHash(reservation.contactKey)}`}
              className="font-semibold text-primary underline underline-offset-2"
            >
              Cancel this reservation
            </a>{" "}
            if your plans change, so the table can go to someone else.
          </p>
        </Panel>
      )}
    </div>
  );
}
