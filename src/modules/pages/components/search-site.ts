import type { Site } from "@/modules/sites/queries";
import { siteUrl } from "@/modules/sites/urls";
import type { SearchSite } from "../search-snippet";

/** What the page editor's search-and-sharing preview needs of the site: its name, tagline and public address (an organization's pages under its prefix). */
export function searchSite(site: Site, prefix = ""): SearchSite {
  return { slug: site.slug, name: site.name, tagline: site.settings.tagline, address: siteUrl(site, prefix).replace(/\/+$/, "") };
}
