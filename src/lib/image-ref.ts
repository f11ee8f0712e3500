import { z } from "zod";
import { isUuid } from "./ids";

/**
 * An image field: content's reference to one of its site's media assets, by
 * id. The alt text is the asset's unless this use says otherwise; an image
 * that only decorates has empty alt, and only when the owner chose so
 * (`decorative: true`), never because a description is missing. The focal
 * point (0..1 from the left and the top) keeps the subject in view wherever
 * the picture is cropped.
 *
 * Saving content records each reference in media_uses, whose foreign key
 * refuses an asset of another site (see modules/media/uses.ts).
 */
export const imageRefSchema = z.object({
  asset: z.string().refine(isUuid, "Choose an image from the site's library"),
  alt: z.string().trim().max(250).optional(),
  decorative: z.boolean().default(false),
  focal: z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).optional(),
});

export type ImageRef = z.output<typeof imageRefSchema>;
export type ImageRefInput = z.input<typeof imageRefSchema>;

/** The alt text a use of an asset shows: "" when decorative, else its own or the asset's; null when it has none. */
export function altOf(ref: Pick<ImageRef, "alt" | "decorative">, assetAlt: string | null): string | null {
  if (ref.decorative) return "";
  return ref.alt?.trim() || assetAlt || null;
}

/**
 * Every image reference anywhere in a piece of content (blocks, a rich-text
 * document, a product): any object whose `asset` is a uuid. One walk for every
 * shape, so a new block type with an image field is recorded without a list.
 */
export function imageRefsIn(value: unknown, found: ImageRef[] = []): ImageRef[] {
  if (Array.isArray(value)) {
    for (const item of value) imageRefsIn(item, found);
  } else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (isUuid(record.asset))
      found.push({ asset: record.asset, alt: typeof record.alt === "string" ? record.alt : undefined, decorative: record.decorative === true });
    for (const child of Object.values(record)) imageRefsIn(child, found);
  }
  return found;
}

/** The CSS object-position for a focal point; the centre without one. */
export const objectPosition = (focal?: { x: number; y: number }) => (focal ? `${Math.round(focal.x * 100)}% ${Math.round(focal.y * 100)}%` : undefined);

/** What stands for a picture's description in the preview until the owner writes one. */
export const UNDESCRIBED = "Picture not described yet";

/**
 * A page never shows a picture without its description (media/site-image),
 * so a photo just uploaded would vanish from the editor's live preview (a
 * hero left on its dark overlay) until its alt text is typed. The preview
 * shows it meanwhile (edge/live-preview.tsx, for every kind it draws): each
 * picture of this use without words of its own gets UNDESCRIBED, which
 * nobody but the owner sees; saving still asks for the description.
 */
export function shownUndescribed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shownUndescribed);
  if (!value || typeof value !== "object") return value;
  const record = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, shownUndescribed(child)]));
  const picture = isUuid(record.asset) && record.decorative !== true && !(typeof record.alt === "string" && record.alt.trim());
  return picture ? { ...record, alt: UNDESCRIBED } : record;
}
