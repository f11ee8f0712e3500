import Link from "@/components/link";
import { PageHeading, Section } from "@/components/ui";
import { siteHref } from "@/lib/links";
import type { BlockPage } from "@/modules/collections/kind";
import { UpcomingAndPast } from "@/modules/events/components/event-list";
import type { EventSummary } from "@/modules/events/queries";
import { NewsCards } from "@/modules/news/components/news-list";
import type { NewsSummary } from "@/modules/news/queries";
import type { Page } from "@/modules/pages/queries";
import type { Site } from "@/modules/sites/queries";
import type { Organization } from "../queries";

/** The organization's own navigation, above each of its pages, events and news. */
export function OrganizationBar({ site, organization }: { site: Site; organization: Organization }) {
  const base = `${organization.slug}`;
  return (
    <nav aria-label={organization.name} className="border-b border-line bg-page">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-5 gap-y-2 px-4 py-3 text-sm sm:px-6">
        <Link href={siteHref(site.slug, base)} className="font-heading font-bold text-primary underline-offset-2 hover:underline">
          {organization.name}
        </Link>
        {organization.hasEvents && (
          <Link href={siteHref(site.slug, `${base}/events`)} className="underline-offset-2 hover:underline">
            Events
          </Link>
        )}
        {organization.hasNews && (
          <Link href={siteHref(site.slug, `${base}/news`)} className="underline-offset-2 hover:underline">
            News
          </Link>
        )}
      </div>
    </nav>
  );
}

/** One of the organization's pages; its landing page leads with the organization's summary. */
export function OrganizationPage({ site, organization, page, blockPage }: { site: Site; organization: Organization; page: Page; blockPage: BlockPage }) {
  return (
    <>
      <OrganizationBar site={site} organization={organization} />
      {blockPage({
        title: page.title,
        lead: page.path === "" ? organization.summary : undefined,
        blocks: page.blocks,
        organizationId: organization.id,
        path: [organization.slug, page.path].filter(Boolean).join("/"),
      })}
    </>
  );
}

export function OrganizationEvents({ site, organization, events }: { site: Site; organization: Organization; events: EventSummary[] }) {
  return (
    <>
      <OrganizationBar site={site} organization={organization} />
      <PageHeading title={`${organization.name} events`} />
      <Section>
        <UpcomingAndPast site={site} events={events} idPrefix="events" />
      </Section>
    </>
  );
}

export function OrganizationNews({ site, organization, items }: { site: Site; organization: Organization; items: NewsSummary[] }) {
  return (
    <>
      <OrganizationBar site={site} organization={organization} />
      <PageHeading title={`${organization.name} news`} />
      <Section width="narrow">
        <NewsCards site={site} items={items} />
      </Section>
    </>
  );
}
