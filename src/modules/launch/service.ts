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
 * the platform checks (the forms send to someone, no example content is left).
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
  const left = await examplesLeft(site);
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
      detail: left.total ? `${left.words} still titled "${EXAMPLE_PREFIX}…": rewrite each as your own (and drop the word "Example") or delete it.` : "No example content is left. Read each page once more as a visitor would.",
      checked: true,
      done: left.total === 0,
      href: left.first === "posts" || !left.first ? `${base}/posts` : `${base}/content/${left.first}`,
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

const EXAMPLE_KINDS = [
  { key: "posts", one: "post", many: "posts", table: schema.posts, title: schema.posts.title },
  { key: "events", one: "event", many: "events", table: schema.events, title: schema.events.title },
  { key: "news", one: "news item", many: "news items", table: schema.newsItems, title: schema.newsItems.title },
  { key: "jobs", one: "job posting", many: "job postings", table: schema.jobPostings, title: schema.jobPostings.title },
  { key: "team", one: "team member", many: "team members", table: schema.teamMembers, title: schema.teamMembers.name },
] as const;

/** The template's examples still in the site (./templates/rebrand.ts, examplesOf), in words: "2 example posts and 3 example events". */
async function examplesLeft(site: Site): Promise<{ total: number; words: string; first: string | null }> {
  const counts = await Promise.all(
    EXAMPLE_KINDS.map(async (kind) => {
      const [row] = await db()
        .select({ count: sql<number>`count(*)::int` })
        .from(kind.table)
        .where(and(eq(kind.table.siteId, site.id), like(kind.title, `${EXAMPLE_PREFIX}%`)));
      return { kind, count: row?.count ?? 0 };
    }),
  );
  const left = counts.filter((c) => c.count > 0);
  const parts = left.map(({ kind, count }) => `${count} example ${count === 1 ? kind.one : kind.many}`);
  const words = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : (parts[0] ?? "");
  return { total: left.reduce((sum, c) => sum + c.count, 0), words, first: left[0]?.kind.key ?? null };
}
