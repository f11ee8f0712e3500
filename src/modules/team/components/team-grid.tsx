import { gridColumns } from "@/lib/grid";
import type { BlockComponentProps } from "@/blocks/context";
import { MaybeLink, Section } from "@/components/ui";
import { urls } from "@/lib/urls";
import { listTeam } from "../queries";
import { Portrait } from "./portrait";

export async function TeamGridBlock({ props, ctx }: BlockComponentProps<"teamGrid">) {
  const team = await listTeam(ctx.site.id);
  return (
    <Section heading={props.heading} intro={props.intro} headingId={`${ctx.id}-h`}>
      <ul className={`grid gap-6 ${gridColumns(team.length, 4)}`}>
        {team.map((member) => {
          const href = urls.teamMember(ctx.site, member.slug);
          return (
            <li key={member.slug} className="rounded-site border border-line bg-page p-6 text-center">
              <Portrait site={ctx.site} member={member} />
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
