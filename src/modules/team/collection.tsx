import { richTextToPlain } from "@/lib/rich-text/schema";
import { urls } from "@/lib/urls";
import { adminCollection } from "@/modules/collections/admin";
import { defineCollection, itemPaths } from "@/modules/collections/kind";
import { listTeamForEditing, teamEditor, teamSpec } from "./admin";
import { TeamMemberArticle } from "./components/team-views";
import { draftForLink, itemPreviewBanner } from "@/modules/collections/drafts";
import { publicTeamMember, teamMemberFromEditorValues } from "./preview";
import { getTeamMember, listTeamAddresses, type TeamMember } from "./queries";
import { teamService } from "./service";

/** The people of the business at the site's mount ({name}). */
export const teamCollection = defineCollection<{ kind: "teamMember"; slug: string }, { kind: "teamMember"; member: TeamMember; preview?: string }>({
  key: "team",
  paths: itemPaths("teamMember"),
  async load(site, route, access) {
    // A signed preview link shows the member's saved draft at the draft's own address.
    const draft = await draftForLink(teamService, site.id, route.slug, null, access.preview);
    if (draft) return { kind: "teamMember", member: publicTeamMember(draft), preview: itemPreviewBanner("team member") };
    const member = await getTeamMember(site.id, route.slug);
    return member && { kind: "teamMember", member };
  },
  livePreview: (site, input) => {
    const member = teamMemberFromEditorValues(input);
    return { path: `${site.mounts.team ?? "team"}/${member.slug}`, item: { kind: "teamMember", member } };
  },
  meta: (_site, { member }) => ({ title: `${member.name}, ${member.role}`, description: richTextToPlain(member.bio) }),
  View: ({ site, item }) => <TeamMemberArticle site={site} member={item.member} />,
  structuredData: ({ member }, { url, publisher }) => [
    { "@context": "https://schema.org", "@type": "Person", name: member.name, jobTitle: member.role, worksFor: publisher, url },
  ],
  async entries(site) {
    const base = site.mounts.team;
    if (!base) return [];
    return (await listTeamAddresses(site.id)).map((t) => ({ path: `${base}/${t.slug}`, title: t.name, lastModified: t.updatedAt, group: "jobs-and-people" }));
  },
  admin: [
    adminCollection({
      key: "team",
      title: "Team members",
      noun: "team member",
      lead: "The people of the business; the site lists them by position, then name.",
      mount: "team",
      detailHeading: "Role",
      editor: teamEditor,
      spec: teamSpec,
      blank: () => ({ position: 0 }),
      list: async (actor, site) => (await listTeamForEditing(actor, site)).map((m) => ({ ...m, title: m.name, detail: m.role })),
      titleOf: (row) => row.name,
      address: (site, row) => urls.teamMember(site, row.slug),
      drafts: teamService,
    }),
  ],
  editors: { "team-member": { editor: teamEditor, adminPath: (site, id) => `/admin/sites/${site}/content/team/${id}` } },
});
