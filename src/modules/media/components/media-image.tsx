import type { UsableImage } from "../queries";
import { VARIANT_FORMATS, mediaSrcSet, mediaUrl } from "../urls";

/**
 * A site's image for public pages: AVIF, then WebP, at the width the layout
 * needs (`sizes`), with its alt text and its own width and height so nothing
 * shifts while it loads. Takes only a UsableImage (see usableImage), so an
 * image without alt text cannot be shown. `eager` for the image at the top
 * of a page.
 */
export function MediaImage({ siteSlug, image, sizes = "100vw", className, eager = false }: { siteSlug: string; image: UsableImage; sizes?: string; className?: string; eager?: boolean }) {
  return (
    <picture>
      {VARIANT_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={mediaSrcSet(siteSlug, image, format)} sizes={sizes} />
      ))}
      <img
        src={mediaUrl(siteSlug, image, image.width, "webp")}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className={className ?? "h-auto max-w-full"}
      />
    </picture>
  );
}
