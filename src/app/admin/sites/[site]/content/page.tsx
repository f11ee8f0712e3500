import Link from "next/link";
import { pageAccess } from "@/modules/admin/access";
import { AdminHeading, Cell, Table } from "@/modules/admin/components/ui";
import { collections } from "@/modules/content/collections";

export const metadata = { title: "Collections" };

/** Every collection of the site, with how many records it holds and whether the site shows it. */
export default async function Collections({ params }: { params: Promise<{ site: string }> }) {
  const { site: slug } = await params;
  const { site, actor } = await pageAccess(slug, "content", `/admin/sites/${slug}/content`);
  const listed = await Promise.all(collections.admin.map(async (c) => ({ ...c, count: (await c.list(actor, site.slug)).length })));
  return (
    <>
      <AdminHeading title="Collections" lead={`Events, news, jobs, team, organizations and service areas of ${site.name}.`} />
      <Table caption="The site's collections" head={["Collection", "Records", "On the site"]}>
        {listed.map((c) => {
          const base = c.mount && site.mounts[c.mount];
          return (
            <tr key={c.key}>
              <Cell>
                <Link href={`/admin/sites/${site.slug}/content/${c.key}`} className="font-medium text-primary underline">
                  {c.title}
                </Link>
                <p className="text-muted">{c.lead}</p>
              </Cell>
              <Cell>{c.count}</Cell>
              <Cell>{!c.mount ? "At their own addresses" : base ? `At /${site.slug}/${base}` : "Not shown: the site has no address for them"}</Cell>
            </tr>
          );
        })}
      </Table>
    </>
  );
}
