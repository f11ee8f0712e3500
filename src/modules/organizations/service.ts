import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { tags } from "@/server/cache/tags";
import { schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import { AppError, uniqueAsConflict } from "@/lib/errors";
import { eventService } from "@/modules/events/service";
import { newsService } from "@/modules/news/service";
import { reindexOrganizationPages } from "@/modules/pages/service";
import type { SiteId } from "@/modules/sites/queries";

export const organizationInputSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().trim().min(1).max(160),
  summary: z.string().trim().min(1).max(600),
});
export type OrganizationInput = z.input<typeof organizationInputSchema>;
export type StoredOrganization = typeof schema.organizations.$inferSelect;

export async function saveOrganization(siteId: SiteId, input: OrganizationInput): Promise<string> {
  const org = organizationInputSchema.parse(input);
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await tx
      .insert(schema.organizations)
      .values({ siteId, ...org })
      .onConflictDoUpdate({ target: [schema.organizations.siteId, schema.organizations.slug], set: { name: org.name, summary: org.summary } })
      .returning({ id: schema.organizations.id });
    return row!.id;
  });
}

/** A new organization; also puts a deleted one back with its id. */
export async function insertOrganization(siteId: SiteId, input: OrganizationInput, id?: string): Promise<StoredOrganization> {
  const org = organizationInputSchema.parse(input);
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await sameSlugIsConflict(
      tx
        .insert(schema.organizations)
        .values({ siteId, ...(id && { id }), ...org })
        .returning(),
    );
    return row!;
  });
}

/** Changes an organization by id; a new slug moves its events and news in search to the new address. */
export async function updateOrganization(siteId: SiteId, organizationId: string, input: OrganizationInput): Promise<StoredOrganization> {
  const org = organizationInputSchema.parse(input);
  return write([tags.site(siteId)], async (tx) => {
    const [before] = await tx
      .select({ slug: schema.organizations.slug })
      .from(schema.organizations)
      .where(and(eq(schema.organizations.siteId, siteId), eq(schema.organizations.id, organizationId)));
    if (!before) throw new AppError("not_found", "No such organization.");
    const [row] = await sameSlugIsConflict(
      tx
        .update(schema.organizations)
        .set({ ...org, updatedAt: sql`now()` })
        .where(and(eq(schema.organizations.siteId, siteId), eq(schema.organizations.id, organizationId)))
        .returning(),
    );
    if (before.slug !== row!.slug) {
      await eventService.reindexOrganization(tx, siteId, organizationId);
      await newsService.reindexOrganization(tx, siteId, organizationId);
      await reindexOrganizationPages(tx, siteId, organizationId);
    }
    return row!;
  });
}

/**
 * Deletes an organization that has nothing of its own left: its pages,
 * events and news would go with it (the database cascades), and the trash
 * keeps only the organization.
 */
export async function deleteOrganization(siteId: SiteId, organizationId: string): Promise<StoredOrganization> {
  return write([tags.site(siteId)], async (tx) => {
    const [held] = await tx
      .execute<{ pages: number; events: number; news: number }>(
        sql`
      select (select count(*)::int from ${schema.pages} where site_id = ${siteId} and organization_id = ${organizationId}) as pages,
             (select count(*)::int from ${schema.events} where site_id = ${siteId} and organization_id = ${organizationId}) as events,
             (select count(*)::int from ${schema.newsItems} where site_id = ${siteId} and organization_id = ${organizationId}) as news
    `,
      )
      .then((r) => r.rows);
    if (held && held.pages + held.events + held.news > 0) {
      throw new AppError("conflict", `This organization still has ${held.pages} pages, ${held.events} events and ${held.news} news items; delete them first.`);
    }
    const [row] = await tx
      .delete(schema.organizations)
      .where(and(eq(schema.organizations.siteId, siteId), eq(schema.organizations.id, organizationId)))
      .returning();
    if (!row) throw new AppError("not_found", "No such organization.");
    return row;
  });
}

const sameSlugIsConflict = <T>(query: PromiseLike<T>) =>
  uniqueAsConflict(query, { organizations_site_slug: ["slug", "Another organization already has this slug."] });
