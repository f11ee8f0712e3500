import { ICON_NAMES } from "@/lib/icon-names";
import { operatorPage } from "@/modules/admin/access";
import { AdminHeading, Panel } from "@/modules/admin/components/ui";
import { createSiteAction } from "@/modules/console/actions";
import { NewSiteForm } from "@/modules/console/components/new-site-form";
import { kindLabel } from "@/modules/console/labels";
import { listTemplates } from "@/modules/templates/templates";

export const metadata = { title: "Create a site" };

export default async function NewSite() {
  await operatorPage("/admin/console/new");
  const kinds = (await listTemplates()).map((t) => ({ ...t, label: kindLabel(t.kind) })).sort((a, b) => a.label.localeCompare(b.label));
  return (
    <>
      <AdminHeading
        title="Create a site"
        lead="The whole site is made in one step from its kind's template: pages, blocks, forms and look. It stays behind a “Coming soon” page until its owner has been through the launch checklist."
      />
      <Panel>
        <NewSiteForm action={createSiteAction} kinds={kinds} marks={ICON_NAMES} />
      </Panel>
    </>
  );
}
