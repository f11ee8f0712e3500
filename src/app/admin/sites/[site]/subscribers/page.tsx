import { pageAccess } from "@/modules/admin/access";
import { AdminHeading, Cell, formatWhen, Table } from "@/modules/admin/components/ui";
import { EmptyList, FilterForm, Pager, SearchInput, SelectInput, Status, StatusViews, viewsOf } from "@/modules/inbox/components/list-parts";
import { hrefWith, subscriberFilter, type Params } from "@/modules/inbox/filters";
import { listSubscribers, subscriberCounts, subscriberLists, type SubscriptionStatus } from "@/modules/inbox/queries/subscribers";
import { BreakableEmail } from "@/components/breakable-email";
import { zoneOf } from "@/modules/sites/calendar";

export const metadata = { title: "Subscribers" };

const STATUSES: SubscriptionStatus[] = ["confirmed", "pending", "unsubscribed"];

export default async function SubscribersPage({ params, searchParams }: { params: Promise<{ site: string }>; searchParams: Promise<Params> }) {
  const { site: slug } = await params;
  const base = `/admin/sites/${slug}/subscribers`;
  const { site } = await pageAccess(slug, "inbox", base);
  const zone = zoneOf(site);
  const filter = subscriberFilter.parse(await searchParams);
  const [{ rows, total }, counts, lists] = await Promise.all([listSubscribers(site.id, filter), subscriberCounts(site.id), subscriberLists(site.id)]);
  const kept = { list: filter.list, q: filter.q };

  return (
    <>
      <AdminHeading
        title="Subscribers"
        lead="People who asked to hear from the site. Only confirmed subscribers may be sent mail: pending ones have not clicked the link in their confirmation email yet."
      />
      <StatusViews label="Subscribers by status" base={base} current={filter.status} keep={kept} views={viewsOf(counts, STATUSES)} />
      <FilterForm
        base={base}
        label="Filter subscribers"
        status={filter.status}
        exportHref={hrefWith(`/admin/sites/${slug}/export/subscribers`, { status: filter.status, ...kept })}
      >
        <SelectInput id="filter-list" name="list" label="List" value={filter.list} options={lists.map((list) => ({ value: list, label: list }))} />
        <SearchInput id="filter-q" label="Search" value={filter.q} placeholder="Name or email" />
      </FilterForm>
      {rows.length === 0 ? (
        <EmptyList filtered={Boolean(filter.status || filter.list || filter.q || filter.page > 1)} nothingYet="No subscribers yet." />
      ) : (
        <Table caption="Subscribers, newest consent first" head={["Subscriber", "List", "Status", "Consent", "Given"]}>
          {rows.map((s) => (
            <tr key={s.id}>
              <Cell>
                {s.name && <span className="block">{s.name}</span>}
                <span className="block">
                  <BreakableEmail email={s.email} />
                </span>
              </Cell>
              <Cell>{s.list}</Cell>
              <Cell>
                <Status status={s.status} />
                {s.confirmedAt && <span className="block text-sm text-muted">confirmed {formatWhen(s.confirmedAt, zone)}</span>}
                {s.unsubscribedAt && <span className="block text-sm text-muted">left {formatWhen(s.unsubscribedAt, zone)}</span>}
              </Cell>
              <Cell className="max-w-sm">&ldquo;{s.consentText}&rdquo;</Cell>
              <Cell className="whitespace-nowrap">{formatWhen(s.consentAt, zone)}</Cell>
            </tr>
          ))}
        </Table>
      )}
      <Pager base={base} params={{ status: filter.status, ...kept }} page={filter.page} total={total} noun="subscribers" />
    </>
  );
}
