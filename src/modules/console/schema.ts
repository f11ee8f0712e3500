import { z } from "zod";
import { isReservedSlug, SLUG_PATTERN } from "@/lib/reserved";

/** Inputs of the operator's console, shared by its forms and its service. */

/** "Maple Street Bakery & Café" -> "maple-street-bakery-cafe": the address the form proposes for a name. */
export function suggestSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 63)
    .replace(/-+$/, "");
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .optional()
    .transform((v) => v || undefined);

const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(2, "Use at least 2 characters")
  .max(63, "Use at most 63 characters")
  .regex(SLUG_PATTERN, "Use lowercase letters, digits and single hyphens, such as maple-street-bakery")
  .refine((slug) => !isReservedSlug(slug), "This address is reserved by the platform; choose another");

const newSiteFields = z.object({
  kind: z.string().trim().min(1, "Choose the kind of site"),
  name: z.string().trim().min(1, "Enter the business's name").max(120, "Use at most 120 characters"),
  slug: slugSchema,
  tagline: optionalText(160),
  phone: optionalText(40),
  email: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.email("Enter an email address such as hello@example.com").optional()),
});

/** A new site; left empty, its address is made from its name. */
export const newSiteSchema = z.preprocess((raw) => {
  if (!raw || typeof raw !== "object") return raw;
  const { slug, name } = raw as { slug?: unknown; name?: unknown };
  return (typeof slug === "string" && slug.trim()) || typeof name !== "string" ? raw : { ...raw, slug: suggestSlug(name) };
}, newSiteFields);

export interface NewSiteInput {
  kind: string;
  name: string;
  slug?: string;
  tagline?: string;
  phone?: string;
  email?: string;
}

export const siteStatusSchema = z.enum(["active", "suspended"]);
export type SiteStatus = z.infer<typeof siteStatusSchema>;

/** The audit log's filters, from the page's query string: anything unexpected is dropped, not an error. */
export const auditFilterSchema = z.object({
  site: z.string().regex(SLUG_PATTERN).optional().catch(undefined),
  action: z
    .string()
    .trim()
    .regex(/^[a-z0-9._-]{1,60}$/)
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).default(1).catch(1),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;
