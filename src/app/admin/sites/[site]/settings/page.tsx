import { pageAccess } from "@/modules/admin/access";
import { AdminHeading } from "@/modules/admin/components/ui";
import { SchemaForm } from "@/modules/admin/schema-form/schema-form";
import { inputToForm } from "@/modules/admin/schema-form/spec";
import { siteSettingsForEditing, siteSettingsSpec } from "@/modules/sites/admin";
import { saveSiteSettingsAction } from "@/modules/sites/actions";
import { SiteAddresses } from "@/modules/pages/components/site-addresses";
import { zoneOf } from "@/modules/sites/calendar";

export const metadata = { title: "Settings and theme" };

export default async function SiteSettingsPage({ params }: { params: Promise<{ site: string }> }) {
  const { site: slug } = await params;
  const { site, actor } = await pageAccess(slug, "site", `/admin/sites/${slug}/settings`);
  const spec = siteSettingsSpec();
  const values = await siteSettingsForEditing(actor, site.slug);
  return (
    <>
      <AdminHeading
        title="Settings and theme"
        lead="Colours are checked for contrast (WCAG AA, 4.5:1) before they are saved: text on the background and surface, links, and text on buttons."
      />
      <SiteAddresses siteId={site.id} />
      <SchemaForm
        spec={spec}
        initial={inputToForm(spec, values, zoneOf(site))}
        hidden={{ site: site.slug }}
        action={saveSiteSettingsAction}
        submitLabel="Save settings"
        viewHref={`/${site.slug}`}
        preview={{ site: site.slug, kind: "theme", noun: "home page in your theme" }}
      />
    </>
  );
}
