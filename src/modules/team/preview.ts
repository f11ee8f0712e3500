import { forgiving } from "@/modules/collections/drafts";
import type { TeamMember } from "./queries";
import { teamMemberInputSchema, type StoredTeamMember } from "./service";

/** A stored member (their saved draft over their published values) as visitors' pages draw one. */
export function publicTeamMember(row: StoredTeamMember): TeamMember {
  const { slug, name, role, bio, email, photo } = row;
  return { slug, name, role, bio, email, photo };
}

/** The editor's unsaved values as a member's page draws them (live preview). */
export function teamMemberFromEditorValues(input: Record<string, unknown>): TeamMember {
  const values = forgiving(teamMemberInputSchema, input, {
    slug: "untitled",
    name: "Unnamed team member",
    role: "",
    bio: { type: "doc" as const, content: [] },
    email: null,
    photo: null,
    position: 0,
  });
  return publicTeamMember(values as unknown as StoredTeamMember);
}
