import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { tags } from "@/server/cache/tags";
import { schema, type Transaction } from "@/server/db/client";
import { write } from "@/server/db/write";
import { AppError, uniqueAsConflict } from "@/lib/errors";
import { richTextSchema } from "@/lib/rich-text/schema";
import { richTextToPlain } from "@/lib/rich-text/schema";
import { indexDocument, mountPath, unindexDocument } from "@/modules/search/service";
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
export type JobInput = z.input<typeof jobInputSchema>;
export type StoredJob = typeof schema.jobPostings.$inferSelect;

export async function saveJob(siteId: SiteId, input: JobInput): Promise<void> {
  const job = jobInputSchema.parse(input);
  await write([tags.site(siteId)], async (tx) => {
    const [row] = await tx
      .insert(schema.jobPostings)
      .values({ siteId, ...job })
      .onConflictDoUpdate({ target: [schema.jobPostings.siteId, schema.jobPostings.slug], set: { ...job, updatedAt: sql`now()` } })
      .returning();
    await indexJob(tx, row!);
  });
}

/** A new posting; also puts a deleted one back with its id. */
export async function insertJob(siteId: SiteId, input: JobInput, id?: string): Promise<StoredJob> {
  const job = jobInputSchema.parse(input);
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await sameSlugIsConflict(
      tx
        .insert(schema.jobPostings)
        .values({ siteId, ...(id && { id }), ...job })
        .returning(),
    );
    await indexJob(tx, row!);
    return row!;
  });
}

export async function updateJob(siteId: SiteId, jobId: string, input: JobInput): Promise<StoredJob> {
  const job = jobInputSchema.parse(input);
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await sameSlugIsConflict(
      tx
        .update(schema.jobPostings)
        .set({ ...job, updatedAt: sql`now()` })
        .where(and(eq(schema.jobPostings.siteId, siteId), eq(schema.jobPostings.id, jobId)))
        .returning(),
    );
    if (!row) throw new AppError("not_found", "No such job posting.");
    await indexJob(tx, row);
    return row;
  });
}

export async function deleteJob(siteId: SiteId, jobId: string): Promise<StoredJob> {
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await tx
      .delete(schema.jobPostings)
      .where(and(eq(schema.jobPostings.siteId, siteId), eq(schema.jobPostings.id, jobId)))
      .returning();
    if (!row) throw new AppError("not_found", "No such job posting.");
    await unindexDocument(tx, siteId, row.id);
    return row;
  });
}

async function indexJob(tx: Transaction, row: StoredJob): Promise<void> {
  const siteId = row.siteId as SiteId;
  await indexDocument(tx, siteId, {
    sourceId: row.id,
    kind: "job",
    path: await mountPath(tx, siteId, "jobs", row.slug),
    title: row.title,
    body: `${row.summary} ${row.locality} ${richTextToPlain(row.body)}`,
    visibleFrom: row.datePosted,
  });
}

const sameSlugIsConflict = <T>(query: PromiseLike<T>) => uniqueAsConflict(query, { jobs_site_slug: ["slug", "Another job posting already has this slug."] });
