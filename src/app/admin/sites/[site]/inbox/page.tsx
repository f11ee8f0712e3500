import Link from "next/link";
import { pageAccess } from "@/modules/admin/access";
import { AdminHeading, Cell, formatWhen, StatusBadge, Table } from "@/modules/admin/components/ui";
import { EmptyList, FilterForm, OneDay, Pager, SearchInput, SelectInput, Status, StatusViews } from "@/modules/inbox/components/list-parts";
import { hrefWith, MESSAGE_VIEWS, messageFilter, type MessageView, type Params } from "@/modules/inbox/filters";
import { MESSAGE_VIEW_LABELS } from "@/modules/inbox/labels";
import { applicationsPerUnit, formsOfSite, listMessages, messageCounts } from "@/modules/inbox/queries/messages";
import { unitsForInbox } from "@/modules/rentals/queries";
import { messagePreview } from "@/modules/inbox/values";
import { BreakableEmail } from "@/components/breakable-email";
import { zoneOf } from "@/modules/sites/calendar";

export const metadata = { title: "Messages" };

export default async function MessagesPage({ params, searchParams }: { params: Promise<{ site: string }>; searchParams: Promise<Params> }) {
  const { site: slug } = await params;
  const base = `/admin/sites/${slug}/inbox`;
  const { site } = await pageAccess(slug, "inbox", base);
  const zone = zoneOf(site);
  const filter = messageFilter.parse(await searchParams);
  const [{ rows, total }, counts, forms, units, perUnit] = await Promise.all([
    listMessages(site.id, filter),
    messageCounts(site.id),
    formsOfSite(site.id),
    unitsForInbox(site.id),
    applicationsPerUnit(site.id, filter.status),
  ]);
  const unitTitles = new Map(units.map((u) => [u.id, u.title]));
  const chosenUnit = filter.unit ? unitTitles.get(filter.unit) : undefined;

  const count = (view: MessageView) =>
    view === "open" ? counts.new + counts.read : view === "all" ? counts.new + counts.read + counts.archived + counts.spam : counts[view];
  const status = filter.status === "open" ? undefined : filter.status;
  const kept = { form: filter.form, unit: filter.unit, day: filter.day, q: filter.q };

  return (
    <>
      <AdminHeading title="Messages" lead="Everything visitors sent through the site's forms: messages, requests and applications." />
      <OneDay
        day={filter.day}
        what={filter.status === "all" ? "Received (spam left out)" : "Received"}
        total={total}
        everyDay={hrefWith(base, { status, form: filter.form, unit: filter.unit, q: filter.q })}
      />
      <StatusViews
        label="Messages by status"
        base={base}
        current={status}
        keep={kept}
        views={MESSAGE_VIEWS.map((view) => ({ value: view === "open" ? undefined : view, label: MESSAGE_VIEW_LABELS[view], count: count(view) }))}
      />
      {units.length > 0 && (
        <nav aria-labelledby="by-unit" className="mb-6">
          <h2 id="by-unit" className="text-lg font-semibold">
            Applications by unit
          </h2>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {units.map((unit) => {
              const n = perUnit.get(unit.id) ?? 0;
              const active = filter.unit === unit.id;
              return (
                <li key={unit.id}>
                  <Link
                    href={hrefWith(base, { status, form: filter.form, unit: unit.id })}
                    aria-current={active ? "page" : undefined}
                    className={`flex min-h-11 items-center justify-between gap-3 rounded-md border px-3 py-2 no-underline ${active ? "border-primary bg-primary font-semibold text-on-primary" : "border-line bg-page text-ink hover:bg-surface"}`}
                  >
                    <span>
                      {unit.title}
                      {unit.leased && " (leased)"}
                    </span>
                    <span className="whitespace-nowrap" data-testid="unit-applications">
                      {n === 1 ? "1 application" : `${n} applications`}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
          {filter.unit && (
            <p className="mt-2">
              <Link href={hrefWith(base, { status, form: filter.form, q: filter.q })} className="text-primary underline">
                Show messages for every unit
              </Link>
            </p>
          )}
        </nav>
      )}
      <FilterForm base={base} label="Filter messages" status={status} exportHref={hrefWith(`/admin/sites/${slug}/export/messages`, { status, ...kept })}>
        <SelectInput id="filter-form" name="form" label="Form" value={filter.form} options={forms.map((f) => ({ value: f.key, label: f.name }))} />
        {filter.unit && <input type="hidden" name="unit" value={filter.unit} />}
        {filter.day && <input type="hidden" name="day" value={filter.day} />}
        <SearchInput id="filter-q" label="Search" value={filter.q} placeholder="Reference, name, email or words in the message" />
      </FilterForm>
      {rows.length === 0 ? (
        <EmptyList
          filtered={Boolean(filter.form || filter.unit || filter.day || filter.q || filter.page > 1)}
          nothingYet={filter.status === "open" ? "No messages waiting. New ones appear here as visitors send them." : "No messages here."}
        />
      ) : (
        <Table
          caption={`${chosenUnit ? `Applications for ${chosenUnit}` : "Messages"}, ${MESSAGE_VIEW_LABELS[filter.status].toLowerCase()}, newest first`}
          head={["Received", "Message", "From", "Form", "Status"]}
        >
          {rows.map((m) => (
            <tr key={m.id} className={m.status === "new" ? "font-semibold" : undefined}>
              <Cell className="whitespace-nowrap">{formatWhen(m.createdAt, zone)}</Cell>
              <Cell>
                <Link href={`${base}/${m.id}`} className="font-mono text-primary underline">
                  {m.reference}
                </Link>
                {m.unitId && <p className="font-normal">For {unitTitles.get(m.unitId) ?? "a unit since deleted"}</p>}
                <p className="font-normal text-muted">{messagePreview(m.form, m.data)}</p>
                {m.files.length > 0 && (
                  <p className="font-normal text-muted">{m.files.length === 1 ? "1 file attached" : `${m.files.length} files attached`}</p>
                )}
              </Cell>
              <Cell>
                {m.contactName && <span className="block">{m.contactName}</span>}
                <span className="block font-normal">
                  <BreakableEmail email={m.contactEmail} />
                </span>
              </Cell>
              <Cell>{m.form.name}</Cell>
              <Cell>
                <Status status={m.status} />
                {m.answeredAt && (
                  <span className="ms-1">
                    <StatusBadge tone="good">Answered</StatusBadge>
                  </span>
                )}
              </Cell>
            </tr>
          ))}
        </Table>
      )}
      <Pager base={base} params={{ status, ...kept }} page={filter.page} total={total} noun="messages" />
    </>
  );
}
