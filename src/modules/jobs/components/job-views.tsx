import { Briefcase, MapPin } from "lucide-react";
import { RichText } from "@/components/rich-text";
import { PageHeading } from "@/components/ui";
import { EMPLOYMENT_TYPE_LABELS, formatDate, formatSalary } from "@/lib/format";
import { SiteForm } from "@/modules/forms/components/form-block";
import { formAnchor } from "@/modules/forms/present";
import { getForm } from "@/modules/forms/queries";
import type { Site } from "@/modules/sites/queries";
import type { Job } from "../queries";

const APPLICATION_FORM = "job-application";

/**
 * A job posting's page, with the application form while it is open. The
 * position's facts and an Apply link come first (beside the description on a
 * wide screen, above it on a phone), so the way to apply is in the first screen.
 */
export async function JobArticle({ site, job }: { site: Site; job: Job }) {
  const salary = formatSalary(job.salaryMin, job.salaryMax, job.salaryUnit);
  const closed = job.validThrough < new Date();
  const applies = !closed && (await getForm(site.id, APPLICATION_FORM)) !== null;
  return (
    <article>
      <PageHeading title={job.title} lead={job.summary} eyebrow="Careers" />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8 sm:px-6 md:grid-cols-3 md:py-12">
        <aside aria-label="Position details" className="h-fit space-y-3 rounded-site bg-surface p-6 md:col-start-3 md:row-start-1">
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
          {applies && (
            <a
              href={`#${formAnchor(APPLICATION_FORM)}`}
              data-testid="apply-link"
              className="flex min-h-11 items-center justify-center rounded-site bg-primary px-5 py-2 font-semibold text-on-primary no-underline hover:opacity-90"
            >
              Apply for this job
            </a>
          )}
        </aside>
        <div className="md:col-span-2 md:row-start-1">
          {closed && (
            <p role="status" className="mb-6 rounded-site border-l-4 border-primary bg-surface p-4 font-semibold">
              This position is no longer accepting applications.
            </p>
          )}
          <RichText doc={job.body} site={site} className="text-lg" />
        </div>
      </div>
      {applies && (
        <SiteForm site={site} formKey={APPLICATION_FORM} path={`${site.mounts.jobs}/${job.slug}`} id="apply" heading={`Apply for ${job.title}`} quiet />
      )}
    </article>
  );
}
