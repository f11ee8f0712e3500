import Link from "@/components/link";
import { siteHref } from "@/lib/links";
import type { BlockPage } from "@/modules/collections/kind";
import type { Site } from "@/modules/sites/queries";
import type { CityPage } from "../queries";

/** A city's page: a breadcrumb to its region, then its blocks. */
export function CityArticle({ site, city, blockPage }: { site: Site; city: CityPage; blockPage: BlockPage }) {
  return (
    <>
      <nav aria-label="Breadcrumb" className="mx-auto max-w-6xl px-4 pt-6 text-sm sm:px-6">
        <ol className="flex flex-wrap gap-2 text-muted">
          <li>
            <Link href={siteHref(site.slug, city.region.slug)} className="text-primary underline underline-offset-2">
              {city.region.name}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page">{city.name}</li>
        </ol>
      </nav>
      {blockPage({ title: city.title, blocks: city.blocks, organizationId: null, path: `${city.region.slug}/${city.slug}` })}
    </>
  );
}
