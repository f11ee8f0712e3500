import Link from "next/link";
import { notFound } from "next/navigation";
import { formatClock, formatDateTime } from "@/lib/format";
import { telHref } from "@/lib/links";
import { dateIn } from "@/lib/time";
import { pageAccess } from "@/modules/admin/access";
import { ActionForm } from "@/modules/admin/components/action-form";
import { AdminHeading, Button, ButtonLink, Cell, Notice, Panel, Table } from "@/modules/admin/components/ui";
import { deskSession } from "@/modules/bookings/admin";
import { addPhoneBookingAction, moveBookingAction, setSessionBlockedAction } from "@/modules/bookings/desk-actions";
import { MoveBookingForm, PhoneGuestFields } from "@/modules/bookings/components/desk-forms";
import { PAYS_AT_DESK } from "@/modules/bookings/schema";
import { notFoundAsNull } from "@/modules/inbox/http";
import { zoneOf } from "@/modules/sites/calendar";

export const metadata = { title: "Session" };

/** One session at the front desk: who is booked, a booking taken by phone, blocking it out, moving a booking. */
export default async function DeskSessionPage({
  params,
  searchParams,
}: {
  params: Promise<{ site: string; bookable: string; at: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ site: slug, bookable: key, at }, query] = await Promise.all([params, searchParams]);
  const calendar = `/admin/sites/${slug}/bookings/calendar`;
  const { actor } = await pageAccess(slug, "inbox", `${calendar}/${key}/${at}`);
  if (!/^\d{10,14}$/.test(at)) notFound();
  const startsAt = new Date(Number(at));
  const desk = await notFoundAsNull(deskSession(actor, slug, key, startsAt));
  if (!desk) notFound();
  const { bookable, session, bookings, open } = desk;
  const when = formatDateTime(startsAt, zoneOf(desk.site));
  const left = Math.max(0, session.capacity - session.taken);
  const parties = Array.from({ length: Math.max(0, Math.min(bookable.maxParty, left) - bookable.minParty + 1) }, (_, i) => bookable.minParty + i);
  const back = `${calendar}?${new URLSearchParams({ bookable: bookable.key, from: dateIn(startsAt, zoneOf(desk.site)) })}`;

  return (
    <>
      <AdminHeading
        title={`${bookable.name}, ${when}`}
        lead={
          session.blocked
            ? `Blocked out: nothing more can be booked.${session.taken ? ` Its bookings still hold ${session.taken} ${session.taken === 1 ? "place" : "places"}.` : ""}`
            : `${session.taken} of ${session.capacity} places taken, ${left} left.`
        }
        actions={<ButtonLink href={back}>Back to the calendar</ButtonLink>}
      />
      {query.moved === "1" && <Notice tone="success">The booking was moved to this session; the guest was emailed.</Notice>}
      <Panel title="Booked" id="booked">
        {bookings.length === 0 ? (
          <p className="text-muted">No one is booked in this session.</p>
        ) : (
          <Table caption={`Bookings for ${bookable.name}, ${when}`} head={["Guest", "Places", "Booking", "Move to"]}>
            {bookings.map((b) => (
              <tr key={b.id}>
                <Cell>
                  {b.name && <span className="block font-semibold">{b.name}</span>}
                  <span className="block break-all">{b.email}</span>
                  {b.phone && (
                    <a className="block underline" href={telHref(b.phone)}>
                      {b.phone}
                    </a>
                  )}
                  {b.details.note && <span className="block text-muted">{b.details.note}</span>}
                </Cell>
                <Cell>{b.partySize}</Cell>
                <Cell>
                  {/* Its page in Bookings: the guest's details, and cancelling it. */}
                  <Link href={`/admin/sites/${slug}/bookings/${b.id}`} className="block font-mono whitespace-nowrap text-primary underline">
                    {b.reference}
                  </Link>
                  <span className="block text-muted">{b.status === "held" ? "Paying now" : b.paid ? "Paid online" : PAYS_AT_DESK}</span>
                </Cell>
                <Cell>
                  {b.status !== "confirmed" ? (
                    <span className="text-muted">Once paid</span>
                  ) : (
                    <MoveBookingForm
                      id={b.id}
                      action={moveBookingAction.bind(null, slug, bookable.key, b.id, false)}
                      who={b.name ?? b.email}
                      partySize={b.partySize}
                      targets={open}
                      timeZone={zoneOf(desk.site)}
                    />
                  )}
                </Cell>
              </tr>
            ))}
          </Table>
        )}
      </Panel>
      {!session.blocked && parties.length > 0 && (
        <Panel title="Add a booking taken by phone" id="phone">
          <ActionForm action={addPhoneBookingAction.bind(null, slug, bookable.key, at)} label="Add a booking taken by phone">
            <PhoneGuestFields parties={parties} partyLabel="Places" noteLabel="Note (optional)" />
            <Button>Book {formatClock(startsAt, zoneOf(desk.site))} for this guest</Button>
          </ActionForm>
        </Panel>
      )}
      <Panel title={session.blocked ? "Open this session again" : "Block out this session"} id="block">
        <p className="mb-3">
          {session.blocked
            ? "Visitors and the desk can book it again."
            : "Nothing more can be booked in it, online or here; bookings already in it stay until you move or cancel them."}
        </p>
        <ActionForm action={setSessionBlockedAction.bind(null, slug, bookable.key, at, !session.blocked)}>
          <Button variant="secondary">{session.blocked ? "Open it again" : "Block it out"}</Button>
        </ActionForm>
      </Panel>
    </>
  );
}
