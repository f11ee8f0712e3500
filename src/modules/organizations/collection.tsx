import { urls } from "@/lib/urls";
import { siteUrl } from "@/modules/sites/urls";
import { adminCollection } from "@/modules/collections/admin";
import { defineCollection, type SiteEntry } from "@/modules/collections/kind";
import { eventJsonLd } from "@/modules/events/collection";
import { EventArticle } from "@/modules/events/components/event-views";
import { getEvent, listEventAddresses, listEvents, type Event, type EventSummary } from "@/modules/events/queries";
import { newsJsonLd, newsMeta } from "@/modules/news/collection";
import { NewsArticle } from "@/modules/news/components/news-views";
import { getNewsItem, listNews, listNewsAddresses, type NewsItem, type NewsSummary } from "@/modules/news/queries";
import { getPage, listPageAddresses, type Page } from "@/modules/pages/queries";
import { draftForLink, itemPreviewBanner } from "@/modules/collections/drafts";
import { publicEvent } from "@/modules/events/preview";
import { eventService } from "@/modules/events/service";
import { publicNewsItem } from "@/modules/news/preview";
import { newsService } from "@/modules/news/service";
import { listOrganizationsForEditing, organizationEditor, organizationSpec } from "./admin";
import { OrganizationBar, OrganizationEvents, OrganizationNews, OrganizationPage } from "./components/organization-views";
import { getOrganization, listOrganizationAddresses, listOrganizations, type Organization } from "./queries";

type OrganizationRoute =
  | { kind: "organizationPage"; organization: string; path: string }
  | { kind: "organizationEvents"; organization: string }
  | { kind: "organizationEvent"; organization: string; slug: string }
  | { kind: "organizationNews"; organization: string }
  | { kind: "organizationNewsItem"; organization: string; slug: string };

type LoadedOrganizationRoute =
  | { kind: "page"; page: Page; organization: Organization }
  | { kind: "events"; events: EventSummary[]; organization: Organization }
  | { kind: "event"; event: Event; organization: Organization; preview?: string }
  | { kind: "news"; items: NewsSummary[]; organization: Organization }
  | { kind: "newsItem"; item: NewsItem; organization: Organization; preview?: string };

