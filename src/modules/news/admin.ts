import { and, desc, eq, sql } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import { AppError } from "@/lib/errors";
import { publicationWords } from "@/lib/publication";
import { urls } from "@/lib/urls";
import { editorFor } from "@/modules/admin/editable";
import { specOf } from "@/modules/admin/schema-form/spec";
import { authorize, type Actor } from "@/modules/auth/access";
import { listOrganizations } from "@/modules/organizations/queries";
import type { Site, SiteId } from "@/modules/sites/queries";
import { newsInputSchema, newsService, type NewsInput, type StoredNewsItem } from "./service";
import { zoneOf } from "@/modules/sites/calendar";

/** A news item as revisions and the trash keep it: an organization's item stays its organization's. New items are the site's own. */
export type NewsRecord = NewsInput & { organizationId?: string | null };

const fields = ({ slug, title, summary, body, publishedAt, organizationId }: StoredNewsItem): NewsRecord => ({
  slug,
  title,
  summary,
  body,
  publishedAt,
  organizationId,
});

async function organizationKept(siteId: SiteId, organizationId: string | null | undefined) {
  if (organizationId && !(await listOrganizations(siteId)).some((o) => o.id === organizationId))
    throw new AppError("conflict", "The organization this news item belonged to no longer exists.");
}

/**
 * News as editors change it (admin/editable.ts holds the rules every kind
 * shares). An editor's save is the item's draft while it is published
 * (collections/service.ts); a new item is a draft until published.
 */
export const newsEditor = editorFor<StoredNewsItem, NewsRecord>({
  entity: "news-item",
  noun: "news item",
  find: newsService.find,
  async insert(siteId, input, id) {
    const organizationId = input.organizationId ?? null;
    await organizationKept(siteId, organizationId);
    return newsService.insert(siteId, input, { id, organizationId, ...(!id && { status: "draft" as const }) });
  },
  update: newsService.saveDraft,
  remove: newsService.remove,
  toInput: (row) => fields(newsService.working(row)),
  describe: (row) => `"${row.title}"`,
  async restore(siteId, row) {
    await organizationKept(siteId, row.organizationId);
    return newsService.restore(siteId, row, fields(row));
  },
});

export const newsSpec = specOf(newsInputSchema);

export interface NewsListItem {
  id: string;
  title: string;
  slug: string;
  publishedAt: Date;
  address: string | null;
  /** Its state in words: "Published", "Draft: ...", "Scheduled for ...". */
  publication: string;
}

/** The site's news and its organizations', newest first (items dated later appear on the site then). */
export async function listNewsForEditing(actor: Actor | null, siteSlug: string): Promise<NewsListItem[]> {
  const { site } = await authorize(actor, siteSlug, "content");
  const rows = await db()
    .select({
      id: schema.newsItems.id,
      status: schema.newsItems.status,
      hasDraft: sql<boolean>`${schema.newsItems.draft} is not null`,
      publishAt: schema.newsItems.publishAt,
      title: schema.newsItems.title,
      slug: schema.newsItems.slug,
      publishedAt: schema.newsItems.publishedAt,
      organization: schema.organizations.slug,
    })
    .from(schema.newsItems)
    .leftJoin(schema.organizations, and(eq(schema.organizations.siteId, schema.newsItems.siteId), eq(schema.organizations.id, schema.newsItems.organizationId)))
    .where(eq(schema.newsItems.siteId, site.id))
    .orderBy(desc(schema.newsItems.publishedAt));
  return rows.map(({ organization, status, hasDraft, publishAt, ...row }) => ({
    ...row,
    publication: publicationWords({ status, hasDraft, publishAt }, zoneOf(site), "news item"),
    address: urls.newsItem(site, { slug: row.slug, organization }),
  }));
}

/** Where visitors see the item: under its organization, or where the site shows its news (null when it does not). */
export async function newsAddress(site: Site, row: StoredNewsItem): Promise<string | null> {
  const organization = row.organizationId ? ((await listOrganizations(site.id)).find((o) => o.id === row.organizationId)?.slug ?? null) : null;
  return urls.newsItem(site, { slug: row.slug, organization });
}
