import Link from "next/link";
import { pageAccess } from "@/modules/admin/access";
import { AdminHeading, ButtonLink, Cell, Notice, Panel, StatusBadge, Table, formatWhen } from "@/modules/admin/components/ui";
import { categoriesForEditing, listPostsForEditing } from "@/modules/blog/admin";
import { saveCategoryAction } from "@/modules/blog/actions";
import { CategoryForm } from "@/modules/blog/components/category-form";
import { zoneOf } from "@/modules/sites/calendar";

export const metadata = { title: "Blog posts" };

const TONE = { draft: "warn", scheduled: "neutral", published: "good" } as const;

export default async function PostsList({ params, searchParams }: { params: Promise<{ site: string }>; searchParams: Promise<{ deleted?: string }> }) {
  const { site: slug } = await params;
  const { deleted } = await searchParams;
  const { site, actor } = await pageAccess(slug, "content", `/admin/sites/${slug}/posts`);
  const zone = zoneOf(site);
  const [posts, categories] = await Promise.all([listPostsForEditing(actor, site.slug), categoriesForEditing(actor, site.slug)]);
  return (
    <>
      <AdminHeading
        title="Blog posts"
        lead={site.mounts.posts ? `Shown at /${site.slug}/${site.mounts.posts}.` : "This site has no blog on its pages yet; posts are kept but not shown."}
        actions={
          <ButtonLink href={`/admin/sites/${site.slug}/posts/new`} variant="primary">
            New post
          </ButtonLink>
        }
      />
      {deleted && <Notice tone="success">The post is in the trash; an owner can restore it from there.</Notice>}
      {posts.length === 0 ? (
        <p className="mb-6">No posts yet.</p>
      ) : (
        <Table caption="The site's blog posts, last changed first" head={["Post", "Status", "Date", "Last changed"]}>
          {posts.map((post) => (
            <tr key={post.id}>
              <Cell>
                <Link href={`/admin/sites/${site.slug}/posts/${post.id}`} className="font-medium text-primary underline">
                  {post.title}
                </Link>
                {post.publication !== "Published" && <span className="block text-sm text-muted">{post.publication}</span>}
              </Cell>
              <Cell>
                <StatusBadge tone={TONE[post.status]}>{post.status}</StatusBadge>
              </Cell>
              <Cell className="whitespace-nowrap">{post.publishedAt ? formatWhen(post.publishedAt, zone) : "—"}</Cell>
              <Cell className="whitespace-nowrap">{formatWhen(post.updatedAt, zone)}</Cell>
            </tr>
          ))}
        </Table>
      )}
      <div className="mt-6">
        <Panel title="Categories" id="categories">
          {categories.length > 0 && <p className="mb-4">{categories.map((c) => c.name).join(", ")}</p>}
          <CategoryForm siteSlug={site.slug} action={saveCategoryAction} />
        </Panel>
      </div>
    </>
  );
}
