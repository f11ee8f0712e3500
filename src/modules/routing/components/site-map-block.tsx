import Link from "@/components/link";
import type { BlockComponentProps } from "@/blocks/context";
import { ItemHeading, Section } from "@/components/ui";
import { siteHref } from "@/lib/links";
import { listSiteEntries, type SiteEntry } from "../site-entries";

const GROUPS: Array<{ label: string; group: SiteEntry["group"] }> = [
  { label: "Pages", group: "pages" },
  { label: "Articles", group: "articles" },
  { label: "Events and news", group: "events-and-news" },
  { label: "Jobs and people", group: "jobs-and-people" },
];

/** A readable map of every public page of the site, from the same list as sitemap.xml. */
export async function SiteMapBlock({ props, ctx }: BlockComponentProps<"siteMap">) {
  const entries = await listSiteEntries(ctx.site);
  return (
    <Section heading={props.heading} intro={props.intro} headingId={`${ctx.id}-h`}>
      <div className="grid gap-10 md:grid-cols-2">
        {GROUPS.map((group) => {
          const items = entries.filter((e) => e.group === group.group);
          if (!items.length) return null;
          return (
            <section key={group.label} aria-labelledby={`${ctx.id}-${group.group}`}>
              <ItemHeading under={props.heading} id={`${ctx.id}-${group.group}`} className="mb-3 font-heading text-xl font-bold">
                {group.label}
              </ItemHeading>
              <ul className="space-y-1.5">
                {items.map((entry) => (
                  <li key={entry.path} style={{ paddingLeft: `${Math.max(0, entry.path.split("/").length - 1) * 1}rem` }}>
                    <Link href={siteHref(ctx.site.slug, entry.path)} className="text-primary underline underline-offset-2">
                      {entry.path === "" ? "Home" : entry.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </Section>
  );
}
