import Link from "@/components/link";
import type { BlockComponentProps } from "@/blocks/context";
import { ItemHeading, Section } from "@/components/ui";
import { urls } from "@/lib/urls";
import { listOrganizations } from "../queries";

export async function OrganizationListBlock({ props, ctx }: BlockComponentProps<"organizationList">) {
  const organizations = await listOrganizations(ctx.site.id);
  return (
    <Section heading={props.heading} intro={props.intro} headingId={`${ctx.id}-h`}>
      <ul className="grid gap-5 md:grid-cols-2">
        {organizations.map((org) => (
          <li key={org.slug} className="rounded-site border border-line bg-page p-6">
            <ItemHeading under={props.heading} className="font-heading text-xl font-bold">
              <Link href={urls.organization(ctx.site, org.slug)} className="text-primary underline-offset-2 hover:underline">
                {org.name}
              </Link>
            </ItemHeading>
            <p className="mt-2 text-muted">{org.summary}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
