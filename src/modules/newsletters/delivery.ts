import { sql } from "drizzle-orm";
import { db } from "@/server/db/client";
import { escapeHtml, listLabel, UNSUBSCRIBE, WHY, whyLine } from "./render";

/**
 * What the outbox's worker needs of a newsletter: its recipients' copies, and
 * what a permanent refusal does. Kept apart from the newsletters' service so
 * the worker and the service do not import each other.
 */

interface Rendered {
  text: string;
  html: string | undefined;
  /** "why you get this" for a recipient on these lists of the send (comma-joined keys), in text and in HTML. */
  why: (lists: string) => { text: string; html: string };
}

/** The rendered newsletters the worker is sending, by id: rendered once at the send and never changed, so they can be kept. */
const rendered = new Map<string, Rendered>();

async function renderedNewsletter(id: string): Promise<Rendered | null> {
  const kept = rendered.get(id);
  if (kept) return kept;
  const { rows } = await db().execute<{ text_body: string | null; html_body: string | null; site_name: string; names: Record<string, string> | null }>(sql`
    select n.text_body, n.html_body, s.name as site_name,
      (select jsonb_object_agg(l.key, l.name) from mail_lists l where l.site_id = n.site_id) as names
    from newsletters n join sites s on s.id = n.site_id where n.id = ${id}`);
  const row = rows[0];
  if (!row?.text_body) return null;
  const names = row.names ?? {};
  const lines = new Map<string, { text: string; html: string }>();
  const value: Rendered = {
    text: row.text_body,
    html: row.html_body ?? undefined,
    why: (lists) => {
      let line = lines.get(lists);
      if (!line) {
        const text = whyLine(
          row.site_name,
          lists.split(",").map((key) => names[key] ?? listLabel(key)),
        );
        line = { text, html: escapeHtml(text) };
        lines.set(lists, line);
      }
      return line;
    },
  };
  if (rendered.size > 50) rendered.clear();
  rendered.set(id, value);
  return value;
}

interface BulkRow {
  id: string;
  newsletter_id: string | null;
  headers: Record<string, string>;
}

/**
 * Each recipient's copy, by outbox id, with their own unsubscribe link and
 * the lists of the send they are on; absent when, since the send began, they
 * left every list it went to or their address was suppressed: such a copy is
 * not sent. One query for the whole batch.
 */
export async function newsletterCopies(mails: BulkRow[]): Promise<Map<string, { text: string; html?: string }>> {
  const copies = new Map<string, { text: string; html?: string }>();
  if (!mails.length) return copies;
  const { rows } = await db().execute<{ id: string }>(sql`
    select o.id from outbox o join newsletters n on n.site_id = o.site_id and n.id = o.newsletter_id
    where o.id = any(${sql.param(mails.map((m) => m.id))}::uuid[])
      and exists (
        select 1 from subscriptions s join contacts c on c.site_id = s.site_id and c.id = s.contact_id
        where s.site_id = o.site_id and c.email = o.to_address and s.status = 'confirmed' and s.list = any(n.lists))
      and not exists (select 1 from mail_suppressions m where m.site_id = o.site_id and m.email = o.to_address)`);
  const wanted = new Set(rows.map((r) => r.id));
  for (const mail of mails) {
    if (!wanted.has(mail.id)) continue;
    const newsletter = await renderedNewsletter(mail.newsletter_id!);
    if (!newsletter) continue;
    const link = /^<([^>]+)>/.exec(mail.headers["List-Unsubscribe"] ?? "")?.[1] ?? "";
    const why = newsletter.why(decodeURIComponent(/[?&]lists=([^&]*)/.exec(link)?.[1] ?? ""));
    copies.set(mail.id, {
      text: newsletter.text.replace(WHY, why.text).replaceAll(UNSUBSCRIBE, link),
      html: newsletter.html?.replace(WHY, why.html).replaceAll(UNSUBSCRIBE, escapeHtml(link)),
    });
  }
  return copies;
}

/** A 5xx from the receiving server: the address does not take mail (RFC 5321), unlike a 4xx, which may pass. */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

export async function suppress(siteId: string, email: string, reason: string): Promise<void> {
  await db().execute(sql`insert into mail_suppressions (site_id, email, reason) values (${siteId}, ${email.toLowerCase()}, ${reason}) on conflict do nothing`);
}
