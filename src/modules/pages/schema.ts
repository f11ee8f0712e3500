import { z } from "zod";
import { blockListSchema } from "@/blocks/schemas";

export const pagePathSchema = z
  .string()
  .trim()
  .regex(/^([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/, "Use lowercase words separated by hyphens, and / between levels");

export const pageInputSchema = z.object({
  path: pagePathSchema,
  title: z.string().trim().min(1).max(160),
  description: z.string().trim().min(1).max(300),
  blocks: blockListSchema,
});
export type PageInput = z.input<typeof pageInputSchema>;
