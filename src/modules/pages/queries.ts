import { and, eq, isNull, sql } from "drizzle-orm";
import { cached, tags } from "@/server/cache";
import { db, schema } from "@/server/db/client";
import type { Block } from "@/blocks/schemas";
import type { Json } from "@/server/db/schema/json";
import type { SiteId } from "@/modules/sites/queries";

export interface Page {
  id: string;
  path: string;
  title: string;
  description: string;
  blocks: Block[];
  /** Its own share image and whether search engines may list it (./schema.ts, pageSeoSchema). */
  seo: Json<"pageSeo">;
  updatedAt: Date;
}

/** Visitors see only published pages: every public read below has this condition. */
const published = eq(schema.pages.status, "published");

/** A page of the site, or of one of its organizations when organizationId is given. */
export function getPage(siteId: SiteId, path: string, organizationId: string | null = null): Promise<Page | null> {
  return cached(`page:${siteId}:${organizationId ?? ""}:${path}`, [tags.site(siteId)], async () => {
    const [row] = await db()
      .select({
        id: schema.pages.id,
        path: schema.pages.path,
        title: schema.pages.title,
        description: schema.pages.description,
        blocks: schema.pages.blocks,
        seo: schema.pages.seo,
        updatedAt: schema.pages.updatedAt,
      })
      .from(schema.pages)
      .where(
        and(
          eq(schema.pages.siteId, siteId),
          published,
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
    .where(and(eq(schema.pages.siteId, siteId), published, isNull(schema.pages.organizationId)));
  return rows.map((r) => r.path);
}

/**
 * The addresses of the site's own published pages (organizationId null) or one organization's, by their path
 * inside it; for the site map (forSearchEngines), without the pages their owner keeps out of search engines.
 */
export function listPageAddresses(
  siteId: SiteId,
  organizationId: string | null,
  { forSearchEngines = false } = {},
): Promise<Array<{ path: string; title: string; updatedAt: Date }>> {
  return db()
    .select({ path: schema.pages.path, title: schema.pages.title, updatedAt: schema.pages.updatedAt })
    .from(schema.pages)
    .where(
      and(
        eq(schema.pages.siteId, siteId),
        published,
        organizationId ? eq(schema.pages.organizationId, organizationId) : isNull(schema.pages.organizationId),
        forSearchEngines ? sql`coalesce((${schema.pages.seo}->>'hideFromSearch')::boolean, false) = false` : undefined,
      ),
    );
}

/** The site's own published pages (not an organization's) that show a block of this type. */
const showingBlock = (siteId: SiteId, type: Block["type"]) =>
  and(eq(schema.pages.siteId, siteId), published, isNull(schema.pages.organizationId), sql`${schema.pages.blocks} @> ${JSON.stringify([{ type }])}::jsonb`);

/** The paths of the site's pages that show a block of this type (the order page, the gift card page...), first by path. */
export function pagesWithBlock(siteId: SiteId, type: Block["type"]): Promise<string[]> {
  return cached(`pages-with:${siteId}:${type}`, [tags.site(siteId)], async () => {
    const rows = await db().select({ path: schema.pages.path }).from(schema.pages).where(showingBlock(siteId, type)).orderBy(schema.pages.path);
    return rows.map((r) => r.path);
  });
}

/** The blocks of this type on the site's own published pages, in the order of their paths (what the site takes payment for, say). */
export async function blocksOfType<T extends Block["type"]>(siteId: SiteId, type: T): Promise<Array<Extract<Block, { type: T }>>> {
  const rows = await db().select({ blocks: schema.pages.blocks }).from(schema.pages).where(showingBlock(siteId, type)).orderBy(schema.pages.path);
  return rows.flatMap((row) => row.blocks.filter((block): block is Extract<Block, { type: T }> => block.type === type));
}

/** The site's published pages (not an organization's) that show the form with this key, by path. */
export function pagesWithForm(siteId: SiteId, formKey: string): Promise<string[]> {
  return cached(`pages-with-form:${siteId}:${formKey}`, [tags.site(siteId)], async () => {
    const rows = await db()
      .select({ path: schema.pages.path })
      .from(schema.pages)
      .where(
        and(
          eq(schema.pages.siteId, siteId),
          published,
          isNull(schema.pages.organizationId),
          sql`${schema.pages.blocks} @> ${JSON.stringify([{ type: "form", props: { form: formKey } }])}::jsonb`,
        ),
      )
      .orderBy(schema.pages.path);
    return rows.map((r) => r.path);
  });
}

/** The paths of the site's own pages that are hidden from visitors: a menu leaves out its links to them. */
export function listHiddenPagePaths(siteId: SiteId): Promise<string[]> {
  return cached(`hidden-pages:${siteId}`, [tags.site(siteId), tags.sites], async () => {
    const rows = await db()
      .select({ path: schema.pages.path })
      .from(schema.pages)
      .where(and(eq(schema.pages.siteId, siteId), eq(schema.pages.status, "draft"), isNull(schema.pages.organizationId)));
    return rows.map((r) => r.path);
  });
}

/**
 * The site page whose editor's copy (its draft, or the page) is at `path`,
 * in that copy: what a signed preview link shows. Never cached: a preview is
 * the draft as last saved.
 */
export async function getPageDraftAt(siteId: SiteId, path: string): Promise<Page | null> {
  const rows = await db()
    .select()
    .from(schema.pages)
    .where(
      and(eq(schema.pages.siteId, siteId), isNull(schema.pages.organizationId), sql`coalesce(${schema.pages.draft}->>'path', ${schema.pages.path}) = ${path}`),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const copy = row.draft ?? row;
  return { id: row.id, path: copy.path, title: copy.title, description: copy.description, blocks: copy.blocks, seo: copy.seo ?? {}, updatedAt: row.updatedAt };
}

/** The block types the site's pages and drafts show now (the picker offers them first). */
export async function blockTypesInUse(siteId: SiteId): Promise<string[]> {
  const rows = await db().execute<{ type: string }>(
    sql`select distinct b->>'type' as type from ${schema.pages} p, jsonb_array_elements(p.blocks || coalesce(p.draft->'blocks', '[]'::jsonb)) b where p.site_id = ${siteId}`,
  );
  return rows.rows.map((r) => r.type);
}
