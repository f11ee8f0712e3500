import Link from "next/link";
import { operatorPage } from "@/modules/admin/access";
import { AdminHeading, Panel, buttonClass, inputClass } from "@/modules/admin/components/ui";
import { sitesOf } from "@/modules/auth/access";
import { AuditTable } from "@/modules/console/components/audit-table";
import { platformAudit } from "@/modules/console/queries";
import { auditFilterSchema } from "@/modules/console/schema";
import { SITE_TIME_ZONE } from "@/lib/time";

export const metadata = { title: "Audit log" };

export default async function ConsoleAudit({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await operatorPage("/admin/console/audit");
  const filter = auditFilterSchema.parse(await searchParams);
  const [audit, sites] = await Promise.all([platformAudit(actor, filter), sitesOf(actor)]);
  const pageHref = (page: number) =>
    `/admin/console/audit?${new URLSearchParams({ ...(filter.site && { site: filter.site }), ...(filter.action && { action: filter.action }), page: String(page) })}`;
  return (
    <>
      <AdminHeading title="Audit log" lead="Every write in the admin: who, when, which site, what. Newest first." />
      <Panel>
        <form method="get" className="flex flex-wrap items-end gap-3">
          <div className="min-w-56 flex-1">
            <label htmlFor="site" className="mb-1 block font-medium">
              Site
            </label>
            <select id="site" name="site" defaultValue={filter.site ?? ""} className={inputClass}>
              <option value="">Every site and the platform</option>
              {sites.map((site) => (
                <option key={site.slug} value={site.slug}>
                  {site.name} (/{site.slug})
                </option>
              ))}
            </select>
          </div>
          <div className="min-w-56 flex-1">
            <label htmlFor="action" className="mb-1 block font-medium">
              Action
            </label>
            <p id="action-hint" className="mb-1 text-sm text-muted">
              Exactly as in the log, such as site.create or person.invite.
            </p>
            <input id="action" name="action" defaultValue={filter.action ?? ""} aria-describedby="action-hint" className={inputClass} />
          </div>
          <button type="submit" className={buttonClass("secondary")}>
            Filter
          </button>
          {(filter.site || filter.action) && (
            <Link href="/admin/console/audit" className="min-h-11 content-center text-sm underline">
              Show every line
            </Link>
          )}
        </form>
      </Panel>
      <AuditTable caption="Audit log, newest first" audit={audit} pageHref={pageHref} showSite timeZone={SITE_TIME_ZONE} />
      <p className="mt-3 text-sm text-muted">Paging reaches the newest 1,000 lines; filter by site or action to see further back.</p>
    </>
  );
}
