import { notFound } from "next/navigation";
import { pageAccess } from "@/modules/admin/access";
import { RecordEditor } from "@/modules/admin/components/record-editor";
import { AdminHeading } from "@/modules/admin/components/ui";
import { blockSpecs } from "@/modules/admin/schema-form/block-specs";
import { createRecordAction } from "@/modules/content/collection-actions";
import { formValues } from "@/modules/collections/admin";
import { collections } from "@/modules/content/collections";
import { MediaLibraryProvider } from "@/modules/media/components/library-context";
import { pickerLibrary } from "@/modules/media/picker";
import { zoneOf } from "@/modules/sites/calendar";

type Params = Promise<{ site: string; collection: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const collection = collections.adminCollection((await params).collection);
  return { title: collection ? `New ${collection.noun}` : "New" };
}

export default async function NewRecord({ params }: { params: Params }) {
  const { site: slug, collection: key } = await params;
  const collection = collections.adminCollection(key);
  if (!collection) notFound();
  const { site, actor } = await pageAccess(slug, "content", `/admin/sites/${slug}/content/${key}/new`);
  const relation = collection.relation && { ...collection.relation, options: await collection.relation.options(actor, site.slug) };
  return (
    <>
      <AdminHeading title={`New ${collection.noun}`} lead={collection.lead} />
      <MediaLibraryProvider library={await pickerLibrary(site)}>
        <RecordEditor
          action={createRecordAction}
          hidden={{ site: site.slug, collection: collection.key }}
          spec={collection.spec}
          initial={formValues(collection, zoneOf(site))}
          submitLabel={collection.publishing ? `Create draft ${collection.noun}` : `Create ${collection.noun}`}
          {...(relation && { relation })}
          {...(collection.withBlocks && { blockSpecs: blockSpecs() })}
          {...(collection.publishing && { publication: "", preview: { site: site.slug, kind: collection.key, noun: collection.noun } })}
        />
      </MediaLibraryProvider>
    </>
  );
}
