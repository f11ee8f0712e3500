import { pageAccess } from "@/modules/admin/access";
import { MediaLibraryProvider } from "@/modules/media/components/library-context";
import { pickerLibrary } from "@/modules/media/picker";
import { AdminHeading } from "@/modules/admin/components/ui";
import { blocksToOffer, blockSpecs } from "@/modules/admin/schema-form/block-specs";
import { createPageAction } from "@/modules/pages/actions";
import { searchSite } from "@/modules/pages/components/search-site";
import { PageEditor } from "@/modules/pages/components/page-editor";

export const metadata = { title: "New page" };

export default async function NewPage({ params }: { params: Promise<{ site: string }> }) {
  const { site: slug } = await params;
  const { site } = await pageAccess(slug, "content", `/admin/sites/${slug}/pages/new`);
  return (
    <>
      <AdminHeading title="New page" lead={`A page of ${site.name}. Give it a path, a title and a description, then add blocks.`} />
      <MediaLibraryProvider library={await pickerLibrary(site)}>
        <PageEditor
          siteSlug={site.slug}
          initial={{
            path: "",
            title: "",
            description: "",
            blocks: [{ type: "richText", props: { doc: { type: "doc", content: [{ type: "paragraph" }] }, width: "narrow" } }],
            seo: {},
          }}
          specs={blockSpecs()}
          fits={await blocksToOffer(site)}
          action={createPageAction}
          search={searchSite(site)}
        />
      </MediaLibraryProvider>
    </>
  );
}
