import { forgiving } from "@/modules/collections/drafts";
import type { Job } from "./queries";
import { jobInputSchema, type StoredJob } from "./service";

/** A stored posting (its saved draft over its published values) as visitors' pages draw one. */
export function publicJob(row: StoredJob): Job {
  const { slug, title, summary, body, employmentType, locality, region, salaryMin, salaryMax, salaryUnit, datePosted, validThrough } = row;
  return { slug, title, summary, body, employmentType, locality, region, salaryMin, salaryMax, salaryUnit, datePosted, validThrough };
}

/** The editor's unsaved values as a posting's page draws them (live preview). */
export function jobFromEditorValues(input: Record<string, unknown>): Job {
  const now = new Date();
  const values = forgiving(jobInputSchema, input, {
    slug: "untitled",
    title: "Untitled job posting",
    summary: "",
    body: { type: "doc" as const, content: [] },
    employmentType: "FULL_TIME" as const,
    locality: "",
    region: "",
    salaryMin: null,
    salaryMax: null,
    salaryUnit: null,
    datePosted: now,
    validThrough: new Date(now.getTime() + 30 * 24 * 3600_000),
  });
  // A salary is shown only with its unit, as a save requires.
  return (values.salaryUnit === null ? { ...values, salaryMin: null, salaryMax: null } : values) as Job;
}
