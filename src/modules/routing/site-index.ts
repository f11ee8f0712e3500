import "server-only";
import { cached, tags } from "@/server/cache";
import { listPagePaths } from "@/modules/pages/queries";
import { listRegions } from "@/modules/service-areas/queries";
import { listOrganizations } from "@/modules/organizations/queries";
import type { Site } from "@/modules/sites/queries";
import type { SiteIndex } from "./resolver";

/** What the resolver needs to know about a site, loaded once and cached until the site changes. */
export function loadSiteIndex(site: Site): Promise<SiteIndex> {
  return cached(`site-index:${site.id}`, [tags.site(site.id), tags.sites], async () => {
    const [pagePaths, regions, organizations] = await Promise.all([listPagePaths(site.id), listRegions(site.id), listOrganizations(site.id)]);
    return {
      pagePaths: new Set(pagePaths),
      mounts: site.mounts,
      regions: new Set(regions.map((r) => r.slug)),
      organizations: new Set(organizations.map((o) => o.slug)),
    };
  });
}
