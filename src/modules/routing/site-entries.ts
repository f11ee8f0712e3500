import "server-only";
import { and, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { cached, tags } from "@/server/cache";
import { db, schema } from "@/server/db/client";
import type { Site } from "@/modules/sites/queries";

export interface SiteEntry {
  /** Path inside the site ("" for home). */
  path: string;
  title: string;
  lastModified: Date;
  kind: "page" | "post" | "category" | "event" | "news" | "job" | "team" | "city" | "organization";
}

/**
 * Every public address of a site, for its sitemap.xml and its human site map.
 * Drafts and scheduled posts not yet live are never among them.
 */
export function listSiteEntries(site: Site): Promise<SiteEntry[]> {
  return cached(`site-entries:${site.id}`, [tags.site(site.id), tags.sites], async () => {
    const siteId = site.id;
    const under = (base: string | undefined, slug: string) => (base ? `${base}/${slug}` : null);
    const [orgs, pages, posts, categories, events, news, jobs, team, cities] = await Promise.all([
      db().select({ id: schema.organizations.id, slug: schema.organizations.slug, name: schema.organizations.name, updatedAt: schema.organizations.updatedAt }).from(schema.organizations).where(eq(schema.organizations.siteId, siteId)),
      db().select({ path: schema.pages.path, title: schema.pages.title, organizationId: schema.pages.organizationId, updatedAt: schema.pages.updatedAt }).from(schema.pages).where(eq(schema.pages.siteId, siteId)),
      db()
        .select({ slug: schema.posts.slug, title: schema.posts.title, updatedAt: schema.posts.updatedAt })
        .from(schema.posts)
        .where(and(eq(schema.posts.siteId, siteId), inArray(schema.posts.status, ["published", "scheduled"]), isNotNull(schema.posts.publishedAt), lte(schema.posts.publishedAt, sql`now()`))),
      db().select({ slug: schema.categories.slug, name: schema.categories.name }).from(schema.categories).where(eq(schema.categories.siteId, siteId)),
      db().select({ slug: schema.events.slug, title: schema.events.title, organizationId: schema.events.organizationId, updatedAt: schema.events.updatedAt }).from(schema.events).where(eq(schema.events.siteId, siteId)),
      db()
        .select({ slug: schema.newsItems.slug, title: schema.newsItems.title, organizationId: schema.newsItems.organizationId, updatedAt: schema.newsItems.updatedAt })
        .from(schema.newsItems)
        .where(and(eq(schema.newsItems.siteId, siteId), lte(schema.newsItems.publishedAt, sql`now()`))),
      db().select({ slug: schema.jobPostings.slug, title: schema.jobPostings.title, updatedAt: schema.jobPostings.updatedAt }).from(schema.jobPostings).where(eq(schema.jobPostings.siteId, siteId)),
      db().select({ slug: schema.teamMembers.slug, name: schema.teamMembers.name, updatedAt: schema.teamMembers.updatedAt }).from(schema.teamMembers).where(eq(schema.teamMembers.siteId, siteId)),
      db()
        .select({ slug: schema.serviceCities.slug, title: schema.serviceCities.title, region: schema.serviceRegions.slug, updatedAt: schema.serviceCities.updatedAt })
        .from(schema.serviceCities)
        .innerJoin(schema.serviceRegions, eq(schema.serviceRegions.id, schema.serviceCities.regionId))
        .where(eq(schema.serviceCities.siteId, siteId)),
    ]);
    const orgSlug = new Map(orgs.map((o) => [o.id, o.slug]));
    const entries: SiteEntry[] = [];
    const add = (path: string | null, title: string, lastModified: Date, kind: SiteEntry["kind"]) => {
      if (path !== null) entries.push({ path, title, lastModified, kind });
    };
    for (const p of pages) add(p.organizationId ? [orgSlug.get(p.organizationId), p.path].filter(Boolean).join("/") : p.path, p.title, p.updatedAt, "page");
    const latestPost = posts.reduce((d, p) => (p.updatedAt > d ? p.updatedAt : d), new Date(0));
    for (const p of posts) add(under(site.mounts.posts, p.slug), p.title, p.updatedAt, "post");
    for (const c of categories) add(under(site.mounts.posts, `category/${c.slug}`), `${c.name} articles`, latestPost, "category");
    for (const org of orgs) {
      const orgEvents = events.filter((e) => e.organizationId === org.id);
      const orgNews = news.filter((n) => n.organizationId === org.id);
      if (orgEvents.length) add(`${org.slug}/events`, `${org.name} events`, org.updatedAt, "organization");
      if (orgNews.length) add(`${org.slug}/news`, `${org.name} news`, org.updatedAt, "organization");
    }
    for (const e of events) add(e.organizationId ? `${orgSlug.get(e.organizationId)}/events/${e.slug}` : under(site.mounts.events, e.slug), e.title, e.updatedAt, "event");
    for (const n of news) add(n.organizationId ? `${orgSlug.get(n.organizationId)}/news/${n.slug}` : under(site.mounts.news, n.slug), n.title, n.updatedAt, "news");
    for (const j of jobs) add(under(site.mounts.jobs, j.slug), j.title, j.updatedAt, "job");
    for (const t of team) add(under(site.mounts.team, t.slug), t.name, t.updatedAt, "team");
    for (const c of cities) add(`${c.region}/${c.slug}`, c.title, c.updatedAt, "city");
    // One entry per path: a page and an organization's landing page may not share one, but be safe.
    const seen = new Set<string>();
    return entries
      .filter((e) => (seen.has(e.path) ? false : (seen.add(e.path), true)))
      .sort((a, b) => a.path.localeCompare(b.path));
  });
}
