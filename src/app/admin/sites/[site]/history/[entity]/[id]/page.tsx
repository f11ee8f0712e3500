import Link from "next/link";
import { notFound } from "next/navigation";
import { orNotFound, pageAccess } from "@/modules/admin/access";
import { HistoryTable } from "@/modules/content/components/history-table";
import { AdminHeading } from "@/modules/admin/components/ui";
import { editorOf, previewsRevisions } from "@/modules/content/editors";
import { zoneOf } from "@/modules/sites/calendar";

export const metadata = { title: "History" };

/** The saved versions of any record (a page, a post, an event, ...): the one chosen compared with the current one before it is restored. */
export default async function History({
  params,
  searchParams,
}: {
  params: Promise<{ site: string; entity: string; id: string }>;
  searchParams: Promise<{ version?: string }>;
}) {
  const { site: slug, entity, id } = await params;
  const { version } = await searchParams;
  const { site, actor } = await pageAccess(slug, "content", `/admin/sites/${slug}/history/${entity}/${id}`);
  const registered = editorOf(entity);
  if (!registered) notFound();
  const revisions = await orNotFound(registered.editor.revisions(actor, site.slug, id));
  // Only an earlier version is compared: the first is the current one.
  const asked = revisions.slice(1).find((r) => r.id === version);
  const chosen = asked ? { revision: asked, changes: await registered.editor.changesOf(actor, site.slug, id, asked.id) } : null;
  return (
    <>
      <AdminHeading
        title={`History of this ${registered.editor.kind.noun}`}
        lead={
          <Link href={registered.adminPath(site.slug, id)} className="underline">
            Back to the editor
          </Link>
        }
      />
      <HistoryTable
        siteSlug={site.slug}
        entity={entity}
        id={id}
        noun={registered.editor.kind.noun}
        revisions={revisions}
        timeZone={zoneOf(site)}
        chosen={chosen}
        previewable={previewsRevisions(entity)}
      />
    </>
  );
}
