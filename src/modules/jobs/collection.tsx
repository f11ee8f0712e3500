import { richTextToHtml } from "@/lib/rich-text/schema";
import { postalAddress, type Address } from "@/lib/schema-org";
import { urls } from "@/lib/urls";
import { siteUrl } from "@/modules/sites/urls";
import { adminCollection } from "@/modules/collections/admin";
import { defineCollection, itemPaths } from "@/modules/collections/kind";
import { jobEditor, jobSpec, listJobsForEditing } from "./admin";
import { JobArticle } from "./components/job-views";
import { draftForLink, itemPreviewBanner } from "@/modules/collections/drafts";
import { jobFromEditorValues, publicJob } from "./preview";
import { getJob, listJobAddresses, type Job } from "./queries";
import { jobService } from "./service";

const days = (n: number) => new Date(Date.now() + n * 24 * 3600_000);

/** Job postings at the site's mount ({slug}), each with its application form. */
export const jobsCollection = defineCollection<{ kind: "job"; slug: string }, { kind: "job"; job: Job; preview?: string }>({
  key: "jobs",
  paths: itemPaths("job"),
  async load(site, route, access) {
    // A signed preview link shows the posting's saved draft at the draft's own address.
    const draft = await draftForLink(jobService, site.id, route.slug, null, access.preview);
    if (draft) return { kind: "job", job: publicJob(draft), preview: itemPreviewBanner("job posting") };
    const job = await getJob(site.id, route.slug);
    return job && { kind: "job", job };
  },
  livePreview: (site, input) => {
    const job = jobFromEditorValues(input);
    return { path: `${site.mounts.jobs ?? "careers"}/${job.slug}`, item: { kind: "job", job } };
  },
  meta: (_site, { job }) => ({ title: `${job.title} (job opening)`, description: job.summary }),
  View: ({ site, item }) => <JobArticle site={site} job={item.job} />,
  structuredData: ({ job }, { site, url }) => [
    {
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: job.title,
      // Google reads a posting's description as HTML: its paragraphs and lists kept.
      description: richTextToHtml(job.body),
      url,
      datePosted: job.datePosted.toISOString(),
      validThrough: job.validThrough.toISOString(),
      employmentType: job.employmentType,
      hiringOrganization: { "@type": "Organization", name: site.name, sameAs: siteUrl(site) },
      jobLocation: { "@type": "Place", address: jobAddress(job, site.settings.contact.address) },
      ...(job.salaryMin !== null &&
        job.salaryUnit && {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: "USD",
            value: {
              "@type": "QuantitativeValue",
              minValue: job.salaryMin,
              ...(job.salaryMax !== null && { maxValue: job.salaryMax }),
              unitText: job.salaryUnit,
            },
          },
        }),
    },
  ],
  async entries(site) {
    const base = site.mounts.jobs;
    if (!base) return [];
    return (await listJobAddresses(site.id)).map((j) => ({ path: `${base}/${j.slug}`, title: j.title, lastModified: j.updatedAt, group: "jobs-and-people" }));
  },
  admin: [
    adminCollection({
      key: "jobs",
      title: "Job postings",
      noun: "job posting",
      lead: "Open positions; a posting closes on its own after its closing date.",
      mount: "jobs",
      detailHeading: "Valid through",
      editor: jobEditor,
      spec: jobSpec,
      blank: () => ({ datePosted: new Date(), validThrough: days(30) }),
      list: async (actor, site) => (await listJobsForEditing(actor, site)).map((j) => ({ ...j, detail: j.validThrough })),
      titleOf: (row) => row.title,
      address: (site, row) => urls.job(site, row.slug),
      drafts: jobService,
    }),
  ],
  editors: { job: { editor: jobEditor, adminPath: (site, id) => `/admin/sites/${site}/content/jobs/${id}` } },
});

/** Where a job is: the business's own address when it is in the business's town, else its town and state. */
function jobAddress(job: Pick<Job, "locality" | "region">, address: Address | undefined) {
  if (address && address.locality.toLowerCase() === job.locality.toLowerCase() && address.region.toLowerCase() === job.region.toLowerCase())
    return postalAddress(address);
  return { "@type": "PostalAddress", addressLocality: job.locality, addressRegion: job.region, addressCountry: "US" };
}
