import Link from "next/link";
import { pageAccess } from "@/modules/admin/access";
import { AdminHeading, Cell, formatWhen, Table } from "@/modules/admin/components/ui";
import { EmptyList, Pager, Status, StatusViews, viewsOf } from "@/modules/inbox/components/list-parts";
import { outboxFilter, type Params } from "@/modules/inbox/filters";
import { listOutbox, outboxCounts, type MailStatus } from "@/modules/inbox/queries/outbox";
import { BreakableEmail } from "@/components/breakable-email";
import { zoneOf } from "@/modules/sites/calendar";

export const metadata = { title: "Mail outbox" };

const STATUSES: MailStatus[] = ["failed", "pending", "sending", "sent"];

export default async function OutboxPage({ params, searchParams }: { params: Promise<{ site: string }>; searchParams: Promise<Params> }) {
  const { site: slug } = await params;
  const base = `/admin/sites/${slug}/outbox`;
  const { site } = await pageAccess(slug, "inbox", base);
  const zone = zoneOf(site);
  const filter = outboxFilter.parse(await searchParams);
  const [{ rows, total }, counts] = await Promise.all([listOutbox(site.id, filter), outboxCounts(site.id)]);

  return (
    <>
      <AdminHeading
        title="Mail outbox"
        lead="Every email the site sends, and whether it was delivered. Mail that cannot be delivered is tried again with growing pauses; failed mail has run out of tries and can be retried here."
      />
      <StatusViews label="Mail by delivery status" base={base} current={filter.status} keep={{}} views={viewsOf(counts, STATUSES)} />
      {rows.length === 0 ? (
        <EmptyList filtered={Boolean(filter.status || filter.page > 1)} nothingYet="The site has sent no mail yet." />
      ) : (
        <Table caption="Mail, newest first" head={["Written", "Subject", "To", "Kind", "Delivery"]}>
          {rows.map((m) => (
            <tr key={m.id}>
              <Cell className="whitespace-nowrap">{formatWhen(m.createdAt, zone)}</Cell>
              <Cell>
                <Link href={`${base}/${m.id}`} className="text-primary underline">
                  {m.subject}
                </Link>
                {m.lastError && m.status !== "sent" && <span className="block text-sm break-all text-red-700">Last error: {m.lastError.slice(0, 160)}</span>}
              </Cell>
              <Cell>
                <BreakableEmail email={m.toAddress} />
              </Cell>
              <Cell>{m.kind}</Cell>
              <Cell>
                <Status status={m.status} />
                <span className="block text-sm text-muted">
                  {m.sentAt ? `sent ${formatWhen(m.sentAt, zone)}` : `${m.attempts} ${m.attempts === 1 ? "try" : "tries"}`}
                </span>
              </Cell>
            </tr>
          ))}
        </Table>
      )}
      <Pager base={base} params={{ status: filter.status }} page={filter.page} total={total} noun="emails" />
    </>
  );
}
