import Link from "next/link";
import { notFound } from "next/navigation";
import { pageAccess } from "@/modules/admin/access";
import { AdminHeading, ButtonLink, Cell, Notice, Table, formatWhen } from "@/modules/admin/components/ui";
import { collections } from "@/modules/content/collections";
import { zoneOf } from "@/modules/sites/calendar";

type Params = Promise<{ site: string; collection: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  return { title: collections.adminCollection((await params).collection)?.title ?? "Collections" };
}

export default async function CollectionList({ params, searchParams }: { params: Params; searchParams: Promise<{ deleted?: string }> }) {
  const { site: slug, collection: key } = await params;
  const { deleted } = await searchParams;
  const collection = collections.adminCollection(key);
  if (!collection) notFound();
  const { site, actor } = await pageAccess(slug, "content", `/admin/sites/${slug}/content/${key}`);
  const zone = zoneOf(site);
  const records = await collection.list(actor, site.slug);
  const hidden = collection.mount && !site.mounts[collection.mount];
  const head = ["Title", "Address", ...(collection.detailHeading ? [collection.detailHeading] : []), ...(collection.publishing ? ["State"] : [])];
  return (
    <>
      <AdminHeading
        title={collection.title}
        lead={collection.lead}
        actions={
          <ButtonLink href={`/admin/sites/${site.slug}/content/${collection.key}/new`} variant="primary">
            New {collection.noun}
          </ButtonLink>
        }
      />
      {deleted && <Notice tone="success">The {collection.noun} is in the trash; an owner can restore it from there.</Notice>}
      {hidden && (
        <Notice>
          {site.name} does not show {collection.title.toLowerCase()} on its own pages: the site has no address for them. They are kept here all the same.
        </Notice>
      )}
      {records.length === 0 ? (
        <p>There are no {collection.title.toLowerCase()} yet.</p>
      ) : (
        <Table caption={`${collection.title} of ${site.name}`} head={head}>
          {records.map((record) => (
            <tr key={record.id}>
              <Cell>
                <Link href={`/admin/sites/${site.slug}/content/${collection.key}/${record.id}`} className="font-medium text-primary underline">
                  {record.title}
                </Link>
              </Cell>
              <Cell className="break-all text-muted">
                {record.address ?? `${record.slug} (${collection.mount ? "not shown on the site" : "no page of its own"})`}
              </Cell>
              {collection.detailHeading && (
                <Cell className="whitespace-nowrap">{record.detail instanceof Date ? formatWhen(record.detail, zone) : record.detail}</Cell>
              )}
              {collection.publishing && <Cell>{record.publication}</Cell>}
            </tr>
          ))}
        </Table>
      )}
    </>
  );
}
