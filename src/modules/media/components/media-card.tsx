import { StatusBadge, formatWhen } from "@/modules/admin/components/ui";
import type { MediaAsset } from "../queries";
import { mediaUrl, variantWidthsOf } from "../urls";
import { AltForm } from "./alt-form";
import { CopyField } from "@/modules/admin/components/copy-field";
import { DeleteForm } from "./delete-form";
import { ReplaceForm } from "./replace-form";
import type { AdminFormAction } from "@/modules/admin/action-state";

const formatSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** One image of the library: its thumbnail, facts, where it is used, alt text, address, replace and delete. */
export function MediaCard({
  siteSlug,
  asset,
  publicUrl,
  showPreview,
  uses,
  accept,
  altAction,
  replaceAction,
  deleteAction,
  timeZone,
}: {
  siteSlug: string;
  /** The site's zone: when the picture was added. */
  timeZone: string;
  asset: MediaAsset;
  publicUrl: string;
  showPreview: boolean;
  uses: Array<{ label: string; href: string | null }>;
  accept: string;
  altAction: AdminFormAction;
  replaceAction: AdminFormAction;
  deleteAction: AdminFormAction;
}) {
  const name = asset.originalName;
  const widths = variantWidthsOf(asset);
  return (
    <li className="flex flex-col rounded-lg border border-line bg-page p-3 shadow-sm">
      <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-md bg-surface">
        {showPreview ? (
          // eslint-disable-next-line @next/next/no-img-element -- the library's own smallest variant
          <img
            src={mediaUrl(siteSlug, asset, 320)}
            alt={asset.alt ?? ""}
            width={asset.width}
            height={asset.height}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-contain"
          />
        ) : (
          <span className="px-2 text-center text-sm text-muted">No preview while the site is suspended</span>
        )}
      </div>
      <h3 className="mt-2 font-semibold break-all">{name}</h3>
      {!asset.alt && (
        <p className="mt-1">
          <StatusBadge tone="warn">Needs alt text</StatusBadge>
        </p>
      )}
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt className="text-muted">Size</dt>
        <dd>
          {asset.width} × {asset.height} px, {formatSize(asset.size)}
        </dd>
        <dt className="text-muted">Made in</dt>
        <dd>{widths.length ? `${widths.join(", ")} px wide, AVIF and WebP` : "original only"}</dd>
        <dt className="text-muted">Uploaded</dt>
        <dd>{formatWhen(asset.createdAt, timeZone)}</dd>
      </dl>
      <h4 className="mt-3 text-sm font-semibold">Where it is used</h4>
      {uses.length ? (
        <ul aria-label={`Where ${name} is used`} className="mt-1 list-disc pl-5 text-sm">
          {uses.map((use) => (
            <li key={use.label}>
              {use.href ? (
                <a href={use.href} className="underline underline-offset-2">
                  {use.label}
                </a>
              ) : (
                use.label
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-muted">Not used on any page, post or product yet.</p>
      )}
      <AltForm action={altAction} id={asset.id} name={name} alt={asset.alt} />
      <CopyField id={`url-${asset.id}`} value={publicUrl} label={`Public URL of ${name}`} what="address" />
      <ReplaceForm action={replaceAction} id={asset.id} name={name} accept={accept} />
      <DeleteForm action={deleteAction} name={name} />
    </li>
  );
}
