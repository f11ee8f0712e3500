import { Briefcase, MapPin } from "lucide-react";
import type { BlockComponentProps } from "@/blocks/context";
import { ItemHeading, MaybeLink, Section } from "@/components/ui";
import { EMPLOYMENT_TYPE_LABELS, formatSalary } from "@/lib/format";
import { urls } from "@/lib/urls";
import { listJobs } from "../queries";

export async function JobListBlock({ props, ctx }: BlockComponentProps<"jobList">) {
  const now = new Date();
  const open = (await listJobs(ctx.site.id)).filter((job) => job.validThrough >= now);
  return (
    <Section heading={props.heading} intro={props.intro} headingId={`${ctx.id}-h`}>
      {open.length === 0 ? (
        <p className="text-muted">There are no open positions right now.</p>
      ) : (
        <ul className="space-y-4">
          {open.map((job) => {
            const href = urls.job(ctx.site, job.slug);
            const salary = formatSalary(job.salaryMin, job.salaryMax, job.salaryUnit);
            return (
              <li key={job.slug} className="rounded-site border border-line bg-page p-6 transition hover:border-primary">
                <ItemHeading under={props.heading} className="font-heading text-xl font-bold">
                  <MaybeLink href={href}>{job.title}</MaybeLink>
                </ItemHeading>
                <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
                  <span className="flex items-center gap-1.5">
                    <Briefcase aria-hidden="true" size={16} />
                    {EMPLOYMENT_TYPE_LABELS[job.employmentType]}
                  </span>
                  <span className="flex items-center gap-1.5">
                    <MapPin aria-hidden="true" size={16} />
                    {job.locality}, {job.region}
                  </span>
                  {salary && <span>{salary}</span>}
                </p>
                <p className="mt-3 text-muted">{job.summary}</p>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
