import { and, desc, eq } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import { authorize, requireOperator, type Actor, type SiteRole } from "@/modules/auth/access";
import { peopleOfSite, type SitePerson } from "@/modules/auth/service";
import { USER_ID } from "./schema";

/** Who works where: one site's people for its owners, everyone for the operator. */

export async function listSitePeople(actor: Actor | null, siteSlug: string): Promise<SitePerson[]> {
  const { site } = await authorize(actor, siteSlug, "site");
  return peopleOfSite(site.id);
}

export interface Invitation {
  siteId: string;
  siteSlug: string;
  siteName: string;
  userId: string;
  email: string;
  role: SiteRole;
  invitedBy: string;
  createdAt: Date;
  newAccount: boolean;
  /** The invitation's mail as the outbox has it (null once the outbox no longer holds it). */
  mail: { status: "pending" | "sending" | "sent" | "failed"; attempts: number; lastError: string | null; sentAt: Date | null } | null;
}

function invitations() {
  return db()
    .select({
      siteId: schema.siteInvitations.siteId,
      siteSlug: schema.sites.slug,
      siteName: schema.sites.name,
      userId: schema.siteInvitations.userId,
      email: schema.authUsers.email,
      role: schema.siteInvitations.role,
      invitedBy: schema.siteInvitations.invitedBy,
      createdAt: schema.siteInvitations.createdAt,
      newAccount: schema.siteInvitations.newAccount,
      mailStatus: schema.outbox.status,
      mailAttempts: schema.outbox.attempts,
      mailError: schema.outbox.lastError,
      mailSentAt: schema.outbox.sentAt,
    })
    .from(schema.siteInvitations)
    .innerJoin(schema.sites, eq(schema.sites.id, schema.siteInvitations.siteId))
    .innerJoin(schema.authUsers, eq(schema.authUsers.id, schema.siteInvitations.userId))
    .leftJoin(schema.outbox, eq(schema.outbox.id, schema.siteInvitations.mailId))
    .$dynamic();
}

function withMail(rows: Awaited<ReturnType<typeof invitations>>): Invitation[] {
  return rows.map(({ mailStatus, mailAttempts, mailError, mailSentAt, ...invitation }) => ({
    ...invitation,
    mail: mailStatus ? { status: mailStatus, attempts: mailAttempts ?? 0, lastError: mailError, sentAt: mailSentAt } : null,
  }));
}

/** The invitations a person has not answered yet, newest first. */
export async function invitationsOf(userId: string): Promise<Invitation[]> {
  return withMail(await invitations().where(eq(schema.siteInvitations.userId, userId)).orderBy(desc(schema.siteInvitations.createdAt)));
}

/** A site's invitations nobody has answered yet (the service checks the actor's part in the site). */
export async function invitationsOfSite(siteId: string): Promise<Invitation[]> {
  return withMail(await invitations().where(eq(schema.siteInvitations.siteId, siteId)).orderBy(desc(schema.siteInvitations.createdAt)));
}

/** A site's open invitations, for its owners. */
export async function listSiteInvitations(actor: Actor | null, siteSlug: string): Promise<Invitation[]> {
  const { site } = await authorize(actor, siteSlug, "site");
  return invitationsOfSite(site.id);
}

/** Every open invitation on the platform, newest first, for the operator's console. */
export async function listEveryInvitation(actor: Actor | null): Promise<Invitation[]> {
  requireOperator(actor);
  return withMail(await invitations().orderBy(desc(schema.siteInvitations.createdAt)));
}

/** One open invitation (the invitation link's page), or null. */
export async function unsafeInvitation(siteId: string, userId: string): Promise<Invitation | null> {
  // Unscoped by design: the signed invitation link is the authority, checked by the caller before this.
  const [row] = withMail(
    await invitations()
      .where(and(eq(schema.siteInvitations.siteId, siteId), eq(schema.siteInvitations.userId, userId)))
      .limit(1),
  );
  return row ?? null;
}

export interface PlatformPerson {
  userId: string;
  email: string;
  name: string;
  isOperator: boolean;
  sites: Array<{ slug: string; name: string; role: SiteRole }>;
}

/** Everyone with an account, by name, with their sites and roles. */
export async function listEveryone(actor: Actor | null): Promise<PlatformPerson[]> {
  requireOperator(actor);
  const [people, memberships] = await Promise.all([
    db()
      .select({ userId: schema.authUsers.id, email: schema.authUsers.email, name: schema.authUsers.name, operator: schema.operators.userId })
      .from(schema.authUsers)
      .leftJoin(schema.operators, eq(schema.operators.userId, schema.authUsers.id))
      .orderBy(schema.authUsers.name, schema.authUsers.email),
    db()
      .select({ userId: schema.siteMemberships.userId, slug: schema.sites.slug, name: schema.sites.name, role: schema.siteMemberships.role })
      .from(schema.siteMemberships)
      .innerJoin(schema.sites, eq(schema.sites.id, schema.siteMemberships.siteId))
      .orderBy(schema.sites.name),
  ]);
  const sitesByPerson = new Map<string, PlatformPerson["sites"]>();
  for (const { userId, ...site } of memberships) sitesByPerson.set(userId, [...(sitesByPerson.get(userId) ?? []), site]);
  return people.map(({ operator, ...person }) => ({ ...person, isOperator: operator !== null, sites: sitesByPerson.get(person.userId) ?? [] }));
}

/** One account by id, or null (also for an id that cannot be one). */
export async function findPerson(userId: string): Promise<{ userId: string; email: string; isOperator: boolean } | null> {
  if (!USER_ID.test(userId)) return null;
  const [row] = await db()
    .select({ userId: schema.authUsers.id, email: schema.authUsers.email, operator: schema.operators.userId })
    .from(schema.authUsers)
    .leftJoin(schema.operators, eq(schema.operators.userId, schema.authUsers.id))
    .where(eq(schema.authUsers.id, userId))
    .limit(1);
  return row ? { userId: row.userId, email: row.email, isOperator: row.operator !== null } : null;
}
