import { z } from "zod";
import { ICON_NAMES } from "@/lib/icon-names";
import { imageRefSchema } from "@/lib/image-ref";

export const productSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().min(1).max(600),
  priceCents: z.number().int().min(100).max(10_000_000),
  /** Units on hand; never below zero. */
  stock: z.number().int().min(0).max(100_000),
  illustration: z.enum(ICON_NAMES),
  /** Its photographs, the first on the shop's card; without any, the illustration stands in. */
  images: z.array(imageRefSchema).max(8).default([]),
});

export type ProductInput = z.input<typeof productSchema>;
