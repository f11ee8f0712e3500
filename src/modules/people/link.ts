import { and, eq } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import { publicOrigin } from "@/server/origin";
import { sign, verify } from "@/server/secret";
import type { Actor } from "@/modules/auth/access";
import { firstPasswordLink } from "@/modules/auth/service";
import { unsafeInvitation, type Invitation } from "./queries";

/**
 * An invitation's link, for the inviter to hand over when its mail cannot be
 * delivered: signed, and tied to this invitation (withdrawn, answered or sent
 * again, the link is dead). It leads the invited person to sign in and
 * answer; for an account the invitation made, until its first password is
 * chosen, it opens the page to choose one, as the mail's own link does, so
 * it is handed only to the person invited.
 */
const message = (i: Pick<Invitation, "siteId" | "userId" | "createdAt">) => `invitation:${i.siteId}:${i.userId}:${i.createdAt.getTime()}`;

export function invitationLink(invitation: Pick<Invitation, "siteId" | "userId" | "createdAt">): string {
  const query = new URLSearchParams({
    site: invitation.siteId,
    user: invitation.userId,
    at: String(invitation.createdAt.getTime()),
    sig: sign(message(invitation)),
  });
  return `${publicOrigin()}/login/invitation?${query}`;
}

/** Where an invitation link leads the one who opens it; null when the link is not valid or the invitation no longer open. */
export async function followInvitationLink(query: URLSearchParams, actor: Actor | null): Promise<string | null> {
  const [site, user, at, sig] = ["site", "user", "at", "sig"].map((name) => query.get(name) ?? "");
  const createdAt = new Date(Number(at));
  if (!site || !user || !sig || Number.isNaN(createdAt.getTime()) || !verify(message({ siteId: site, userId: user, createdAt }), sig)) return null;
  const invitation = await unsafeInvitation(site, user);
  if (!invitation || invitation.createdAt.getTime() !== createdAt.getTime()) return null;
  if (actor?.userId === invitation.userId) return "/admin#invitations";
  if (invitation.newAccount && !(await passwordChosen(invitation.userId))) return firstPasswordLink(invitation.userId);
  return `/login?${new URLSearchParams({ next: "/admin", email: invitation.email })}`;
}

/** Whether the account has chosen its password (its credential changed since it was made) or ever signed in. */
async function passwordChosen(userId: string): Promise<boolean> {
  const [account] = await db()
    .select({ createdAt: schema.authAccounts.createdAt, updatedAt: schema.authAccounts.updatedAt })
    .from(schema.authAccounts)
    .where(and(eq(schema.authAccounts.userId, userId), eq(schema.authAccounts.providerId, "credential")));
  const [session] = await db().select({ id: schema.authSessions.id }).from(schema.authSessions).where(eq(schema.authSessions.userId, userId)).limit(1);
  return Boolean(session) || !account || account.updatedAt.getTime() - account.createdAt.getTime() > 1000;
}
