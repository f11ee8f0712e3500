import "server-only";
import { cache } from "react";
import { getDraftPost, getPublishedPost, listDraftPosts, listPublishedPosts, getCategory, type Post, type PostSummary, type Category } from "@/modules/blog/queries";
import { getEvent, listEvents, type Event, type EventSummary } from "@/modules/events/queries";
import { getJob, type Job } from "@/modules/jobs/queries";
import { getNewsItem, listNews, type NewsItem, type NewsSummary } from "@/modules/news/queries";
import { getOrganization, type Organization } from "@/modules/organizations/queries";
import { getPage, type Page } from "@/modules/pages/queries";
import { checkPreviewToken, createPreviewToken } from "@/modules/preview/tokens";
import { getCityPage, type CityPage } from "@/modules/service-areas/queries";
import { getSiteBySlug, type Site } from "@/modules/sites/queries";
import { getTeamMember, type TeamMember } from "@/modules/team/queries";
import { isReservedSlug } from "@/lib/reserved";
import { urls } from "@/lib/urls";
import { resolveRoute } from "./resolver";
import { loadSiteIndex } from "./site-index";

/** A resolved route with its content loaded: what a view renders. */
export type LoadedRoute =
  | { kind: "page"; page: Page; organization: Organization | null }
  | { kind: "post"; post: Post }
  | { kind: "postCategory"; category: Category; posts: PostSummary[] }
  | { kind: "drafts"; drafts: Array<PostSummary & { previewHref: string }> | null }
  | { kind: "draft"; post: Post }
  | { kind: "event"; event: Event; organization: Organization | null }
  | { kind: "events"; events: EventSummary[]; organization: Organization }
  | { kind: "newsItem"; item: NewsItem; organization: Organization | null }
  | { kind: "news"; items: NewsSummary[]; organization: Organization }
  | { kind: "job"; job: Job }
  | { kind: "teamMember"; member: TeamMember }
  | { kind: "city"; city: CityPage };

export interface Resolved {
  site: Site;
  path: string;
  route: LoadedRoute | null;
}

/** The site for a prefix, or null for an unknown one or a reserved segment. Per request, shared by layout, metadata and page. */
export const loadSite = cache(async (slug: string): Promise<Site | null> => {
  if (isReservedSlug(slug) || !/^[a-z0-9-]{1,63}$/.test(slug)) return null;
  return getSiteBySlug(slug);
});

/**
 * Resolves and loads a path of a site. Wrapped in React's cache() so
 * generateMetadata and the page share one load per request.
 */
export const loadRoute = cache(async (siteSlug: string, pathKey: string, preview: string | undefined, editor = false): Promise<Resolved | null> => {
  const site = await loadSite(siteSlug);
  if (!site) return null;
  const segments = pathKey ? pathKey.split("/") : [];
  const index = await loadSiteIndex(site);
  const route = resolveRoute(index, segments);
  return { site, path: pathKey, route: await load(site, route, preview, editor) };
});

/** Drafts show to the site's signed-in editors, and to anyone with a signed preview link. */
async function load(site: Site, route: ReturnType<typeof resolveRoute>, preview: string | undefined, editor: boolean): Promise<LoadedRoute | null> {
  switch (route.kind) {
    case "page": {
      const page = await getPage(site.id, route.path);
      return page && { kind: "page", page, organization: null };
    }
    case "post": {
      const post = await getPublishedPost(site.id, route.slug);
      return post && { kind: "post", post };
    }
    case "postCategory": {
      const category = await getCategory(site.id, route.category);
      return category && { kind: "postCategory", category, posts: await listPublishedPosts(site.id, { category: category.slug }) };
    }
    case "drafts": {
      if (!editor && !checkPreviewToken(site.id, "drafts", preview)) return { kind: "drafts", drafts: null };
      const drafts = await listDraftPosts(site.id);
      return {
        kind: "drafts",
        drafts: drafts.map((d) => ({ ...d, previewHref: `${urls.draft(site, d.slug)!}?preview=${createPreviewToken(site.id, { draft: d.slug })}` })),
      };
    }
    case "draft": {
      // Without a valid link the draft does not exist, as far as the visitor can tell.
      if (!editor && !checkPreviewToken(site.id, { draft: route.slug }, preview)) return null;
      const post = await getDraftPost(site.id, route.slug);
      return post && { kind: "draft", post };
    }
    case "event": {
      const event = await getEvent(site.id, route.slug);
      return event && { kind: "event", event, organization: null };
    }
    case "newsItem": {
      const item = await getNewsItem(site.id, route.slug);
      return item && { kind: "newsItem", item, organization: null };
    }
    case "job": {
      const job = await getJob(site.id, route.slug);
      return job && { kind: "job", job };
    }
    case "teamMember": {
      const member = await getTeamMember(site.id, route.slug);
      return member && { kind: "teamMember", member };
    }
    case "city": {
      const city = await getCityPage(site.id, route.region, route.city);
      return city && { kind: "city", city };
    }
    case "organizationPage":
    case "organizationEvents":
    case "organizationEvent":
    case "organizationNews":
    case "organizationNewsItem": {
      const organization = await getOrganization(site.id, route.organization);
      if (!organization) return null;
      if (route.kind === "organizationPage") {
        const page = await getPage(site.id, route.path, organization.id);
        return page && { kind: "page", page, organization };
      }
      if (route.kind === "organizationEvents") {
        const events = await listEvents(site.id, organization.id);
        return events.length ? { kind: "events", events, organization } : null;
      }
      if (route.kind === "organizationEvent") {
        const event = await getEvent(site.id, route.slug, organization.id);
        return event && { kind: "event", event, organization };
      }
      if (route.kind === "organizationNews") {
        const items = await listNews(site.id, { organizationId: organization.id });
        return items.length ? { kind: "news", items, organization } : null;
      }
      const item = await getNewsItem(site.id, route.slug, organization.id);
      return item && { kind: "newsItem", item, organization };
    }
    case "notFound":
      return null;
  }
}
