import Link from "next/link";
import { notFound } from "next/navigation";
import { formatCents } from "@/lib/format";
import { pageAccess } from "@/modules/admin/access";
import { AdminHeading, ButtonLink, formatWhen, Panel } from "@/modules/admin/components/ui";
import { cancelBookingAction } from "@/modules/inbox/actions";
import { ConfirmForm } from "@/modules/inbox/components/confirm-form";
import { Status } from "@/modules/inbox/components/list-parts";
import { notFoundAsNull } from "@/modules/inbox/http";
import { bookingDetail } from "@/modules/inbox/service";
import { BreakableEmail } from "@/components/breakable-email";

export const metadata = { title: "Booking" };

export default async function BookingPage({ params }: { params: Promise<{ site: string; id: string }> }) {
  const { site: slug, id } = await params;
  const list = `/admin/sites/${slug}/bookings`;
  const { actor } = await pageAccess(slug, "inbox", `${list}/${id}`);
  const booking = await notFoundAsNull(bookingDetail(actor, slug, id));
  if (!booking) notFound();
  const guest = booking.contactName ?? booking.contactEmail;

  return (
    <>
      <AdminHeading title={`Booking of ${guest}`} lead={`${booking.bookable}, ${formatWhen(booking.startsAt)}`} actions={<ButtonLink href={list}>Back to bookings</ButtonLink>} />
      <Panel title="Booking" id="booking">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium">Status</dt>
          <dd>
            <Status status={booking.status} />
            {booking.status === "held" && <span className="ml-2 text-sm text-muted">kept until {formatWhen(booking.holdExpiresAt)} while the guest pays</span>}
          </dd>
          <dt className="font-medium">Session</dt>
          <dd>{formatWhen(booking.startsAt)}</dd>
          <dt className="font-medium">Booked</dt>
          <dd>{booking.bookable}</dd>
          <dt className="font-medium">Party size</dt>
          <dd>{booking.partySize}</dd>
          {Object.entries(booking.details).map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="font-medium">{key === "trip" ? "Trip" : key}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <dt className="font-medium">Guest</dt>
          <dd>
            {booking.contactName && <span className="block">{booking.contactName}</span>}
            <a className="block underline" href={`mailto:${booking.contactEmail}`}>
              <BreakableEmail email={booking.contactEmail} />
            </a>
            {booking.contactPhone && <span className="block">{booking.contactPhone}</span>}
          </dd>
          <dt className="font-medium">Payment</dt>
          <dd>
            <Link className="font-mono underline" href={`/admin/sites/${slug}/payments/${booking.paymentId}`}>
              {booking.paymentReference}
            </Link>{" "}
            {formatCents(booking.amountCents)} <Status status={booking.paymentStatus} />
          </dd>
          <dt className="font-medium">Booked on</dt>
          <dd>{formatWhen(booking.createdAt)}</dd>
        </dl>
      </Panel>
      {(booking.status === "confirmed" || booking.status === "cancelled") && (
        <Panel title="Cancel this booking" id="cancel">
          {booking.status === "confirmed" && (
            <p className="mb-4">
              Cancels the booking, frees its {booking.partySize} {booking.partySize === 1 ? "place" : "places"}, and refunds {formatCents(booking.amountCents)} in full to {guest}, who is emailed a notice of the refund.
            </p>
          )}
          <ConfirmForm
            id="cancel"
            action={cancelBookingAction.bind(null, slug, booking.id)}
            confirmLabel="I have told the guest that their booking is cancelled."
            buttonLabel={`Cancel the booking and refund ${booking.paymentReference}`}
            closed={booking.status === "cancelled" ? "This booking is cancelled." : undefined}
          />
        </Panel>
      )}
    </>
  );
}
