import Link from "next/link";
import { MediaLibraryProvider } from "@/modules/media/components/library-context";
import { pickerLibrary } from "@/modules/media/picker";
import { orNotFound, pageAccess } from "@/modules/admin/access";
import { ActionForm } from "@/modules/admin/components/action-form";
import { AdminHeading, Button, Notice, LiveAt } from "@/modules/admin/components/ui";
import { PublishingPanel } from "@/modules/admin/components/publishing-panel";
import { blocksToOffer, blockSpecs, blocksToForm } from "@/modules/admin/schema-form/block-specs";
import { draftPreviewHref, pageForEditing } from "@/modules/pages/admin";
import { deletePageAction, discardPageDraftAction, savePageAction, schedulePageAction, unpublishPageAction } from "@/modules/pages/actions";
import { PageEditor } from "@/modules/pages/components/page-editor";
import { linksTo } from "@/modules/redirects/service";
import { searchSite } from "@/modules/pages/components/search-site";
import { SiteAddresses } from "@/modules/pages/components/site-addresses";
import { zoneOf } from "@/modules/sites/calendar";

export const metadata = { title: "Edit page" };

export default async function EditPage({
  params,
  searchParams,
}: {
  params: Promise<{ site: string; id: string }>;
  searchParams: Promise<{ created?: string; restored?: string }>;
}) {
  const { site: slug, id } = await params;
  const notes = await searchParams;
  const { site, actor } = await pageAccess(slug, "content", `/admin/sites/${slug}/pages/${id}`);
  const page = await orNotFound(pageForEditing(actor, site.slug, id));
  const specs = blockSpecs();
  const isHome = page.path === "" && !page.organizationId;
  // Deleting a page others link to says where, first.
  const linkedFrom = isHome || page.organizationId ? [] : await linksTo(site.id, page.path, page.id);
  // Anyone with this link sees the saved draft for a week (site pages; an organization's pages are previewed by their editors live).
  const previewHref = draftPreviewHref(site.slug, page);
  return (
    <>
      <AdminHeading
        title={`Edit: ${page.title}`}
        lead={page.status === "published" ? <LiveAt href={page.publicPath} /> : "Not published: visitors get “page not found” here."}
        actions={
          <Link
            href={`/admin/sites/${site.slug}/history/page/${page.id}`}
            className="inline-flex min-h-11 items-center rounded-md border border-line bg-page px-4 text-sm font-semibold"
          >
            History
          </Link>
        }
      />
      {notes.created && <Notice tone="success">The page is created as a draft: publish it when it is ready.</Notice>}
      {notes.restored && <Notice tone="success">The earlier version is restored as the page’s draft: publish it to make it live.</Notice>}
      <SiteAddresses siteId={site.id} />
      <MediaLibraryProvider library={await pickerLibrary(site)}>
        <PageEditor
          siteSlug={site.slug}
          pageId={page.id}
          initial={{
            path: page.working.path,
            title: page.working.title,
            description: page.working.description,
            blocks: blocksToForm(page.working.blocks, zoneOf(site)),
            seo: page.working.seo ?? {},
          }}
          specs={specs}
          fits={await blocksToOffer(site)}
          action={savePageAction}
          viewHref={page.publicPath}
          pathLocked={isHome}
          version={page.updatedAt.toISOString()}
          publication={page.publication}
          search={searchSite(site, page.prefix)}
        />
      </MediaLibraryProvider>
      <PublishingPanel
        words={page.publication}
        timeZone={zoneOf(site)}
        previewHref={previewHref}
        publishAt={page.publishAt}
        fields={
          <>
            <input type="hidden" name="site" value={site.slug} />
            <input type="hidden" name="pageId" value={page.id} />
          </>
        }
        schedule={schedulePageAction}
        unpublish={!isHome && page.status === "published" ? unpublishPageAction : null}
        discard={page.status === "published" && page.draft ? discardPageDraftAction : null}
      />
      {!isHome && (
        <div className="mt-8 border-t border-line pt-4">
          <ActionForm action={deletePageAction}>
            <input type="hidden" name="site" value={site.slug} />
            <input type="hidden" name="pageId" value={page.id} />
            {linkedFrom.length > 0 && (
              <div className="mb-1 basis-full">
                <Notice tone="error">
                  Linked from {linkedFrom.join(", ")}. Those links will lead nowhere once this page is gone: change them first, or add a redirect from /
                  {page.path} under Redirects.
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
