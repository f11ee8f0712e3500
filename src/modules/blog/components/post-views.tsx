import Link from "@/components/link";
import { RichText } from "@/components/rich-text";
import { PageHeading, Section } from "@/components/ui";
import { formatDate } from "@/lib/format";
import { siteHref } from "@/lib/links";
import { urls } from "@/lib/urls";
import { SiteImage } from "@/modules/media/components/site-image";
import type { Site } from "@/modules/sites/queries";
import { authorOf, type Author } from "../authors";
import type { Category, Post, PostSummary } from "../queries";
import { PostCards } from "./post-cards";

/** A post, or a draft shown through its preview link. */
export function PostArticle({ site, post, isDraft }: { site: Site; post: Post; isDraft: boolean }) {
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
        {post.cover && (
          <div className="mb-8 overflow-hidden rounded-site">
            <SiteImage site={site} image={post.cover} priority sizes="(min-width: 768px) 720px, 100vw" className="aspect-[16/9] h-auto w-full object-cover" />
          </div>
        )}
        <p className="mb-8 text-muted">
          {isDraft ? "Not yet published" : post.publishedAt && <time dateTime={post.publishedAt.toISOString()}>{formatDate(post.publishedAt)}</time>}
          {post.author && (
            <>
              {" "}
              · By <Byline site={site} byline={post.author} linked={!isDraft} />
            </>
          )}
        </p>
        <RichText doc={post.body} site={site} className="text-lg" />
        {!isDraft && post.categories.length > 0 && (
          <nav aria-label="Categories of this post" className="mt-12 border-t border-line pt-6">
            <ul className="flex flex-wrap gap-2">
              {post.categories.map((c) => (
                <li key={c.slug}>
                  <Link
                    href={urls.category(site, c.slug) ?? "#"}
                    className="inline-block rounded-full border border-line px-4 py-1.5 font-medium text-primary hover:border-primary"
                  >
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

/** The byline, its name a link to the author's page (a draft's author may have none yet). */
function Byline({ site, byline, linked }: { site: Site; byline: string; linked: boolean }) {
  const author = authorOf(byline);
  const href = author && urls.author(site, author.slug);
  if (!linked || !author || !href) return byline;
  return (
    <>
      <Link href={href} className="text-primary underline underline-offset-2">
        {author.name}
      </Link>
      {author.role && `, ${author.role}`}
    </>
  );
}

/** An author's page on the site's team (its path inside the site) and the role it gives them. */
export interface TeamPage {
  path: string;
  role: string;
}

/** An author's page: who they are, a link to their page on the team when they are on it, and what they wrote. */
export function AuthorPage({ site, author, posts, member }: { site: Site; author: Author; posts: PostSummary[]; member: TeamPage | null }) {
  const role = member?.role ?? author.role;
  return (
    <>
      <PageHeading title={`Articles by ${author.name}`} lead={role ? `${author.name}, ${role}.` : undefined} eyebrow="Blog author" />
      <Section>
        {member && (
          <p className="mb-8 text-lg">
            <Link href={siteHref(site.slug, member.path)} className="text-primary underline underline-offset-2">
              Meet {author.name} on our team
            </Link>
          </p>
        )}
        <PostCards site={site} posts={posts} emptyText="No articles by this author yet." headingLevel={2} />
      </Section>
    </>
  );
}

export function CategoryPage({ site, category, posts }: { site: Site; category: Category; posts: PostSummary[] }) {
  return (
    <>
      <PageHeading title={`${category.name} articles`} lead={category.description ?? undefined} eyebrow="Blog category" />
      <Section>
        <PostCards site={site} posts={posts} emptyText="No articles in this category yet." headingLevel={2} />
      </Section>
    </>
  );
}

/** The drafts' index: null when the visitor may not see them. */
export function DraftsPage({ site, drafts }: { site: Site; drafts: Array<PostSummary & { previewHref: string }> | null }) {
  return (
    <>
      <PageHeading
        title="Draft posts"
        lead="Drafts are unpublished posts that the site's editors are still working on. They are not listed anywhere public and cannot be found by search engines."
      />
      <Section width="narrow">
        {drafts === null ? (
          <p className="text-lg">
            Drafts are visible only to this site&apos;s editors, through a preview link. If you are an editor, open the link you were sent. Looking for
            published articles?{" "}
            <Link href={siteHref(site.slug, site.mounts.posts ?? "")} className="text-primary underline underline-offset-2">
              Read the blog
            </Link>
            .
          </p>
        ) : drafts.length === 0 ? (
          <p className="text-lg">There are no drafts right now.</p>
        ) : (
          <ul className="divide-y divide-line border-y border-line">
            {drafts.map((d) => (
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
}
