import Link from "next/link";
import { operatorPage, pageAccess } from "@/modules/admin/access";
import { ActionForm } from "@/modules/admin/components/action-form";
import { AdminHeading, ButtonLink, Panel, StatusBadge, buttonClass } from "@/modules/admin/components/ui";
import { peopleOfSite } from "@/modules/auth/service";
import { setSiteStatusAction } from "@/modules/console/actions";
import { SiteStatusBadge } from "@/modules/console/components/site-status";
import { kindLabel } from "@/modules/console/labels";
import { listDomains } from "@/modules/sites/domains";

export const metadata = { title: "Site" };

/** One site's record for the operator: what it is, who owns it, its domains, and the actions that take it offline or away. */
export default async function ConsoleSite({ params }: { params: Promise<{ site: string }> }) {
  const { site: slug } = await params;
  const returnTo = `/admin/console/sites/${slug}`;
  await operatorPage(returnTo);
  const { site } = await pageAccess(slug, "site", returnTo);
  const [people, domains] = await Promise.all([peopleOfSite(site.id), listDomains(site.id)]);
  const owners = people.filter((p) => p.role === "owner");
  return (
    <>
      <AdminHeading
        title={site.name}
        lead={`/${site.slug} · ${kindLabel(site.kind)}`}
        actions={<ButtonLink href={`/admin/sites/${site.slug}`}>Open the site&apos;s admin</ButtonLink>}
      />
      <Panel title="The site" id="record">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">Status</dt>
          <dd>
            <SiteStatusBadge status={site.status} launched={site.launched} />
            {!site.launched && site.status === "active" && (
              <>
                {" "}
                <Link href={`/admin/sites/${site.slug}#launch`} className="underline">
                  Its launch checklist
                </Link>
              </>
            )}
          </dd>
          <dt className="font-semibold">Owners</dt>
          <dd>
            {owners.length ? (
              owners.map((p) => p.email).join(", ")
            ) : (
              <>
                None yet:{" "}
                <Link href={`/admin/sites/${site.slug}/people`} className="underline">
                  invite one
                </Link>
              </>
            )}{" "}
            <span className="text-muted">({people.length} in all)</span>
          </dd>
          <dt className="font-semibold">Domains</dt>
          <dd>
            {domains.length === 0 ? (
              <span className="text-muted">None: it answers at /{site.slug}</span>
            ) : (
              <ul>
                {domains.map((d) => (
                  <li key={d.id}>
                    {d.domain}{" "}
                    <StatusBadge tone={d.status === "verified" ? "good" : "warn"}>{d.status === "verified" ? "Verified" : "Waiting for DNS"}</StatusBadge>
                    {d.primary && " (primary)"}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
        <p className="mt-4">
          <Link href={`/admin/console/sites/${site.slug}/mail`} className="underline">
            Sending limits
          </Link>
          : how fast and how much of its newsletters go out.
        </p>
      </Panel>
      <Panel title="Take it offline, or away" id="actions">
        <div className="flex flex-wrap items-start gap-3">
          {site.status === "active" ? (
            <ActionForm action={setSiteStatusAction.bind(null, site.slug, "suspended")} label={`Suspend ${site.name}`}>
              <button type="submit" className={buttonClass("secondary")}>
                Suspend the site
              </button>
            </ActionForm>
          ) : (
            <ActionForm action={setSiteStatusAction.bind(null, site.slug, "active")} label={`Restore ${site.name}`}>
              <button type="submit" className={buttonClass("secondary")}>
                Restore the site
              </button>
            </ActionForm>
          )}
          <Link href={`/admin/console/sites/${site.slug}/delete`} className={buttonClass("secondary")}>
            Delete the site…
          </Link>
        </div>
        <p className="mt-2 text-sm text-muted">
          Suspended, its pages show visitors a notice instead, and it can be restored; deleted, an export of everything it held is kept and the rest is gone.
        </p>
      </Panel>
    </>
  );
}
