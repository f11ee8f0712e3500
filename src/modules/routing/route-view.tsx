import Link from "next/link";
import { Briefcase, CalendarDays, CalendarPlus, Clock, MapPin, Mail } from "lucide-react";
import { Blocks, opensWithHero } from "@/blocks/registry";
import { RichText } from "@/components/rich-text";
import { PageHeading, Section } from "@/components/ui";
import { EMPLOYMENT_TYPE_LABELS, formatDate, formatDateTime, formatSalary } from "@/lib/format";
import { siteHref } from "@/lib/links";
import { urls } from "@/lib/urls";
import { PostCards } from "@/modules/blog/components/post-cards";
import { UpcomingAndPast } from "@/modules/events/components/event-list";
import { NewsCards } from "@/modules/news/components/news-list";
import type { Organization } from "@/modules/organizations/queries";
import type { Site } from "@/modules/sites/queries";
import { SiteForm } from "@/modules/forms/components/form-block";
import { initials } from "@/modules/team/components/team-grid";
import type { LoadedRoute } from "./load-route";

/** Renders a loaded route. Pages are their blocks; collection items have one layout each. */
export function RouteView({ site, route, query }: { site: Site; route: LoadedRoute; query: Record<string, string | string[] | undefined> }) {
  switch (route.kind) {
    case "page": {
      const { page, organization } = route;
      return (
        <>
          {organization && <OrganizationBar site={site} organization={organization} />}
          {!opensWithHero(page.blocks) && <PageHeading title={page.title} lead={page.path === "" && organization ? organization.summary : undefined} />}
          <Blocks blocks={page.blocks} ctx={{ site, organizationId: organization?.id ?? null, query, path: [organization?.slug, page.path].filter(Boolean).join("/") }} />
        </>
      );
    }
    case "post":
    case "draft": {
      const { post } = route;
      const isDraft = route.kind === "draft";
      return (
        <article>
          {isDraft && (
            <p role="status" className="bg-accent px-4 py-3 text-center font-semibold text-ink">
              Draft preview: this post is not published and only people with this link can see it.
            </p>
          )}
          <PageHeading
            title={post.title}
            lead={post.excerpt}
            eyebrow={post.categories.length ? post.categories.map((c) => c.name).join(" · ") : isDraft ? "Draft" : "Blog"}
          />
          <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
            <p className="mb-8 text-muted">
              {isDraft ? "Not yet published" : post.publishedAt && <time dateTime={post.publishedAt.toISOString()}>{formatDate(post.publishedAt)}</time>}
              {post.author && <> · By {post.author}</>}
            </p>
            <RichText doc={post.body} siteSlug={site.slug} className="text-lg" />
            {!isDraft && post.categories.length > 0 && (
              <nav aria-label="Categories of this post" className="mt-12 border-t border-line pt-6">
                <ul className="flex flex-wrap gap-2">
                  {post.categories.map((c) => (
                    <li key={c.slug}>
                      <Link href={urls.category(site, c.slug) ?? "#"} className="inline-block rounded-full border border-line px-4 py-1.5 font-medium text-primary hover:border-primary">
                        More on {c.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </div>
        </article>
      );
    }
    case "postCategory":
      return (
        <>
          <PageHeading title={`${route.category.name} articles`} lead={route.category.description ?? undefined} eyebrow="Blog category" />
          <Section>
            <PostCards site={site} posts={route.posts} emptyText="No articles in this category yet." />
          </Section>
        </>
      );
    case "drafts":
      return (
        <>
          <PageHeading title="Draft posts" lead="Drafts are unpublished posts that the site's editors are still working on. They are not listed anywhere public and cannot be found by search engines." />
          <Section width="narrow">
            {route.drafts === null ? (
              <p className="text-lg">
                Drafts are visible only to this site&apos;s editors, through a preview link. If you are an editor, open the link you were sent. Looking for published articles?{" "}
                <Link href={siteHref(site.slug, site.mounts.posts ?? "")} className="text-primary underline underline-offset-2">
                  Read the blog
                </Link>
                .
              </p>
            ) : route.drafts.length === 0 ? (
              <p className="text-lg">There are no drafts right now.</p>
            ) : (
              <ul className="divide-y divide-line border-y border-line">
                {route.drafts.map((d) => (
                  <li key={d.slug} className="py-5">
                    <h2 className="font-heading text-xl font-bold">
                      <Link href={d.previewHref} className="text-primary underline underline-offset-2">
                        {d.title}
                      </Link>
                    </h2>
                    <p className="mt-1 text-muted">{d.excerpt}</p>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </>
      );
    case "event": {
      const { event, organization } = route;
      return (
        <article>
          {organization && <OrganizationBar site={site} organization={organization} />}
          <PageHeading title={event.title} lead={event.summary} eyebrow={new Date() > event.endsAt ? "Past event" : "Event"} />
          <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
            <div className="md:col-span-2">
              <RichText doc={event.body} siteSlug={site.slug} className="text-lg" />
            </div>
            <aside aria-label="Event details" className="h-fit space-y-4 rounded-site bg-surface p-6">
              <p className="flex gap-2">
                <CalendarDays aria-hidden="true" className="mt-0.5 shrink-0 text-primary" />
                <time dateTime={event.startsAt.toISOString()}>{formatDateTime(event.startsAt)}</time>
              </p>
              <p className="flex gap-2">
                <Clock aria-hidden="true" className="mt-0.5 shrink-0 text-primary" />
                <span>Until {formatDateTime(event.endsAt)}</span>
              </p>
              <p className="flex gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 shrink-0 text-primary" />
                {event.location}
              </p>
              <a
                href={`/api/sites/${site.slug}/events/${organization ? `${organization.slug}/` : ""}${event.slug}.ics`}
                download
                className="inline-flex min-h-11 items-center gap-2 rounded-site border-2 border-primary px-4 py-2 font-semibold text-primary"
              >
                <CalendarPlus aria-hidden="true" size={18} />
                Add to calendar (.ics)
              </a>
            </aside>
          </div>
        </article>
      );
    }
    case "events":
      return (
        <>
          <OrganizationBar site={site} organization={route.organization} />
          <PageHeading title={`${route.organization.name} events`} />
          <Section>
            <UpcomingAndPast site={site} events={route.events} idPrefix="events" />
          </Section>
        </>
      );
    case "newsItem": {
      const { item, organization } = route;
      return (
        <article>
          {organization && <OrganizationBar site={site} organization={organization} />}
          <PageHeading title={item.title} lead={item.summary} eyebrow={<time dateTime={item.publishedAt.toISOString()}>{formatDate(item.publishedAt)}</time>} />
          <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
            <RichText doc={item.body} siteSlug={site.slug} className="text-lg" />
          </div>
        </article>
      );
    }
    case "news":
      return (
        <>
          <OrganizationBar site={site} organization={route.organization} />
          <PageHeading title={`${route.organization.name} news`} />
          <Section width="narrow">
            <NewsCards site={site} items={route.items} />
          </Section>
        </>
      );
    case "job": {
      const { job } = route;
      const salary = formatSalary(job.salaryMin, job.salaryMax, job.salaryUnit);
      const closed = job.validThrough < new Date();
      return (
        <article>
          <PageHeading title={job.title} lead={job.summary} eyebrow="Careers" />
          <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
            <div className="md:col-span-2">
              {closed && (
                <p role="status" className="mb-6 rounded-site border-l-4 border-primary bg-surface p-4 font-semibold">
                  This position is no longer accepting applications.
                </p>
              )}
              <RichText doc={job.body} siteSlug={site.slug} className="text-lg" />
            </div>
            <aside aria-label="Position details" className="h-fit space-y-3 rounded-site bg-surface p-6">
              <p className="flex gap-2">
                <Briefcase aria-hidden="true" className="mt-0.5 shrink-0 text-primary" />
                {EMPLOYMENT_TYPE_LABELS[job.employmentType]}
              </p>
              <p className="flex gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 shrink-0 text-primary" />
                {job.locality}, {job.region}
              </p>
              {salary && <p className="font-semibold">{salary}</p>}
              <p className="text-sm text-muted">
                Posted {formatDate(job.datePosted)}
                {!closed && <> · Apply by {formatDate(job.validThrough)}</>}
              </p>
            </aside>
          </div>
          {!closed && <SiteForm site={site} formKey="job-application" path={urls.job(site, job.slug)!.replace(`/${site.slug}/`, "")} id="apply" heading={`Apply for ${job.title}`} quiet />}
        </article>
      );
    }
    case "teamMember": {
      const { member } = route;
      return (
        <article>
          <div className="border-b border-line bg-surface">
            <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12 sm:flex-row sm:items-center sm:px-6">
              <span aria-hidden="true" className="flex h-28 w-28 shrink-0 items-center justify-center rounded-full bg-primary font-heading text-4xl font-bold text-on-primary">
                {initials(member.name)}
              </span>
              <div>
                <h1 className="font-heading text-4xl font-bold tracking-tight">{member.name}</h1>
                <p className="mt-2 text-xl text-muted">{member.role}</p>
                {member.email && (
                  <p className="mt-3 flex items-center gap-2">
                    <Mail aria-hidden="true" size={18} className="text-primary" />
                    <a href={`mailto:${member.email}`} className="text-primary underline underline-offset-2">
                      {member.email}
                    </a>
                  </p>
                )}
              </div>
            </div>
          </div>
          <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
            <RichText doc={member.bio} siteSlug={site.slug} className="text-lg" />
          </div>
        </article>
      );
    }
    case "city": {
      const { city } = route;
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
          {!opensWithHero(city.blocks) && <PageHeading title={city.title} />}
          <Blocks blocks={city.blocks} ctx={{ site, organizationId: null, query, path: `${city.region.slug}/${city.slug}` }} />
        </>
      );
    }
  }
}

function OrganizationBar({ site, organization }: { site: Site; organization: Organization }) {
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
