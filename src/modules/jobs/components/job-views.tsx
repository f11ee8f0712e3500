import { Briefcase, MapPin } from "lucide-react";
import { RichText } from "@/components/rich-text";
import { PageHeading } from "@/components/ui";
import { EMPLOYMENT_TYPE_LABELS, formatDate, formatSalary } from "@/lib/format";
import { SiteForm } from "@/modules/forms/components/form-block";
import type { Site } from "@/modules/sites/queries";
import type { Job } from "../queries";

/** A job posting's page, with the application form while it is open. */
export function JobArticle({ site, job }: { site: Site; job: Job }) {
  const salary = formatSalary(job.salaryMin, job.salaryMax, job.salaryUnit);
  const closed = job.validThrough < new Date();
  return (
    <article>
      <PageHeading title={job.title} lead={job.summary} eyebrow="Careers" />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div className="md:col-span-2">
          {closed && (
            <p role="status" className="mb-6 rounded-site border-l-4 border-primary bg-surface p-4 font-semibold">
              This position is no longer accepting applications.
            </p>
          )}
          <RichText doc={job.body} site={site} className="text-lg" />
        </div>
        <aside aria-label="Position details" className="h-fit space-y-3 rounded-site bg-surface p-6">
          <p className="flex gap-2">
            <Briefcase aria-hidden="true" className="mt-0.5 shrink-0 text-primary" />
            {EMPLOYMENT_TYPE_LABELS[job.employmentType]}
          </p>
          <p className="flex gap-2">
            <MapPin aria-hidden="true" className="mt-0.5 shrink-0 text-primary" />
            {job.locality}, {job.region}
          </p>
          {salary && <p className="font-semibold">{salary}</p>}
          <p className="text-sm text-muted">
            Posted {formatDate(job.datePosted)}
            {!closed && <> · Apply by {formatDate(job.validThrough)}</>}
          </p>
        </aside>
      </div>
      {!closed && <SiteForm site={site} formKey="job-application" path={`${site.mounts.jobs}/${job.slug}`} id="apply" heading={`Apply for ${job.title}`} quiet />}
    </article>
  );
}
