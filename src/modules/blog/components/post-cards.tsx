import { gridColumns } from "@/lib/grid";
import Link from "@/components/link";
import { MaybeLink, Section } from "@/components/ui";
import { formatDate } from "@/lib/format";
import { urls } from "@/lib/urls";
import { SiteImage } from "@/modules/media/components/site-image";
import type { Site } from "@/modules/sites/queries";
import type { PostSummary } from "../queries";

export function PostCards({
  site,
  posts,
  showCategories = true,
  emptyText = "No posts yet.",
  headingLevel = 3,
}: {
  site: Site;
  posts: PostSummary[];
  showCategories?: boolean;
  emptyText?: string;
  /** 2 where no section heading stands above the cards (the page's h1 does): headings never skip a level. */
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  if (!posts.length) return <p className="text-muted">{emptyText}</p>;
  return (
    <ul className={`grid gap-6 ${gridColumns(posts.length, 3)}`}>
      {posts.map((post) => {
        const href = post.status === "draft" ? null : urls.post(site, post.slug);
        return (
          <li key={post.slug}>
            <article className="flex h-full flex-col overflow-hidden rounded-site border border-line bg-page shadow-sm">
              {post.cover && (
                <SiteImage
                  site={site}
                  image={post.cover}
                  sizes="(min-width: 1024px) 352px, (min-width: 768px) 50vw, 100vw"
                  className="aspect-[16/9] h-auto w-full object-cover"
                />
              )}
              <div className="flex flex-1 flex-col p-6">
                {showCategories && post.categories.length > 0 && (
                  <ul className="mb-3 flex flex-wrap gap-2 text-sm" aria-label="Categories">
                    {post.categories.map((c) => {
                      const categoryHref = urls.category(site, c.slug);
                      return (
                        <li key={c.slug}>
                          {categoryHref ? (
                            <Link href={categoryHref} className="rounded-full bg-surface px-3 py-1 font-medium text-primary underline-offset-2 hover:underline">
                              {c.name}
                            </Link>
                          ) : (
                            c.name
                          )}
                        </li>
                      );
                    })}
                  </ul>
                )}
                <Heading className="font-heading text-xl font-bold">
                  <MaybeLink href={href}>{post.title}</MaybeLink>
                </Heading>
                {post.publishedAt && post.status !== "draft" && (
                  <p className="mt-1 text-sm text-muted">
                    <time dateTime={post.publishedAt.toISOString()}>{formatDate(post.publishedAt)}</time>
                    {post.author && <> · {post.author}</>}
                  </p>
                )}
                <p className="mt-3 flex-1 text-muted">{post.excerpt}</p>
                {href && (
                  <Link href={href} className="mt-4 font-semibold text-primary underline underline-offset-2">
                    Read more<span className="sr-only">: {post.title}</span>
                  </Link>
                )}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

export function PostListSection({
  site,
  posts,
  heading,
  intro,
  showCategories,
  headingId,
}: {
  site: Site;
  posts: PostSummary[];
  heading?: string | undefined;
  intro?: string | undefined;
  showCategories?: boolean;
  headingId: string;
}) {
  return (
    <Section heading={heading} intro={intro} headingId={headingId}>
      <PostCards site={site} posts={posts} showCategories={showCategories} />
    </Section>
  );
}
