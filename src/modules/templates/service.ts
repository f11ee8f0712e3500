import { now } from "@/lib/clock";
import { batch } from "@/server/db/write";
import { loadSiteSeed } from "./load";
import { asTemplatePictures, lentPictures, type TemplatePictureFiles } from "./pictures";
import type { SiteId } from "@/modules/sites/queries";
import { rebrandWords } from "./rebrand";
import { buildFromTemplate, templateSource, type SiteDetails } from "./templates";

/**
 * Creates a whole site of a kind, pages and all, in one transaction: all of it or nothing. Its pages
 * keep the showroom's pictures where the process lends them (./pictures.ts) or the caller gives them: an opening banner made
 * for a photograph is not drawn bare, and the launch checklist asks for the owner's own.
 */
export async function createSiteFromTemplate(kind: string, details: SiteDetails, pictures: TemplatePictureFiles | undefined = lentPictures()): Promise<SiteId> {
  const seed = await buildFromTemplate(kind, details);
  // The pictures' alt texts name the showroom's people and places as its text did: made the new business's alike.
  const { text } = rebrandWords((await templateSource(kind))!, details);
  return batch(() => loadSiteSeed(seed, now(), pictures && asTemplatePictures(pictures, text)));
}
