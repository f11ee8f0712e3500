import { asc, eq } from "drizzle-orm";
import { cached, tags } from "@/server/cache";
import { db, schema } from "@/server/db/client";
import type { SiteId } from "@/modules/sites/queries";

export interface Redirect {
  id: string;
  fromPath: string;
  toPath: string;
  permanent: boolean;
  createdAt: Date;
}

/** The site's redirects, by the address they send on; cached under the site's tag. */
export function listRedirects(siteId: SiteId): Promise<Redirect[]> {
  return cached(`redirects:${siteId}`, [tags.site(siteId)], () =>
    db()
      .select({
        id: schema.redirects.id,
        fromPath: schema.redirects.fromPath,
        toPath: schema.redirects.toPath,
        permanent: schema.redirects.permanent,
        createdAt: schema.redirects.createdAt,
      })
      .from(schema.redirects)
      .where(eq(schema.redirects.siteId, siteId))
      .orderBy(asc(schema.redirects.fromPath)),
  );
}

export async function findRedirect(siteId: SiteId, path: string): Promise<Redirect | null> {
  return (await listRedirects(siteId)).find((r) => r.fromPath === path) ?? null;
}
