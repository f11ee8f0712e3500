import { desc, eq, sql } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import { publicationWords } from "@/lib/publication";
import { urls } from "@/lib/urls";
import { editorFor } from "@/modules/admin/editable";
import { specOf } from "@/modules/admin/schema-form/spec";
import { authorize, type Actor } from "@/modules/auth/access";
import { teamMemberInputSchema, teamService, type StoredTeamMember, type TeamMemberInput } from "./service";
import { zoneOf } from "@/modules/sites/calendar";

const fields = ({ slug, name, role, bio, photo, email, position }: StoredTeamMember): TeamMemberInput => ({ slug, name, role, bio, photo, email, position });

/**
 * Team members as editors change them (admin/editable.ts holds the rules
 * every kind shares). An editor's save is the member's draft while they are
 * published (collections/service.ts); a new member is a draft until published.
 */
export const teamEditor = editorFor<StoredTeamMember, TeamMemberInput>({
  entity: "team-member",
  noun: "team member",
  find: teamService.find,
  insert: (siteId, input, id) => teamService.insert(siteId, input, id ? { id } : { status: "draft" }),
  update: teamService.saveDraft,
  remove: teamService.remove,
  toInput: (row) => fields(teamService.working(row)),
  describe: (row) => `"${row.name}"`,
  restore: (siteId, row) => teamService.restore(siteId, row, fields(row)),
});

export const teamSpec = specOf(teamMemberInputSchema);

export interface TeamListItem {
  id: string;
  name: string;
  slug: string;
  role: string;
  address: string | null;
  /** Its state in words: "Published", "Draft: ...", "Scheduled for ...". */
  publication: string;
}

/** Newest first; the site lists them by position, then name. */
export async function listTeamForEditing(actor: Actor | null, siteSlug: string): Promise<TeamListItem[]> {
  const { site } = await authorize(actor, siteSlug, "content");
  const rows = await db()
    .select({
      id: schema.teamMembers.id,
      status: schema.teamMembers.status,
      hasDraft: sql<boolean>`${schema.teamMembers.draft} is not null`,
      publishAt: schema.teamMembers.publishAt,
      name: schema.teamMembers.name,
      slug: schema.teamMembers.slug,
      role: schema.teamMembers.role,
    })
    .from(schema.teamMembers)
    .where(eq(schema.teamMembers.siteId, site.id))
    .orderBy(desc(schema.teamMembers.createdAt));
  return rows.map(({ status, hasDraft, publishAt, ...row }) => ({
    ...row,
    publication: publicationWords({ status, hasDraft, publishAt }, zoneOf(site), "team member"),
    address: urls.teamMember(site, row.slug),
  }));
}
