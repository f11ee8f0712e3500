import { pageAccess } from "@/modules/admin/access";
import { AdminHeading } from "@/modules/admin/components/ui";
import { AuditTable } from "@/modules/console/components/audit-table";
import { siteActivity } from "@/modules/console/queries";
import { auditFilterSchema } from "@/modules/console/schema";
import { zoneOf } from "@/modules/sites/calendar";

export const metadata = { title: "Activity" };

export default async function SiteActivity({
  params,
  searchParams,
}: {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { site: slug } = await params;
  const { site, actor } = await pageAccess(slug, "site", `/admin/sites/${slug}/activity`);
  const { page } = auditFilterSchema.parse(await searchParams);
  const audit = await siteActivity(actor, site.slug, page);
  return (
    <>
      <AdminHeading title="Activity" lead="Every change made to this site in the admin: who, when and what. Newest first." />
      <AuditTable
        caption={`Activity on ${site.name}, newest first`}
        audit={audit}
        pageHref={(p) => `/admin/sites/${site.slug}/activity?page=${p}`}
        showSite={false}
        timeZone={zoneOf(site)}
      />
    </>
  );
}
