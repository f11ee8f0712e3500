import { and, eq } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import { AppError } from "@/lib/errors";
import { getSiteBySlug, type Site } from "@/modules/sites/queries";

/** Who is acting: a signed-in person as the session names them. */
export interface Actor {
  userId: string;
  email: string;
  name: string;
  isOperator: boolean;
}

export type SiteRole = "owner" | "editor";

/**
 * What a role may do on its site. Operators may do everything everywhere.
 * content: pages, posts, collections, media, navigation, forms' fields.
 * inbox: what visitors sent, payments, bookings, gift cards, the outbox.
 * site: settings, theme, people, trash.
 */
export type Capability = "content" | "inbox" | "site";
const GRANTS: Record<SiteRole, readonly Capability[]> = {
  owner: ["content", "inbox", "site"],
  editor: ["content"],
};

export interface SiteAccess {
  site: Site;
  actor: Actor;
  role: SiteRole | "operator";
}

export function roleAllows(role: SiteRole | "operator", capability: Capability): boolean {
  return role === "operator" || GRANTS[role].includes(capability);
}

/**
 * The check every admin action and route makes before touching a site: a
 * site the actor has no part in does not exist for them (not_found, the same
 * as a slug that was never taken); a job their role does not include is
 * forbidden.
 */
export async function authorize(actor: Actor | null, siteSlug: string, capability: Capability): Promise<SiteAccess> {
  if (!actor) throw new AppError("unauthorized", "Sign in to continue.");
  const site = await getSiteBySlug(siteSlug);
  if (!site) throw new AppError("not_found", "No such site.");
  const role = actor.isOperator ? "operator" : await membershipRole(actor.userId, site.id);
  if (!role) throw new AppError("not_found", "No such site.");
  if (!roleAllows(role, capability)) throw new AppError("forbidden", "Your role on this site does not include this.");
  return { site, actor, role };
}

/** Whether the actor may edit the site's content (and so see its drafts), without throwing. */
export async function mayEditContent(actor: Actor | null, siteSlug: string): Promise<boolean> {
  try {
    await authorize(actor, siteSlug, "content");
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/** Only operators: the console. */
export function requireOperator(actor: Actor | null): Actor {
  if (!actor) throw new AppError("unauthorized", "Sign in to continue.");
  if (!actor.isOperator) throw new AppError("not_found", "Not found.");
  return actor;
}

async function membershipRole(userId: string, siteId: string): Promise<SiteRole | null> {
  const [row] = await db()
    .select({ role: schema.siteMemberships.role })
    .from(schema.siteMemberships)
    .where(and(eq(schema.siteMemberships.userId, userId), eq(schema.siteMemberships.siteId, siteId)))
    .limit(1);
  return row?.role ?? null;
}

export interface SiteOfActor {
  slug: string;
  name: string;
  kind: string;
  status: "active" | "suspended";
  role: SiteRole | "operator";
}

/** The sites an actor works on (every site for an operator), by name. */
export async function sitesOf(actor: Actor): Promise<SiteOfActor[]> {
  const columns = { slug: schema.sites.slug, name: schema.sites.name, kind: schema.sites.kind, status: schema.sites.status };
  if (actor.isOperator) {
    const rows = await db().select(columns).from(schema.sites).orderBy(schema.sites.name);
    return rows.map((r) => ({ ...r, role: "operator" as const }));
  }
  return db()
    .select({ ...columns, role: schema.siteMemberships.role })
    .from(schema.siteMemberships)
    .innerJoin(schema.sites, eq(schema.sites.id, schema.siteMemberships.siteId))
    .where(eq(schema.siteMemberships.userId, actor.userId))
    .orderBy(schema.sites.name);
}
