import "server-only";
import { sql } from "drizzle-orm";
import { tags } from "@/server/cache/tags";
import { schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import { blocksToText } from "@/blocks/text";
import { indexDocument, organizationPrefix } from "@/modules/search/service";
import type { SiteId } from "@/modules/sites/queries";
import { pageInputSchema, type PageInput } from "./schema";

/** Creates the page at its path, or replaces the one already there. */
export async function savePage(siteId: SiteId, input: PageInput, organizationId: string | null = null): Promise<string> {
  const page = pageInputSchema.parse(input);
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await tx
      .insert(schema.pages)
      .values({ siteId, organizationId, ...page })
      .onConflictDoUpdate({
        target: [schema.pages.siteId, schema.pages.organizationId, schema.pages.path],
        set: { title: page.title, description: page.description, blocks: page.blocks, updatedAt: sql`now()` },
      })
      .returning({ id: schema.pages.id });
    const prefix = organizationId ? await organizationPrefix(tx, siteId, organizationId) : "";
    const path = [prefix, page.path].filter(Boolean).join("/");
    await indexDocument(tx, siteId, { sourceId: row!.id, kind: "page", path, title: page.title, body: `${page.description} ${blocksToText(page.blocks)}`, visibleFrom: new Date(0) });
    return row!.id;
  });
}
