import { pageAccess } from "@/modules/admin/access";
import { ActionForm } from "@/modules/admin/components/action-form";
import { AdminHeading, Notice, Panel, StatusBadge, formatWhen } from "@/modules/admin/components/ui";
import { DomainForm } from "@/modules/sites/components/domain-form";
import { addDomainAction, checkDomainAction, makePrimaryDomainAction, removeDomainAction } from "@/modules/sites/domain-actions";
import { GRACE_HOURS } from "@/modules/sites/domain-recheck";
import { dnsRecordsFor, platformHost, txtRecordName } from "@/modules/sites/domains";
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
  const host = platformHost();
  return (
    <>
      <AdminHeading
        title="Domains"
        lead={`The site's own addresses. Once a domain is verified, visitors reach the site at its root, and /${site.slug} sends them there.`}
      />
      {!host && (
        <Notice tone="error">
          The platform&apos;s public address is not set (<code>PUBLIC_URL</code>), so this page cannot say where a domain should point.{" "}
          {actor.isOperator
            ? "Set PUBLIC_URL to the platform's own address (such as https://sites.example.com) and restart it; the records to create appear here then."
            : "Ask the platform's operator to set it; the records to create appear here then."}{" "}
          The TXT record, which proves the domain is the site&apos;s, can be made meanwhile.
        </Notice>
      )}
      <Panel title="Add a domain" id="add">
        <DomainForm action={addDomainAction.bind(null, site.slug)} />
      </Panel>
      <Panel title="Certificates and www" id="how">
        <ul className="list-disc space-y-2 pl-5">
          <li>
            Once a domain is verified the site is served over HTTPS: its certificate is fetched by itself on the first visit (that visit may take a few
            seconds), and renewed by itself. Nothing to buy or upload.
          </li>
          <li>
            <code>example.com</code> and <code>www.example.com</code> are two domains: add both to answer on both. The primary one is where the site lives; the
            other sends visitors there.
          </li>
          <li>
            {host ? `The records point the domain at the platform, ${host}.` : "The records point the domain at the platform once its address is set."} DNS
            changes can take up to a day to be seen everywhere; press Check now after making them.
          </li>
        </ul>
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
                      The TXT record proves the domain is yours: keep it for as long as the site is served there, as it is checked again every few hours.
                    </p>
                  </>
                )}
                {d.status === "verified" && d.failingSince && (
                  <Notice tone="error">
                    The TXT record <code className="break-all">{txtRecordName(d.domain)}</code> holding <code className="break-all">{d.token}</code> has been
                    missing since {formatWhen(d.failingSince, zone)}. Put it back before{" "}
                    {formatWhen(new Date(d.failingSince.getTime() + GRACE_HOURS * 3_600_000), zone)}, or {d.domain} stops showing the site then.
                  </Notice>
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
