import { and, desc, eq } from "drizzle-orm";
import { cached, tags } from "@/server/cache";
import { db, schema } from "@/server/db/client";
import type { RichTextDoc } from "@/lib/rich-text/schema";
import type { SiteId } from "@/modules/sites/queries";

export interface JobSummary {
  slug: string;
  title: string;
  summary: string;
  employmentType: (typeof schema.employmentType.enumValues)[number];
  locality: string;
  region: string;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryUnit: "HOUR" | "YEAR" | null;
  datePosted: Date;
  validThrough: Date;
}
export interface Job extends JobSummary {
  body: RichTextDoc;
}

/** Visitors see only published postings: every public read below has this condition. */
const published = eq(schema.jobPostings.status, "published");

const columns = {
  slug: schema.jobPostings.slug,
  title: schema.jobPostings.title,
  summary: schema.jobPostings.summary,
  employmentType: schema.jobPostings.employmentType,
  locality: schema.jobPostings.locality,
  region: schema.jobPostings.region,
  salaryMin: schema.jobPostings.salaryMin,
  salaryMax: schema.jobPostings.salaryMax,
  salaryUnit: schema.jobPostings.salaryUnit,
  datePosted: schema.jobPostings.datePosted,
  validThrough: schema.jobPostings.validThrough,
};

/** Every posting, newest first; the list shows which are still open at render time. */
export function listJobs(siteId: SiteId): Promise<JobSummary[]> {
  return cached(`jobs:${siteId}`, [tags.site(siteId)], () =>
    db()
      .select(columns)
      .from(schema.jobPostings)
      .where(and(eq(schema.jobPostings.siteId, siteId), published))
      .orderBy(desc(schema.jobPostings.datePosted)),
  );
}

export function getJob(siteId: SiteId, slug: string): Promise<Job | null> {
  return cached(`job:${siteId}:${slug}`, [tags.site(siteId)], async () => {
    const [row] = await db()
      .select({ ...columns, body: schema.jobPostings.body })
      .from(schema.jobPostings)
      .where(and(eq(schema.jobPostings.siteId, siteId), published, eq(schema.jobPostings.slug, slug)))
      .limit(1);
    return row ?? null;
  });
}

/** The addresses the site map lists: every posting, open or closed. */
export function listJobAddresses(siteId: SiteId): Promise<Array<{ slug: string; title: string; updatedAt: Date }>> {
  return db()
    .select({ slug: schema.jobPostings.slug, title: schema.jobPostings.title, updatedAt: schema.jobPostings.updatedAt })
    .from(schema.jobPostings)
    .where(and(eq(schema.jobPostings.siteId, siteId), published));
}
