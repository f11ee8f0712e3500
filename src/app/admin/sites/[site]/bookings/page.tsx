import Link from "next/link";
import { formatCents } from "@/lib/format";
import { addDays, dateIn } from "@/lib/time";
import { pageAccess } from "@/modules/admin/access";
import { AdminHeading, ButtonLink, Cell, formatWhen, Table } from "@/modules/admin/components/ui";
import { DateInput, EmptyList, FilterForm, Pager, Status, StatusViews, viewsOf } from "@/modules/inbox/components/list-parts";
import { bookingFilter, hrefWith, type Params } from "@/modules/inbox/filters";
import { bookingCounts, listBookings, type BookingStatus } from "@/modules/inbox/queries/bookings";
import { BreakableEmail } from "@/components/breakable-email";
import { PAYS_AT_DESK } from "@/modules/bookings/schema";
import { zoneOf } from "@/modules/sites/calendar";
import { now as clockNow } from "@/lib/clock";

export const metadata = { title: "Bookings" };

const STATUSES: BookingStatus[] = ["confirmed", "no_show", "held", "cancelled", "released"];

export default async function BookingsPage({ params, searchParams }: { params: Promise<{ site: string }>; searchParams: Promise<Params> }) {
  const { site: slug } = await params;
  const base = `/admin/sites/${slug}/bookings`;
  const { site } = await pageAccess(slug, "inbox", base);
  const zone = zoneOf(site);
  const filter = bookingFilter.parse(await searchParams);
  const [{ rows, total }, counts] = await Promise.all([listBookings(site.id, filter), bookingCounts(site.id)]);
  const kept = { from: filter.from, to: filter.to };
  const yesterday = addDays(dateIn(clockNow(), zoneOf(site)), -1);
  const window =
    filter.from || filter.to ? `Sessions${filter.from ? ` from ${filter.from}` : ""}${filter.to ? ` to ${filter.to}` : ""}` : "Sessions from today on";

  return (
    <>
      <AdminHeading
        title="Bookings"
        lead={`${window}. Held places are kept while the guest pays; released ones were never paid.`}
        actions={
          <>
            <ButtonLink href={base}>Upcoming</ButtonLink>
            <ButtonLink href={hrefWith(base, { to: yesterday })}>Past</ButtonLink>
            <ButtonLink href={`${base}/calendar`}>Calendar</ButtonLink>
          </>
        }
      />
      <StatusViews label="Bookings by status" base={base} current={filter.status} keep={kept} views={viewsOf(counts, STATUSES)} />
      <FilterForm
        base={base}
        label="Filter bookings by date"
        status={filter.status}
        exportHref={hrefWith(`/admin/sites/${slug}/export/bookings`, { status: filter.status, ...kept })}
      >
        <DateInput id="filter-from" name="from" label="Sessions from" value={filter.from} />
        <DateInput id="filter-to" name="to" label="Sessions to" value={filter.to} />
      </FilterForm>
      {rows.length === 0 ? (
        <EmptyList filtered={Boolean(filter.status || filter.from || filter.to || filter.page > 1)} nothingYet="No bookings from today on." />
      ) : (
        <Table caption={`Bookings, ${window.toLowerCase()}`} head={["Session", "Booked", "Guest", "Payment", "Status"]}>
          {rows.map((b) => (
            <tr key={b.id}>
              <Cell className="whitespace-nowrap">
                <Link href={`${base}/${b.id}`} className="text-primary underline">
                  {formatWhen(b.startsAt, zone)}
                  <span className="sr-only">, booking of {b.contactName ?? b.contactEmail}</span>
                </Link>
              </Cell>
              <Cell>
                {b.bookable}
                <span className="block text-muted">
                  {b.partySize} {b.partySize === 1 ? "place" : "places"}
                </span>
              </Cell>
              <Cell>
                {b.contactName && <span className="block">{b.contactName}</span>}
                <span className="block">
                  <BreakableEmail email={b.contactEmail} />
                </span>
                {b.contactPhone && <span className="block">{b.contactPhone}</span>}
              </Cell>
              <Cell>
                {b.payment ? (
                  <>
                    <Link href={`/admin/sites/${slug}/payments/${b.payment.id}`} className="font-mono underline">
                      {b.payment.reference}
                    </Link>
                    <span className="block tabular-nums">{formatCents(b.payment.amountCents)}</span>
                  </>
                ) : (
                  <>
                    <span className="font-mono">{b.reference}</span>
                    <span className="block text-muted">{PAYS_AT_DESK}</span>
                  </>
                )}
              </Cell>
              <Cell>
                <Status status={b.status} />
              </Cell>
            </tr>
          ))}
        </Table>
      )}
      <Pager base={base} params={{ status: filter.status, ...kept }} page={filter.page} total={total} noun="bookings" />
    </>
  );
}