/** Departments, clubs or member groups, each at its slug: its own pages, events[/{slug}] and news[/{slug}]. */
export const organizationsCollection = defineCollection<OrganizationRoute, LoadedOrganizationRoute>({
  key: "organizations",
  paths: {
    rooted: {
      names: async (site) => (await listOrganizations(site.id)).map((o) => o.slug),
      route(organization, rest) {
        const [a, b] = rest;
        if (a === "events" && rest.length === 1) return { kind: "organizationEvents", organization };
        if (a === "events" && rest.length === 2) return { kind: "organizationEvent", organization, slug: b! };
        if (a === "news" && rest.length === 1) return { kind: "organizationNews", organization };
        if (a === "news" && rest.length === 2) return { kind: "organizationNewsItem", organization, slug: b! };
        return { kind: "organizationPage", organization, path: rest.join("/") };
      },
    },
  },

  async load(site, route, access) {
    const organization = await getOrganization(site.id, route.organization);
    if (!organization) return null;
    switch (route.kind) {
      case "organizationPage": {
        const page = await getPage(site.id, route.path, organization.id);
        return page && { kind: "page", page, organization };
      }
      case "organizationEvents": {
        const events = await listEvents(site.id, organization.id);
        return events.length ? { kind: "events", events, organization } : null;
      }
      case "organizationEvent": {
        // A signed preview link shows the event's saved draft at the draft's own address.
        const draft = await draftForLink(eventService, site.id, route.slug, organization.id, access.preview);
        if (draft) return { kind: "event", event: publicEvent(draft, organization.slug), organization, preview: itemPreviewBanner("event") };
        const event = await getEvent(site.id, route.slug, organization.id);
        return event && { kind: "event", event, organization };
      }
      case "organizationNews": {
        const items = await listNews(site.id, { organizationId: organization.id });
        return items.length ? { kind: "news", items, organization } : null;
      }
      case "organizationNewsItem": {
        const draft = await draftForLink(newsService, site.id, route.slug, organization.id, access.preview);
        if (draft) return { kind: "newsItem", item: publicNewsItem(draft, organization.slug), organization, preview: itemPreviewBanner("news item") };
        const item = await getNewsItem(site.id, route.slug, organization.id);
        return item && { kind: "newsItem", item, organization };
      }
    }
  },

  meta(_site, item) {
    const { organization } = item;
    switch (item.kind) {
      case "page":
        return { title: item.page.path !== "" ? `${item.page.title} · ${organization.name}` : item.page.title, description: item.page.description };
      case "event":
        return { title: item.event.title, description: item.event.summary };
      case "events":
        return { title: `Events · ${organization.name}`, description: `Upcoming and past events of ${organization.name}.` };
      case "newsItem":
        return newsMeta(item.item);
      case "news":
        return { title: `News · ${organization.name}`, description: `The latest news from ${organization.name}.` };
    }
  },

  View({ site, item, blockPage }) {
    const bar = <OrganizationBar site={site} organization={item.organization} />;
    switch (item.kind) {
      case "page":
        return <OrganizationPage site={site} organization={item.organization} page={item.page} blockPage={blockPage} />;
      case "event":
        return <EventArticle site={site} event={item.event} before={bar} />;
      case "events":
        return <OrganizationEvents site={site} organization={item.organization} events={item.events} />;
      case "newsItem":
        return <NewsArticle site={site} item={item.item} before={bar} />;
      case "news":
        return <OrganizationNews site={site} organization={item.organization} items={item.items} />;
    }
  },

  structuredData(item, context) {
    const { site, url, publisher, image } = context;
    if (item.kind === "event")
      return [eventJsonLd(item.event, context, { "@type": "Organization", name: item.organization.name, url: siteUrl(site, item.organization.slug) })];
    if (item.kind === "newsItem") return [newsJsonLd(item.item, url, publisher, image)];
    return [];
  },

  /** Each organization's pages, then its events and news pages when it has any, then each of its events and news items. */
  async entries(site) {
    const organizations = await listOrganizationAddresses(site.id);
    const ofEach = await Promise.all(
      organizations.map(async (org): Promise<SiteEntry[]> => {
        const [pages, events, news] = await Promise.all([
          listPageAddresses(site.id, org.id, { forSearchEngines: true }),
          listEventAddresses(site.id, org.id),
          listNewsAddresses(site.id, org.id),
        ]);
        return [
          ...pages.map((p): SiteEntry => ({ path: [org.slug, p.path].filter(Boolean).join("/"), title: p.title, lastModified: p.updatedAt, group: "pages" })),
          ...(events.length ? [{ path: `${org.slug}/events`, title: `${org.name} events`, lastModified: org.updatedAt, group: "pages" } as const] : []),
          ...(news.length ? [{ path: `${org.slug}/news`, title: `${org.name} news`, lastModified: org.updatedAt, group: "pages" } as const] : []),
          ...events.map((e): SiteEntry => ({ path: `${org.slug}/events/${e.slug}`, title: e.title, lastModified: e.updatedAt, group: "events-and-news" })),
          ...news.map((n): SiteEntry => ({ path: `${org.slug}/news/${n.slug}`, title: n.title, lastModified: n.updatedAt, group: "events-and-news" })),
        ];
      }),
    );
    return ofEach.flat();
  },

  admin: [
    adminCollection({
      key: "organizations",
      title: "Organizations",
      noun: "organization",
      lead: "Departments, clubs or member groups, each with its own pages, events and news.",
      editor: organizationEditor,
      spec: organizationSpec,
      list: async (actor, site) => (await listOrganizationsForEditing(actor, site)).map((o) => ({ ...o, title: o.name, detail: null })),
      titleOf: (row) => row.name,
      address: (site, row) => urls.organization(site, row.slug),
    }),
  ],
  editors: { organization: { editor: organizationEditor, adminPath: (site, id) => `/admin/sites/${site}/content/organizations/${id}` } },
});
