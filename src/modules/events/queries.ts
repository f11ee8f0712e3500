import { and, asc, eq, isNull } from "drizzle-orm";
import { cached, tags } from "@/server/cache";
import { db, schema } from "@/server/db/client";
import type { ImageRef } from "@/lib/image-ref";
import type { RichTextDoc } from "@/lib/rich-text/schema";
import type { SiteId } from "@/modules/sites/queries";

export interface EventSummary {
  slug: string;
  title: string;
  summary: string;
  startsAt: Date;
  endsAt: Date;
  location: string;
  /** Its picture, when it has one. */
  image: ImageRef | null;
  /** The owning organization's slug, or null for the site's own events. */
  organization: string | null;
}
export interface Event extends EventSummary {
  body: RichTextDoc;
}

/** Visitors see only published events: every public read below has this condition. */
const published = eq(schema.events.status, "published");

const columns = {
  slug: schema.events.slug,
  title: schema.events.title,
  summary: schema.events.summary,
  startsAt: schema.events.startsAt,
  endsAt: schema.events.endsAt,
  location: schema.events.location,
  image: schema.events.image,
  organization: schema.organizations.slug,
};

/** All events of the site (or of one organization), soonest first; callers split upcoming from past at render time. */
export function listEvents(siteId: SiteId, organizationId?: string): Promise<EventSummary[]> {
  return cached(`events:${siteId}:${organizationId ?? "*"}`, [tags.site(siteId)], () =>
    db()
      .select(columns)
      .from(schema.events)
      .leftJoin(schema.organizations, eq(schema.organizations.id, schema.events.organizationId))
      .where(and(eq(schema.events.siteId, siteId), published, organizationId ? eq(schema.events.organizationId, organizationId) : undefined))
      .orderBy(asc(schema.events.startsAt)),
  );
}

export function getEvent(siteId: SiteId, slug: string, organizationId: string | null = null): Promise<Event | null> {
  return cached(`event:${siteId}:${organizationId ?? ""}:${slug}`, [tags.site(siteId)], async () => {
    const [row] = await db()
      .select({ ...columns, body: schema.events.body })
      .from(schema.events)
      .leftJoin(schema.organizations, eq(schema.organizations.id, schema.events.organizationId))
      .where(
        and(
          eq(schema.events.siteId, siteId),
          published,
          eq(schema.events.slug, slug),
          organizationId ? eq(schema.events.organizationId, organizationId) : isNull(schema.events.organizationId),
        ),
      )
      .limit(1);
    return row ?? null;
  });
}

/** The addresses the site map lists: the site's own events (organizationId null) or one organization's. */
export function listEventAddresses(siteId: SiteId, organizationId: string | null): Promise<Array<{ slug: string; title: string; updatedAt: Date }>> {
  return db()
    .select({ slug: schema.events.slug, title: schema.events.title, updatedAt: schema.events.updatedAt })
    .from(schema.events)
    .where(
      and(
        eq(schema.events.siteId, siteId),
        published,
        organizationId ? eq(schema.events.organizationId, organizationId) : isNull(schema.events.organizationId),
      ),
    );
}
