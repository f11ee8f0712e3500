import Link from "next/link";
import { notFound } from "next/navigation";
import { formatCents } from "@/lib/format";
import { telHref } from "@/lib/links";
import { pageAccess } from "@/modules/admin/access";
import { AdminHeading, ButtonLink, formatWhen, Panel } from "@/modules/admin/components/ui";
import { moveTargetsFor } from "@/modules/bookings/admin";
import { MoveBookingForm } from "@/modules/bookings/components/desk-forms";
import { moveBookingAction } from "@/modules/bookings/desk-actions";
import { cancelBookingAction } from "@/modules/inbox/actions";
import { ConfirmForm } from "@/modules/inbox/components/confirm-form";
import { Status } from "@/modules/inbox/components/list-parts";
import { notFoundAsNull } from "@/modules/inbox/http";
import { bookingDetail } from "@/modules/inbox/service";
import { BreakableEmail } from "@/components/breakable-email";
import { zoneOf } from "@/modules/sites/calendar";

export const metadata = { title: "Booking" };

/** What a booking's details are called: a trip planner's trip, the desk's note on a phone booking. */
const DETAIL_LABELS: Record<string, string> = { trip: "Trip", note: "Note" };

export default async function BookingPage({ params }: { params: Promise<{ site: string; id: string }> }) {
  const { site: slug, id } = await params;
  const list = `/admin/sites/${slug}/bookings`;
  const { actor, site } = await pageAccess(slug, "inbox", `${list}/${id}`);
  const zone = zoneOf(site);
  const booking = await notFoundAsNull(bookingDetail(actor, slug, id));
  if (!booking) notFound();
  const guest = booking.contactName ?? booking.contactEmail;
  const places = `${booking.partySize} ${booking.partySize === 1 ? "place" : "places"}`;
  // Paid online, or taken by phone and paid at the desk (bookings/front-desk.ts).
  const paid = booking.payment;
  const movable = booking.status === "confirmed" && booking.startsAt > new Date();
  const targets = movable
    ? (await moveTargetsFor(actor, slug, booking.bookableKey, booking.startsAt)).filter((o) => o.capacity - o.taken >= booking.partySize)
    : [];

  return (
    <>
      <AdminHeading
        title={`Booking of ${guest}`}
        lead={`${booking.bookable}, ${formatWhen(booking.startsAt, zone)}`}
        actions={<ButtonLink href={list}>Back to bookings</ButtonLink>}
      />
      <Panel title="Booking" id="booking">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium">Status</dt>
          <dd>
            <Status status={booking.status} />
            {booking.status === "held" && (
              <span className="ml-2 text-sm text-muted">kept until {formatWhen(booking.holdExpiresAt, zone)} while the guest pays</span>
            )}
          </dd>
          <dt className="font-medium">Session</dt>
          <dd>{formatWhen(booking.startsAt, zone)}</dd>
          <dt className="font-medium">Booked</dt>
          <dd>{booking.bookable}</dd>
          <dt className="font-medium">Party size</dt>
          <dd>{booking.partySize}</dd>
          {Object.entries(booking.details)
            // "taken: by phone" is said under Payment.
            .filter(([key]) => key !== "taken")
            .map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="font-medium">{DETAIL_LABELS[key] ?? key}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          <dt className="font-medium">Guest</dt>
          <dd>
            {booking.contactName && <span className="block">{booking.contactName}</span>}
            <a className="block underline" href={`mailto:${booking.contactEmail}`}>
              <BreakableEmail email={booking.contactEmail} />
            </a>
            {booking.contactPhone && (
              <a className="block underline" href={telHref(booking.contactPhone)}>
                {booking.contactPhone}
              </a>
            )}
          </dd>
          <dt className="font-medium">Payment</dt>
          {paid ? (
            <dd>
              <Link className="font-mono underline" href={`/admin/sites/${slug}/payments/${paid.id}`}>
                {paid.reference}
              </Link>{" "}
              {formatCents(paid.amountCents)} <Status status={paid.status} />
            </dd>
          ) : (
            <dd>
              At the desk, not online
              <span className="block text-muted">
                Taken by phone as booking <span className="font-mono">{booking.reference}</span>
              </span>
            </dd>
          )}
          <dt className="font-medium">Booked on</dt>
          <dd>{formatWhen(booking.createdAt, zone)}</dd>
        </dl>
      </Panel>
      {movable && (
        <Panel title="Move this booking" id="move">
          {targets.length ? (
            <>
              <p className="mb-3">
                To another session in the next two weeks with room for {places}. {guest} is emailed the new time; what was paid stays as it is.
              </p>
              <MoveBookingForm
                id={booking.id}
                action={moveBookingAction.bind(null, slug, booking.bookableKey, booking.id, true)}
                who={guest}
                partySize={booking.partySize}
                targets={targets}
                timeZone={zoneOf(site)}
              />
            </>
          ) : (
            <p>No session in the next two weeks has room for {places}.</p>
          )}
        </Panel>
      )}
      {(booking.status === "confirmed" || booking.status === "cancelled") && (
        <Panel title="Cancel this booking" id="cancel">
          {booking.status === "confirmed" && (
            <p className="mb-4">
              Cancels the booking and frees its {places}
              {paid
                ? `, and refunds ${formatCents(paid.amountCents)} in full to ${guest}, who is emailed a notice of the refund.`
                : `. ${guest} is emailed a notice; nothing was paid online, so nothing is refunded.`}
            </p>
          )}
          <ConfirmForm
            id="cancel"
            action={cancelBookingAction.bind(null, slug, booking.id)}
            confirmLabel="I have told the guest that their booking is cancelled."
            buttonLabel={paid ? `Cancel the booking and refund ${paid.reference}` : `Cancel booking ${booking.reference}`}
            closed={booking.status === "cancelled" ? "This booking is cancelled." : undefined}
          />
        </Panel>
      )}
    </>
  );
}
