import { wallClock } from "@/lib/time";
import { adminCollection } from "@/modules/collections/admin";
import { defineCollection, itemPaths, type JsonLdContext } from "@/modules/collections/kind";
import { eventPlace } from "@/lib/schema-org";
import { eventAddress, eventEditor, eventSpec, listEventsForEditing } from "./admin";
import { EventArticle } from "./components/event-views";
import { draftForLink, itemPreviewBanner } from "@/modules/collections/drafts";
import { eventFromEditorValues, publicEvent } from "./preview";
import { getEvent, listEventAddresses, type Event } from "./queries";
import { eventService } from "./service";

/** The site's own events at its mount ({slug}); an organization's are the organizations collection's. */
export const eventsCollection = defineCollection<{ kind: "event"; slug: string }, { kind: "event"; event: Event; preview?: string }>({
  key: "events",
  paths: itemPaths("event"),
  async load(site, route, access) {
    // A signed preview link shows the event's saved draft at the draft's own address.
    const draft = await draftForLink(eventService, site.id, route.slug, null, access.preview);
    if (draft) return { kind: "event", event: publicEvent(draft, null), preview: itemPreviewBanner("event") };
    const event = await getEvent(site.id, route.slug);
    return event && { kind: "event", event };
  },
  livePreview: (site, input) => {
    const event = eventFromEditorValues(input);
    return { path: `${site.mounts.events ?? "events"}/${event.slug}`, item: { kind: "event", event } };
  },
  meta: (_site, { event }) => ({ title: event.title, description: event.summary }),
  View: ({ site, item }) => <EventArticle site={site} event={item.event} />,
  structuredData: ({ event }, context) => [eventJsonLd(event, context, context.publisher)],
  async entries(site) {
    const base = site.mounts.events;
    if (!base) return [];
    return (await listEventAddresses(site.id, null)).map((e) => ({
      path: `${base}/${e.slug}`,
      title: e.title,
      lastModified: e.updatedAt,
      group: "events-and-news",
    }));
  },
  admin: [
    adminCollection({
      key: "events",
      title: "Events",
      noun: "event",
      lead: "What is on: the site's own events and its organizations'.",
      mount: "events",
      detailHeading: "Starts",
      editor: eventEditor,
      spec: eventSpec,
      blank: () => ({ startsAt: wallClock(new Date(), 7, "18:00"), endsAt: wallClock(new Date(), 7, "20:00") }),
      list: async (actor, site) => (await listEventsForEditing(actor, site)).map((e) => ({ ...e, detail: e.startsAt })),
      titleOf: (row) => row.title,
      address: eventAddress,
      drafts: eventService,
    }),
  ],
  editors: { event: { editor: eventEditor, adminPath: (site, id) => `/admin/sites/${site}/content/events/${id}` } },
});

/** An event as schema.org's Event; an organization's event names it as the organizer, the site's own the business. */
export function eventJsonLd(event: Event, { site, url, image }: Pick<JsonLdContext, "site" | "url" | "image">, organizer: object): object {
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.summary,
    url,
    startDate: event.startsAt.toISOString(),
    endDate: event.endsAt.toISOString(),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: eventPlace(event.location, { name: site.name, address: site.settings.contact.address }),
    image,
    organizer,
  };
}
