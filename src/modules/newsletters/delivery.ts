import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/server/db/client";
import { UNSUBSCRIBE } from "./render";

/**
 * What the outbox's worker needs of a newsletter: one recipient's copy, and
 * what a permanent refusal does. Kept apart from the newsletters' service so
 * the worker and the service do not import each other.
 */

/** The rendered newsletters the worker is sending, by id: rendered once at the send and never changed, so they can be kept. */
const rendered = new Map<string, { text: string; html: string | undefined }>();

async function renderedNewsletter(id: string) {
  const kept = rendered.get(id);
  if (kept) return kept;
  const { rows } = await db().execute<{ text_body: string | null; html_body: string | null }>(
    sql`select text_body, html_body from newsletters where id = ${id}`,
  );
  const row = rows[0];
  if (!row?.text_body) return null;
  const value = { text: row.text_body, html: row.html_body ?? undefined };
  if (rendered.size > 50) rendered.clear();
  rendered.set(id, value);
  return value;
}

interface BulkRow {
  site_id: string | null;
  newsletter_id: string | null;
  to_address: string;
  headers: Record<string, string>;
}

/**
 * The recipient's copy, with their own unsubscribe link; null when, since the
 * send began, they left every list it went to or their address was suppressed:
 * such a mail is not sent.
 */
export async function newsletterCopy(mail: BulkRow): Promise<{ text: string; html?: string } | null> {
  const { rows } = await db().execute<{ wanted: boolean }>(sql`
    select exists (
      select 1 from subscriptions s
      join contacts c on c.site_id = s.site_id and c.id = s.contact_id
      join newsletters n on n.site_id = s.site_id and n.id = ${mail.newsletter_id}
      where s.site_id = ${mail.site_id} and c.email = ${mail.to_address} and s.status = 'confirmed' and s.list = any(n.lists)
    ) and not exists (select 1 from mail_suppressions m where m.site_id = ${mail.site_id} and m.email = ${mail.to_address}) as wanted`);
  if (!rows[0]?.wanted) return null;
  const newsletter = await renderedNewsletter(mail.newsletter_id!);
  if (!newsletter) return null;
  const link = /^<([^>]+)>/.exec(mail.headers["List-Unsubscribe"] ?? "")?.[1] ?? "";
  return {
    text: newsletter.text.replaceAll(UNSUBSCRIBE, link),
    html: newsletter.html?.replaceAll(UNSUBSCRIBE, link.replace(/&/g, "&amp;").replace(/"/g, "&quot;")),
  };
}

/** A 5xx from the receiving server: the address does not take mail (RFC 5321), unlike a 4xx, which may pass. */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

export async function suppress(siteId: string, email: string, reason: string): Promise<void> {
  await db().execute(sql`insert into mail_suppressions (site_id, email, reason) values (${siteId}, ${email.toLowerCase()}, ${reason}) on conflict do nothing`);
}
