import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { cached, tags } from "@/server/cache";
import { db, schema } from "@/server/db/client";
import type { Block } from "@/blocks/schemas";
import type { SiteId } from "@/modules/sites/queries";

export interface Page {
  id: string;
  path: string;
  title: string;
  description: string;
  blocks: Block[];
  updatedAt: Date;
}

/** A page of the site, or of one of its organizations when organizationId is given. */
export function getPage(siteId: SiteId, path: string, organizationId: string | null = null): Promise<Page | null> {
  return cached(`page:${siteId}:${organizationId ?? ""}:${path}`, [tags.site(siteId)], async () => {
    const [row] = await db()
      .select({ id: schema.pages.id, path: schema.pages.path, title: schema.pages.title, description: schema.pages.description, blocks: schema.pages.blocks, updatedAt: schema.pages.updatedAt })
      .from(schema.pages)
      .where(
        and(
          eq(schema.pages.siteId, siteId),
          eq(schema.pages.path, path),
          organizationId ? eq(schema.pages.organizationId, organizationId) : isNull(schema.pages.organizationId),
        ),
      )
      .limit(1);
    return row ?? null;
  });
}

/** The paths of the site's own pages (not its organizations'), for the resolver. */
export async function listPagePaths(siteId: SiteId): Promise<string[]> {
  const rows = await db()
    .select({ path: schema.pages.path })
    .from(schema.pages)
    .where(and(eq(schema.pages.siteId, siteId), isNull(schema.pages.organizationId)));
  return rows.map((r) => r.path);
}

/** The addresses the site map lists: the site's own pages (organizationId null) or one organization's, by their path inside it. */
export function listPageAddresses(siteId: SiteId, organizationId: string | null): Promise<Array<{ path: string; title: string; updatedAt: Date }>> {
  return db()
    .select({ path: schema.pages.path, title: schema.pages.title, updatedAt: schema.pages.updatedAt })
    .from(schema.pages)
    .where(and(eq(schema.pages.siteId, siteId), organizationId ? eq(schema.pages.organizationId, organizationId) : isNull(schema.pages.organizationId)));
}

/** The paths of the site's pages that show a block of this type (the order page, the gift card page...), first by path. */
export function pagesWithBlock(siteId: SiteId, type: Block["type"]): Promise<string[]> {
  return cached(`pages-with:${siteId}:${type}`, [tags.site(siteId)], async () => {
    const rows = await db()
      .select({ path: schema.pages.path })
      .from(schema.pages)
      .where(and(eq(schema.pages.siteId, siteId), isNull(schema.pages.organizationId), sql`${schema.pages.blocks} @> ${JSON.stringify([{ type }])}::jsonb`))
      .orderBy(schema.pages.path);
    return rows.map((r) => r.path);
  });
}
