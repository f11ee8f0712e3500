import { formatCents } from "@/lib/format";
import { pageAccess } from "@/modules/admin/access";
import { AdminHeading, Cell, formatWhen, Panel, Table } from "@/modules/admin/components/ui";
import { loadBalancesAction } from "@/modules/bills/actions";
import { balanceSummaries, leftToPay, listBalances, siteBills } from "@/modules/bills/balances";
import { LoadBalancesForm } from "@/modules/bills/components/load-form";
import { EmptyList, FilterForm, SearchInput } from "@/modules/inbox/components/list-parts";
import { zoneOf } from "@/modules/sites/calendar";

export const metadata = { title: "Bills" };

/**
 * The amounts due a biller loads from its billing system, so payers can look
 * up their bill by number and name before paying it online; each online
 * payment is taken off its bill as it arrives.
 */
export default async function BillsPage({ params, searchParams }: { params: Promise<{ site: string }>; searchParams: Promise<{ q?: string }> }) {
  const { site: slug } = await params;
  const base = `/admin/sites/${slug}/bills`;
  const { site } = await pageAccess(slug, "inbox", base);
  const zone = zoneOf(site);
  const q = String((await searchParams).q ?? "").slice(0, 80);
  const [bills, summaries, rows] = await Promise.all([siteBills(site.id), balanceSummaries(site.id), listBalances(site.id, q)]);
  const label = (key: string) => bills.find((bill) => bill.key === key)?.label ?? key;

  return (
    <>
      <AdminHeading
        title="Bills"
        lead="Load the amounts due from your billing system, and payers can look up their bill by its number and their name before paying it online. Each online payment is taken off its bill as it arrives."
      />
      {bills.length === 0 ? (
        <Panel>
          <p>No page of this site takes bill payments. Add a &ldquo;Pay a bill&rdquo; block to a page to take them.</p>
        </Panel>
      ) : (
        <>
          <Panel title="Amounts loaded">
            {summaries.length === 0 ? (
              <p>None yet: payers type the amount from their bill themselves.</p>
            ) : (
              <Table caption="Amounts due loaded, by bill" head={["Bill", "Bills loaded", "Billed", "Paid online", "Paid in full", "Loaded"]}>
                {summaries.map((summary) => (
                  <tr key={summary.billKey}>
                    <Cell>{label(summary.billKey)}</Cell>
                    <Cell className="tabular-nums">{summary.bills}</Cell>
                    <Cell className="tabular-nums">{formatCents(summary.dueCents)}</Cell>
                    <Cell className="tabular-nums">{formatCents(summary.paidCents)}</Cell>
                    <Cell className="tabular-nums">{summary.settled}</Cell>
                    <Cell className="whitespace-nowrap">{summary.loadedAt ? formatWhen(summary.loadedAt, zone) : ""}</Cell>
                  </tr>
                ))}
              </Table>
            )}
          </Panel>
          <Panel title="Load amounts due" id="load">
            <LoadBalancesForm action={loadBalancesAction.bind(null, slug)} bills={bills.map(({ key, label }) => ({ key, label }))} />
          </Panel>
          {summaries.length > 0 && (
            <>
              <FilterForm base={base} label="Find a bill" status={undefined}>
                <SearchInput id="filter-q" label="Search" value={q} placeholder="A number, or a name" />
              </FilterForm>
              {rows.length === 0 ? (
                <EmptyList filtered={Boolean(q)} nothingYet="No amounts loaded." />
              ) : (
                <Table
                  caption={q ? `Bills matching “${q}”` : "Bills, those paid online first"}
                  head={["Bill", "Number", "Name", "Billed", "Paid online", "Left"]}
                >
                  {rows.map((row) => (
                    <tr key={row.id}>
                      <Cell>{label(row.billKey)}</Cell>
                      <Cell className="font-mono">{row.reference}</Cell>
                      <Cell>{row.holder}</Cell>
                      <Cell className="tabular-nums">{formatCents(row.dueCents)}</Cell>
                      <Cell className="tabular-nums">{formatCents(row.paidCents)}</Cell>
                      <Cell className="tabular-nums">{formatCents(leftToPay(row))}</Cell>
                    </tr>
                  ))}
                </Table>
              )}
            </>
          )}
        </>
      )}
    </>
  );
}
