import { z } from "zod";
import { blockListSchema } from "@/blocks/schemas";
import { imageRefSchema } from "@/lib/image-ref";

export const pagePathSchema = z
  .string()
  .trim()
  .regex(/^([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/, "Use lowercase words separated by hyphens, and / between levels");

/** A page's word to search engines and to shared links; both optional, the generated share image and "list it" by default. */
export const pageSeoSchema = z.object({
  /** The picture a shared link shows, from the site's library; without one, the image drawn from the title. */
  shareImage: imageRefSchema.optional(),
  /** Kept out of search engines (noindex, and out of the sitemap); visitors still reach it. */
  hideFromSearch: z.boolean().default(false),
});
export type PageSeo = z.output<typeof pageSeoSchema>;

export const pageInputSchema = z.object({
  path: pagePathSchema,
  title: z.string().trim().min(1).max(160),
  description: z.string().trim().min(1).max(300),
  blocks: blockListSchema,
  seo: pageSeoSchema.default({ hideFromSearch: false }),
});
export type PageInput = z.input<typeof pageInputSchema>;

declare module "@/server/db/schema/json" {
  interface JsonShapes {
    pageSeo: z.input<typeof pageSeoSchema>;
  }
}
