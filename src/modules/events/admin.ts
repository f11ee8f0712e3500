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
import { eventInputSchema, eventService, type EventInput, type StoredEvent } from "./service";
import { zoneOf } from "@/modules/sites/calendar";

/** An event as revisions and the trash keep it: an organization's event stays its organization's. New events are the site's own. */
export type EventRecord = EventInput & { organizationId?: string | null };

const fields = ({ slug, title, summary, body, startsAt, endsAt, location, image, organizationId }: StoredEvent): EventRecord => ({
  slug,
  title,
  summary,
  body,
  startsAt,
  endsAt,
  location,
  image,
  organizationId,
});

async function organizationKept(siteId: SiteId, organizationId: string | null | undefined) {
  if (organizationId && !(await listOrganizations(siteId)).some((o) => o.id === organizationId))
    throw new AppError("conflict", "The organization this event belonged to no longer exists.");
}

/**
 * Events as editors change them (admin/editable.ts holds the rules every kind
 * shares). An editor's save is the event's draft while it is published
 * (collections/service.ts); a new event is a draft until published.
 */
export const eventEditor = editorFor<StoredEvent, EventRecord>({
  entity: "event",
  noun: "event",
  find: eventService.find,
  async insert(siteId, input, id) {
    const organizationId = input.organizationId ?? null;
    await organizationKept(siteId, organizationId);
    return eventService.insert(siteId, input, { id, organizationId, ...(!id && { status: "draft" as const }) });
  },
  update: eventService.saveDraft,
  remove: eventService.remove,
  toInput: (row) => fields(eventService.working(row)),
  describe: (row) => `"${row.title}"`,
  async restore(siteId, row) {
    await organizationKept(siteId, row.organizationId);
    return eventService.restore(siteId, row, fields(row));
  },
});

export const eventSpec = specOf(eventInputSchema);

export interface EventListItem {
  id: string;
  title: string;
  slug: string;
  startsAt: Date;
  address: string | null;
  /** Its state in words: "Published", "Draft: ...", "Scheduled for ...". */
  publication: string;
}

/** The site's events and its organizations', latest start first. */
export async function listEventsForEditing(actor: Actor | null, siteSlug: string): Promise<EventListItem[]> {
  const { site } = await authorize(actor, siteSlug, "content");
  const rows = await db()
    .select({
      id: schema.events.id,
      status: schema.events.status,
      hasDraft: sql<boolean>`${schema.events.draft} is not null`,
      publishAt: schema.events.publishAt,
      title: schema.events.title,
      slug: schema.events.slug,
      startsAt: schema.events.startsAt,
      organization: schema.organizations.slug,
    })
    .from(schema.events)
    .leftJoin(schema.organizations, and(eq(schema.organizations.siteId, schema.events.siteId), eq(schema.organizations.id, schema.events.organizationId)))
    .where(eq(schema.events.siteId, site.id))
    .orderBy(desc(schema.events.startsAt));
  return rows.map(({ organization, status, hasDraft, publishAt, ...row }) => ({
    ...row,
    publication: publicationWords({ status, hasDraft, publishAt }, zoneOf(site), "event"),
    address: urls.event(site, { slug: row.slug, organization }),
  }));
}

/** Where visitors see the event: under its organization, or where the site shows its events (null when it does not). */
export async function eventAddress(site: Site, row: StoredEvent): Promise<string | null> {
  const organization = row.organizationId ? ((await listOrganizations(site.id)).find((o) => o.id === row.organizationId)?.slug ?? null) : null;
  return urls.event(site, { slug: row.slug, organization });
}
