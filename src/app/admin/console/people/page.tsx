import Link from "next/link";
import { operatorPage } from "@/modules/admin/access";
import { AdminHeading, Cell, Panel, StatusBadge, Table, buttonClass } from "@/modules/admin/components/ui";
import { ActionForm } from "@/modules/admin/components/action-form";
import { setOperatorAction } from "@/modules/people/actions";
import { InvitationList } from "@/modules/people/components/invitations";
import { listEveryInvitation, listEveryone } from "@/modules/people/queries";
import { SITE_TIME_ZONE } from "@/lib/time";

export const metadata = { title: "People" };

export default async function ConsolePeople() {
  const actor = await operatorPage("/admin/console/people");
  const [people, invitations] = await Promise.all([listEveryone(actor), listEveryInvitation(actor)]);
  return (
    <>
      <AdminHeading title="People" lead="Everyone with an account, and their part in each site. Invite people from a site's People page." />
      {invitations.length > 0 && (
        <Panel title="Invited, not answered yet" id="invited">
          <InvitationList
            invitations={invitations}
            zone={SITE_TIME_ZONE}
            site={(invitation) => (
              <Link href={`/admin/sites/${invitation.siteSlug}/people#invited`} className="underline">
                {invitation.siteName}
              </Link>
            )}
          />
        </Panel>
      )}
      {people.length === 0 ? (
        <Panel>
          <p>No one has an account yet.</p>
        </Panel>
      ) : (
        <Table caption="Everyone with an account" head={["Person", "Sites and roles", "Operator"]}>
          {people.map((person) => (
            <tr key={person.userId}>
              <Cell>
                <span className="font-semibold">{person.name}</span>
                <br />
                <span className="text-muted">{person.email}</span>
              </Cell>
              <Cell>
                {person.sites.length === 0 ? (
                  <span className="text-muted">No site</span>
                ) : (
                  <ul className="space-y-1">
                    {person.sites.map((site) => (
                      <li key={site.slug}>
                        <Link href={`/admin/sites/${site.slug}/people`} className="underline">
                          {site.name}
                        </Link>{" "}
                        <StatusBadge>{site.role}</StatusBadge>
                      </li>
                    ))}
                  </ul>
                )}
              </Cell>
              <Cell>
                <div className="mb-2">
                  {person.isOperator ? <StatusBadge tone="good">Operator</StatusBadge> : <span className="text-muted">Not an operator</span>}
                </div>
                <ActionForm action={setOperatorAction.bind(null, person.userId, !person.isOperator)} label={`Operator role of ${person.email}`}>
                  <button type="submit" className={buttonClass("secondary")}>
                    {person.isOperator ? `Stop ${person.email} being an operator` : `Make ${person.email} an operator`}
                  </button>
                </ActionForm>
              </Cell>
            </tr>
          ))}
        </Table>
      )}
    </>
  );
}
