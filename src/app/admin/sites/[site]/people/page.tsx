import { pageAccess } from "@/modules/admin/access";
import { ActionForm } from "@/modules/admin/components/action-form";
import { AdminHeading, Cell, Panel, StatusBadge, Table, buttonClass } from "@/modules/admin/components/ui";
import { inviteAction, withdrawInvitationAction } from "@/modules/people/actions";
import { InviteForm } from "@/modules/people/components/invite-form";
import { InvitationList } from "@/modules/people/components/invitations";
import { PersonControls } from "@/modules/people/components/person-controls";
import { listSiteInvitations, listSitePeople } from "@/modules/people/queries";
import { ROLE_DUTIES } from "@/modules/people/schema";
import { zoneOf } from "@/modules/sites/calendar";

export const metadata = { title: "People" };

export default async function SitePeople({ params }: { params: Promise<{ site: string }> }) {
  const { site: slug } = await params;
  const { site, actor } = await pageAccess(slug, "site", `/admin/sites/${slug}/people`);
  const zone = zoneOf(site);
  const [people, invitations] = await Promise.all([listSitePeople(actor, site.slug), listSiteInvitations(actor, site.slug)]);
  return (
    <>
      <AdminHeading
        title="People"
        lead={`Owners look after ${ROLE_DUTIES.owner}; editors look after ${ROLE_DUTIES.editor}. A site always keeps at least one owner.`}
      />
      <Panel title="Who works on this site" id="people">
        {people.length === 0 ? (
          <p>No one yet: only the platform&apos;s operators. Invite the site&apos;s owner below.</p>
        ) : (
          <Table caption={`People of ${site.name}`} head={["Person", "Role", "Change"]}>
            {people.map((person) => (
              <tr key={person.userId}>
                <Cell>
                  <span className="font-semibold">{person.name}</span>
                  {person.userId === actor.userId && " (you)"}
                  <br />
                  <span className="text-muted">{person.email}</span>
                </Cell>
                <Cell>
                  <StatusBadge tone={person.role === "owner" ? "good" : "neutral"}>{person.role}</StatusBadge>
                </Cell>
                <Cell>
                  <PersonControls siteSlug={site.slug} person={person} />
                </Cell>
              </tr>
            ))}
          </Table>
        )}
      </Panel>
      {invitations.length > 0 && (
        <Panel title="Invited, not answered yet" id="invited">
          <p className="mb-3">They work on this site only once they accept, signed in as themselves.</p>
          <InvitationList
            invitations={invitations}
            zone={zone}
            action={(invitation) => (
              <ActionForm action={withdrawInvitationAction.bind(null, site.slug, invitation.userId)} label={`Withdraw the invitation of ${invitation.email}`}>
                <button type="submit" className={buttonClass("secondary")}>
                  Withdraw<span className="sr-only"> the invitation of {invitation.email}</span>
                </button>
              </ActionForm>
            )}
          />
        </Panel>
      )}
      <Panel title="Invite someone" id="invite">
        <InviteForm action={inviteAction.bind(null, site.slug)} />
      </Panel>
    </>
  );
}
