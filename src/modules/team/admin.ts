import "server-only";
import { desc, eq } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import { urls } from "@/lib/urls";
import { editorFor } from "@/modules/admin/editable";
import { specOf } from "@/modules/admin/schema-form/spec";
import { authorize, type Actor } from "@/modules/auth/access";
import { teamMemberInputSchema, teamService, type StoredTeamMember, type TeamMemberInput } from "./service";

/** Team members as editors change them (admin/editable.ts holds the rules every kind shares). */
export const teamEditor = editorFor<StoredTeamMember, TeamMemberInput>({
  entity: "team-member",
  noun: "team member",
  find: teamService.find,
  insert: (siteId, input, id) => teamService.insert(siteId, input, { id }),
  update: teamService.update,
  remove: teamService.remove,
  toInput: ({ slug, name, role, bio, photo, email, position }) => ({ slug, name, role, bio, photo, email, position }),
  describe: (row) => `"${row.name}"`,
});

export const teamSpec = specOf(teamMemberInputSchema);

export interface TeamListItem {
  id: string;
  name: string;
  slug: string;
  role: string;
  address: string | null;
}

/** Newest first; the site lists them by position, then name. */
export async function listTeamForEditing(actor: Actor | null, siteSlug: string): Promise<TeamListItem[]> {
  const { site } = await authorize(actor, siteSlug, "content");
  const rows = await db()
    .select({ id: schema.teamMembers.id, name: schema.teamMembers.name, slug: schema.teamMembers.slug, role: schema.teamMembers.role })
    .from(schema.teamMembers)
    .where(eq(schema.teamMembers.siteId, site.id))
    .orderBy(desc(schema.teamMembers.createdAt));
  return rows.map((row) => ({ ...row, address: urls.teamMember(site, row.slug) }));
}
