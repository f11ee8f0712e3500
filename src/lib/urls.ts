import type { Mounts } from "./collections";
import { collectionHref, siteHref } from "./links";

/** Public URLs of collection items, from the site's mounts (null when the collection is not mounted). */
interface SiteLike {
  slug: string;
  mounts: Mounts;
}

export const urls = {
  post: (site: SiteLike, slug: string) => collectionHref(site.slug, site.mounts.posts, slug),
  category: (site: SiteLike, category: string) => collectionHref(site.slug, site.mounts.posts, "category", category),
  author: (site: SiteLike, author: string) => collectionHref(site.slug, site.mounts.posts, "author", author),
  draft: (site: SiteLike, slug: string) => collectionHref(site.slug, site.mounts.posts, "drafts", slug),
  job: (site: SiteLike, slug: string) => collectionHref(site.slug, site.mounts.jobs, slug),
  teamMember: (site: SiteLike, slug: string) => collectionHref(site.slug, site.mounts.team, slug),
  unit: (site: SiteLike, slug: string) => collectionHref(site.slug, site.mounts.units, slug),
  event: (site: SiteLike, item: { slug: string; organization: string | null }) =>
    item.organization ? siteHref(site.slug, `${item.organization}/events/${item.slug}`) : collectionHref(site.slug, site.mounts.events, item.slug),
  newsItem: (site: SiteLike, item: { slug: string; organization: string | null }) =>
    item.organization ? siteHref(site.slug, `${item.organization}/news/${item.slug}`) : collectionHref(site.slug, site.mounts.news, item.slug),
  city: (site: SiteLike, region: string, city: string) => siteHref(site.slug, `${region}/${city}`),
  organization: (site: SiteLike, organization: string) => siteHref(site.slug, organization),
};
