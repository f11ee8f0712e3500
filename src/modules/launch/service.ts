import { and, eq, isNull, like, sql } from "drizzle-orm";
import { tags } from "@/server/cache/tags";
import { db, schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import { AppError } from "@/lib/errors";
import { audited } from "@/modules/audit/service";
import { authorize, type Actor } from "@/modules/auth/access";
import type { Site } from "@/modules/sites/queries";
import { EXAMPLE_PREFIX } from "@/modules/templates/rebrand";
import { logger } from "@/server/log";
import { checkSiteContrast, type PageContrastProblem } from "./contrast";

/**
 * A site made from a template is hidden behind "coming soon" until its owner
 * launches it. Before that, the owner goes through a checklist: what only they
 * can say (the contact details, the logo, that the pictures are theirs), and
 * what the platform checks (the forms send to someone, no example content is
 * left, every text reads on what is under it); where the template's pictures
 * are still shown, the pictures' item says where each is.
 */
export interface LaunchItem {
  key: "contact" | "forms" | "examples" | "contrast" | "pictures" | "logo";
  label: string;
  /** What is left to do, or what was found. */
  detail: string;
  /** Checked by the platform (true) or confirmed by the owner when launching (false). */
  checked: boolean;
  done: boolean;
  /** The admin page where it is done. */
  href: string;
  /** What was found, one by one, each with where it is mended: a faint text, a picture to replace. */
  places?: LaunchPlace[];
}

export interface LaunchPlace {
  text: string;
  href: string;
  /** Where the link goes, for the link's words: "Edit the home page". */
  action: string;
}

/** How many findings the checklist names one by one; the detail counts them all. */
const NAMED = 8;

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
  const borrowed = await templatePicturesInUse(site);
  const faint = await faintTexts(site);
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
      key: "contrast",
      label: "Every text reads on what is under it",
      detail: !faint
        ? "The reading check could not run just now. Reload this page to run it again."
        : faint.length
          ? `${faint.length} ${faint.length === 1 ? "text is" : "texts are"} too faint on ${faint.length === 1 ? "its" : "their"} background (WCAG AA needs 4.5:1, 3:1 for large text). Change the block's design or colours where each is, or the site's colours in Settings.`
          : "Every text on every page has enough contrast (WCAG AA) with what is under it.",
      checked: true,
      done: faint !== null && faint.length === 0,
      href: `${base}/settings`,
      places: faint?.slice(0, NAMED).map((problem) => ({
        text: `“${problem.text}” on ${problem.page.name}: ${problem.colour} on ${problem.background}, ${problem.ratio}:1, needs ${problem.needed}:1`,
        href: problem.page.href,
        action: problem.page.action,
      })),
    },
    {
      key: "pictures",
      label: "The pictures are yours",
      detail:
        borrowed.length || wanting.length
          ? [
              borrowed.length &&
                `${borrowed.length} ${borrowed.length === 1 ? "picture is" : "pictures are"} the template's, not your business's: put your own in ${borrowed.length === 1 ? "its" : "their"} place (choose another image, or give the same image your file in Media), or confirm to launch with ${borrowed.length === 1 ? "it" : "them"} for now.`,
              wanting.length && `Add your own photograph: ${wanting.map((w) => w.text).join("; ")}.`,
            ]
              .filter(Boolean)
              .join(" ")
          : "Every opening banner has a picture or is drawn without one. Check that each picture is of your business.",
      // The owner's to confirm: a template's picture may stand in until theirs is taken, but they are told where each is.
      checked: false,
      done: true,
      href: `${base}/media`,
      places: [...borrowed, ...wanting].slice(0, NAMED),
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
  if (open) {
    const first = open.places?.[0];
    throw new AppError("bad_input", open.done ? `Confirm “${open.label}” first.` : `Not yet: ${open.detail}${first ? ` First: ${first.text}.` : ""}`, {
      field: open.key,
    });
  }
  await audited(who, site, { action: "site.launch", entity: "site", entityId: site.id, summary: `Launched the site "${site.name}" (/${site.slug})` }, () =>
    write([tags.sites, tags.site(site.id)], (tx) =>
      tx
        .update(schema.sites)
        .set({ launched: true, updatedAt: sql`now()` })
        .where(eq(schema.sites.id, site.id)),
    ),
  );
}

