import { z } from "zod";
import { imageRefSchema } from "@/lib/image-ref";
import { richTextSchema } from "@/lib/rich-text/schema";

const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lowercase words separated by hyphens");

export const categoryInputSchema = z.object({
  slug,
  name: z.string().trim().min(1).max(80),
  description: z.string().trim().max(400).optional(),
});

export const postInputSchema = z
  .object({
    slug,
    title: z.string().trim().min(1).max(200),
    excerpt: z.string().trim().min(1).max(400),
    body: richTextSchema,
    /** A picture for the top of the post, its card in lists and its feed entry. */
    cover: imageRefSchema.optional(),
    author: z.string().trim().max(120).optional(),
    categories: z.array(slug).max(10).default([]),
    status: z.enum(["draft", "scheduled", "published"]).default("draft"),
    publishedAt: z.coerce.date().optional(),
  })
  .refine((p) => p.status !== "scheduled" || p.publishedAt, { message: "A scheduled post needs a publish time", path: ["publishedAt"] });
export type PostInput = z.input<typeof postInputSchema>;
