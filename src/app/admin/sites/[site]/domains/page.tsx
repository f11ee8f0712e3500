import { pageAccess } from "@/modules/admin/access";
import { ActionForm } from "@/modules/admin/components/action-form";
import { AdminHeading, Panel, StatusBadge, formatWhen } from "@/modules/admin/components/ui";
import { DomainForm } from "@/modules/sites/components/domain-form";
import { addDomainAction, checkDomainAction, makePrimaryDomainAction, removeDomainAction } from "@/modules/sites/domain-actions";
import { dnsRecordsFor, VERIFY_PATH } from "@/modules/sites/domains";
import { domainsForEditing } from "@/modules/sites/domains-admin";
import { zoneOf } from "@/modules/sites/calendar";

export const metadata = { title: "Domains" };

const smallButton = "min-h-10 rounded-md border border-gray-500 px-3 text-sm font-medium";

export default async function DomainsPage({ params }: { params: Promise<{ site: string }> }) {
  const { site: slug } = await params;
  const { site, actor } = await pageAccess(slug, "site", `/admin/sites/${slug}/domains`);
  const zone = zoneOf(site);
  const domains = await domainsForEditing(actor, site.slug);
  const records = await Promise.all(domains.map((d) => dnsRecordsFor(d)));
  return (
    <>
      <AdminHeading
        title="Domains"
        lead={`The site's own addresses. Once a domain is verified, visitors reach the site at its root, and /${site.slug} sends them there.`}
      />
      <Panel title="Add a domain" id="add">
        <DomainForm action={addDomainAction.bind(null, site.slug)} />
      </Panel>
      {domains.length === 0 ? (
        <p>No domains yet: the site answers at /{site.slug} on the platform.</p>
      ) : (
        <Panel title="The site's domains" id="list">
          <ul className="divide-y divide-line">
            {domains.map((d, i) => (
              <li key={d.id} className="py-4">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="text-lg font-semibold break-all">{d.domain}</h3>
                  <StatusBadge tone={d.status === "verified" ? "good" : "warn"}>{d.status === "verified" ? "Verified" : "Waiting for DNS"}</StatusBadge>
                  {d.primary && <StatusBadge>Primary</StatusBadge>}
                </div>
                <p className="text-sm text-muted">
                  Added {formatWhen(d.createdAt, zone)}
                  {d.verifiedAt && <> · verified {formatWhen(d.verifiedAt, zone)}</>}
                </p>
                {d.status === "pending" && (
                  <>
                    <p className="mt-3">At the company where the domain is registered, create these DNS records:</p>
                    {/* A list rather than a table: a token and a long name side by side do not fit a phone. */}
                    <dl className="mt-2 grid gap-2">
                      {records[i]!.map((r) => (
                        <div key={`${r.type}-${r.value}`} className="rounded-md border border-line p-3">
                          <dt className="font-semibold">
                            {r.type} record named <code className="break-all">{r.name}</code>
                          </dt>
                          <dd className="break-all">
                            value <code>{r.value}</code>
                          </dd>
                        </div>
                      ))}
                    </dl>
                    <p className="mt-2 text-sm text-muted">
                      The check looks for the token at http://{d.domain}
                      {VERIFY_PATH}… (the first record makes that work) or in the TXT record; either is enough.
                    </p>
                  </>
                )}
                <div className="mt-3 flex flex-wrap gap-3">
                  {d.status === "pending" && (
                    <ActionForm action={checkDomainAction.bind(null, site.slug, d.id)} label={`Check ${d.domain}`}>
                      <button type="submit" className={smallButton}>
                        Check now
                      </button>
                    </ActionForm>
                  )}
                  {d.status === "verified" && !d.primary && (
                    <ActionForm action={makePrimaryDomainAction.bind(null, site.slug, d.id)} label={`Make ${d.domain} primary`}>
                      <button type="submit" className={smallButton}>
                        Make primary
                      </button>
                    </ActionForm>
                  )}
                  <ActionForm action={removeDomainAction.bind(null, site.slug, d.id)} label={`Remove ${d.domain}`}>
                    <button type="submit" className={smallButton} aria-label={`Remove ${d.domain}`}>
                      Remove
                    </button>
                  </ActionForm>
                </div>
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </>
  );
}
