import Link from "next/link";
import { operatorPage } from "@/modules/admin/access";
import { AdminHeading, ButtonLink, Cell, Notice, Panel, StatusBadge, Table, buttonClass, formatWhen, inputClass } from "@/modules/admin/components/ui";
import { setSiteStatusAction } from "@/modules/console/actions";
import { ActionForm } from "@/modules/admin/components/action-form";
import { kindLabel } from "@/modules/console/labels";
import { listSites, siteDeletion } from "@/modules/console/queries";
import { startUpChecks } from "@/server/start-up-problems";
import { SITE_TIME_ZONE } from "@/lib/time";

export const metadata = { title: "Sites" };

export default async function ConsoleSites({ searchParams }: { searchParams: Promise<{ q?: string; deleted?: string }> }) {
  const actor = await operatorPage("/admin/console");
  const { q = "", deleted } = await searchParams;
  const [{ sites, more }, deletion] = await Promise.all([listSites(actor, String(q)), deleted ? siteDeletion(actor, String(deleted)) : null]);
  const { problems } = startUpChecks();
  return (
    <>
      <AdminHeading
        title="Sites"
        lead="Every site on the platform, newest first."
        actions={
          <ButtonLink href="/admin/console/new" variant="primary">
            Create a site
          </ButtonLink>
        }
      />
      {problems.length > 0 && (
        <Notice tone="error">
          <p className="font-semibold">This instance found Next&apos;s internals changed at start-up: pages still work, but some may be slower or not kept.</p>
          <ul className="mt-2 list-disc pl-5">
            {problems.map((p) => (
              <li key={p.name}>
                {p.name}: {p.problem}
              </li>
            ))}
          </ul>
          <p className="mt-2">See src/edge/next-adapter.ts.</p>
        </Notice>
      )}
      {deletion && <Notice tone="success">{deletion.summary}.</Notice>}
      <Panel>
        <form method="get" role="search" className="flex flex-wrap items-end gap-3">
          <div className="min-w-64 flex-1">
            <label htmlFor="q" className="mb-1 block font-medium">
              Search sites
            </label>
            <input id="q" name="q" type="search" defaultValue={q} placeholder="Name, address or kind" className={inputClass} />
          </div>
          <button type="submit" className={buttonClass("secondary")}>
            Search
          </button>
          {q && (
            <Link href="/admin/console" className="min-h-11 content-center text-sm underline">
              Show every site
            </Link>
          )}
        </form>
      </Panel>
      {sites.length === 0 ? (
        <Panel>
          <p>{q ? `No site matches “${q}”.` : "There are no sites yet."}</p>
        </Panel>
      ) : (
        <Table caption={q ? `Sites matching “${q}”` : "Every site"} head={["Site", "Kind", "Status", "Created", "Actions"]}>
          {sites.map((site) => (
            <tr key={site.slug}>
              <Cell>
                <Link href={`/admin/sites/${site.slug}`} className="inline-block py-1 font-semibold text-primary underline">
                  {site.name}
                </Link>
                <br />
                <Link href={`/${site.slug}`} prefetch={false} className="inline-block py-1 text-muted underline">
                  /{site.slug}
                </Link>
              </Cell>
              <Cell>{kindLabel(site.kind)}</Cell>
              <Cell>{site.status === "suspended" ? <StatusBadge tone="bad">Suspended</StatusBadge> : <StatusBadge tone="good">Active</StatusBadge>}</Cell>
              <Cell className="whitespace-nowrap">{formatWhen(site.createdAt, SITE_TIME_ZONE)}</Cell>
              <Cell>
                <div className="flex flex-wrap items-start gap-2">
                  {site.status === "active" ? (
                    <ActionForm action={setSiteStatusAction.bind(null, site.slug, "suspended")} label={`Suspend ${site.name}`}>
                      <button type="submit" className={buttonClass("secondary")}>
                        Suspend<span className="sr-only"> {site.name}</span>
                      </button>
                    </ActionForm>
                  ) : (
                    <ActionForm action={setSiteStatusAction.bind(null, site.slug, "active")} label={`Restore ${site.name}`}>
                      <button type="submit" className={buttonClass("secondary")}>
                        Restore<span className="sr-only"> {site.name}</span>
                      </button>
                    </ActionForm>
                  )}
                  <Link href={`/admin/console/sites/${site.slug}/mail`} className={buttonClass("secondary")}>
                    Sending limits<span className="sr-only"> of {site.name}</span>
                  </Link>
                  <Link href={`/admin/console/sites/${site.slug}/delete`} className={buttonClass("secondary")}>
                    Delete<span className="sr-only"> {site.name}</span>…
                  </Link>
                </div>
              </Cell>
            </tr>
          ))}
        </Table>
      )}
      {more && <p className="mt-3 text-sm text-muted">Only the newest 200 are shown; search to find the others.</p>}
    </>
  );
}
