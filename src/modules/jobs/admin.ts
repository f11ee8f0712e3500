import "server-only";
import { desc, eq } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import { urls } from "@/lib/urls";
import { editorFor } from "@/modules/admin/editable";
import { specOf, type FieldSpec } from "@/modules/admin/schema-form/spec";
import { authorize, type Actor } from "@/modules/auth/access";
import { jobInputSchema, jobService, type JobInput, type StoredJob } from "./service";

/** Job postings as editors change them (admin/editable.ts holds the rules every kind shares). */
export const jobEditor = editorFor<StoredJob, JobInput>({
  entity: "job",
  noun: "job posting",
  find: jobService.find,
  insert: (siteId, input, id) => jobService.insert(siteId, input, { id }),
  update: jobService.update,
  remove: jobService.remove,
  toInput: ({ slug, title, summary, body, employmentType, locality, region, salaryMin, salaryMax, salaryUnit, datePosted, validThrough }) => ({ slug, title, summary, body, employmentType, locality, region, salaryMin, salaryMax, salaryUnit, datePosted, validThrough }),
  describe: (row) => `"${row.title}"`,
});

export const jobSpec: FieldSpec = specOf(jobInputSchema);

export interface JobListItem {
  id: string;
  title: string;
  slug: string;
  validThrough: Date;
  address: string | null;
}

export async function listJobsForEditing(actor: Actor | null, siteSlug: string): Promise<JobListItem[]> {
  const { site } = await authorize(actor, siteSlug, "content");
  const rows = await db()
    .select({ id: schema.jobPostings.id, title: schema.jobPostings.title, slug: schema.jobPostings.slug, validThrough: schema.jobPostings.validThrough })
    .from(schema.jobPostings)
    .where(eq(schema.jobPostings.siteId, site.id))
    .orderBy(desc(schema.jobPostings.datePosted));
  return rows.map((row) => ({ ...row, address: urls.job(site, row.slug) }));
}
