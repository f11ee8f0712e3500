import Link from "next/link";
import { operatorPage, pageAccess } from "@/modules/admin/access";
import { AdminHeading, Notice, Panel } from "@/modules/admin/components/ui";
import { deleteSiteAction } from "@/modules/console/actions";
import { DeleteSiteForm } from "@/modules/console/components/delete-site-form";

export const metadata = { title: "Delete a site" };

export default async function DeleteSite({ params }: { params: Promise<{ site: string }> }) {
  const { site: slug } = await params;
  const returnTo = `/admin/console/sites/${slug}/delete`;
  await operatorPage(returnTo);
  const { site } = await pageAccess(slug, "site", returnTo);
  return (
    <>
      <AdminHeading title={`Delete ${site.name}`} lead={`/${site.slug}`} />
      <Notice tone="error">
        This deletes the site and everything in it: pages, posts and every collection, forms and what visitors sent, contacts, payments, bookings, gift cards,
        media and history. It cannot be undone here.
      </Notice>
      <Panel>
        <p className="mb-4">
          Before anything is deleted, an export of all of it is written to the platform&apos;s data folder, and the audit log names the file. If the export
          cannot be written, nothing is deleted.
          {site.status === "active" && (
            <>
              {" "}
              To take the site offline for a while instead,{" "}
              <Link href={`/admin/console/sites/${site.slug}#actions`} className="underline">
                suspend it
              </Link>
              .
            </>
          )}
        </p>
        <DeleteSiteForm action={deleteSiteAction.bind(null, site.slug)} slug={site.slug} />
      </Panel>
    </>
  );
}
