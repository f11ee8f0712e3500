import { notFound, redirect } from "next/navigation";
import { AppError } from "@/lib/errors";
import { authorize, requireOperator, type Actor, type Capability, type SiteAccess } from "@/modules/auth/access";
import { actorOrSignIn, currentActor } from "@/modules/auth/session";

/**
 * Access for admin pages (server components): signed out goes to sign-in and
 * back; a site one has no part in is a 404; a job one's role lacks goes to
 * the site's overview with a notice. Server actions and route handlers use
 * actionAccess, which throws instead.
 */
export async function pageAccess(siteSlug: string, capability: Capability, returnTo?: string): Promise<SiteAccess> {
  const actor = await actorOrSignIn(returnTo);
  try {
    return await authorize(actor, siteSlug, capability);
  } catch (error) {
    if (error instanceof AppError && error.code === "forbidden") redirect(`/admin/sites/${siteSlug}?denied=${capability}`);
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  }
}

export async function operatorPage(returnTo?: string): Promise<Actor> {
  const actor = await actorOrSignIn(returnTo);
  if (!actor.isOperator) notFound();
  return actor;
}

/** For server actions and route handlers: the same checks, as AppErrors the caller reports. */
export async function actionAccess(siteSlug: string, capability: Capability): Promise<SiteAccess> {
  return authorize(await currentActor(), String(siteSlug), capability);
}

export async function operatorAction(): Promise<Actor> {
  return requireOperator(await currentActor());
}

/** Reads a record for an admin page: a not_found from the admin service becomes the framework's 404; other failures stay failures. */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  }
}
