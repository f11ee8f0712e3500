import { z } from "zod";
import { schema } from "@/server/db/client";
import { richTextSchema, richTextToPlain } from "@/lib/rich-text/schema";
import { itemService } from "@/modules/collections/service";
import { mountPath } from "@/modules/search/service";
import type { SiteId } from "@/modules/sites/queries";

export const jobInputSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    title: z.string().trim().min(1).max(200),
    summary: z.string().trim().min(1).max(400),
    body: richTextSchema,
    employmentType: z.enum(schema.employmentType.enumValues),
    locality: z.string().trim().min(1).max(100),
    region: z.string().trim().min(1).max(100),
    salaryMin: z.number().int().positive().nullable().default(null),
    salaryMax: z.number().int().positive().nullable().default(null),
    salaryUnit: z.enum(["HOUR", "YEAR"]).nullable().default(null),
    datePosted: z.coerce.date(),
    validThrough: z.coerce.date(),
  })
  .refine((j) => j.validThrough > j.datePosted, { message: "A posting must close after it opens", path: ["validThrough"] })
  .refine((j) => j.salaryMax === null || j.salaryMin === null || j.salaryMax >= j.salaryMin, {
    message: "The top of the range is below the bottom",
    path: ["salaryMax"],
  })
  .refine((j) => (j.salaryMin === null) === (j.salaryUnit === null), { message: "A salary needs a unit (per hour or per year)", path: ["salaryUnit"] });
export type JobInput = z.input<typeof jobInputSchema>;
export type StoredJob = typeof schema.jobPostings.$inferSelect;

/** The site's job postings (collections/service.ts holds the writes every kind shares). */
export const jobService = itemService({
  table: schema.jobPostings,
  schema: jobInputSchema,
  noun: "job posting",
  slugTaken: { constraint: "jobs_site_slug", message: "Another job posting already has this slug." },
  searchDocument: async (tx, row) => ({
    sourceId: row.id,
    kind: "job",
    path: await mountPath(tx, row.siteId as SiteId, "jobs", row.slug),
    title: row.title,
    body: `${row.summary} ${row.locality} ${richTextToPlain(row.body)}`,
    visibleFrom: row.datePosted,
  }),
});
