import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import { editorFor } from "@/modules/admin/editable";
import { authorize, type Actor } from "@/modules/auth/access";
import { organizationPrefix } from "@/modules/search/service";
import type { PageInput } from "./schema";
import { deletePage, insertPage, updatePage, type StoredPage } from "./service";

/** Pages as editors change them (see admin/editable.ts for the rules every kind shares). */
export const pageEditor = editorFor<StoredPage, PageInput>({
  entity: "page",
  noun: "page",
  async find(siteId, id) {
    const [row] = await db()
      .select()
      .from(schema.pages)
      .where(and(eq(schema.pages.siteId, siteId), eq(schema.pages.id, id)))
      .limit(1);
    return row ?? null;
  },
  insert: (siteId, input, id) => insertPage(siteId, input, { ...(id && { id }) }),
  update: updatePage,
  remove: deletePage,
  toInput: (row) => ({ path: row.path, title: row.title, description: row.description, blocks: row.blocks }),
  describe: (row) => `"${row.title}" (/${row.path})`,
  deletionRefused: (row) => (row.path === "" && !row.organizationId ? "The home page cannot be deleted; change it instead." : null),
});

export interface PageListItem {
  id: string;
  path: string;
  title: string;
  organization: string | null;
  updatedAt: Date;
}

export async function listPagesForEditing(actor: Actor | null, siteSlug: string): Promise<PageListItem[]> {
  const { site } = await authorize(actor, siteSlug, "content");
  return db()
    .select({ id: schema.pages.id, path: schema.pages.path, title: schema.pages.title, organization: schema.organizations.slug, updatedAt: schema.pages.updatedAt })
    .from(schema.pages)
    .leftJoin(schema.organizations, and(eq(schema.organizations.siteId, schema.pages.siteId), eq(schema.organizations.id, schema.pages.organizationId)))
    .where(eq(schema.pages.siteId, site.id))
    .orderBy(asc(schema.organizations.slug), asc(schema.pages.path));
}

/** The page with the address visitors see it at. */
export async function pageForEditing(actor: Actor | null, siteSlug: string, pageId: string): Promise<StoredPage & { publicPath: string }> {
  const { site, row } = await pageEditor.get(actor, siteSlug, pageId);
  const prefix = row.organizationId ? await organizationPrefix(db(), site.id, row.organizationId) : "";
  return { ...row, publicPath: `/${[site.slug, prefix, row.path].filter(Boolean).join("/")}` };
}
