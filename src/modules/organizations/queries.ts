import { and, asc, eq, sql } from "drizzle-orm";
import { cached, tags } from "@/server/cache";
import { db, schema } from "@/server/db/client";
import type { SiteId } from "@/modules/sites/queries";

export interface Organization {
  id: string;
  slug: string;
  name: string;
  summary: string;
  hasEvents: boolean;
  hasNews: boolean;
}

export function listOrganizations(siteId: SiteId): Promise<Organization[]> {
  return cached(`organizations:${siteId}`, [tags.site(siteId)], () =>
    db()
      .select({
        id: schema.organizations.id,
        slug: schema.organizations.slug,
        name: schema.organizations.name,
        summary: schema.organizations.summary,
        hasEvents: sql<boolean>`exists (select 1 from ${schema.events} e where e.site_id = ${schema.organizations.siteId} and e.organization_id = ${schema.organizations.id} and e.status = 'published')`,
        hasNews: sql<boolean>`exists (select 1 from ${schema.newsItems} n where n.site_id = ${schema.organizations.siteId} and n.organization_id = ${schema.organizations.id} and n.status = 'published')`,
      })
      .from(schema.organizations)
      .where(eq(schema.organizations.siteId, siteId))
      .orderBy(asc(schema.organizations.name)),
  );
}

export async function getOrganization(siteId: SiteId, slug: string): Promise<Organization | null> {
  return (await listOrganizations(siteId)).find((o) => o.slug === slug) ?? null;
}

/** The organization's own pages, for its navigation. */
export function listOrganizationPages(siteId: SiteId, organizationId: string): Promise<Array<{ path: string; title: string }>> {
  return cached(`organization-pages:${siteId}:${organizationId}`, [tags.site(siteId)], () =>
    db()
      .select({ path: schema.pages.path, title: schema.pages.title })
      .from(schema.pages)
      .where(and(eq(schema.pages.siteId, siteId), eq(schema.pages.organizationId, organizationId), eq(schema.pages.status, "published")))
      .orderBy(asc(schema.pages.path)),
  );
}

/** The organizations as the site map dates them. */
export function listOrganizationAddresses(siteId: SiteId): Promise<Array<{ id: string; slug: string; name: string; updatedAt: Date }>> {
  return db()
    .select({ id: schema.organizations.id, slug: schema.organizations.slug, name: schema.organizations.name, updatedAt: schema.organizations.updatedAt })
    .from(schema.organizations)
    .where(eq(schema.organizations.siteId, siteId));
}
