import Link from "next/link";
import { pageAccess } from "@/modules/admin/access";
import { ActionForm } from "@/modules/admin/components/action-form";
import { restoreFromTrashAction } from "@/modules/content/actions";
import { AdminHeading, Cell, Notice, Table, formatWhen } from "@/modules/admin/components/ui";
import { restoredItem, trashOfSite } from "@/modules/content/trash";
import { zoneOf } from "@/modules/sites/calendar";

export const metadata = { title: "Trash" };

export default async function TrashPage({ params, searchParams }: { params: Promise<{ site: string }>; searchParams: Promise<{ restored?: string }> }) {
  const { site: slug } = await params;
  const notes = await searchParams;
  const { site, actor } = await pageAccess(slug, "site", `/admin/sites/${slug}/trash`);
  const zone = zoneOf(site);
  const items = await trashOfSite(actor, site.slug);
  const restored = notes.restored ? await restoredItem(actor, site.slug, notes.restored) : null;
  return (
    <>
      <AdminHeading title="Trash" lead="Deleted pages, posts and other content wait here until someone restores them." />
      {restored && (
        <Notice tone="success">
          Restored {restored.name}.{" "}
          <Link href={restored.href} className="underline">
            Open it
          </Link>
        </Notice>
      )}
      {items.length === 0 ? (
        <p>The trash is empty.</p>
      ) : (
        <Table caption="Deleted items, most recent first" head={["Item", "Deleted", "By", "Restore"]}>
          {items.map((item) => (
            <tr key={item.id}>
              <Cell>{item.label}</Cell>
              <Cell className="whitespace-nowrap">{formatWhen(item.deletedAt, zone)}</Cell>
              <Cell>{item.deletedByEmail}</Cell>
              <Cell>
                <ActionForm action={restoreFromTrashAction}>
                  <input type="hidden" name="site" value={site.slug} />
                  <input type="hidden" name="trashId" value={item.id} />
                  <button type="submit" className="min-h-10 rounded-md border border-gray-500 px-3 text-sm font-medium" aria-label={`Restore ${item.label}`}>
                    Restore
                  </button>
                </ActionForm>
              </Cell>
            </tr>
          ))}
        </Table>
      )}
    </>
  );
}
