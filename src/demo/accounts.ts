import { count, inArray } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import { ensureUser, makeOperator, setMembership } from "@/modules/auth/service";

/**
 * The demo deployment's people, listed in the README: an operator, an owner
 * of two sites and an editor of one of them. Made once, on a platform that has
 * nobody yet; never on one whose operator has invited people.
 */
export const DEMO_ACCOUNTS = {
  operator: { email: "operator@mainstreet.test", name: "Olivia Operator", password: "harbor-lantern-4821" },
  owner: { email: "owner@mainstreet.test", name: "Omar Owner", password: "kettle-lock-7734", sites: ["lockstep-escapes", "copper-kettle"] },
  editor: { email: "editor@mainstreet.test", name: "Edith Editor", password: "puzzle-quill-5190", sites: ["lockstep-escapes"] },
} as const;

export async function ensureDemoAccounts(): Promise<boolean> {
  const [people] = await db().select({ n: count() }).from(schema.authUsers);
  if (people && people.n > 0) return false;
  const { operator, owner, editor } = DEMO_ACCOUNTS;
  const sites = await db()
    .select({ id: schema.sites.id, slug: schema.sites.slug })
    .from(schema.sites)
    .where(inArray(schema.sites.slug, [...owner.sites, ...editor.sites]));
  const idOf = (slug: string) => sites.find((s) => s.slug === slug)?.id;
  await makeOperator((await ensureUser(operator)).id);
  const ownerId = (await ensureUser(owner)).id;
  const editorId = (await ensureUser(editor)).id;
  for (const slug of owner.sites) {
    const siteId = idOf(slug);
    if (siteId) await setMembership(siteId, ownerId, "owner");
  }
  for (const slug of editor.sites) {
    const siteId = idOf(slug);
    if (siteId) await setMembership(siteId, editorId, "editor");
  }
  return true;
}
