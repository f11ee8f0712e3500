import { z } from "zod";
import { imageRefSchema } from "@/lib/image-ref";
import { richTextSchema } from "@/lib/rich-text/schema";
import { isCalendarDate } from "@/lib/time";

/** A home for rent as an owner (or the demo) writes it. */
export const unitInputSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  /** Its address as visitors read it: "418 Park Avenue, Apartment 2". */
  title: z.string().trim().min(1).max(120),
  neighborhood: z.string().trim().min(1).max(80),
  summary: z.string().trim().min(1).max(300),
  description: richTextSchema,
  /** The first is the one its card shows. */
  photos: z.array(imageRefSchema).max(12).default([]),
  /** Whole cents a month. */
  rentCents: z.number().int().min(100).max(10_000_000),
  /** 0 for a studio. */
  bedrooms: z.number().int().min(0).max(10),
  bathrooms: z
    .number()
    .min(0.5)
    .max(10)
    .refine((b) => Number.isInteger(b * 2), "Give bathrooms in halves, like 1 or 1.5"),
  squareFeet: z.number().int().min(100).max(20_000).nullable().default(null),
  /** The first day a tenant can move in (YYYY-MM-DD); a past day means it is available now. */
  availableFrom: z.string().refine(isCalendarDate, "Give a date as YYYY-MM-DD"),
  features: z.array(z.string().trim().min(1).max(120)).max(20).default([]),
  /** Leased homes stay with their applications but are no longer listed or offered. */
  leased: z.boolean().default(false),
  position: z.number().int().default(0),
});
export type UnitInput = z.input<typeof unitInputSchema>;
