import { isUuid } from "@/lib/ids";
import { AppError } from "@/lib/errors";
import { audited } from "@/modules/audit/service";
import { authorize, type Actor } from "@/modules/auth/access";
import { addDomain, checkDomain, listDomains, makePrimary, removeDomain, type CheckResult, type DomainCheckOptions, type SiteDomain } from "./domains";

/** A site's own domains, for its owners and the operator: listed, added, checked, made primary and removed, each change in the audit log. */
export async function domainsForEditing(actor: Actor | null, siteSlug: string): Promise<SiteDomain[]> {
  const { site } = await authorize(actor, siteSlug, "site");
  return listDomains(site.id);
}

export async function addSiteDomain(actor: Actor | null, siteSlug: string, input: { domain: string }): Promise<SiteDomain> {
  const { site, actor: who } = await authorize(actor, siteSlug, "site");
  return audited(
    who,
    site,
    (d: SiteDomain) => ({ action: "domain.create", entity: "domain", entityId: d.id, summary: `Added the domain ${d.domain}, to be verified` }),
    () => addDomain(site.id, input),
  );
}

async function domainOf(actor: Actor | null, siteSlug: string, id: string) {
  const access = await authorize(actor, siteSlug, "site");
  const domain = isUuid(id) ? (await listDomains(access.site.id)).find((d) => d.id === id) : undefined;
  if (!domain) throw new AppError("not_found", "No such domain.");
  return { ...access, domain };
}

export async function checkSiteDomain(
  actor: Actor | null,
  siteSlug: string,
  id: string,
  options?: DomainCheckOptions,
): Promise<{ domain: string; result: CheckResult }> {
  const { site, actor: who, domain } = await domainOf(actor, siteSlug, id);
  const result = await checkDomain(site.id, id, options);
  if (result.verified && result.by !== "before")
    await audited(
      who,
      site,
      {
        action: "domain.verify",
        entity: "domain",
        entityId: id,
        summary: `Verified the domain ${domain.domain} by its TXT record`,
      },
      async () => undefined,
    );
  return { domain: domain.domain, result };
}

export async function makeSiteDomainPrimary(actor: Actor | null, siteSlug: string, id: string): Promise<string> {
  const { site, actor: who, domain } = await domainOf(actor, siteSlug, id);
  await audited(who, site, { action: "domain.primary", entity: "domain", entityId: id, summary: `Made ${domain.domain} the site's primary domain` }, () =>
    makePrimary(site.id, id),
  );
  return domain.domain;
}

export async function removeSiteDomain(actor: Actor | null, siteSlug: string, id: string): Promise<string> {
  const { site, actor: who, domain } = await domainOf(actor, siteSlug, id);
  await audited(who, site, { action: "domain.delete", entity: "domain", entityId: id, summary: `Removed the domain ${domain.domain}` }, () =>
    removeDomain(site.id, id),
  );
  return domain.domain;
}
