import { and, desc, eq, isNull, lte } from "drizzle-orm";
import { cached, tags } from "@/server/cache";
import { db, schema } from "@/server/db/client";
import type { RichTextDoc } from "@/lib/rich-text/schema";
import type { SiteId } from "@/modules/sites/queries";
import { sqlNow } from "@/server/db/now";

export interface NewsSummary {
  slug: string;
  title: string;
  summary: string;
  publishedAt: Date;
  organization: string | null;
}
export interface NewsItem extends NewsSummary {
  body: RichTextDoc;
  /** When it was last saved (an unsaved preview has none). */
  updatedAt?: Date;
}

/** Visitors see only published news whose date has come: every public read below has both conditions. */
const published = () => and(eq(schema.newsItems.status, "published"), lte(schema.newsItems.publishedAt, sqlNow()));

const columns = {
  slug: schema.newsItems.slug,
  title: schema.newsItems.title,
  summary: schema.newsItems.summary,
  publishedAt: schema.newsItems.publishedAt,
  organization: schema.organizations.slug,
};

export function listNews(siteId: SiteId, options: { organizationId?: string; limit?: number } = {}): Promise<NewsSummary[]> {
  return cached(`news:${siteId}:${options.organizationId ?? "*"}:${options.limit ?? ""}`, [tags.site(siteId)], () =>
    db()
      .select(columns)
      .from(schema.newsItems)
      .leftJoin(schema.organizations, eq(schema.organizations.id, schema.newsItems.organizationId))
      .where(
        and(eq(schema.newsItems.siteId, siteId), published(), options.organizationId ? eq(schema.newsItems.organizationId, options.organizationId) : undefined),
      )
      .orderBy(desc(schema.newsItems.publishedAt))
      .limit(options.limit ?? 1000),
  );
}

export function getNewsItem(siteId: SiteId, slug: string, organizationId: string | null = null): Promise<NewsItem | null> {
  return cached(`news-item:${siteId}:${organizationId ?? ""}:${slug}`, [tags.site(siteId)], async () => {
    const [row] = await db()
      .select({ ...columns, body: schema.newsItems.body, updatedAt: schema.newsItems.updatedAt })
      .from(schema.newsItems)
      .leftJoin(schema.organizations, eq(schema.organizations.id, schema.newsItems.organizationId))
      .where(
        and(
          eq(schema.newsItems.siteId, siteId),
          eq(schema.newsItems.slug, slug),
          published(),
          organizationId ? eq(schema.newsItems.organizationId, organizationId) : isNull(schema.newsItems.organizationId),
        ),
      )
      .limit(1);
    return row ?? null;
  });
}

/** The addresses the site map lists: the site's own news (organizationId null) or one organization's, once their date has come. */
export function listNewsAddresses(siteId: SiteId, organizationId: string | null): Promise<Array<{ slug: string; title: string; updatedAt: Date }>> {
  return db()
    .select({ slug: schema.newsItems.slug, title: schema.newsItems.title, updatedAt: schema.newsItems.updatedAt })
    .from(schema.newsItems)
    .where(
      and(
        eq(schema.newsItems.siteId, siteId),
        published(),
        organizationId ? eq(schema.newsItems.organizationId, organizationId) : isNull(schema.newsItems.organizationId),
      ),
    );
}
