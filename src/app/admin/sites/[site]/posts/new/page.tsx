import { pageAccess } from "@/modules/admin/access";
import { MediaLibraryProvider } from "@/modules/media/components/library-context";
import { pickerLibrary } from "@/modules/media/picker";
import { AdminHeading } from "@/modules/admin/components/ui";
import { categoriesForEditing } from "@/modules/blog/admin";
import { createPostAction } from "@/modules/blog/actions";
import { PostEditor } from "@/modules/blog/components/post-editor";

export const metadata = { title: "New blog post" };

export default async function NewPost({ params }: { params: Promise<{ site: string }> }) {
  const { site: slug } = await params;
  const { site, actor } = await pageAccess(slug, "content", `/admin/sites/${slug}/posts/new`);
  const categories = await categoriesForEditing(actor, site.slug);
  return (
    <>
      <AdminHeading title="New blog post" lead="It starts as a draft; publish it when it is ready." />
      <MediaLibraryProvider library={await pickerLibrary(site)}>
        <PostEditor
          siteSlug={site.slug}
          categories={categories}
          action={createPostAction}
          initial={{
            title: "",
            slug: "",
            excerpt: "",
            author: "",
            body: { type: "doc", content: [{ type: "paragraph" }] },
            categories: [],
            status: "draft",
            publishedAt: "",
          }}
        />
      </MediaLibraryProvider>
    </>
  );
}
