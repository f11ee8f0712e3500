import { eq } from "drizzle-orm";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { db, schema } from "@/server/db/client";
import { requestContext } from "@/server/request-context";
import { AppError } from "@/lib/errors";
import { mayEditContent, type Actor } from "./access";
import { auth, COOKIE_PREFIX } from "@/modules/auth/auth";

/** The signed-in person of this request, or null; read once per request. */
export const currentActor = cache(async (): Promise<Actor | null> => actorFromHeaders(await headers()));

export async function actorFromHeaders(requestHeaders: Headers): Promise<Actor | null> {
  const session = await auth().api.getSession({ headers: requestHeaders });
  if (!session) return null;
  const [operator] = await db().select({ userId: schema.operators.userId }).from(schema.operators).where(eq(schema.operators.userId, session.user.id)).limit(1);
  return { userId: session.user.id, email: session.user.email, name: session.user.name, isOperator: Boolean(operator) };
}

/** Whether a request comes from someone signed in (a session cookie, under any prefix better-auth gives it). */
export function hasSessionCookie(requestHeaders: Headers): boolean {
  return (requestHeaders.get("cookie") ?? "").includes(`${COOKIE_PREFIX}.session_token=`);
}

/**
 * Whether the person making this request edits the site's content: they see
 * its drafts without a preview link. Anonymous requests cost no lookup.
 */
export async function requestEditsSite(requestHeaders: Headers, siteSlug: string): Promise<boolean> {
  if (!hasSessionCookie(requestHeaders)) return false;
  return mayEditContent(await actorFromHeaders(requestHeaders), siteSlug);
}

/** For admin pages: the actor, or a trip to the sign-in page that comes back to the page asked for. */
export async function actorOrSignIn(returnTo?: string): Promise<Actor> {
  const actor = await currentActor();
  if (!actor) redirect(`/login?next=${encodeURIComponent(returnTo ?? requestContext()?.asked ?? "/admin")}`);
  return actor;
}

/** Maps the access errors of an admin page to what the framework shows: sign-in, or a plain 404. */
export function isAccessError(error: unknown): error is AppError {
  return error instanceof AppError && (error.code === "not_found" || error.code === "unauthorized" || error.code === "forbidden");
}
