import "server-only";
import { eq } from "drizzle-orm";
import { schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import { AppError } from "@/lib/errors";
import { audited } from "@/modules/audit/service";
import { authorize, requireOperator, type Actor } from "@/modules/auth/access";
import { ensureUser, makeOperator, peopleOfSite, removeMembership, sendInvitation, setMembership, type SitePerson } from "@/modules/auth/service";
import type { Site } from "@/modules/sites/queries";
import { findPerson } from "./queries";
import { inviteSchema, roleSchema, USER_ID } from "./schema";

/**
 * Giving people their part in a site (owners and operators), and making
 * operators (operators only). A site never loses its last owner this way, nor
 * the platform its last operator.
 */

/**
 * Gives the person the role on the site; a new account gets the mail with a
 * link to choose a password, which is the invitation. Returns whether the
 * account is new.
 */
export async function invitePerson(actor: Actor | null, siteSlug: string, input: { email: string; name: string; role: string }): Promise<{ created: boolean }> {
  const { site, actor: by } = await authorize(actor, siteSlug, "site");
  const data = inviteSchema.parse(input);
  const already = (await peopleOfSite(site.id)).find((p) => p.email === data.email);
  if (already) throw new AppError("conflict", `${data.email} already works on this site as ${already.role}; change their role in the list.`, { field: "email" });
  return audited(
    by,
    site,
    ({ created }) => ({ action: "person.invite", entity: "person", entityId: data.email, summary: `${created ? "Invited" : "Gave"} ${data.email} ${created ? "as" : "the role"} ${data.role}` }),
    async () => {
      const person = await ensureUser({ email: data.email, name: data.name });
      await setMembership(site.id, person.id, data.role);
      if (person.created) await sendInvitation(data, { siteName: site.name, invitedBy: by.name || by.email, role: data.role });
      return { created: person.created };
    },
  );
}

export async function changeRole(actor: Actor | null, siteSlug: string, userId: string, role: string): Promise<void> {
  const { site, actor: by } = await authorize(actor, siteSlug, "site");
  const next = roleSchema.parse(role);
  const { person, people } = await memberOf(site, userId);
  if (person.role === next) return;
  if (next !== "owner") keepAnOwner(people, person, "demote");
  await audited(by, site, { action: "person.role", entity: "person", entityId: person.email, summary: `Made ${person.email} ${next === "owner" ? "an owner" : "an editor"}` }, () => setMembership(site.id, person.userId, next));
}

export async function removePerson(actor: Actor | null, siteSlug: string, userId: string): Promise<void> {
  const { site, actor: by } = await authorize(actor, siteSlug, "site");
  const { person, people } = await memberOf(site, userId);
  keepAnOwner(people, person, "remove");
  await audited(by, site, { action: "person.remove", entity: "person", entityId: person.email, summary: `Removed ${person.email} (${person.role}) from the site` }, () => removeMembership(site.id, person.userId));
}

/** The site's person with this id; anyone else (another site's, a malformed id) is not_found. */
async function memberOf(site: Site, userId: string): Promise<{ person: SitePerson; people: SitePerson[] }> {
  const people = USER_ID.test(userId) ? await peopleOfSite(site.id) : [];
  const person = people.find((p) => p.userId === userId);
  if (!person) throw new AppError("not_found", "That person does not work on this site.");
  return { person, people };
}

function keepAnOwner(people: SitePerson[], person: SitePerson, change: "demote" | "remove"): void {
  const owners = people.filter((p) => p.role === "owner");
  if (person.role === "owner" && owners.length === 1) {
    throw new AppError("conflict", `${person.email} is the site's only owner: make someone else an owner before you ${change === "demote" ? "change their role" : "remove them"}.`);
  }
}

/** Makes the person an operator, or stops them being one. Returns whether anything changed. */
export async function setOperator(actor: Actor | null, userId: string, operator: boolean): Promise<boolean> {
  const by = requireOperator(actor);
  const person = await findPerson(userId);
  if (!person) throw new AppError("not_found", "No such person.");
  if (person.isOperator === operator) return false;
  const entry = { action: operator ? "operator.grant" : "operator.revoke", entity: "person", entityId: person.email, summary: `${operator ? "Made" : "Stopped"} ${person.email} ${operator ? "an operator" : "being an operator"}` };
  await audited(by, null, entry, () => (operator ? makeOperator(person.userId) : revokeOperator(person.userId)));
  return true;
}

/** Operators are counted with their rows locked, so two operators revoking each other cannot leave none. */
function revokeOperator(userId: string): Promise<void> {
  return write([], async (tx) => {
    const operators = await tx.select({ userId: schema.operators.userId }).from(schema.operators).for("update");
    if (operators.length <= 1) throw new AppError("conflict", "The platform needs at least one operator: make someone else an operator first.");
    await tx.delete(schema.operators).where(eq(schema.operators.userId, userId));
  });
}
