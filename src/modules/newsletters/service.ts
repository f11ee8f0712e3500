import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { now } from "@/lib/clock";
import { richTextSchema, type RichTextDoc, type RichTextNode } from "@/lib/rich-text/schema";
import { db, schema, type Executor, type Transaction } from "@/server/db/client";
import { tags } from "@/server/cache/tags";
import { write } from "@/server/db/write";
import { every } from "@/server/every";
import { audited } from "@/modules/audit/service";
import { authorize, type Actor } from "@/modules/auth/access";
import { contactHash } from "@/modules/contacts/service";
import { queueMail } from "@/modules/mail/outbox";
import { kickMailWorker } from "@/modules/mail/worker";
import { mediaUrl } from "@/modules/media/urls";
import type { SiteId } from "@/modules/sites/queries";
import { siteUrl } from "@/modules/sites/urls";
import { absoluteUrl } from "@/server/origin";
import { isUuid } from "@/lib/ids";
import { overAllowance } from "@/modules/newsletters/limits";
import { listLabel, newsletterHtml, newsletterText, UNSUBSCRIBE, WHY, whyLine, type MailFrame } from "@/modules/newsletters/render";

/**
 * Newsletters and notices: an owner's mail to the site's lists, or a
 * published item sent as one. A send renders the mail once, then writes one
 * outbox row per confirmed, unsuppressed subscriber in a single transaction
 * (a unique index on the newsletter and address: started again, it adds no
 * one twice). The outbox's worker delivers them after every other due mail,
 * with the outbox's claim rules (worker.ts): at least once, a stable
 * Message-ID per recipient, never twice by two workers.
 */
const n = schema.newsletters;
const access = (actor: Actor | null, siteSlug: string) => authorize(actor, siteSlug, "inbox");

export const newsletterInput = z.object({
  subject: z.string("Write a subject").trim().min(1, "Write a subject").max(200, "Keep the subject under 200 characters"),
  body: richTextSchema,
  lists: z.array(z.string().trim().min(1).max(80)).min(1, "Choose at least one list").max(20),
});
export type NewsletterInput = z.input<typeof newsletterInput>;

export { listLabel };

/** The site's lists: every list anyone subscribed to, and every list the owner set up, with how many confirmed subscribers each has. */
export async function siteLists(siteId: SiteId) {
  const { rows } = await db().execute<{ key: string; name: string | null; auto_news: boolean | null; confirmed: number }>(sql`
    select k.key, l.name, l.auto_news,
      (select count(*)::int from subscriptions s where s.site_id = ${siteId} and s.list = k.key and s.status = 'confirmed') as confirmed
    from (select list as key from subscriptions where site_id = ${siteId} union select key from mail_lists where site_id = ${siteId}) k
    left join mail_lists l on l.site_id = ${siteId} and l.key = k.key
    order by k.key`);
  return rows.map((r) => ({ key: r.key, name: r.name ?? listLabel(r.key), autoNews: Boolean(r.auto_news), confirmed: r.confirmed }));
}
export type SiteList = Awaited<ReturnType<typeof siteLists>>[number];

/** The names the owner gave the site's lists, by key (a list without one reads as its key: listLabel). */
export async function listNames(tx: Executor, siteId: SiteId): Promise<Map<string, string>> {
  const rows = await tx.select({ key: schema.mailLists.key, name: schema.mailLists.name }).from(schema.mailLists).where(eq(schema.mailLists.siteId, siteId));
  return new Map(rows.map((l) => [l.key, l.name]));
}

/** What a mail needs of its site, read in the caller's transaction (an automatic send runs inside a news item's publishing). */
async function siteOfMail(tx: Executor, siteId: SiteId) {
  const [row] = await tx
    .select({ slug: schema.sites.slug, name: schema.sites.name, settings: schema.sites.settings, theme: schema.sites.theme })
    .from(schema.sites)
    .where(eq(schema.sites.id, siteId));
  const [domain] = await tx
    .select({ domain: schema.siteDomains.domain })
    .from(schema.siteDomains)
    .where(and(eq(schema.siteDomains.siteId, siteId), eq(schema.siteDomains.primary, true)))
    .limit(1);
  return { ...row!, domain: domain?.domain ?? null };
}