/** Designs made for a photograph: where a page's opening banner has none, the checklist says where one goes. */
const PICTURE_HEROES = new Set(["fullBleed", "collage"]);

async function picturesWanted(site: Site): Promise<LaunchPlace[]> {
  const rows = await db()
    .select({ id: schema.pages.id, path: schema.pages.path, title: schema.pages.title, blocks: schema.pages.blocks })
    .from(schema.pages)
    .where(and(eq(schema.pages.siteId, site.id), isNull(schema.pages.organizationId)))
    .orderBy(schema.pages.path);
  return rows.flatMap((page) =>
    page.blocks.some(
      (block) =>
        block.type === "hero" && PICTURE_HEROES.has(String((block.props as { variant?: string }).variant)) && !(block.props as { image?: unknown }).image,
    )
      ? [
          {
            text: `a photograph for the opening banner of “${page.title}”${page.path ? ` (/${page.path})` : " (the home page)"}`,
            href: `/admin/sites/${site.slug}/pages/${page.id}`,
            action: `Edit “${page.title}”`,
          },
        ]
      : [],
  );
}

/** The template's pictures (./templates/pictures.ts) still shown somewhere: each use, with where it is edited. */
async function templatePicturesInUse(site: Site): Promise<LaunchPlace[]> {
  const rows = await db()
    .select({
      name: schema.mediaAssets.originalName,
      alt: schema.mediaAssets.alt,
      owner: schema.mediaUses.owner,
      label: schema.mediaUses.label,
      href: schema.mediaUses.href,
    })
    .from(schema.templatePictures)
    .innerJoin(
      schema.mediaAssets,
      and(eq(schema.mediaAssets.siteId, schema.templatePictures.siteId), eq(schema.mediaAssets.contentHash, schema.templatePictures.contentHash)),
    )
    .innerJoin(schema.mediaUses, and(eq(schema.mediaUses.siteId, schema.mediaAssets.siteId), eq(schema.mediaUses.assetId, schema.mediaAssets.id)))
    .where(eq(schema.templatePictures.siteId, site.id))
    .orderBy(schema.mediaUses.label, schema.mediaAssets.originalName);
  const base = `/admin/sites/${site.slug}`;
  return rows.map((row) => {
    // media_uses' owner: "page:{id}", "post:{id}", "{collection}:{id}", "product:{id}".
    const [kind, id] = row.owner.split(":") as [string, string];
    const href = row.href ?? (kind === "page" ? `${base}/pages/${id}` : kind === "post" ? `${base}/posts/${id}` : `${base}/media`);
    const where = row.label === 'page "/"' ? "the home page" : row.label;
    return {
      text: `the template's picture ${row.alt ? `“${row.alt}”` : `“${row.name}”`} on ${where}`,
      href,
      action: href.endsWith("/media") ? "Open Media" : `Edit ${where}`,
    };
  });
}

/**
 * The texts too faint on their background, each with the page it is on and where that page is
 * edited; null when the check could not run (the overview still opens, the launch waits).
 */
async function faintTexts(site: Site): Promise<Array<PageContrastProblem & { page: { name: string; href: string; action: string } }> | null> {
  let problems: PageContrastProblem[];
  try {
    problems = await checkSiteContrast(site);
  } catch (error) {
    logger.error({ err: error, site: site.slug }, "the launch checklist's reading check failed");
    return null;
  }
  const pages = await db()
    .select({ id: schema.pages.id, path: schema.pages.path, title: schema.pages.title })
    .from(schema.pages)
    .where(and(eq(schema.pages.siteId, site.id), isNull(schema.pages.organizationId)));
  const byPath = new Map(pages.map((page) => [page.path, page]));
  return problems.map((problem) => {
    const page = byPath.get(problem.path);
    const name = problem.path ? `/${problem.path}` : "the home page";
    return {
      ...problem,
      page: page
        ? { name, href: `/admin/sites/${site.slug}/pages/${page.id}`, action: `Edit “${page.title}”` }
        : { name, href: `/admin/sites/${site.slug}/settings`, action: "Open Settings" },
    };
  });
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
