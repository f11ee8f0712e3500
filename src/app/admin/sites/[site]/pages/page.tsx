import Link from "next/link";
import { pageAccess } from "@/modules/admin/access";
import { AdminHeading, ButtonLink, Cell, Notice, Table, formatWhen } from "@/modules/admin/components/ui";
import { listPagesForEditing } from "@/modules/pages/admin";
import { zoneOf } from "@/modules/sites/calendar";

export const metadata = { title: "Pages" };

export default async function PagesList({ params, searchParams }: { params: Promise<{ site: string }>; searchParams: Promise<{ deleted?: string }> }) {
  const { site: slug } = await params;
  const { deleted } = await searchParams;
  const { site, actor } = await pageAccess(slug, "content", `/admin/sites/${slug}/pages`);
  const zone = zoneOf(site);
  const pages = await listPagesForEditing(actor, site.slug);
  return (
    <>
      <AdminHeading
        title="Pages"
        lead={`${pages.length} pages on ${site.name}.`}
        actions={
          <ButtonLink href={`/admin/sites/${site.slug}/pages/new`} variant="primary">
            New page
          </ButtonLink>
        }
      />
      {deleted && <Notice tone="success">The page is in the trash; an owner can restore it from there.</Notice>}
      <Table caption="The site's pages" head={["Page", "Address", "Last changed"]}>
        {pages.map((page) => {
          const address = `/${[site.slug, page.organization, page.path].filter(Boolean).join("/")}`;
          return (
            <tr key={page.id}>
              <Cell>
                <Link href={`/admin/sites/${site.slug}/pages/${page.id}`} className="font-medium text-primary underline">
                  {page.title}
                </Link>
                {page.publication !== "Published" && <span className="block text-sm text-muted">{page.publication}</span>}
              </Cell>
              <Cell className="break-all text-muted">{address}</Cell>
              <Cell className="whitespace-nowrap">{formatWhen(page.updatedAt, zone)}</Cell>
            </tr>
          );
        })}
      </Table>
    </>
  );
}
