import Link from "next/link";
import { notFound } from "next/navigation";
import { orNotFound, pageAccess } from "@/modules/admin/access";
import { roleAllows } from "@/modules/auth/access";
import { RecordEditor } from "@/modules/admin/components/record-editor";
import { AdminHeading, Notice, LiveAt } from "@/modules/admin/components/ui";
import { PublishingPanel } from "@/modules/admin/components/publishing-panel";
import { blockSpecs } from "@/modules/admin/schema-form/block-specs";
import { deleteRecordAction, discardRecordAction, saveRecordAction, scheduleRecordAction, unpublishRecordAction } from "@/modules/content/collection-actions";
import { formValues } from "@/modules/collections/admin";
import { collections } from "@/modules/content/collections";
import { MediaLibraryProvider } from "@/modules/media/components/library-context";
import { pickerLibrary } from "@/modules/media/picker";
import { SiteAddresses } from "@/modules/pages/components/site-addresses";
import { zoneOf } from "@/modules/sites/calendar";

type Params = Promise<{ site: string; collection: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const collection = collections.adminCollection((await params).collection);
  return { title: collection ? `Edit ${collection.noun}` : "Edit" };
}

export default async function EditRecord({ params, searchParams }: { params: Params; searchParams: Promise<{ created?: string; restored?: string }> }) {
  const { site: slug, collection: key, id } = await params;
  const notes = await searchParams;
  const collection = collections.adminCollection(key);
  if (!collection) notFound();
  const { site, actor, role } = await pageAccess(slug, "content", `/admin/sites/${slug}/content/${key}/${id}`);
  const record = await orNotFound(collection.open(actor, site.slug, id));
  const relation = collection.relation && { ...collection.relation, options: await collection.relation.options(actor, site.slug) };
  const { publication } = record;
  const historyHref = `/admin/sites/${site.slug}/history/${collection.entity}/${record.id}`;
  // A published news item or event can be sent as a newsletter, by those who may send one.
  const mailKind = { news: "news", events: "event" }[collection.key as string];
  const emailHref =
    mailKind && publication?.published && roleAllows(role, "inbox") ? `/admin/sites/${site.slug}/newsletters/new?from=${mailKind}:${record.id}` : null;
  const hiddenFields = (
    <>
      <input type="hidden" name="site" value={site.slug} />
      <input type="hidden" name="collection" value={collection.key} />
      <input type="hidden" name="id" value={record.id} />
    </>
  );
  return (
    <>
      <AdminHeading
        title={`Edit: ${record.title}`}
        lead={
          publication && !publication.published ? (
            "Not published: visitors get “page not found” for it."
          ) : record.address ? (
            <LiveAt href={record.address} />
          ) : collection.mount ? (
            `Not shown on the site: it has no address for ${collection.title.toLowerCase()}.`
          ) : (
            "It has no page of its own on the site."
          )
        }
        // With drafts the Save bar has two buttons and the preview's: History stands by the heading, as on a page's editor.
        {...(publication && {
          actions: (
            <>
              {emailHref && (
                <Link href={emailHref} className="inline-flex min-h-11 items-center rounded-md border border-line bg-page px-4 text-sm font-semibold">
                  Email this to subscribers
                </Link>
              )}
              <Link href={historyHref} className="inline-flex min-h-11 items-center rounded-md border border-line bg-page px-4 text-sm font-semibold">
                History
              </Link>
            </>
          ),
        })}
      />
      {notes.created && (
        <Notice tone="success">
          {publication
            ? `The ${collection.noun} is created as a draft: publish it when it is ready.`
            : `The ${collection.noun} is created${record.address ? " and live" : ""}.`}
        </Notice>
      )}
      {notes.restored && (
        <Notice tone="success">
          {publication
            ? "The earlier version is restored as the draft: publish it to make it live."
            : `The earlier version is restored${record.address ? " and live" : ""}.`}
        </Notice>
      )}
      <SiteAddresses siteId={site.id} />
      <MediaLibraryProvider library={await pickerLibrary(site)}>
        <RecordEditor
          action={saveRecordAction}
          hidden={{ site: site.slug, collection: collection.key, id: record.id }}
          spec={collection.spec}
          initial={formValues(collection, zoneOf(site), record.values)}
          submitLabel="Save and publish"
          version={record.version}
          {...(!publication && { historyHref })}
          trash={{ action: deleteRecordAction, label: `Move this ${collection.noun} to the trash` }}
          {...(record.address && { viewHref: record.address })}
          {...(relation && { relation })}
          {...(collection.withBlocks && { blockSpecs: blockSpecs() })}
          {...(publication && { publication: publication.words, preview: { site: site.slug, kind: collection.key, noun: collection.noun } })}
        >
          {publication && (
            <PublishingPanel
              words={publication.words}
              timeZone={zoneOf(site)}
              previewHref={publication.previewHref ?? null}
              publishAt={publication.publishAt ?? null}
              fields={hiddenFields}
              schedule={scheduleRecordAction}
              unpublish={publication.published ? unpublishRecordAction : null}
              discard={publication.published && publication.hasDraft ? discardRecordAction : null}
            />
          )}
        </RecordEditor>
      </MediaLibraryProvider>
    </>
  );
}