function assetsIn(nodes: RichTextNode[] | undefined, into: string[] = []): string[] {
  for (const node of nodes ?? []) {
    if (node.type === "image") into.push(node.attrs.asset);
    else if ("content" in node) assetsIn(node.content, into);
  }
  return into;
}

/**
 * The frame of a site's mail: its name, address, why the recipient gets it
 * (all the lists for a preview or a test; WHY for a send, where each copy
 * names its recipient's own), and its pictures' addresses.
 */
async function frameFor(tx: Executor, siteId: SiteId, lists: string[] | typeof WHY, doc: RichTextDoc): Promise<MailFrame> {
  const site = await siteOfMail(tx, siteId);
  const names = await listNames(tx, siteId);
  const ids = assetsIn(doc.content).filter(isUuid);
  const assets = ids.length
    ? await tx
        .select({ id: schema.mediaAssets.id, storedName: schema.mediaAssets.storedName, variants: schema.mediaAssets.variants })
        .from(schema.mediaAssets)
        .where(and(eq(schema.mediaAssets.siteId, siteId), inArray(schema.mediaAssets.id, ids)))
    : [];
  const a = site.settings.contact.address;
  return {
    siteName: site.name,
    siteUrl: siteUrl(site),
    postalAddress: a ? [a.street, a.locality, [a.region, a.postalCode].filter(Boolean).join(" "), a.country].filter(Boolean).join(", ") : null,
    why:
      lists === WHY
        ? WHY
        : whyLine(
            site.name,
            lists.map((l) => names.get(l) ?? listLabel(l)),
          ),
    // Mail clients show JPEG and PNG everywhere, WebP not always: the original file.
    imageUrl: (asset) => {
      const found = assets.find((x) => x.id === asset);
      return found ? absoluteUrl(mediaUrl(site.slug, { id: found.id, storedName: found.storedName, variants: {} })) : null;
    },
    accent: site.theme.palette.primary,
  };
}

/**
 * The mail as its recipients will read it, for the preview and the test: why
 * names all its lists, and the unsubscribe link is a placeholder. For the
 * send (`forSend`), why is a placeholder too: each copy names its recipient's
 * own lists (newsletters/delivery.ts).
 */
export async function renderNewsletter(
  tx: Executor,
  siteId: SiteId,
  newsletter: { subject: string; body: RichTextDoc; lists: string[] },
  { forSend = false } = {},
) {
  const frame = await frameFor(tx, siteId, forSend ? WHY : newsletter.lists, newsletter.body);
  return { text: newsletterText(newsletter.subject, newsletter.body, frame), html: newsletterHtml(newsletter.subject, newsletter.body, frame) };
}

const editable = (status: string) => status === "draft" || status === "scheduled";

export async function getNewsletter(siteId: SiteId, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db()
    .select()
    .from(n)
    .where(and(eq(n.siteId, siteId), eq(n.id, id)));
  return row ?? null;
}
export type Newsletter = NonNullable<Awaited<ReturnType<typeof getNewsletter>>>;

/** The site's newsletters, newest first, with what became of their mail. */
export async function listNewsletters(siteId: SiteId) {
  const { rows } = await db().execute<{
    id: string;
    subject: string;
    status: string;
    lists: string[];
    scheduled_at: Date | null;
    started_at: Date | null;
    automatic: boolean;
    held_reason: string | null;
    recipients: number | null;
    delivered: number;
    failed: number;
    waiting: number;
    unsubscribed: number;
  }>(sql`
    select n.id, n.subject, n.status, n.lists, n.scheduled_at, n.started_at, n.automatic, n.held_reason, n.recipients,
      count(o.id) filter (where o.status = 'sent')::int as delivered,
      count(o.id) filter (where o.status = 'failed')::int as failed,
      count(o.id) filter (where o.status in ('pending', 'sending'))::int as waiting,
      (select count(distinct c.id)::int from subscriptions s join contacts c on c.site_id = s.site_id and c.id = s.contact_id
        where s.site_id = n.site_id and s.list = any(n.lists) and s.status = 'unsubscribed' and s.unsubscribed_at > n.started_at
          and exists (select 1 from outbox r where r.site_id = n.site_id and r.newsletter_id = n.id and r.to_address = c.email)) as unsubscribed
    from newsletters n left join outbox o on o.site_id = n.site_id and o.newsletter_id = n.id
    where n.site_id = ${siteId}
    group by n.id
    order by coalesce(n.started_at, n.scheduled_at, n.created_at) desc`);
  return rows.map((r) => ({ ...r, scheduled_at: r.scheduled_at && new Date(r.scheduled_at), started_at: r.started_at && new Date(r.started_at) }));
}
export type NewsletterRow = Awaited<ReturnType<typeof listNewsletters>>[number];

