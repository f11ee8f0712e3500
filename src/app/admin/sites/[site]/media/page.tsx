import Link from "next/link";
import { pageAccess } from "@/modules/admin/access";
import { AdminHeading, Notice, Panel, buttonClass } from "@/modules/admin/components/ui";
import { deleteMediaAction, replaceMediaAction, setAltAction, uploadMediaAction } from "@/modules/media/actions";
import { MediaCard } from "@/modules/media/components/media-card";
import { UploadForm } from "@/modules/media/components/upload-form";
import { ACCEPTED_TYPES } from "@/modules/media/images";
import { countMedia, listMedia, mediaUses } from "@/modules/media/queries";
import { MAX_FILES_PER_UPLOAD } from "@/modules/media/service";
import { mediaUrl } from "@/modules/media/urls";
import { absoluteUrl } from "@/server/origin";
import { zoneOf } from "@/modules/sites/calendar";

export const metadata = { title: "Media" };

export default async function MediaLibrary({
  params,
  searchParams,
}: {
  params: Promise<{ site: string }>;
  searchParams: Promise<{ filter?: string; deleted?: string }>;
}) {
  const { site: slug } = await params;
  const { filter, deleted } = await searchParams;
  const { site } = await pageAccess(slug, "content", `/admin/sites/${slug}/media`);
  const needsAlt = filter === "needs-alt";
  const [assets, counts, uses] = await Promise.all([listMedia(site.id, { needsAlt }), countMedia(site.id), mediaUses(site.id)]);
  const base = `/admin/sites/${site.slug}/media`;
  const filters = [
    { href: base, label: `All images (${counts.all})`, current: !needsAlt },
    { href: `${base}?filter=needs-alt`, label: `Needs alt text (${counts.needsAlt})`, current: needsAlt },
  ];
  return (
    <>
      <AdminHeading title="Media" lead="Images for this site's pages and posts. Each one needs alt text before it can be used." />
      {deleted && <Notice tone="success">Image deleted.</Notice>}
      {site.status === "suspended" && (
        <Notice>This site is suspended, so its images are not served: previews and public URLs work again once it is restored.</Notice>
      )}
      <Panel title="Upload images" id="upload">
        <UploadForm action={uploadMediaAction.bind(null, site.slug)} accept={ACCEPTED_TYPES.join(",")} maxFiles={MAX_FILES_PER_UPLOAD} />
      </Panel>
      <section aria-labelledby="library">
        <h2 id="library" className="mb-3 text-lg font-semibold">
          Library
        </h2>
        <nav aria-label="Filter images" className="mb-3 flex flex-wrap gap-2">
          {filters.map((f) => (
            <Link key={f.href} href={f.href} aria-current={f.current ? "page" : undefined} className={buttonClass(f.current ? "primary" : "secondary")}>
              {f.label}
            </Link>
          ))}
        </nav>
        <p role="status" className="mb-4 text-sm text-muted">
          {counts.all === 0
            ? "No images yet."
            : `${counts.all} image${counts.all === 1 ? "" : "s"}; ${counts.needsAlt === 0 ? "all have alt text" : `${counts.needsAlt} need${counts.needsAlt === 1 ? "s" : ""} alt text`}.`}
        </p>
        {assets.length > 0 && (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {assets.map((asset) => (
              <MediaCard
                key={asset.id}
                siteSlug={site.slug}
                timeZone={zoneOf(site)}
                asset={asset}
                publicUrl={absoluteUrl(mediaUrl(site.slug, asset))}
                showPreview={site.status === "active"}
                uses={uses.get(asset.id) ?? []}
                accept={ACCEPTED_TYPES.join(",")}
                altAction={setAltAction.bind(null, site.slug, asset.id)}
                replaceAction={replaceMediaAction.bind(null, site.slug, asset.id)}
                deleteAction={deleteMediaAction.bind(null, site.slug, asset.id)}
              />
            ))}
          </ul>
        )}
        {needsAlt && assets.length === 0 && counts.all > 0 && <p>Every image has alt text.</p>}
      </section>
    </>
  );
}
