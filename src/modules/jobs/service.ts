import "server-only";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { tags } from "@/server/cache/tags";
import { schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import { richTextSchema } from "@/lib/rich-text/schema";
import { richTextToPlain } from "@/lib/rich-text/schema";
import { indexDocument, mountPath } from "@/modules/search/service";
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
  .refine((j) => j.salaryMax === null || j.salaryMin === null || j.salaryMax >= j.salaryMin, { message: "The top of the range is below the bottom", path: ["salaryMax"] })
  .refine((j) => (j.salaryMin === null) === (j.salaryUnit === null), { message: "A salary needs a unit (per hour or per year)", path: ["salaryUnit"] });

export async function saveJob(siteId: SiteId, input: z.input<typeof jobInputSchema>): Promise<void> {
  const job = jobInputSchema.parse(input);
  await write([tags.site(siteId)], async (tx) => {
    const [row] = await tx
      .insert(schema.jobPostings)
      .values({ siteId, ...job })
      .onConflictDoUpdate({ target: [schema.jobPostings.siteId, schema.jobPostings.slug], set: { ...job, updatedAt: sql`now()` } })
      .returning({ id: schema.jobPostings.id });
    await indexDocument(tx, siteId, {
      sourceId: row!.id,
      kind: "job",
      path: await mountPath(tx, siteId, "jobs", job.slug),
      title: job.title,
      body: `${job.summary} ${job.locality} ${richTextToPlain(job.body)}`,
      visibleFrom: job.datePosted,
    });
  });
}
