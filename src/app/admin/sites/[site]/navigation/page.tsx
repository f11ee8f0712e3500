import { pageAccess } from "@/modules/admin/access";
import { AdminHeading, ButtonLink, Notice } from "@/modules/admin/components/ui";
import { SchemaForm } from "@/modules/admin/schema-form/schema-form";
import { inputToForm } from "@/modules/admin/schema-form/spec";
import { navigationEditor, navigationSpec } from "@/modules/sites/navigation";
import { saveNavigationAction } from "@/modules/sites/navigation-actions";
import { SiteAddresses } from "@/modules/pages/components/site-addresses";
import { zoneOf } from "@/modules/sites/calendar";

export const metadata = { title: "Navigation" };

export default async function NavigationPage({ params, searchParams }: { params: Promise<{ site: string }>; searchParams: Promise<{ restored?: string }> }) {
  const { site: slug } = await params;
  const { restored } = await searchParams;
  const { site, actor } = await pageAccess(slug, "content", `/admin/sites/${slug}/navigation`);
  const { row } = await navigationEditor.get(actor, site.slug, site.id);
  return (
    <>
      <AdminHeading
        title="Navigation"
        lead="The menu at the top of every page. A link is a page's path (about, services/drain-cleaning; empty for the home page) or a full web address."
        actions={<ButtonLink href={`/admin/sites/${site.slug}/history/navigation/${site.id}`}>History</ButtonLink>}
      />
      {restored && <Notice tone="success">The earlier menu is restored and live.</Notice>}
      <SiteAddresses siteId={site.id} />
      <SchemaForm
        spec={navigationSpec}
        initial={inputToForm(navigationSpec, navigationEditor.kind.toInput(row), zoneOf(site))}
        hidden={{ site: site.slug, id: site.id }}
        action={saveNavigationAction}
        submitLabel="Save the menu"
        viewHref={`/${site.slug}`}
      />
    </>
  );
}
