import "server-only";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { tags } from "@/server/cache/tags";
import { schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import { richTextSchema } from "@/lib/rich-text/schema";
import { richTextToPlain } from "@/lib/rich-text/schema";
import { indexDocument, mountPath, organizationPrefix } from "@/modules/search/service";
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

export async function saveEvent(siteId: SiteId, input: z.input<typeof eventInputSchema>, organizationId: string | null = null): Promise<void> {
  const event = eventInputSchema.parse(input);
  await write([tags.site(siteId)], async (tx) => {
    const [row] = await tx
      .insert(schema.events)
      .values({ siteId, organizationId, ...event })
      .onConflictDoUpdate({ target: [schema.events.siteId, schema.events.organizationId, schema.events.slug], set: { ...event, updatedAt: sql`now()` } })
      .returning({ id: schema.events.id });
    const path = organizationId ? `${await organizationPrefix(tx, siteId, organizationId)}/events/${event.slug}` : await mountPath(tx, siteId, "events", event.slug);
    await indexDocument(tx, siteId, { sourceId: row!.id, kind: "event", path, title: event.title, body: `${event.summary} ${event.location} ${richTextToPlain(event.body)}`, visibleFrom: new Date(0) });
  });
}
