import Link from "next/link";
import { operatorPage } from "@/modules/admin/access";
import { AdminHeading, ButtonLink, Cell, Notice, Panel, Table, buttonClass, formatWhen, inputClass } from "@/modules/admin/components/ui";
import { operatorAttention } from "@/modules/console/attention";
import { OperatorNeedsYou } from "@/modules/console/components/needs-you";
import { SiteStatusBadge } from "@/modules/console/components/site-status";
import { kindLabel } from "@/modules/console/labels";
import { listSites, siteDeletion } from "@/modules/console/queries";
import { SITE_TIME_ZONE } from "@/lib/time";

export const metadata = { title: "Sites" };

export default async function ConsoleSites({ searchParams }: { searchParams: Promise<{ q?: string; deleted?: string }> }) {
  const actor = await operatorPage("/admin/console");
  const { q = "", deleted } = await searchParams;
  const [{ sites, more }, deletion, attention] = await Promise.all([
    listSites(actor, String(q)),
    deleted ? siteDeletion(actor, String(deleted)) : null,
    operatorAttention(actor),
  ]);
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

      {deletion && <Notice tone="success">{deletion.summary}.</Notice>}
      <OperatorNeedsYou attention={attention} />
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
        <Table caption={q ? `Sites matching “${q}”` : "Every site"} head={["Site", "Kind", "Status", "Created"]}>
          {sites.map((site) => (
            <tr key={site.slug}>
              <Cell>
                {/* Suspending and deleting are on the site's record, not a press away on every row. */}
                <Link href={`/admin/console/sites/${site.slug}`} className="inline-block py-1 font-semibold text-primary underline">
                  {site.name}
                </Link>
                <br />
                <Link href={`/${site.slug}`} prefetch={false} className="inline-block py-1 text-muted underline">
                  /{site.slug}
                </Link>
              </Cell>
              <Cell>{kindLabel(site.kind)}</Cell>
              <Cell>
                <SiteStatusBadge status={site.status} launched={site.launched} />
              </Cell>
              <Cell className="whitespace-nowrap">{formatWhen(site.createdAt, SITE_TIME_ZONE)}</Cell>
            </tr>
          ))}
        </Table>
      )}
      {more && <p className="mt-3 text-sm text-muted">Only the newest 200 are shown; search to find the others.</p>}
    </>
  );
}
