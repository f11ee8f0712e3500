import Link from "next/link";
import { pageAccess } from "@/modules/admin/access";
import { ActionForm } from "@/modules/admin/components/action-form";
import { AdminHeading, Button, ButtonLink, Cell, formatWhen, inputClass, Panel, StatusBadge, Table } from "@/modules/admin/components/ui";
import { archiveAction, listAction } from "@/modules/newsletters/actions";
import { listNewsletters, siteLists, type NewsletterRow } from "@/modules/newsletters/service";
import { zoneOf } from "@/modules/sites/calendar";
import { siteUrl } from "@/modules/sites/urls";

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
  const archive = site.mounts.newsletters;
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
      <Panel title="Public archive" id="archive">
        <p className="mb-3">
          {archive ? (
            <>
              Every newsletter sent is on the site at{" "}
              <a className="break-all font-semibold underline" href={siteUrl(site, archive)}>
                {siteUrl(site, archive)}
              </a>
              , newest first: what was sent, never to whom.
            </>
          ) : (
            "Past newsletters are not on the site. Show them on a page of their own, newest first: what was sent, never to whom."
          )}
        </p>
        <ActionForm action={archiveAction.bind(null, slug)} label="The public archive">
          <label htmlFor="archive-path" className="w-full font-semibold">
            Its address on the site
          </label>
          <span className="flex w-full items-center gap-1 sm:w-auto">
            <span className="text-muted" aria-hidden="true">
              /{slug}/
            </span>
            <input
              id="archive-path"
              name="path"
              defaultValue={archive ?? "newsletters"}
              maxLength={80}
              aria-describedby="archive-path-help"
              className={`${inputClass} min-w-0 flex-1 sm:w-48`}
            />
          </span>
          <Button type="submit" name="intent" value="show" variant="secondary">
            {archive ? "Save the address" : "Show the archive on the site"}
          </Button>
          {archive && (
            <Button type="submit" name="intent" value="hide" variant="secondary">
              Stop showing it
            </Button>
          )}
          <p id="archive-path-help" className="w-full text-sm text-muted">
            Lower-case letters, digits and hyphens, like notices or past-newsletters.
          </p>
        </ActionForm>
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
