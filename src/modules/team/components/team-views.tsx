import { Mail } from "lucide-react";
import { RichText } from "@/components/rich-text";
import type { Site } from "@/modules/sites/queries";
import type { TeamMember } from "../queries";
import { Portrait } from "./portrait";

/** A team member's page: portrait, name, role, email and bio. */
export function TeamMemberArticle({ site, member }: { site: Site; member: TeamMember }) {
  return (
    <article>
      <div className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12 sm:flex-row sm:items-center sm:px-6">
          <Portrait site={site} member={member} large />
          <div>
            <h1 className="font-heading text-4xl font-bold tracking-tight">{member.name}</h1>
            <p className="mt-2 text-xl text-muted">{member.role}</p>
            {member.email && (
              <p className="mt-3 flex items-center gap-2">
                <Mail aria-hidden="true" size={18} className="text-primary" />
                <a href={`mailto:${member.email}`} className="text-primary underline underline-offset-2">
                  {member.email}
                </a>
              </p>
            )}
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <RichText doc={member.bio} site={site} className="text-lg" />
      </div>
    </article>
  );
}
