import "server-only";
import { and, eq, like, sql } from "drizzle-orm";
import { tags } from "@/server/cache/tags";
import { db, schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import { AppError } from "@/lib/errors";
import { audited } from "@/modules/audit/service";
import { authorize, type Actor } from "@/modules/auth/access";
import type { Site } from "@/modules/sites/queries";
import { EXAMPLE_PREFIX } from "@/modules/templates/rebrand";

/**
 * A site made from a template is hidden behind "coming soon" until its owner
 * launches it. Before that, the owner goes through a checklist: two things
 * only they can say (the contact details and the logo are theirs), and two
 * the platform checks (the forms send to someone, no example post is left).
 */
export interface LaunchItem {
  key: "contact" | "forms" | "examples" | "logo";
  label: string;
  /** What is left to do, or what was found. */
  detail: string;
  /** Checked by the platform (true) or confirmed by the owner when launching (false). */
  checked: boolean;
  done: boolean;
  /** The admin page where it is done. */
  href: string;
}

export async function launchChecklist(site: Site): Promise<LaunchItem[]> {
  const base = `/admin/sites/${site.slug}`;
  const contact = site.settings.contact;
  const missing = [!contact.phone && "phone", !contact.email && "email", !contact.address && "address", !site.settings.hours.length && "opening hours"].filter(Boolean);
  const forms = await db().select({ definition: schema.forms.definition }).from(schema.forms).where(eq(schema.forms.siteId, site.id));
  const recipients = [...new Set(forms.flatMap((f) => f.definition.recipients))];
  const [examples] = await db()
    .select({ count: sql<number>`count(*)::int` })
    .from(schema.posts)
    .where(and(eq(schema.posts.siteId, site.id), like(schema.posts.title, `${EXAMPLE_PREFIX}%`)));
  const left = examples?.count ?? 0;
  return [
    {
      key: "contact",
      label: "Your phone, email, address and hours are right",
      detail: missing.length ? `Add your ${missing.join(", ")} in Settings, then confirm.` : `${contact.phone ?? ""} · ${contact.email ?? ""} · ${contact.address?.street ?? ""}, ${contact.address?.locality ?? ""}`,
      checked: false,
      done: missing.length === 0,
      href: `${base}/settings`,
    },
    {
      key: "forms",
      label: "Messages from your forms reach you",
      detail: forms.length === 0 ? "The site has no forms." : recipients.length ? `They go to ${recipients.join(", ")}.` : "Choose who receives each form's messages.",
      checked: true,
      done: forms.length === 0 || forms.every((f) => f.definition.recipients.length > 0),
      href: `${base}/forms`,
    },
    {
      key: "examples",
      label: "Example content is reviewed",
      detail: left ? `${left} example post${left === 1 ? "" : "s"} still titled "${EXAMPLE_PREFIX}…": rewrite each as your own (and drop the word "Example") or delete it.` : "No example posts are left. Read each page once more as a visitor would.",
      checked: true,
      done: left === 0,
      href: `${base}/posts`,
    },
    {
      key: "logo",
      label: "The logo and colours are yours",
      detail: "Choose your logo's mark, shape and colours in Settings, then confirm.",
      checked: false,
      done: true,
      href: `${base}/settings`,
    },
  ];
}

/** Makes the site public. Refused until every checked item is done and the owner has confirmed the others. */
export async function launchSite(actor: Actor | null, siteSlug: string, confirmed: ReadonlyArray<string>): Promise<void> {
  const { site, actor: who } = await authorize(actor, siteSlug, "site");
  if (site.launched) return;
  const items = await launchChecklist(site);
  const open = items.find((item) => !item.done || (!item.checked && !confirmed.includes(item.key)));
  if (open) throw new AppError("bad_input", open.done ? `Confirm “${open.label}” first.` : `Not yet: ${open.detail}`, { field: open.key });
  await audited(who, site, { action: "site.launch", entity: "site", entityId: site.id, summary: `Launched the site "${site.name}" (/${site.slug})` }, () =>
    write([tags.sites, tags.site(site.id)], (tx) => tx.update(schema.sites).set({ launched: true, updatedAt: sql`now()` }).where(eq(schema.sites.id, site.id))),
  );
}
