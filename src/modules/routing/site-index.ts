import { cached, tags } from "@/server/cache";
import type { CollectionRegistry } from "@/modules/collections/registry";
import { listPagePaths } from "@/modules/pages/queries";
import type { Site } from "@/modules/sites/queries";
import type { SiteIndex } from "./resolver";

/** What the resolver needs to know about a site, loaded once and cached until the site changes. */
export function loadSiteIndex(site: Site, registry: CollectionRegistry): Promise<SiteIndex> {
  const rootedKinds = registry.kinds.flatMap((k) => ("rooted" in k.paths ? [{ key: k.key, names: k.paths.rooted.names }] : []));
  return cached(`site-index:${site.id}:${rootedKinds.map((k) => k.key).join(",")}`, [tags.site(site.id), tags.sites], async () => {
    const [pagePaths, ...names] = await Promise.all([listPagePaths(site.id), ...rootedKinds.map((k) => k.names(site))]);
    return {
      pagePaths: new Set(pagePaths),
      mounts: site.mounts,
      rooted: Object.fromEntries(rootedKinds.map((k, i) => [k.key, new Set(names[i])])),
    };
  });
}
