import Link from "next/link";
import { pageAccess } from "@/modules/admin/access";
import { AdminHeading, ButtonLink, Cell, formatWhen, Table } from "@/modules/admin/components/ui";
import { formatCents } from "@/lib/format";
import { EmptyList, FilterForm, OneDay, Pager, SearchInput, SelectInput, Status, StatusViews, viewsOf } from "@/modules/inbox/components/list-parts";
import { hrefWith, paymentFilter, type Params } from "@/modules/inbox/filters";
import { PURPOSE_LABELS } from "@/modules/inbox/labels";
import { listPayments, paymentCounts, type PaymentStatus } from "@/modules/inbox/queries/payments";
import { BreakableEmail } from "@/components/breakable-email";
import { zoneOf } from "@/modules/sites/calendar";

export const metadata = { title: "Payments" };

const STATUSES: PaymentStatus[] = ["paid", "pending", "refunded", "failed", "cancelled"];

export default async function PaymentsPage({ params, searchParams }: { params: Promise<{ site: string }>; searchParams: Promise<Params> }) {
  const { site: slug } = await params;
  const base = `/admin/sites/${slug}/payments`;
  const { site } = await pageAccess(slug, "inbox", base);
  const zone = zoneOf(site);
  const filter = paymentFilter.parse(await searchParams);
  const [{ rows, total }, counts] = await Promise.all([listPayments(site.id, filter), paymentCounts(site.id)]);
  const kept = { purpose: filter.purpose, day: filter.day, q: filter.q };
  const donations = filter.purpose === "donation";

  return (
    <>
      <AdminHeading
        title={donations ? "Donations" : "Payments"}
        lead={
          donations
            ? "Gifts to the organisation, with their dedications and monthly gifts."
            : "Bills, donations, bookings, gift cards and orders paid on the site."
        }
        actions={
          donations ? <ButtonLink href={base}>All payments</ButtonLink> : <ButtonLink href={hrefWith(base, { purpose: "donation" })}>Donations only</ButtonLink>
        }
      />
      <OneDay day={filter.day} what="Paid" total={total} everyDay={hrefWith(base, { status: filter.status, purpose: filter.purpose, q: filter.q })} />
      <StatusViews label="Payments by status" base={base} current={filter.status} keep={kept} views={viewsOf(counts, STATUSES)} />
      <FilterForm
        base={base}
        label="Filter payments"
        status={filter.status}
        exportHref={hrefWith(`/admin/sites/${slug}/export/payments`, { status: filter.status, ...kept })}
      >
        <SelectInput
          id="filter-purpose"
          name="purpose"
          label="For"
          value={filter.purpose}
          options={Object.entries(PURPOSE_LABELS).map(([value, label]) => ({ value, label }))}
        />
        {filter.day && <input type="hidden" name="day" value={filter.day} />}
        <SearchInput id="filter-q" label="Search" value={filter.q} placeholder="Receipt number, payer's name or email" />
      </FilterForm>
      {rows.length === 0 ? (
        <EmptyList filtered={Boolean(filter.status || filter.purpose || filter.day || filter.q || filter.page > 1)} nothingYet="No payments yet." />
      ) : (
        <Table caption={`${donations ? "Donations" : "Payments"}, newest first`} head={["Date", "Payment", "Payer", "For", "Amount", "Status"]}>
          {rows.map((p) => (
            <tr key={p.id}>
              <Cell className="whitespace-nowrap">{formatWhen(p.createdAt, zone)}</Cell>
              <Cell>
                <Link href={`${base}/${p.id}`} className="font-mono text-primary underline">
                  {p.reference}
                </Link>
                <p className="text-muted">{p.lines.map((l) => (l.quantity > 1 ? `${l.quantity} × ${l.label}` : l.label)).join(", ")}</p>
                {p.details.dedication && <p>{p.details.dedication}</p>}
              </Cell>
              <Cell>
                {p.payerName && <span className="block">{p.payerName}</span>}
                <span className="block">
                  <BreakableEmail email={p.payerEmail} />
                </span>
              </Cell>
              {/* "Booking" stays one word in a narrow column; "Order for pickup" still wraps between words. */}
              <Cell className="[overflow-wrap:break-word]">
                {PURPOSE_LABELS[p.purpose]}
                {p.recurring === "month" && <span className="block text-muted">monthly</span>}
              </Cell>
              <Cell className="text-right whitespace-nowrap tabular-nums">{formatCents(p.amountCents)}</Cell>
              <Cell>
                <Status status={p.status} />
              </Cell>
            </tr>
          ))}
        </Table>
      )}
      <Pager base={base} params={{ status: filter.status, ...kept }} page={filter.page} total={total} noun="payments" />
    </>
  );
}
