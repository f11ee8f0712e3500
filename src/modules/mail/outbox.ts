import { z } from "zod";
import { schema, type Transaction } from "@/server/db/client";
import type { SiteId } from "@/modules/sites/queries";

export interface MailInput {
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** An HTML alternative (a newsletter's test copy). */
  html?: string;
  headers?: Record<string, string>;
  /** The sender's name shown at the platform's address (a site's reply is from the site). */
  fromName?: string;
  /** The inbox message this mail answers. */
  submissionId?: string;
  /** Held until this instant (a gift card delivered on a chosen date); sent at once when it has passed. */
  sendAt?: Date;
}

const address = z.email();

/** No value that reaches a mail header may carry a line break: that is how a header is injected. */
export function headerSafe(value: string): string {
  return value
    .replace(/[\r\n\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 300);
}

/**
 * Puts a mail in the outbox inside the caller's transaction: it exists only
 * if what it reports was committed, and the worker delivers it afterwards.
 * The platform's own mail (password resets, invitations) has no site.
 */
export async function enqueueMail(tx: Transaction, siteId: SiteId | null, mail: MailInput): Promise<void> {
  await queueMail(tx, siteId, mail);
}

/** enqueueMail, answering the new row's id (a reply keeps it to show its delivery). */
export async function queueMail(tx: Transaction, siteId: SiteId | null, mail: MailInput): Promise<string> {
  const to = address.parse(mail.to.trim());
  const replyTo = mail.replyTo ? address.parse(mail.replyTo.trim()) : null;
  const headers = Object.fromEntries(Object.entries(mail.headers ?? {}).map(([k, v]) => [headerSafe(k), headerSafe(v)]));
  const [row] = await tx
    .insert(schema.outbox)
    .values({
      siteId,
      kind: mail.kind,
      toAddress: to,
      replyTo,
      subject: headerSafe(mail.subject),
      textBody: mail.text,
      headers,
      fromName: mail.fromName ? headerSafe(mail.fromName) : null,
      submissionId: mail.submissionId ?? null,
      htmlBody: mail.html ?? null,
      ...(mail.sendAt ? { nextAttemptAt: mail.sendAt, dueAt: mail.sendAt } : {}),
    })
    .returning({ id: schema.outbox.id });
  return row!.id;
}

/** The From of a mail: the platform's sending address, under the site's name when it has one (quoted, so a comma or colon in a name stays a name). */
export function fromAddress(platformFrom: string, name: string | null | undefined): string {
  if (!name) return platformFrom;
  const address = /<([^>]+)>\s*$/.exec(platformFrom)?.[1] ?? platformFrom.trim();
  return `"${headerSafe(name).replace(/["\\]/g, "")}" <${address}>`;
}
