import { and, eq, gt, like } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { db, schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import { publicOrigin } from "@/server/origin";
import { AppError } from "@/lib/errors";
import { auth, RESET_LINK_SECONDS } from "@/modules/auth/auth";
import type { SiteRole } from "./access";
import { passwordProblem } from "@/modules/auth/passwords";

/**
 * People: accounts, operators and site memberships. Accounts are made here
 * (invitations, the demo's accounts), never by visitors signing themselves up.
 */

export interface NewPerson {
  email: string;
  name: string;
  /** Without one, the person chooses theirs from the invitation mail. */
  password?: string;
}

/** Finds the person with this email, or creates them with a password account. */
export async function ensureUser(person: NewPerson): Promise<{ id: string; created: boolean }> {
  const email = person.email.trim().toLowerCase();
  const context = await auth().$context;
  const existing = await context.internalAdapter.findUserByEmail(email);
  if (existing) return { id: existing.user.id, created: false };
  if (person.password) {
    const problem = passwordProblem(person.password, email);
    if (problem) throw new AppError("bad_input", problem, { field: "password" });
  }
  const user = await context.internalAdapter.createUser({ email, name: person.name.trim(), emailVerified: true }, { method: "admin" });
  // Without a chosen password the account holds one nobody knows until the invitation link replaces it.
  const secret = person.password ?? crypto.randomUUID() + crypto.randomUUID();
  await context.internalAdapter.linkAccount({ userId: user.id, providerId: "credential", accountId: user.id, password: await context.password.hash(secret) });
  return { id: user.id, created: true };
}

export async function makeOperator(userId: string): Promise<void> {
  await db().insert(schema.operators).values({ userId }).onConflictDoNothing();
}

/** Memberships are written through write(), so they join an audited batch's transaction. */
export async function setMembership(siteId: string, userId: string, role: SiteRole): Promise<void> {
  await write([], (tx) =>
    tx
      .insert(schema.siteMemberships)
      .values({ siteId, userId, role })
      .onConflictDoUpdate({ target: [schema.siteMemberships.siteId, schema.siteMemberships.userId], set: { role } }),
  );
}

export async function removeMembership(siteId: string, userId: string): Promise<boolean> {
  const removed = await write([], (tx) =>
    tx
      .delete(schema.siteMemberships)
      .where(and(eq(schema.siteMemberships.siteId, siteId), eq(schema.siteMemberships.userId, userId)))
      .returning({ userId: schema.siteMemberships.userId }),
  );
  return removed.length > 0;
}

/** Sends the mail with a link to choose a new password, asked for on the sign-in page. */
export async function sendPasswordLink(email: string): Promise<void> {
  await auth().api.requestPasswordReset({ body: { email: email.trim().toLowerCase(), redirectTo: "/login/reset" } });
}

/**
 * A link for a new account to choose its first password (the same kind of token better-auth's
 * reset uses, so the reset page accepts it), valid as long as a reset link.
 */
export async function firstPasswordLink(userId: string): Promise<string> {
  const context = await auth().$context;
  const token = randomBytes(18).toString("base64url");
  await context.internalAdapter.createVerificationValue({
    value: userId,
    identifier: `reset-password:${token}`,
    expiresAt: new Date(Date.now() + RESET_LINK_SECONDS * 1000),
  });
  return `${publicOrigin()}/login/reset?token=${encodeURIComponent(token)}`;
}

export interface SitePerson {
  userId: string;
  email: string;
  name: string;
  role: SiteRole;
}

export async function peopleOfSite(siteId: string): Promise<SitePerson[]> {
  return db()
    .select({ userId: schema.authUsers.id, email: schema.authUsers.email, name: schema.authUsers.name, role: schema.siteMemberships.role })
    .from(schema.siteMemberships)
    .innerJoin(schema.authUsers, eq(schema.authUsers.id, schema.siteMemberships.userId))
    .where(eq(schema.siteMemberships.siteId, siteId))
    .orderBy(schema.authUsers.name);
}

const RESET_PREFIX = "reset-password:";

/** The account a reset or invitation link is for, while the link still works; null otherwise. */
export async function accountOfPasswordLink(token: string): Promise<{ userId: string; email: string } | null> {
  if (!token) return null;
  const v = schema.authVerifications;
  const [row] = await db()
    .select({ userId: schema.authUsers.id, email: schema.authUsers.email })
    .from(v)
    .innerJoin(schema.authUsers, eq(schema.authUsers.id, v.value))
    .where(and(eq(v.identifier, `${RESET_PREFIX}${token}`), gt(v.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

/**
 * Ends every outstanding reset and invitation link of an account: after a
 * reset, an older link (or a second one asked for at the same time) must not
 * set the password again.
 */
export async function endPasswordLinks(userId: string): Promise<void> {
  const v = schema.authVerifications;
  await db()
    .delete(v)
    .where(and(eq(v.value, userId), like(v.identifier, `${RESET_PREFIX}%`)));
}
