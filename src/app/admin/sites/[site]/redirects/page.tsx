import { pageAccess } from "@/modules/admin/access";
import { ActionForm } from "@/modules/admin/components/action-form";
import { AdminHeading, Cell, Panel, Table, formatWhen } from "@/modules/admin/components/ui";
import { addRedirectAction, removeRedirectAction } from "@/modules/redirects/actions";
import { redirectsForEditing } from "@/modules/redirects/admin";
import { RedirectForm } from "@/modules/redirects/components/redirect-form";

export const metadata = { title: "Redirects" };

export default async function RedirectsPage({ params }: { params: Promise<{ site: string }> }) {
  const { site: slug } = await params;
  const { site, actor } = await pageAccess(slug, "site", `/admin/sites/${slug}/redirects`);
  const redirects = await redirectsForEditing(actor, site.slug);
  const shown = (path: string) => (/^https?:\/\//.test(path) ? path : `/${site.slug}${path ? `/${path}` : ""}`);
  return (
    <>
      <AdminHeading title="Redirects" lead="Old addresses that send visitors on, so links from elsewhere keep working. Renaming a page adds one by itself." />
      <Panel title="Add a redirect" id="add">
        <RedirectForm action={addRedirectAction.bind(null, site.slug)} siteSlug={site.slug} />
      </Panel>
      {redirects.length === 0 ? (
        <p>No redirects yet.</p>
      ) : (
        <Table caption="Redirects, by old address" head={["Old address", "Goes to", "For how long", "Since", "Remove"]}>
          {redirects.map((r) => (
            <tr key={r.id}>
              <Cell className="break-all">{shown(r.fromPath)}</Cell>
              <Cell className="break-all">{shown(r.toPath)}</Cell>
              <Cell>{r.permanent ? "Permanent" : "For now"}</Cell>
              <Cell className="whitespace-nowrap">{formatWhen(r.createdAt)}</Cell>
              <Cell>
                <ActionForm action={removeRedirectAction.bind(null, site.slug, r.id)} label={`Remove the redirect from ${shown(r.fromPath)}`}>
                  <button type="submit" className="min-h-10 rounded-md border border-gray-500 px-3 text-sm font-medium" aria-label={`Remove the redirect from ${shown(r.fromPath)}`}>
                    Remove
                  </button>
                </ActionForm>
              </Cell>
            </tr>
          ))}
        </Table>
      )}
    </>
  );
}
