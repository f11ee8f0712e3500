import { z } from "zod";
import { schema } from "@/server/db/client";
import { imageRefSchema } from "@/lib/image-ref";
import { richTextSchema, richTextToPlain } from "@/lib/rich-text/schema";
import { itemService } from "@/modules/collections/service";
import { mountPath, organizationPrefix } from "@/modules/search/service";
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
    /** Its picture, in lists and on its page; none draws the date alone. */
    image: imageRefSchema.nullable().default(null),
  })
  .refine((e) => e.endsAt >= e.startsAt, { message: "An event cannot end before it starts", path: ["endsAt"] });
export type EventInput = z.input<typeof eventInputSchema>;
export type StoredEvent = typeof schema.events.$inferSelect;

/** The site's events and its organizations' (collections/service.ts holds the writes every kind shares). */
export const eventService = itemService({
  table: schema.events,
  schema: eventInputSchema,
  noun: "event",
  slugTaken: { constraint: "events_site_org_slug", message: "Another event already has this slug." },
  async searchDocument(tx, row) {
    const siteId = row.siteId as SiteId;
    const path = row.organizationId
      ? `${await organizationPrefix(tx, siteId, row.organizationId)}/events/${row.slug}`
      : await mountPath(tx, siteId, "events", row.slug);
    return {
      sourceId: row.id,
      kind: "event",
      path,
      title: row.title,
      body: `${row.summary} ${row.location} ${richTextToPlain(row.body)}`,
      visibleFrom: new Date(0),
    };
  },
});
