import type { Site } from "@/modules/sites/queries";
import { altOf, type ImageRef } from "@/lib/image-ref";
import { servedMedia } from "../queries";
import { Picture, type PictureProps } from "./media-image";

/**
 * An image field of a block, rendered: the asset is read (cached with the
 * site's content) and shown with the alt text of this use. Renders nothing
 * when the asset is gone or has no alt text and was not marked decorative,
 * which saving content refuses (modules/media/uses.ts); a page never shows an
 * image with a missing description.
 */
export async function SiteImage({
  site,
  image,
  ...rest
}: { site: Pick<Site, "id" | "slug">; image: ImageRef } & Omit<PictureProps, "siteSlug" | "image" | "alt" | "focal">) {
  const asset = await servedMedia(site.id, image.asset);
  const alt = asset && altOf(image, asset.alt);
  if (!asset || alt === null) return null;
  return <Picture siteSlug={site.slug} image={asset} alt={alt} focal={image.focal} {...rest} />;
}
