import Link from "next/link";
import { pageAccess } from "@/modules/admin/access";
import { ActionForm } from "@/modules/admin/components/action-form";
import { AdminHeading, Button, ButtonLink, Cell, formatWhen, inputClass, Panel, StatusBadge, Table } from "@/modules/admin/components/ui";
import { listAction } from "@/modules/newsletters/actions";
import { listNewsletters, siteLists, type NewsletterRow } from "@/modules/newsletters/service";
import { zoneOf } from "@/modules/sites/calendar";

export const metadata = { title: "Newsletters" };

function state(row: NewsletterRow, zone: string) {
  if (row.status === "scheduled" && row.scheduled_at) return <StatusBadge tone="warn">Scheduled for {formatWhen(row.scheduled_at, zone)}</StatusBadge>;
  if (row.status === "draft" && row.held_reason) return <StatusBadge tone="bad">Held: not sent</StatusBadge>;
  if (row.status === "draft") return <StatusBadge>Draft</StatusBadge>;
  if (row.waiting > 0) return <StatusBadge tone="warn">Sending</StatusBadge>;
  return <StatusBadge tone="good">Sent {row.started_at ? formatWhen(row.started_at, zone) : ""}</StatusBadge>;
}

export default async function NewslettersPage({ params }: { params: Promise<{ site: string }> }) {
  const { site: slug } = await params;
  const base = `/admin/sites/${slug}/newsletters`;
  const { site } = await pageAccess(slug, "inbox", base);
  const zone = zoneOf(site);
  const [rows, lists] = await Promise.all([listNewsletters(site.id), siteLists(site.id)]);
  const names = new Map(lists.map((l) => [l.key, l.name]));
  return (
    <>
      <AdminHeading
        title="Newsletters and notices"
        lead="Mail to the people who subscribed. Only confirmed subscribers receive it; each copy has its own unsubscribe link. Nothing is tracked: no pixels, no rewritten links."
        actions={
          <ButtonLink href={`${base}/new`} variant="primary">
            Write a newsletter
          </ButtonLink>
        }
      />
      <Panel title="Sent and planned" id="sent">
        {rows.length === 0 ? (
          <p className="text-muted">Nothing yet.</p>
        ) : (
          <Table caption="Newsletters, newest first" head={["Subject", "Lists", "State", "Recipients", "Delivered", "Failed", "Unsubscribed since"]}>
            {rows.map((row) => (
              <tr key={row.id}>
                <Cell>
                  <Link className="font-semibold underline" href={`${base}/${row.id}`}>
                    {row.subject}
                  </Link>
                  {row.automatic && <span className="block text-muted">Sent automatically (news)</span>}
                </Cell>
                <Cell>{row.lists.map((l) => names.get(l) ?? l).join(", ")}</Cell>
                <Cell>{state(row, zone)}</Cell>
                <Cell>{row.recipients ?? "-"}</Cell>
                <Cell>{row.delivered}</Cell>
                <Cell>{row.failed}</Cell>
                <Cell>{row.unsubscribed}</Cell>
              </tr>
            ))}
          </Table>
        )}
      </Panel>
      <Panel title="Lists" id="lists">
        {lists.length === 0 ? (
          <p className="text-muted">No lists yet: a list exists once someone subscribes through one of the site&apos;s sign-up forms.</p>
        ) : (
          <ul className="space-y-4">
            {lists.map((list) => (
              <li key={list.key} className="rounded-md border border-line p-3">
                <p className="mb-2">
                  <span className="font-semibold">{list.name}</span> <span className="text-muted">({list.confirmed} confirmed)</span>
                </p>
                <ActionForm action={listAction.bind(null, slug, list.key)} label={`Settings of the list ${list.name}`}>
                  <label htmlFor={`list-${list.key}`} className="sr-only">
                    Name of the list {list.name}
                  </label>
                  <input id={`list-${list.key}`} name="name" defaultValue={list.name} maxLength={80} className={`${inputClass} sm:w-64`} />
                  <label className="flex min-h-11 items-center gap-2">
                    <input type="checkbox" name="autoNews" value="yes" defaultChecked={list.autoNews} className="size-5" />
                    Send every news item when it is published
                  </label>
                  <Button type="submit" variant="secondary">
                    Save the list {list.name}
                  </Button>
                </ActionForm>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </>
  );
}
