import { pageAccess } from "@/modules/admin/access";
import { AdminHeading, ButtonLink } from "@/modules/admin/components/ui";
import { SchemaForm } from "@/modules/admin/schema-form/schema-form";
import { fieldId, inputToForm } from "@/modules/admin/schema-form/spec";
import { saveMenuAction } from "@/modules/menus/actions";
import { menuSpec } from "@/modules/menus/form";
import { menuEditor } from "@/modules/menus/service";
import { pagesWithBlock } from "@/modules/pages/queries";
import { zoneOf } from "@/modules/sites/calendar";

export const metadata = { title: "Menu" };

export default async function MenuPage({ params }: { params: Promise<{ site: string }> }) {
  const { site: slug } = await params;
  const { site, actor } = await pageAccess(slug, "content", `/admin/sites/${slug}/menu`);
  const { row } = await menuEditor.get(actor, site.slug, site.id);
  const [menuPages, orderPages] = await Promise.all([pagesWithBlock(site.id, "menu"), pagesWithBlock(site.id, "orderOnline")]);
  const shownOn = [...new Set([...menuPages, ...orderPages])].map((path) => `/${path}`);
  return (
    <>
      <AdminHeading
        title="Menu"
        lead={`The one menu every page shows: ${shownOn.join(", ") || "no page yet"}. A dish added here is on each page whose menu shows its section, and on the order form when it can be ordered for pickup; orders are charged these prices.`}
        actions={<ButtonLink href={`/admin/sites/${site.slug}/history/menu/${site.id}`}>History</ButtonLink>}
      />
      {row.menu.sections.length > 1 && (
        // A long menu: straight to a section's fields.
        <nav aria-label="Sections of the menu" className="mb-4">
          <ul className="flex flex-wrap gap-2">
            {row.menu.sections.map((section, i) => (
              <li key={section.name}>
                <a
                  href={`#${fieldId(`sections.${i}.name`)}`}
                  className="inline-flex min-h-11 items-center rounded-md border border-line bg-page px-3 text-sm font-semibold underline-offset-2 hover:underline"
                >
                  {section.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <SchemaForm
        spec={menuSpec}
        initial={inputToForm(menuSpec, menuEditor.kind.toInput(row), zoneOf(site))}
        hidden={{ site: site.slug, id: site.id }}
        action={saveMenuAction}
        submitLabel="Save the menu"
        viewHref={`/${site.slug}/${menuPages[0] ?? ""}`}
      />
    </>
  );
}
