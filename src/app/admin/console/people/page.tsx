import Link from "next/link";
import { operatorPage } from "@/modules/admin/access";
import { AdminHeading, Cell, Panel, StatusBadge, Table, buttonClass } from "@/modules/admin/components/ui";
import { ActionForm } from "@/modules/admin/components/action-form";
import { setOperatorAction } from "@/modules/people/actions";
import { listEveryone } from "@/modules/people/queries";

export const metadata = { title: "People" };

export default async function ConsolePeople() {
  const actor = await operatorPage("/admin/console/people");
  const people = await listEveryone(actor);
  return (
    <>
      <AdminHeading title="People" lead="Everyone with an account, and their part in each site. Invite people from a site's People page." />
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
