import { gridColumns } from "@/lib/grid";
import type { BlockComponentProps } from "@/blocks/context";
import { MaybeLink, Section } from "@/components/ui";
import { urls } from "@/lib/urls";
import { SiteImage } from "@/modules/media/components/site-image";
import { listTeam } from "../queries";

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((part) => /^[A-Za-z]/.test(part))
    .map((part) => part[0])
    .slice(0, 2)
    .join("")
    .toUpperCase();
}

export async function TeamGridBlock({ props, ctx }: BlockComponentProps<"teamGrid">) {
  const team = await listTeam(ctx.site.id);
  return (
    <Section heading={props.heading} intro={props.intro} headingId={`${ctx.id}-h`}>
      <ul className={`grid gap-6 ${gridColumns(team.length, 4)}`}>
        {team.map((member) => {
          const href = urls.teamMember(ctx.site, member.slug);
          return (
            <li key={member.slug} className="rounded-site border border-line bg-page p-6 text-center">
              {member.photo ? (
                <span className="mx-auto block h-24 w-24 overflow-hidden rounded-full">
                  <SiteImage site={ctx.site} image={member.photo} sizes="96px" className="h-full w-full object-cover" />
                </span>
              ) : (
                <span aria-hidden="true" className="mx-auto flex h-24 w-24 items-center justify-center rounded-full bg-primary font-heading text-3xl font-bold text-on-primary">
                  {initials(member.name)}
                </span>
              )}
              <h3 className="mt-4 font-heading text-lg font-bold">
                <MaybeLink href={href}>{member.name}</MaybeLink>
              </h3>
              <p className="text-muted">{member.role}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
