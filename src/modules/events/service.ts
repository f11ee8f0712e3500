import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { tags } from "@/server/cache/tags";
import { schema, type Transaction } from "@/server/db/client";
import { write } from "@/server/db/write";
import { AppError, uniqueAsConflict } from "@/lib/errors";
import { richTextSchema } from "@/lib/rich-text/schema";
import { richTextToPlain } from "@/lib/rich-text/schema";
import { indexDocument, mountPath, organizationPrefix, unindexDocument } from "@/modules/search/service";
import type { SiteId } from "@/modules/sites/queries";

export const eventInputSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    title: z.string().trim().min(1).max(200),
    summary: z.string().trim().min(1).max(400),
    body: richTextSchema,
    startsAt: z.coerce.date(),
    endsAt: z.coerce.date(),
    location: z.string().trim().min(1).max(300),
  })
  .refine((e) => e.endsAt >= e.startsAt, { message: "An event cannot end before it starts", path: ["endsAt"] });
export type EventInput = z.input<typeof eventInputSchema>;
export type StoredEvent = typeof schema.events.$inferSelect;

export async function saveEvent(siteId: SiteId, input: EventInput, organizationId: string | null = null): Promise<void> {
  const event = eventInputSchema.parse(input);
  await write([tags.site(siteId)], async (tx) => {
    const [row] = await tx
      .insert(schema.events)
      .values({ siteId, organizationId, ...event })
      .onConflictDoUpdate({ target: [schema.events.siteId, schema.events.organizationId, schema.events.slug], set: { ...event, updatedAt: sql`now()` } })
      .returning();
    await indexEvent(tx, row!);
  });
}

/** A new event of the site, or of one of its organizations; also puts a deleted event back with its id. */
export async function insertEvent(siteId: SiteId, input: EventInput, options: { id?: string; organizationId?: string | null } = {}): Promise<StoredEvent> {
  const event = eventInputSchema.parse(input);
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await sameSlugIsConflict(
      tx
        .insert(schema.events)
        .values({ siteId, organizationId: options.organizationId ?? null, ...(options.id && { id: options.id }), ...event })
        .returning(),
    );
    await indexEvent(tx, row!);
    return row!;
  });
}

/** Changes an event by id; it stays with its organization, if it has one. */
export async function updateEvent(siteId: SiteId, eventId: string, input: EventInput): Promise<StoredEvent> {
  const event = eventInputSchema.parse(input);
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await sameSlugIsConflict(
      tx
        .update(schema.events)
        .set({ ...event, updatedAt: sql`now()` })
        .where(and(eq(schema.events.siteId, siteId), eq(schema.events.id, eventId)))
        .returning(),
    );
    if (!row) throw new AppError("not_found", "No such event.");
    await indexEvent(tx, row);
    return row;
  });
}

export async function deleteEvent(siteId: SiteId, eventId: string): Promise<StoredEvent> {
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await tx
      .delete(schema.events)
      .where(and(eq(schema.events.siteId, siteId), eq(schema.events.id, eventId)))
      .returning();
    if (!row) throw new AppError("not_found", "No such event.");
    await unindexDocument(tx, siteId, row.id);
    return row;
  });
}

/** Re-indexes an organization's events at its (new) address, in the rename's transaction. */
export async function reindexOrganizationEvents(tx: Transaction, siteId: SiteId, organizationId: string): Promise<void> {
  const rows = await tx
    .select()
    .from(schema.events)
    .where(and(eq(schema.events.siteId, siteId), eq(schema.events.organizationId, organizationId)));
  for (const row of rows) await indexEvent(tx, row);
}

async function indexEvent(tx: Transaction, row: StoredEvent): Promise<void> {
  const siteId = row.siteId as SiteId;
  const path = row.organizationId ? `${await organizationPrefix(tx, siteId, row.organizationId)}/events/${row.slug}` : await mountPath(tx, siteId, "events", row.slug);
  await indexDocument(tx, siteId, { sourceId: row.id, kind: "event", path, title: row.title, body: `${row.summary} ${row.location} ${richTextToPlain(row.body)}`, visibleFrom: new Date(0) });
}

const sameSlugIsConflict = <T>(query: PromiseLike<T>) => uniqueAsConflict(query, { events_site_org_slug: ["slug", "Another event already has this slug."] });
