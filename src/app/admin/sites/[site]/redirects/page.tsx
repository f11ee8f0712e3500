import { pageAccess } from "@/modules/admin/access";
import { ActionForm } from "@/modules/admin/components/action-form";
import { AdminHeading, Panel, formatWhen } from "@/modules/admin/components/ui";
import { addRedirectAction, removeRedirectAction } from "@/modules/redirects/actions";
import { redirectsForEditing } from "@/modules/redirects/admin";
import { RedirectForm } from "@/modules/redirects/components/redirect-form";
import { zoneOf } from "@/modules/sites/calendar";

export const metadata = { title: "Redirects" };

export default async function RedirectsPage({ params }: { params: Promise<{ site: string }> }) {
  const { site: slug } = await params;
  const { site, actor } = await pageAccess(slug, "site", `/admin/sites/${slug}/redirects`);
  const zone = zoneOf(site);
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
        // A list rather than a table: two long addresses side by side do not fit a phone.
        <Panel title="Redirects, by old address" id="list">
          <ul className="divide-y divide-line">
            {redirects.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <p className="min-w-0 break-words">
                  <span className="font-semibold">{shown(r.fromPath)}</span> goes to <span className="font-semibold">{shown(r.toPath)}</span>
                  <span className="block text-sm text-muted">
                    {r.permanent ? "Permanent" : "For now"} · since {formatWhen(r.createdAt, zone)}
                  </span>
                </p>
                <ActionForm action={removeRedirectAction.bind(null, site.slug, r.id)} label={`Remove the redirect from ${shown(r.fromPath)}`}>
                  <button
                    type="submit"
                    className="min-h-10 rounded-md border border-gray-500 px-3 text-sm font-medium"
                    aria-label={`Remove the redirect from ${shown(r.fromPath)}`}
                  >
                    Remove
                  </button>
                </ActionForm>
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </>
  );
}
