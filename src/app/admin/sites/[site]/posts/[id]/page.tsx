import Link from "next/link";
import { MediaLibraryProvider } from "@/modules/media/components/library-context";
import { pickerLibrary } from "@/modules/media/picker";
import { localDateTimeValue } from "@/lib/time";
import { orNotFound, pageAccess } from "@/modules/admin/access";
import { roleAllows } from "@/modules/auth/access";
import { AdminHeading, Button, formatWhen, Notice, LiveAt } from "@/modules/admin/components/ui";
import { categoriesForEditing, postEditor, postLinks, postPublication, workingPost } from "@/modules/blog/admin";
import { deletePostAction, discardPostDraftAction, savePostAction, schedulePostAction, unpublishPostAction } from "@/modules/blog/actions";
import { PublishingPanel } from "@/modules/admin/components/publishing-panel";
import { PostEditor } from "@/modules/blog/components/post-editor";
import { zoneOf } from "@/modules/sites/calendar";

export const metadata = { title: "Edit blog post" };

export default async function EditPost({
  params,
  searchParams,
}: {
  params: Promise<{ site: string; id: string }>;
  searchParams: Promise<{ created?: string; published?: string; restored?: string }>;
}) {
  const { site: slug, id } = await params;
  const notes = await searchParams;
  const { site, actor, role } = await pageAccess(slug, "content", `/admin/sites/${slug}/posts/${id}`);
  const { row: post } = await orNotFound(postEditor.get(actor, site.slug, id));
  const categories = await categoriesForEditing(actor, site.slug);
  const links = postLinks(site, post);
  const zone = zoneOf(site);
  // A hidden post is scheduled by its date; a live post's draft by publishAt, as a page's.
  const scheduled = post.status === "scheduled" && post.publishedAt && !links.live ? post.publishedAt : null;
  // The same words as a page's state (lib/publication.ts's), for the save bar and the Publishing panel.
  const publication = postPublication({ ...post, hasDraft: post.draft !== null }, zone);
  // The editor opens the saved draft when there is one; the save bar and the Publishing panel say so.
  const working = workingPost(post);
  const hidden = (
    <>
      <input type="hidden" name="site" value={site.slug} />
      <input type="hidden" name="postId" value={post.id} />
    </>
  );
  return (
    <>
      <AdminHeading
        title={`Edit: ${post.title}`}
        lead={
          links.live ? (
            <LiveAt href={links.live} />
          ) : scheduled ? (
            `Scheduled for ${formatWhen(scheduled, zone)}: until then only people with the preview link see it.`
          ) : (
            "A draft: only people with the preview link see it."
          )
        }
        actions={
          <>
            {links.preview && (
              <Link
                href={links.preview}
                prefetch={false}
                className="inline-flex min-h-11 items-center rounded-md border border-line bg-page px-4 text-sm font-semibold"
              >
                {scheduled ? "Preview the scheduled post" : "Preview the draft"}
              </Link>
            )}
            {post.status === "published" && roleAllows(role, "inbox") && (
              <Link
                href={`/admin/sites/${site.slug}/newsletters/new?from=post:${post.id}`}
                className="inline-flex min-h-11 items-center rounded-md border border-line bg-page px-4 text-sm font-semibold"
              >
                Email this to subscribers
              </Link>
            )}
            <Link
              href={`/admin/sites/${site.slug}/history/post/${post.id}`}
              className="inline-flex min-h-11 items-center rounded-md border border-line bg-page px-4 text-sm font-semibold"
            >
              History
            </Link>
          </>
        }
      />
      {notes.created && <Notice tone="success">The post is created.</Notice>}
      {notes.published && <Notice tone="success">The post is published and live.</Notice>}
      {notes.restored && (
        <Notice tone="success">
          {links.live ? "The earlier version is restored as the post’s draft: publish it to make it live." : "The earlier version is restored."}
        </Notice>
      )}
      <MediaLibraryProvider library={await pickerLibrary(site)}>
        <PostEditor
          key={post.updatedAt.toISOString()}
          siteSlug={site.slug}
          postId={post.id}
          version={post.updatedAt.toISOString()}
          categories={categories}
          action={savePostAction}
          viewHref={links.live ?? undefined}
          initial={{
            title: working.title,
            slug: working.slug,
            excerpt: working.excerpt,
            author: working.author ?? "",
            body: working.body,
            ...(working.cover && { cover: working.cover }),
            categories: working.categories,
            status: working.status,
            publishedAt: working.publishedAt ? localDateTimeValue(working.publishedAt, zone) : "",
          }}
          publication={publication}
        />
      </MediaLibraryProvider>
      <PublishingPanel
        words={publication}
        timeZone={zone}
        previewHref={links.preview}
        publishAt={scheduled ?? post.publishAt}
        fields={hidden}
        schedule={schedulePostAction}
        unpublish={links.live ? unpublishPostAction : null}
        discard={links.live && post.draft ? discardPostDraftAction : null}
      />
      <form action={deletePostAction} className="mt-8 border-t border-line pt-4">
        {hidden}
        <Button variant="danger">Move this post to the trash</Button>
      </form>
    </>
  );
}
