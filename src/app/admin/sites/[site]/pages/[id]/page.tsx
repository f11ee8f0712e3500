import Link from "next/link";
import { MediaLibraryProvider } from "@/modules/media/components/library-context";
import { pickerLibrary } from "@/modules/media/picker";
import { orNotFound, pageAccess } from "@/modules/admin/access";
import { ActionForm } from "@/modules/admin/components/action-form";
import { AdminHeading, Button, Notice, LiveAt } from "@/modules/admin/components/ui";
import { blockSpecs, blocksToForm } from "@/modules/admin/schema-form/block-specs";
import { pageForEditing } from "@/modules/pages/admin";
import { deletePageAction, savePageAction } from "@/modules/pages/actions";
import { PageEditor } from "@/modules/pages/components/page-editor";
import { linksTo } from "@/modules/redirects/service";
import { SiteAddresses } from "@/modules/pages/components/site-addresses";

export const metadata = { title: "Edit page" };

export default async function EditPage({ params, searchParams }: { params: Promise<{ site: string; id: string }>; searchParams: Promise<{ created?: string; restored?: string }> }) {
  const { site: slug, id } = await params;
  const notes = await searchParams;
  const { site, actor } = await pageAccess(slug, "content", `/admin/sites/${slug}/pages/${id}`);
  const page = await orNotFound(pageForEditing(actor, site.slug, id));
  const specs = blockSpecs();
  const isHome = page.path === "" && !page.organizationId;
  // Deleting a page others link to says where, first.
  const linkedFrom = isHome || page.organizationId ? [] : await linksTo(site.id, page.path, page.id);
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
      <SiteAddresses siteId={site.id} />
      <MediaLibraryProvider library={await pickerLibrary(site)}>
        <PageEditor
          siteSlug={site.slug}
          pageId={page.id}
          initial={{ path: page.path, title: page.title, description: page.description, blocks: blocksToForm(page.blocks) }}
          specs={specs}
          action={savePageAction}
          viewHref={page.publicPath}
          pathLocked={isHome}
          version={page.updatedAt.toISOString()}
        />
      </MediaLibraryProvider>
      {!isHome && (
        <div className="mt-8 border-t border-line pt-4">
          <ActionForm action={deletePageAction}>
            <input type="hidden" name="site" value={site.slug} />
            <input type="hidden" name="pageId" value={page.id} />
            {linkedFrom.length > 0 && (
              <div className="mb-1 basis-full">
                <Notice tone="error">
                  Linked from {linkedFrom.join(", ")}. Those links will lead nowhere once this page is gone: change them first, or add a redirect from /{page.path} under Redirects.
                </Notice>
              </div>
            )}
            <Button variant="danger">{linkedFrom.length ? "Move this page to the trash anyway" : "Move this page to the trash"}</Button>
          </ActionForm>
        </div>
      )}
    </>
  );
}
