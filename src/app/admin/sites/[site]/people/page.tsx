import { pageAccess } from "@/modules/admin/access";
import { AdminHeading, Cell, Panel, StatusBadge, Table } from "@/modules/admin/components/ui";
import { inviteAction } from "@/modules/people/actions";
import { InviteForm } from "@/modules/people/components/invite-form";
import { PersonControls } from "@/modules/people/components/person-controls";
import { listSitePeople } from "@/modules/people/queries";
import { ROLE_DUTIES } from "@/modules/people/schema";

export const metadata = { title: "People" };

export default async function SitePeople({ params }: { params: Promise<{ site: string }> }) {
  const { site: slug } = await params;
  const { site, actor } = await pageAccess(slug, "site", `/admin/sites/${slug}/people`);
  const people = await listSitePeople(actor, site.slug);
  return (
    <>
      <AdminHeading title="People" lead={`Owners look after ${ROLE_DUTIES.owner}; editors look after ${ROLE_DUTIES.editor}. A site always keeps at least one owner.`} />
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
      <Panel title="Invite someone" id="invite">
        <InviteForm action={inviteAction.bind(null, site.slug)} />
      </Panel>
    </>
  );
}
