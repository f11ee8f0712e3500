import { and, asc, eq, sql } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import { editorFor } from "@/modules/admin/editable";
import { authorize, type Actor } from "@/modules/auth/access";
import { organizationPrefix } from "@/modules/search/service";
import type { PageInput } from "./schema";
import { audited } from "@/modules/audit/service";
import { VersionConflict, versionOf } from "@/modules/admin/editable";
import { AppError } from "@/lib/errors";
import { publicationWords } from "@/lib/publication";
import { createPreviewToken } from "@/modules/preview/tokens";
import type { SiteId } from "@/modules/sites/queries";
import {
  deletePage,
  discardPageDraft,
  insertPage,
  isHomePage,
  restorePage,
  publishPage,
  saveDraft,
  schedulePage,
  unpublishPage,
  workingCopy,
  type StoredPage,
} from "./service";
import { zoneOf } from "@/modules/sites/calendar";

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
  // A new page is a draft until published; one back from the trash (with its id) is as it was.
  insert: (siteId, input, id) => insertPage(siteId, input, id ? { id } : { status: "draft" }),
  update: saveDraft,
  remove: deletePage,
  toInput: workingCopy,
  describe: (row) => `"${row.title}" (/${row.path})`,
  deletionRefused: (row) => (isHomePage(row) ? "The home page cannot be deleted; change it instead." : null),
  // Back from the trash as it was: published or not, its draft still a draft (never published by the restore).
  restore: (siteId, row) => restorePage(siteId, row),
});

export interface PageListItem {
  id: string;
  path: string;
  title: string;
  organization: string | null;
  updatedAt: Date;
  /** Its state in words: "Published", "Draft: ...", "Scheduled for ...". */
  publication: string;
}

export async function listPagesForEditing(actor: Actor | null, siteSlug: string): Promise<PageListItem[]> {
  const { site } = await authorize(actor, siteSlug, "content");
  const rows = await db()
    .select({
      id: schema.pages.id,
      path: schema.pages.path,
      title: schema.pages.title,
      organization: schema.organizations.slug,
      updatedAt: schema.pages.updatedAt,
      status: schema.pages.status,
      hasDraft: sql<boolean>`${schema.pages.draft} is not null`,
      publishAt: schema.pages.publishAt,
    })
    .from(schema.pages)
    .leftJoin(schema.organizations, and(eq(schema.organizations.siteId, schema.pages.siteId), eq(schema.organizations.id, schema.pages.organizationId)))
    .where(eq(schema.pages.siteId, site.id))
    .orderBy(asc(schema.organizations.slug), asc(schema.pages.path));
  return rows.map(({ status, hasDraft, publishAt, ...row }) => ({ ...row, publication: publicationWords({ status, hasDraft, publishAt }, zoneOf(site)) }));
}

/** The page with the address visitors see it at, the editor's copy of its fields, and its state in words. */
export async function pageForEditing(
  actor: Actor | null,
  siteSlug: string,
  pageId: string,
): Promise<StoredPage & { publicPath: string; prefix: string; working: PageInput; publication: string }> {
  const { site, row } = await pageEditor.get(actor, siteSlug, pageId);
  const prefix = row.organizationId ? await organizationPrefix(db(), site.id, row.organizationId) : "";
  return {
    ...row,
    publicPath: `/${[site.slug, prefix, row.path].filter(Boolean).join("/")}`,
    prefix,
    working: workingCopy(row),
    publication: publicationWords({ status: row.status, hasDraft: row.draft !== null, publishAt: row.publishAt }, zoneOf(site)),
  };
}

/**
 * A link anyone may follow for a week to see the page's saved draft, at the draft's own address
 * (HMAC-signed, preview/tokens.ts); none for an organization's pages, whose editors preview them live.
 */
export function draftPreviewHref(siteSlug: string, row: StoredPage): string | null {
  if (row.organizationId) return null;
  return `/${[siteSlug, workingCopy(row).path].filter(Boolean).join("/")}?preview=${createPreviewToken(row.siteId as SiteId, { page: row.id })}`;
}

/**
 * Publishing, unpublishing and scheduling, by the page's editors: each checks
 * "content" on the site and is in the activity log. Publishing from a stale
 * copy (someone saved since the form was opened) is refused: it would put
 * live what the owner has not seen.
 */
async function editing(actor: Actor | null, siteSlug: string, pageId: string) {
  const { actor: who } = await authorize(actor, siteSlug, "content");
  return { who, ...(await pageEditor.get(who, siteSlug, pageId)) };
}

export async function publishPageFor(actor: Actor | null, siteSlug: string, pageId: string, baseVersion?: string): Promise<StoredPage> {
  const { who, site, row } = await editing(actor, siteSlug, pageId);
  const current = versionOf(row);
  if (baseVersion && current && baseVersion !== current) {
    throw new VersionConflict("page", { version: current, savedBy: "someone else", savedAt: current, differences: [] });
  }
  return audited(who, site, { action: "page.publish", entity: "page", entityId: pageId, summary: `Published the page ${pageEditor.kind.describe(row)}` }, () =>
    publishPage(site.id, pageId),
  );
}

export async function unpublishPageFor(actor: Actor | null, siteSlug: string, pageId: string): Promise<StoredPage> {
  const { who, site, row } = await editing(actor, siteSlug, pageId);
  return audited(
    who,
    site,
    { action: "page.unpublish", entity: "page", entityId: pageId, summary: `Unpublished the page ${pageEditor.kind.describe(row)}` },
    () => unpublishPage(site.id, pageId),
  );
}

export async function discardPageDraftFor(actor: Actor | null, siteSlug: string, pageId: string): Promise<StoredPage> {
  const { who, site, row } = await editing(actor, siteSlug, pageId);
  return audited(
    who,
    site,
    { action: "page.discard", entity: "page", entityId: pageId, summary: `Discarded the draft of the page ${pageEditor.kind.describe(row)}` },
    () => discardPageDraft(site.id, pageId),
  );
}

export async function schedulePageFor(actor: Actor | null, siteSlug: string, pageId: string, at: Date | null): Promise<StoredPage> {
  const { who, site, row } = await editing(actor, siteSlug, pageId);
  if (at && Number.isNaN(at.getTime())) throw new AppError("bad_input", "Choose a date and a time.", { field: "publishAt" });
  const summary = at
    ? `Scheduled the page ${pageEditor.kind.describe(row)} to publish at ${at.toISOString()}`
    : `Cancelled the schedule of the page ${pageEditor.kind.describe(row)}`;
  return audited(who, site, { action: "page.schedule", entity: "page", entityId: pageId, summary }, () => schedulePage(site.id, pageId, at));
}
