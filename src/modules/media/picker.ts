import type { SiteId } from "@/modules/sites/queries";
import type { MediaAsset } from "./queries";
import { listMedia } from "./queries";
import { mediaUrl } from "./urls";
import type { MediaLibrary, PickerImage } from "./components/library-context";

export const toPickerImage = (siteSlug: string, asset: MediaAsset): PickerImage => ({
  id: asset.id,
  name: asset.originalName,
  alt: asset.alt,
  width: asset.width,
  height: asset.height,
  thumb: mediaUrl(siteSlug, asset, 320),
});

/** The site's library as the image picker shows it. */
export async function pickerLibrary(site: { id: SiteId; slug: string }): Promise<MediaLibrary> {
  return { siteSlug: site.slug, images: (await listMedia(site.id)).map((asset) => toPickerImage(site.slug, asset)) };
}
