import { and, eq } from "drizzle-orm";
import { schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import { publicOrigin } from "@/server/origin";
import { AppError } from "@/lib/errors";
import { audited } from "@/modules/audit/service";
import { authorize, requireOperator, type Actor, type SiteRole } from "@/modules/auth/access";
import { ensureUser, firstPasswordLink, makeOperator, peopleOfSite, removeMembership, setMembership, type SitePerson } from "@/modules/auth/service";
import { queueMail } from "@/modules/mail/outbox";
import { getSiteBySlug, type Site } from "@/modules/sites/queries";
import { findPerson, invitationsOf, invitationsOfSite } from "./queries";
import { inviteSchema, roleSchema, USER_ID } from "./schema";

/**
 * Giving people their part in a site (owners and operators), and making
 * operators (operators only). A site never loses its last owner this way, nor
 * the platform its last operator.
 */

/**
 * Invites someone to the site. Whether or not the address already has an account, the answer,
 * the audit line and the list of open invitations read the same, so an owner cannot learn who
 * has an account on the platform; and nobody is attached to a site without their consent: the
 * invited person accepts once signed in. A new account's mail also carries a link to choose its
 * password first.
 */
export async function invitePerson(actor: Actor | null, siteSlug: string, input: { email: string; name: string; role: string }): Promise<void> {
  const { site, actor: by } = await authorize(actor, siteSlug, "site");
  const data = inviteSchema.parse(input);
  const already = (await peopleOfSite(site.id)).find((p) => p.email === data.email);
  if (already)
    throw new AppError("conflict", `${data.email} already works on this site as ${already.role}; change their role in the list.`, { field: "email" });
  if ((await invitationsOfSite(site.id)).some((i) => i.email === data.email)) {
    throw new AppError("conflict", `${data.email} is invited already and has not answered yet; withdraw that invitation to send another.`, { field: "email" });
  }
  const invitedBy = by.name || by.email;
  const entry = { action: "person.invite", entity: "person", entityId: data.email, summary: `Invited ${data.email} as ${data.role}` };
  await audited(by, site, entry, async () => {
    const person = await ensureUser({ email: data.email, name: data.name });
    await inviteAccount(site, person.id, data.role, invitedBy, person.created ? await firstPasswordLink(person.id) : null);
  });
}

/**
 * The invitation and its mail, which asks the holder to sign in and answer; it carries no link
 * that acts for them, only, for a new account, the link to choose its first password.
 */
async function inviteAccount(site: Site, userId: string, role: SiteRole, invitedBy: string, passwordLink: string | null): Promise<void> {
  await write([], async (tx) => {
    const [account] = await tx
      .select({ email: schema.authUsers.email, name: schema.authUsers.name })
      .from(schema.authUsers)
      .where(eq(schema.authUsers.id, userId));
    const { email, name } = account!;
    const first = passwordLink ? `First choose your password (the link works for two days):\n\n${passwordLink}\n\nThen sign in` : "Sign in";
    // Without a site: the outbox is the site's owners' to read, and this mail may carry the new account's password link.
    const mailId = await queueMail(tx, null, {
      kind: "invitation",
      to: email,
      subject: `You are invited to work on ${site.name}`,
      text: `Hello ${name},\n\n${invitedBy} has invited you to work on ${site.name} as ${role === "owner" ? "an owner" : "an editor"}.\n\n${first} as ${email} to accept or decline:\n\n${publicOrigin()}/admin\n\nUntil you accept, you have no part in ${site.name}. If you do not know it, decline or ignore this mail.\n`,
    });
    await tx.insert(schema.siteInvitations).values({ siteId: site.id, userId, role, invitedBy, mailId, newAccount: passwordLink !== null });
  });
}

/** The signed-in person accepts (and gets the role) or declines an invitation to a site; not_found when there is none. */
export async function answerInvitation(actor: Actor | null, siteSlug: string, accept: boolean): Promise<void> {
  if (!actor) throw new AppError("unauthorized", "Sign in to continue.");
  const site = await getSiteBySlug(siteSlug);
  const invitation = site && (await invitationsOf(actor.userId)).find((i) => i.siteId === site.id);
  if (!site || !invitation) throw new AppError("not_found", "That invitation is no longer open.");
  const entry = {
    action: accept ? "person.accept" : "person.decline",
    entity: "person",
    entityId: actor.email,
    summary: `${actor.email} ${accept ? "accepted" : "declined"} the invitation to work on the site as ${invitation.role}`,
  };
  await audited(actor, site, entry, () =>
    write([], async (tx) => {
      const taken = await tx
        .delete(schema.siteInvitations)
        .where(and(eq(schema.siteInvitations.siteId, site.id), eq(schema.siteInvitations.userId, actor.userId)))
        .returning({ role: schema.siteInvitations.role });
      if (!taken.length) throw new AppError("not_found", "That invitation is no longer open.");
      if (accept) await setMembership(site.id, actor.userId, taken[0]!.role);
    }),
  );
}

/** An owner takes back an invitation nobody has answered. */
export async function withdrawInvitation(actor: Actor | null, siteSlug: string, userId: string): Promise<void> {
  const { site, actor: by } = await authorize(actor, siteSlug, "site");
  const invitation = USER_ID.test(userId) ? (await invitationsOfSite(site.id)).find((i) => i.userId === userId) : undefined;
  if (!invitation) throw new AppError("not_found", "That invitation is no longer open.");
  await audited(
    by,
    site,
    { action: "person.withdraw", entity: "person", entityId: invitation.email, summary: `Withdrew the invitation of ${invitation.email}` },
    () =>
      write([], (tx) => tx.delete(schema.siteInvitations).where(and(eq(schema.siteInvitations.siteId, site.id), eq(schema.siteInvitations.userId, userId)))),
  );
}

export async function changeRole(actor: Actor | null, siteSlug: string, userId: string, role: string): Promise<void> {
  const { site, actor: by } = await authorize(actor, siteSlug, "site");
  const next = roleSchema.parse(role);
  const { person, people } = await memberOf(site, userId);
  if (person.role === next) return;
  if (next !== "owner") keepAnOwner(people, person, "demote");
  await audited(
    by,
    site,
    { action: "person.role", entity: "person", entityId: person.email, summary: `Made ${person.email} ${next === "owner" ? "an owner" : "an editor"}` },
    () => setMembership(site.id, person.userId, next),
  );
}

export async function removePerson(actor: Actor | null, siteSlug: string, userId: string): Promise<void> {
  const { site, actor: by } = await authorize(actor, siteSlug, "site");
  const { person, people } = await memberOf(site, userId);
  keepAnOwner(people, person, "remove");
  await audited(
    by,
    site,
    { action: "person.remove", entity: "person", entityId: person.email, summary: `Removed ${person.email} (${person.role}) from the site` },
    () => removeMembership(site.id, person.userId),
  );
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
    throw new AppError(
      "conflict",
      `${person.email} is the site's only owner: make someone else an owner before you ${change === "demote" ? "change their role" : "remove them"}.`,
    );
  }
}

/** Makes the person an operator, or stops them being one. Returns whether anything changed. */
export async function setOperator(actor: Actor | null, userId: string, operator: boolean): Promise<boolean> {
  const by = requireOperator(actor);
  const person = await findPerson(userId);
  if (!person) throw new AppError("not_found", "No such person.");
  if (person.isOperator === operator) return false;
  const entry = {
    action: operator ? "operator.grant" : "operator.revoke",
    entity: "person",
    entityId: person.email,
    summary: `${operator ? "Made" : "Stopped"} ${person.email} ${operator ? "an operator" : "being an operator"}`,
  };
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
