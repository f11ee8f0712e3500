import Link from "next/link";
import { MediaLibraryProvider } from "@/modules/media/components/library-context";
import { pickerLibrary } from "@/modules/media/picker";
import { orNotFound, pageAccess } from "@/modules/admin/access";
import { AdminHeading, Button, Notice, LiveAt } from "@/modules/admin/components/ui";
import { blockSpecs, blocksToForm } from "@/modules/admin/schema-form/block-specs";
import { pageForEditing } from "@/modules/pages/admin";
import { deletePageAction, savePageAction } from "@/modules/pages/actions";
import { PageEditor } from "@/modules/pages/components/page-editor";

export const metadata = { title: "Edit page" };

export default async function EditPage({ params, searchParams }: { params: Promise<{ site: string; id: string }>; searchParams: Promise<{ created?: string; restored?: string; error?: string }> }) {
  const { site: slug, id } = await params;
  const notes = await searchParams;
  const { site, actor } = await pageAccess(slug, "content", `/admin/sites/${slug}/pages/${id}`);
  const page = await orNotFound(pageForEditing(actor, site.slug, id));
  const specs = blockSpecs();
  const isHome = page.path === "" && !page.organizationId;
  return (
    <>
      <AdminHeading
        title={`Edit: ${page.title}`}
        lead={
          <LiveAt href={page.publicPath} />
        }
        actions={
          <Link href={`/admin/sites/${site.slug}/history/page/${page.id}`} className="inline-flex min-h-11 items-center rounded-md border border-line bg-page px-4 text-sm font-semibold">
            History
          </Link>
        }
      />
      {notes.created && <Notice tone="success">The page is created and live.</Notice>}
      {notes.restored && <Notice tone="success">The earlier version is restored and live.</Notice>}
      {notes.error && <Notice tone="error">{notes.error}</Notice>}
      <MediaLibraryProvider library={await pickerLibrary(site)}>
        <PageEditor
          siteSlug={site.slug}
          pageId={page.id}
          initial={{ path: page.path, title: page.title, description: page.description, blocks: blocksToForm(page.blocks) }}
          specs={specs}
          action={savePageAction}
          viewHref={page.publicPath}
          pathLocked={isHome}
        />
      </MediaLibraryProvider>
      {!isHome && (
        <form action={deletePageAction} className="mt-8 border-t border-line pt-4">
          <input type="hidden" name="site" value={site.slug} />
          <input type="hidden" name="pageId" value={page.id} />
          <Button variant="danger">Move this page to the trash</Button>
        </form>
      )}
    </>
  );
}
