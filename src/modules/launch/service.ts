import "server-only";
import { createElement } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { and, eq, isNull, like, sql } from "drizzle-orm";
import { tags } from "@/server/cache/tags";
import { db, schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import { AppError } from "@/lib/errors";
import { audited } from "@/modules/audit/service";
import { authorize, type Actor } from "@/modules/auth/access";
import type { Site } from "@/modules/sites/queries";
import { EXAMPLE_PREFIX } from "@/modules/templates/rebrand";
import { contrastProblems, type ContrastProblem } from "@/lib/rendered-contrast";
import { SiteFrame } from "@/modules/routing/components/site-frame";
import { resolveSitePath } from "@/modules/routing/load-route";
import { RouteBody } from "@/modules/routing/route-body";
import { listSiteEntries } from "@/modules/routing/site-entries";
import { errorColour } from "@/modules/sites/components/theme-style";

/**
 * A site made from a template is hidden behind "coming soon" until its owner
 * launches it. Before that, the owner goes through a checklist: two things
 * only they can say (the contact details and the logo are theirs), and two
 * the platform checks (the forms send to someone, no example content is left).
 */
export interface LaunchItem {
  key: "contact" | "forms" | "examples" | "pictures" | "logo";
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
  const missing = [!contact.phone && "phone", !contact.email && "email", !contact.address && "address", !site.settings.hours.length && "opening hours"].filter(
    Boolean,
  );
  const forms = await db().select({ definition: schema.forms.definition }).from(schema.forms).where(eq(schema.forms.siteId, site.id));
  const recipients = [...new Set(forms.flatMap((f) => f.definition.recipients))];
  const left = await examplesLeft(site);
  const wanting = await picturesWanted(site);
  return [
    {
      key: "contact",
      label: "Your phone, email, address and hours are right",
      detail: missing.length
        ? `Add your ${missing.join(", ")} in Settings, then confirm.`
        : `${contact.phone ?? ""} · ${contact.email ?? ""} · ${contact.address?.street ?? ""}, ${contact.address?.locality ?? ""}`,
      checked: false,
      done: missing.length === 0,
      href: `${base}/settings`,
    },
    {
      key: "forms",
      label: "Messages from your forms reach you",
      detail:
        forms.length === 0
          ? "The site has no forms."
          : recipients.length
            ? `They go to ${recipients.join(", ")}.`
            : "Choose who receives each form's messages.",
      checked: true,
      done: forms.length === 0 || forms.every((f) => f.definition.recipients.length > 0),
      href: `${base}/forms`,
    },
    {
      key: "examples",
      label: "Example content is reviewed",
      detail: left.total
        ? `${left.words} still titled "${EXAMPLE_PREFIX}…": rewrite each as your own (and drop the word "Example") or delete it.`
        : "No example content is left. Read each page once more as a visitor would.",
      checked: true,
      done: left.total === 0,
      href: left.first === "posts" || !left.first ? `${base}/posts` : `${base}/content/${left.first}`,
    },
    {
      key: "pictures",
      label: "The pictures are yours",
      detail: wanting.length
        ? `The template's photographs are not carried over. Add your own: ${wanting.join("; ")}.`
        : "Every opening banner has a picture or is drawn without one. Check that each picture is of your business.",
      checked: false,
      done: true,
      href: `${base}/pages`,
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
    write([tags.sites, tags.site(site.id)], (tx) =>
      tx
        .update(schema.sites)
        .set({ launched: true, updatedAt: sql`now()` })
        .where(eq(schema.sites.id, site.id)),
    ),
  );
}

export interface PageContrastProblem extends ContrastProblem {
  /** The page's address inside the site. */
  path: string;
}

/**
 * Every text of every public page (as visitors will see it once launched) whose contrast with its
 * background is below AA, as the theme draws it (lib/rendered-contrast.ts). Not a checklist item
 * yet: the admin's pages render inside Next's server-component layer, where react-dom's
 * prerender is not available; the templates are held to it by their tests.
 */
export async function siteContrastProblems(site: Site): Promise<PageContrastProblem[]> {
  const palette = { ...site.theme.palette, error: errorColour(site.theme.palette.background, site.theme.palette.surface) };
  const paths = new Set(["", ...(await listSiteEntries(site)).map((e) => e.path)]);
  const problems: PageContrastProblem[] = [];
  for (const path of paths) {
    const resolved = await resolveSitePath(site, path, { editor: false, preview: undefined });
    if (!resolved.route) continue;
    const { prelude } = await prerenderToNodeStream(createElement(SiteFrame, { site, children: createElement(RouteBody, { resolved, query: {} }) }));
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(chunk as Buffer);
    for (const problem of contrastProblems(Buffer.concat(chunks).toString("utf8"), palette)) problems.push({ ...problem, path });
  }
  return problems;
}

/** Designs made for a photograph: where a page's opening banner has none, the checklist says where one goes. */
const PICTURE_HEROES = new Set(["fullBleed", "collage"]);

async function picturesWanted(site: Site): Promise<string[]> {
  const rows = await db()
    .select({ path: schema.pages.path, title: schema.pages.title, blocks: schema.pages.blocks })
    .from(schema.pages)
    .where(and(eq(schema.pages.siteId, site.id), isNull(schema.pages.organizationId)))
    .orderBy(schema.pages.path);
  return rows.flatMap((page) =>
    page.blocks.some(
      (block) =>
        block.type === "hero" && PICTURE_HEROES.has(String((block.props as { variant?: string }).variant)) && !(block.props as { image?: unknown }).image,
    )
      ? [`a photograph for the opening banner of “${page.title}”${page.path ? ` (/${page.path})` : " (the home page)"}`]
      : [],
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
