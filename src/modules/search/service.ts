import { and, eq } from "drizzle-orm";
import { schema, type Executor, type Transaction } from "@/server/db/client";
import type { SiteId } from "@/modules/sites/queries";

/** What a document is ("page", "post", "event", ...): a collection names its own; the search block labels it. */
export type SearchKind = string;

export interface SearchDocumentInput {
  sourceId: string;
  kind: SearchKind;
  /** Where it is shown inside the site; null when it is not reachable (its collection is not mounted). */
  path: string | null;
  title: string;
  body: string;
  /** When it goes public; null for a draft, which search never finds. */
  visibleFrom: Date | null;
}

/**
 * Keeps a thing's search document in step with it. Called by the content
 * services inside their own write transaction, so the index can never
 * disagree with what was committed.
 */
export async function indexDocument(tx: Transaction, siteId: SiteId, doc: SearchDocumentInput): Promise<void> {
  if (doc.path === null) return unindexDocument(tx, siteId, doc.sourceId);
  const values = { kind: doc.kind, path: doc.path, title: doc.title, body: doc.body.slice(0, 200_000), visibleFrom: doc.visibleFrom };
  await tx
    .insert(schema.searchDocuments)
    .values({ siteId, sourceId: doc.sourceId, ...values })
    .onConflictDoUpdate({ target: [schema.searchDocuments.siteId, schema.searchDocuments.sourceId], set: values });
}

/** Takes a deleted thing out of the index, in the delete's transaction. */
export async function unindexDocument(tx: Transaction, siteId: SiteId, sourceId: string): Promise<void> {
  await tx.delete(schema.searchDocuments).where(and(eq(schema.searchDocuments.siteId, siteId), eq(schema.searchDocuments.sourceId, sourceId)));
}

/** Where a collection of the site is mounted, read inside the writer's transaction. */
export async function mountPath(tx: Transaction, siteId: SiteId, collection: string, slug: string): Promise<string | null> {
  const [mount] = await tx
    .select({ basePath: schema.collectionMounts.basePath })
    .from(schema.collectionMounts)
    .where(and(eq(schema.collectionMounts.siteId, siteId), eq(schema.collectionMounts.collection, collection)));
  return mount ? `${mount.basePath}/${slug}` : null;
}

/** The path prefix of an organization's pages, events and news. */
export async function organizationPrefix(tx: Executor, siteId: SiteId, organizationId: string): Promise<string> {
  const [org] = await tx
    .select({ slug: schema.organizations.slug })
    .from(schema.organizations)
    .where(and(eq(schema.organizations.siteId, siteId), eq(schema.organizations.id, organizationId)));
  if (!org) throw new Error("organization not found on this site");
  return org.slug;
}
