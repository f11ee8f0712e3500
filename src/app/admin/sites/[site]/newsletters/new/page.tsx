import { pageAccess } from "@/modules/admin/access";
import { AdminHeading, ButtonLink } from "@/modules/admin/components/ui";
import { MediaLibraryProvider } from "@/modules/media/components/library-context";
import { pickerLibrary } from "@/modules/media/picker";
import { newsletterAction } from "@/modules/newsletters/actions";
import { NewsletterForm } from "@/modules/newsletters/components/newsletter-form";
import { itemForMail, siteLists } from "@/modules/newsletters/service";

export const metadata = { title: "New newsletter" };

/** A new newsletter, or a published item made into one ("Email this to subscribers": ?from=news:<id>). */
export default async function NewNewsletter({ params, searchParams }: { params: Promise<{ site: string }>; searchParams: Promise<{ from?: string }> }) {
  const { site: slug } = await params;
  const { from } = await searchParams;
  const base = `/admin/sites/${slug}/newsletters`;
  const { site } = await pageAccess(slug, "inbox", `${base}/new`);
  const [kind, id] = (from ?? "").split(":");
  const item = kind && id ? await itemForMail(site.id, kind, id) : null;
  const lists = await siteLists(site.id);
  return (
    <>
      <AdminHeading
        title={item ? `Email "${item.title}" to subscribers` : "New newsletter"}
        lead="Save it to see the preview; send a test to yourself before sending it to the lists."
        actions={<ButtonLink href={base}>Back to newsletters</ButtonLink>}
      />
      <MediaLibraryProvider library={await pickerLibrary(site)}>
        <NewsletterForm
          action={newsletterAction.bind(null, slug, null, item ? `${kind}:${id}` : null)}
          initial={{ subject: item?.title ?? "", body: item?.body ?? { type: "doc", content: [{ type: "paragraph" }] }, lists: [] }}
          lists={lists}
        />
      </MediaLibraryProvider>
    </>
  );
}