/** Writes a draft (new when id is null); a scheduled one edited stays scheduled. A sent one cannot change. */
export async function saveNewsletter(
  actor: Actor | null,
  siteSlug: string,
  id: string | null,
  input: unknown,
  source?: { kind: string; id: string },
): Promise<string> {
  const { site, actor: who } = await access(actor, siteSlug);
  const values = newsletterInput.parse(input);
  return audited(
    who,
    site,
    (saved: string) => ({ action: "newsletter.save", entity: "newsletter", entityId: saved, summary: `Saved the newsletter "${values.subject}"` }),
    () =>
      write([], async (tx) => {
        if (!id) {
          const [row] = await tx
            .insert(n)
            .values({
              siteId: site.id,
              ...values,
              createdBy: who.email,
              sourceKind: source?.kind ?? null,
              sourceId: source && isUuid(source.id) ? source.id : null,
            })
            .returning({ id: n.id });
          return row!.id;
        }
        const current = await locked(tx, site.id, id);
        if (!editable(current.status)) throw new AppError("conflict", "This newsletter has been sent; it cannot change.");
        await tx
          .update(n)
          .set({ ...values, updatedAt: sql`now()` })
          .where(and(eq(n.siteId, site.id), eq(n.id, id)));
        return id;
      }),
  );
}

async function locked(tx: Transaction, siteId: SiteId, id: string) {
  if (!isUuid(id)) throw new AppError("not_found", "No such newsletter on this site.");
  const [row] = await tx
    .select()
    .from(n)
    .where(and(eq(n.siteId, siteId), eq(n.id, id)))
    .for("update");
  if (!row) throw new AppError("not_found", "No such newsletter on this site.");
  return row;
}

/** One copy to the person asking, marked as a test: the links work, the unsubscribe link goes to the site. */
export async function sendTest(actor: Actor | null, siteSlug: string, id: string): Promise<string> {
  const { site, actor: who } = await access(actor, siteSlug);
  await write([], async (tx) => {
    const newsletter = await locked(tx, site.id, id);
    const { text, html } = await renderNewsletter(tx, site.id, newsletter);
    const link = siteUrl(site);
    await queueMail(tx, site.id, {
      kind: "newsletter-test",
      to: who.email,
      fromName: site.name,
      replyTo: site.settings.contact.email,
      subject: `[Test] ${newsletter.subject}`,
      text: text.replaceAll(UNSUBSCRIBE, link),
      html: html.replaceAll(UNSUBSCRIBE, link),
    });
  });
  kickMailWorker();
  return who.email;
}

/** Sends now, or at `at` when that is in the future (the scheduler starts it then). */
export async function sendNewsletter(
  actor: Actor | null,
  siteSlug: string,
  id: string,
  at?: Date | null,
): Promise<{ scheduledAt: Date | null; recipients: number }> {
  const { site, actor: who } = await access(actor, siteSlug);
  const later = at && at.getTime() > now().getTime() ? at : null;
  const result = await audited(
    who,
    site,
    (r: { subject: string; recipients: number; held?: string | null }) => ({
      action: later ? "newsletter.schedule" : r.held ? "newsletter.held" : "newsletter.send",
      entity: "newsletter",
      entityId: id,
      summary: later
        ? `Scheduled the newsletter "${r.subject}" for ${later.toISOString()}`
        : r.held
          ? `The newsletter "${r.subject}" was held: ${r.held}`
          : `Sent the newsletter "${r.subject}" to ${r.recipients} subscribers`,
    }),
    () =>
      // The site's pages change with it: its archive of past newsletters (./collection.tsx).
      write([tags.site(site.id)], async (tx) => {
        const newsletter = await locked(tx, site.id, id);
        if (!editable(newsletter.status)) throw new AppError("conflict", "This newsletter has already been sent.");
        if (!newsletter.lists.length) throw new AppError("bad_input", "Choose at least one list.", { field: "lists" });
        if (later) {
          await tx
            .update(n)
            .set({ status: "scheduled", scheduledAt: later, updatedAt: sql`now()` })
            .where(eq(n.id, newsletter.id));
          return { subject: newsletter.subject, recipients: 0, held: null };
        }
        return { subject: newsletter.subject, ...(await startSend(tx, site.id, newsletter.id)) };
      }),
  );
  if (result.held) throw new AppError("conflict", result.held);
  if (!later) kickMailWorker();
  return { scheduledAt: later, recipients: result.recipients };
}

