import { z } from "zod";
import { ICON_NAMES } from "@/lib/icon-names";
import { isReservedSlug, SLUG_PATTERN } from "@/lib/reserved";
import { slugify } from "@/lib/slugify";
import { weekGridSchema, type WeekGrid } from "@/modules/sites/week";

/** Inputs of the operator's console, shared by its forms and its service. */

/** "Maple Street Bakery & Café" -> "maple-street-bakery-cafe": the address the form proposes for a name (63 characters at most). */
export const suggestSlug = (name: string): string => slugify(name, 63);

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
  phone: z
    .string()
    .trim()
    .max(40, "Use at most 40 characters")
    .regex(/^\+?1?[\s.-]?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/, "Enter the business's phone number, such as (315) 555-0199"),
  email: z.string().trim().pipe(z.email("Enter the business's email address, such as hello@example.com")),
  street: optionalText(200),
  locality: optionalText(100),
  region: optionalText(100),
  postalCode: optionalText(20),
  /** The usual week from the hours page's grid; none given: the site shows no hours until the owner adds them. */
  week: weekGridSchema.optional(),
  logoMark: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.enum(ICON_NAMES, "Choose a mark from the list").optional()),
  examples: z.enum(["drafts", "none"], "Choose what happens to the template's examples").default("drafts"),
});

/** A new site; left empty, its address is made from its name. */
export const newSiteSchema = z.preprocess(
  (raw) => {
    if (!raw || typeof raw !== "object") return raw;
    const { slug, name } = raw as { slug?: unknown; name?: unknown };
    return (typeof slug === "string" && slug.trim()) || typeof name !== "string" ? raw : { ...raw, slug: suggestSlug(name) };
  },
  newSiteFields.superRefine((site, ctx) => {
    const address = [site.street, site.locality, site.region, site.postalCode];
    if (address.some(Boolean) && !address.every(Boolean)) {
      for (const [i, field] of (["street", "locality", "region", "postalCode"] as const).entries()) {
        if (!address[i])
          ctx.addIssue({ code: "custom", path: [field], message: "Fill in every line of the address, or none of them for a business without premises" });
      }
    }
  }),
);

export interface NewSiteInput {
  kind: string;
  name: string;
  slug?: string;
  tagline?: string;
  phone: string;
  email: string;
  street?: string;
  locality?: string;
  region?: string;
  postalCode?: string;
  /** The usual week as the week grid posts it; a day left empty is closed. */
  week?: WeekGrid;
  logoMark?: string;
  examples?: string;
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
