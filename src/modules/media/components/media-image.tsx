import type { CSSProperties } from "react";
import { objectPosition } from "@/lib/image-ref";
import { VARIANT_FORMATS, mediaSrcSet, mediaUrl, type MediaRef } from "../urls";

export interface PictureAsset extends MediaRef {
  width: number;
  height: number;
  dominantColor?: string | null;
}

export interface PictureProps {
  siteSlug: string;
  image: PictureAsset;
  /** "" for a decorative image, chosen as such by the owner (see lib/image-ref altOf). */
  alt: string;
  /** How wide the picture is drawn, as the layout knows it: "(min-width: 768px) 50vw, 100vw". */
  sizes?: string;
  className?: string;
  /** The page's first, largest picture (the hero's): fetched first and at once, never lazily. */
  priority?: boolean;
  focal?: { x: number; y: number };
}

/**
 * A site's image on a public page, without JavaScript: AVIF, then WebP, from
 * the widths the media pipeline made, at the width the layout needs
 * (`sizes`); its own width and height so nothing shifts while it loads, and
 * its dominant colour painted in its place until it does. Lazy unless it is
 * the page's priority picture. The focal point keeps the subject in view
 * where `className` crops it (object-cover).
 */
export function Picture({ siteSlug, image, alt, sizes = "100vw", className, priority = false, focal }: PictureProps) {
  const style: CSSProperties = {};
  if (image.dominantColor) style.backgroundColor = image.dominantColor;
  const position = objectPosition(focal);
  if (position) style.objectPosition = position;
  return (
    <picture>
      {VARIANT_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={mediaSrcSet(siteSlug, image, format)} sizes={sizes} />
      ))}
      <img
        src={mediaUrl(siteSlug, image, 1024, "webp")}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? "sync" : "async"}
        className={className ?? "h-auto max-w-full"}
        style={style}
      />
    </picture>
  );
}
