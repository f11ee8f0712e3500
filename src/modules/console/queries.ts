import { desc, ilike, or } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import { listAudit, type AuditLine } from "@/modules/audit/service";
import { authorize, requireOperator, type Actor } from "@/modules/auth/access";
import { getSiteBySlug } from "@/modules/sites/queries";
import type { AuditFilter, SiteStatus } from "./schema";

/** What the operator's console reads: every site, and the audit log. */

export interface ConsoleSite {
  slug: string;
  name: string;
  kind: string;
  status: SiteStatus;
  /** false: visitors see "Coming soon" until it is launched. */
  launched: boolean;
  createdAt: Date;
}

const SITES_SHOWN = 200;

/**
 * Every site, newest first, or those whose name, address or kind contains the
 * search. The console is the one place that lists sites across tenants, so it
 * reads the sites table itself.
 */
export async function listSites(actor: Actor | null, search = ""): Promise<{ sites: ConsoleSite[]; more: boolean }> {
  requireOperator(actor);
  const term = search.trim().slice(0, 100);
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db()
    .select({
      slug: schema.sites.slug,
      name: schema.sites.name,
      kind: schema.sites.kind,
      status: schema.sites.status,
      launched: schema.sites.launched,
      createdAt: schema.sites.createdAt,
    })
    .from(schema.sites)
    .where(term ? or(ilike(schema.sites.name, pattern), ilike(schema.sites.slug, pattern), ilike(schema.sites.kind, pattern)) : undefined)
    .orderBy(desc(schema.sites.createdAt), schema.sites.slug)
    .limit(SITES_SHOWN + 1);
  return { sites: rows.slice(0, SITES_SHOWN), more: rows.length > SITES_SHOWN };
}

export const AUDIT_PAGE_SIZE = 50;

export interface AuditPage {
  lines: AuditLine[];
  page: number;
  hasNext: boolean;
}

/** One page of the newest lines, and whether there is another. */
async function auditPage(filter: { siteId?: string; action?: string }, page: number): Promise<AuditPage> {
  const rows = await listAudit({ ...filter, limit: AUDIT_PAGE_SIZE + 1, offset: (page - 1) * AUDIT_PAGE_SIZE });
  return { lines: rows.slice(0, AUDIT_PAGE_SIZE), page, hasNext: rows.length > AUDIT_PAGE_SIZE };
}

/** The whole platform's log for the operator, by site and by action. A site that no longer exists has no lines to filter by. */
export async function platformAudit(actor: Actor | null, filter: AuditFilter): Promise<AuditPage> {
  requireOperator(actor);
  const site = filter.site ? await getSiteBySlug(filter.site) : null;
  if (filter.site && !site) return { lines: [], page: filter.page, hasNext: false };
  return auditPage({ ...(site && { siteId: site.id }), ...(filter.action && { action: filter.action }) }, filter.page);
}

/** One site's lines, for its owners and the operator. */
export async function siteActivity(actor: Actor | null, siteSlug: string, page: number): Promise<AuditPage> {
  const { site } = await authorize(actor, siteSlug, "site");
  return auditPage({ siteId: site.id }, page);
}

/**
 * The log's line for a site's deletion, for the console's notice after it:
 * found by the address the site had, so the notice shows the log's words
 * (with where its export is kept), never words from the link.
 */
export async function siteDeletion(actor: Actor | null, siteSlug: string): Promise<AuditLine | null> {
  requireOperator(actor);
  const [line] = await listAudit({ siteSlug: siteSlug.slice(0, 100), action: "site.delete", limit: 1 });
  return line ?? null;
}
