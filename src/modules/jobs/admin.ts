import { desc, eq, sql } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import { publicationWords } from "@/lib/publication";
import { urls } from "@/lib/urls";
import { editorFor } from "@/modules/admin/editable";
import { specOf, type FieldSpec } from "@/modules/admin/schema-form/spec";
import { authorize, type Actor } from "@/modules/auth/access";
import { jobInputSchema, jobService, type JobInput, type StoredJob } from "./service";
import { zoneOf } from "@/modules/sites/calendar";

const fields = ({
  slug,
  title,
  summary,
  body,
  employmentType,
  locality,
  region,
  salaryMin,
  salaryMax,
  salaryUnit,
  datePosted,
  validThrough,
}: StoredJob): JobInput => ({ slug, title, summary, body, employmentType, locality, region, salaryMin, salaryMax, salaryUnit, datePosted, validThrough });

/**
 * Job postings as editors change them (admin/editable.ts holds the rules
 * every kind shares). An editor's save is the posting's draft while it is
 * published (collections/service.ts); a new posting is a draft until published.
 */
export const jobEditor = editorFor<StoredJob, JobInput>({
  entity: "job",
  noun: "job posting",
  find: jobService.find,
  insert: (siteId, input, id) => jobService.insert(siteId, input, id ? { id } : { status: "draft" }),
  update: jobService.saveDraft,
  remove: jobService.remove,
  toInput: (row) => fields(jobService.working(row)),
  describe: (row) => `"${row.title}"`,
  restore: (siteId, row) => jobService.restore(siteId, row, fields(row)),
});

export const jobSpec: FieldSpec = specOf(jobInputSchema);

export interface JobListItem {
  id: string;
  title: string;
  slug: string;
  validThrough: Date;
  address: string | null;
  /** Its state in words: "Published", "Draft: ...", "Scheduled for ...". */
  publication: string;
}

export async function listJobsForEditing(actor: Actor | null, siteSlug: string): Promise<JobListItem[]> {
  const { site } = await authorize(actor, siteSlug, "content");
  const rows = await db()
    .select({
      id: schema.jobPostings.id,
      status: schema.jobPostings.status,
      hasDraft: sql<boolean>`${schema.jobPostings.draft} is not null`,
      publishAt: schema.jobPostings.publishAt,
      title: schema.jobPostings.title,
      slug: schema.jobPostings.slug,
      validThrough: schema.jobPostings.validThrough,
    })
    .from(schema.jobPostings)
    .where(eq(schema.jobPostings.siteId, site.id))
    .orderBy(desc(schema.jobPostings.datePosted));
  return rows.map(({ status, hasDraft, publishAt, ...row }) => ({
    ...row,
    publication: publicationWords({ status, hasDraft, publishAt }, zoneOf(site), "job posting"),
    address: urls.job(site, row.slug),
  }));
}
