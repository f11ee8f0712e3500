import type { BlockComponentProps } from "@/blocks/context";
import { ItemHeading, MaybeLink, Section } from "@/components/ui";
import { formatDate } from "@/lib/format";
import { urls } from "@/lib/urls";
import { getOrganization } from "@/modules/organizations/queries";
import type { Site } from "@/modules/sites/queries";
import { listNews, type NewsSummary } from "../queries";

/** The news items as cards; `under` is the heading they sit under, if any (their headings go a level below it). */
export function NewsCards({ site, items, under }: { site: Site; items: NewsSummary[]; under?: string }) {
  if (!items.length) return <p className="text-muted">No news yet.</p>;
  return (
    <ul className="divide-y divide-line border-y border-line">
      {items.map((item) => {
        const href = urls.newsItem(site, item);
        return (
          <li key={`${item.organization}/${item.slug}`} className="py-6">
            <article>
              <p className="text-sm text-muted">
                <time dateTime={item.publishedAt.toISOString()}>{formatDate(item.publishedAt)}</time>
              </p>
              <ItemHeading under={under} className="mt-1 font-heading text-xl font-bold">
                <MaybeLink href={href}>{item.title}</MaybeLink>
              </ItemHeading>
              <p className="mt-2 text-muted">{item.summary}</p>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

export async function NewsListBlock({ props, ctx }: BlockComponentProps<"newsList">) {
  const organization = props.organization ? await getOrganization(ctx.site.id, props.organization) : null;
  const items = await listNews(ctx.site.id, { organizationId: organization?.id ?? ctx.organizationId ?? undefined, limit: props.limit });
  return (
    <Section heading={props.heading} intro={props.intro} headingId={`${ctx.id}-h`} width="narrow">
      <NewsCards site={ctx.site} items={items} under={props.heading} />
    </Section>
  );
}
