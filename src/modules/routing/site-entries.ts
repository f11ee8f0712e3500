import { cached, tags } from "@/server/cache";
import type { SiteEntry } from "@/modules/collections/kind";
import type { CollectionRegistry } from "@/modules/collections/registry";
import { collections } from "@/modules/content/collections";
import { listPageAddresses } from "@/modules/pages/queries";
import type { Site } from "@/modules/sites/queries";

export type { SiteEntry };

/**
 * Every public address of a site, for its sitemap.xml and its human site map:
 * its own pages, then each collection's addresses. Drafts and scheduled posts
 * not yet live are never among them.
 */
export function listSiteEntries(site: Site, registry: CollectionRegistry = collections): Promise<SiteEntry[]> {
  return cached(`site-entries:${site.id}:${registry.kinds.map((k) => k.key).join(",")}`, [tags.site(site.id), tags.sites], async () => {
    const [pages, ...ofKinds] = await Promise.all([
      listPageAddresses(site.id, null, { forSearchEngines: true }),
      ...registry.kinds.map((k) => k.entries?.(site) ?? []),
    ]);
    const entries = [...pages.map((p): SiteEntry => ({ path: p.path, title: p.title, lastModified: p.updatedAt, group: "pages" })), ...ofKinds.flat()];
    // One entry per path: a page and an organization's landing page may not share one, but be safe.
    const seen = new Set<string>();
    return entries.filter((e) => (seen.has(e.path) ? false : (seen.add(e.path), true))).sort((a, b) => a.path.localeCompare(b.path));
  });
}