/** A scheduled newsletter goes back to being a draft. */
export async function unschedule(actor: Actor | null, siteSlug: string, id: string): Promise<void> {
  const { site, actor: who } = await access(actor, siteSlug);
  await audited(who, site, { action: "newsletter.unschedule", entity: "newsletter", entityId: id, summary: "Took a newsletter off the schedule" }, () =>
    write([], async (tx) => {
      const row = await locked(tx, site.id, id);
      if (row.status !== "scheduled") throw new AppError("conflict", "This newsletter is not scheduled.");
      await tx.update(n).set({ status: "draft", scheduledAt: null }).where(eq(n.id, id));
    }),
  );
}

/** Every newsletter carries the site's postal address (CAN-SPAM, and the reader's right to know who writes): without one, none starts. */
export const NO_ADDRESS =
  "Not sent: every newsletter carries the site's postal address, and the site has none yet. Add it in the site's settings, then send it again.";

/**
 * One recipient's copy as an outbox row: the words are the newsletter's
 * (rendered once at the send); the row holds what is this recipient's own,
 * the headers with their unsubscribe link naming the lists of this send
 * they are on (`lists`).
 */
export function copyRow(
  siteId: SiteId,
  site: { slug: string; name: string; settings: { contact: { email?: string | null } } },
  newsletter: { id: string; subject: string; lists: string[] },
  recipient: { email: string; public_key: string; lists: string[] },
) {
  return {
    siteId,
    kind: "newsletter",
    toAddress: recipient.email,
    replyTo: site.settings.contact.email ?? null,
    fromName: site.name,
    subject: newsletter.subject,
    textBody: "",
    headers: {
      "List-Unsubscribe": `<${absoluteUrl(`/contacts/${recipient.public_key}/${contactHash(recipient.public_key)}/unsubscribe?lists=${recipient.lists.join(",")}`)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "List-Id": `<${newsletter.lists.join(".").replace(/[^a-z0-9.-]/gi, "-")}.${site.slug}.lists.mainstreet>`,
      Precedence: "bulk",
    },
    newsletterId: newsletter.id,
    bulk: true,
  } satisfies typeof schema.outbox.$inferInsert;
}

/** The batch of outbox rows written per insert: 20,000 recipients are 20 statements, in one transaction. */
const CHUNK = 1000;

/**
 * Renders the newsletter and writes each recipient's copy to the outbox, in
 * the caller's transaction, the newsletter's row locked. Only confirmed
 * subscribers of its lists whose address is not suppressed, and no one whose
 * contact asked to be deleted. Answers how many copies were written; or,
 * when the site has no postal address or they would take it past its
 * monthly allowance, writes none and answers why (the newsletter is a draft again, with that reason).
 */
export async function startSend(tx: Transaction, siteId: SiteId, id: string): Promise<{ recipients: number; held: string | null }> {
  const newsletter = await locked(tx, siteId, id);
  if (!editable(newsletter.status)) return { recipients: 0, held: null };
  const { text, html } = await renderNewsletter(tx, siteId, newsletter, { forSend: true });
  const site = await siteOfMail(tx, siteId);
  // One row per address (a contact per address per site), with the lists of this send they are on: their unsubscribe link leaves those only.
  const { rows } = await tx.execute<{ email: string; public_key: string; lists: string[] }>(sql`
    select c.email, c.public_key, array_agg(s.list order by s.list) as lists
    from subscriptions s join contacts c on c.site_id = s.site_id and c.id = s.contact_id
    where s.site_id = ${siteId} and s.list = any(${sql.param(newsletter.lists)}::text[]) and s.status = 'confirmed' and c.deletion_requested_at is null
      and not exists (select 1 from mail_suppressions m where m.site_id = s.site_id and m.email = c.email)
    group by c.email, c.public_key
    order by c.email`);
  const held = site.settings.contact.address ? await overAllowance(tx, siteId, rows.length) : NO_ADDRESS;
  if (held) {
    // Nothing is written: the newsletter waits as a draft, saying why, for the owner to send when the allowance allows.
    await tx
      .update(n)
      .set({ status: "draft", scheduledAt: null, heldReason: held, updatedAt: sql`now()` })
      .where(eq(n.id, newsletter.id));
    return { recipients: 0, held };
  }
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx
      .insert(schema.outbox)
      .values(rows.slice(i, i + CHUNK).map((r) => copyRow(siteId, site, newsletter, r)))
      .onConflictDoNothing();
  }
  await tx
    .update(n)
    .set({ status: "sent", textBody: text, htmlBody: html, recipients: rows.length, heldReason: null, startedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(n.id, newsletter.id));
  return { recipients: rows.length, held: null };
}

/** Starts every scheduled newsletter whose time has come; instances running it at once each take different ones (SKIP LOCKED). */
export async function releaseDueNewsletters(at = now()): Promise<number> {
  const due = and(eq(n.status, "scheduled"), sql`${n.scheduledAt} <= ${at}`);
  let started = 0;
  for (;;) {
    const [next] = await db().select({ siteId: n.siteId }).from(n).where(due).limit(1);
    if (!next) break;
    const siteId = next.siteId as SiteId;
    const done = await write([tags.site(siteId)], async (tx) => {
      const [row] = await tx
        .select({ id: n.id })
        .from(n)
        .where(and(due, eq(n.siteId, siteId)))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!row) return false;
      await startSend(tx, siteId, row.id);
      return true;
    });
    // Another instance holds it: that one starts it.
    if (!done) break;
    started++;
  }
  if (started) kickMailWorker();
  return started;
}

/** A published item as a newsletter's body: its summary, its text, and a link to read it on the site. */
export function itemBody(item: { summary?: string | null; body?: RichTextDoc | null }, url: string): RichTextDoc {
  const content: RichTextNode[] = [];
  if (item.summary) content.push({ type: "paragraph", content: [{ type: "text", text: item.summary, marks: [{ type: "italic" }] }] });
  content.push(...(item.body?.content ?? []));
  content.push({ type: "paragraph", content: [{ type: "text", text: "Read it on our site", marks: [{ type: "link", attrs: { href: url } }] }] });
  return { type: "doc", content };
}

/** A post, news item or event of the site, for "Email this to subscribers": its title, words and address, or null. */
export async function itemForMail(siteId: SiteId, kind: string, id: string): Promise<{ title: string; body: RichTextDoc } | null> {
  if (!isUuid(id)) return null;
  const table = kind === "news" ? schema.newsItems : kind === "event" ? schema.events : kind === "post" ? schema.posts : null;
  if (!table) return null;
  const [item] = await db()
    .select()
    .from(table)
    .where(and(eq(table.siteId, siteId), eq(table.id, id)));
  if (!item || ("status" in item && item.status !== "published")) return null;
  const [doc] = await db()
    .select({ path: schema.searchDocuments.path })
    .from(schema.searchDocuments)
    .where(and(eq(schema.searchDocuments.siteId, siteId), eq(schema.searchDocuments.sourceId, id)));
  const site = await siteOfMail(db(), siteId);
  const row = item as { title: string; summary?: string | null; excerpt?: string | null; description?: string | null; body?: RichTextDoc | null };
  return { title: row.title, body: itemBody({ summary: row.summary ?? row.excerpt ?? null, body: row.body ?? null }, siteUrl(site, doc?.path ?? "")) };
}

/**
 * Called in the transaction that publishes a news item: when the site has
 * lists set to receive every news item, the item goes to them, once (a
 * unique index on the site and the item: publishing it again sends nothing).
 */
export async function sendNewsAutomatically(
  tx: Transaction,
  siteId: SiteId,
  item: { id: string; title: string; summary: string; body: RichTextDoc; slug: string },
  path: string | null,
): Promise<void> {
  const lists = await tx
    .select({ key: schema.mailLists.key })
    .from(schema.mailLists)
    .where(and(eq(schema.mailLists.siteId, siteId), eq(schema.mailLists.autoNews, true)));
  if (!lists.length) return;
  const site = await siteOfMail(tx, siteId);
  const [row] = await tx
    .insert(n)
    .values({
      siteId,
      subject: item.title,
      body: itemBody(item, siteUrl(site, path ?? "")),
      lists: lists.map((l) => l.key),
      automatic: true,
      sourceKind: "news",
      sourceId: item.id,
      createdBy: "automatic",
    })
    .onConflictDoNothing()
    .returning({ id: n.id });
  if (row) await startSend(tx, siteId, row.id);
}

/** Names a list and sets whether every news item is sent to it when published. */
export async function setList(actor: Actor | null, siteSlug: string, key: string, input: { name?: unknown; autoNews: boolean }): Promise<void> {
  const { site, actor: who } = await access(actor, siteSlug);
  const listKey = z.string().trim().min(1).max(80).parse(key);
  const name =
    z
      .string()
      .trim()
      .min(1, "Give the list a name")
      .max(80)
      .optional()
      .parse(input.name || undefined) ?? listLabel(listKey);
  await audited(
    who,
    site,
    {
      action: "mail-list.save",
      entity: "mail_list",
      summary: `${input.autoNews ? "Every news item now goes" : "News items no longer go"} to the list ${name}`,
    },
    () => write([], (tx) => saveMailList(tx, site.id, { key: listKey, name, autoNews: input.autoNews })),
  );
}

/** A list's name and whether it takes every news item, written as given (the owner's setList, a site's seed). */
export async function saveMailList(tx: Executor, siteId: SiteId, list: { key: string; name: string; autoNews: boolean }): Promise<void> {
  const l = schema.mailLists;
  await tx
    .insert(l)
    .values({ siteId, ...list })
    .onConflictDoUpdate({ target: [l.siteId, l.key], set: { name: list.name, autoNews: list.autoNews } });
}

/** An archive's address on the site: "notices", "news/letters". */
const archivePath = z
  .string("Give the archive an address")
  .trim()
  .toLowerCase()
  .transform((path) => path.replace(/^\/+|\/+$/g, ""))
  .pipe(
    z
      .string()
      .min(1, "Give the archive an address")
      .max(80, "Keep the address under 80 characters")
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/, "Use lower-case letters, digits and hyphens, like notices or past-newsletters"),
  );

/**
 * Shows the site's public archive of past newsletters at `path` on the site
 * (the `newsletters` collection mounted there), or stops showing it (null).
 * An owner's: it changes the public site. A path a page or another of the
 * site's collections already has is refused.
 */
export async function setArchive(actor: Actor | null, siteSlug: string, path: unknown): Promise<string | null> {
  const { site, actor: who } = await authorize(actor, siteSlug, "site");
  const at = path === null ? null : archivePath.parse(path);
  const m = schema.collectionMounts;
  await audited(
    who,
    site,
    {
      action: "newsletters.archive",
      entity: "site",
      entityId: site.id,
      summary: at ? `Showed past newsletters at /${at}` : "Stopped showing past newsletters on the site",
    },
    () =>
      write([tags.site(site.id), tags.sites], async (tx) => {
        if (!at) {
          await tx.delete(m).where(and(eq(m.siteId, site.id), eq(m.collection, "newsletters")));
          return;
        }
        const [page] = await tx
          .select({ id: schema.pages.id })
          .from(schema.pages)
          .where(and(eq(schema.pages.siteId, site.id), isNull(schema.pages.organizationId), eq(schema.pages.path, at)))
          .limit(1);
        const [mount] = await tx
          .select({ collection: m.collection })
          .from(m)
          .where(and(eq(m.siteId, site.id), eq(m.basePath, at), ne(m.collection, "newsletters")))
          .limit(1);
        if (page || mount)
          throw new AppError("conflict", `/${at} is already ${page ? "a page" : "where the site shows its " + mount!.collection}: choose another address.`, {
            field: "path",
          });
        await tx
          .insert(m)
          .values({ siteId: site.id, collection: "newsletters", basePath: at })
          .onConflictDoUpdate({ target: [m.siteId, m.collection], set: { basePath: at } });
      }),
  );
  return at;
}

export function startNewsletterScheduling(everyMs = 30_000): () => void {
  return every(everyMs, "start scheduled newsletters", () => releaseDueNewsletters());
}
