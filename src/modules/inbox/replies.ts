import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { formatDateTime } from "@/lib/format";
import { schema, type Transaction } from "@/server/db/client";
import { write } from "@/server/db/write";
import { audited } from "@/modules/audit/service";
import { authorize, type Actor } from "@/modules/auth/access";
import { queueMail } from "@/modules/mail/outbox";
import { kickMailWorker } from "@/modules/mail/worker";
import type { SiteId } from "@/modules/sites/queries";
import { isUuid } from "./filters";
import { getMessage, type MessageDetail } from "./queries/messages";
import { CONTACT_FIELDS, labelledValues } from "./values";
import { zoneOf } from "@/modules/sites/calendar";

/**
 * Answering a message from the inbox. The reply is an outbox row naming the
 * message, written in the same transaction that marks the message answered:
 * the thread, its delivery state and the contact's history are all read from
 * there. It goes from the platform's address under the site's name, with the
 * site's own address (or the person replying) to answer to.
 */
const inbox = (actor: Actor | null, siteSlug: string) => authorize(actor, siteSlug, "inbox");

export const replyInput = z.object({
  body: z.string("Write your reply").trim().min(1, "Write your reply").max(20_000, "Keep the reply under 20,000 characters"),
  /** When given, the reply is also kept as a saved reply under this title. */
  saveAs: z.string().trim().max(80, "Keep the title under 80 characters").optional(),
});

/** What they wrote, quoted under the reply: the thread reads whole in any mail client. */
export function quoted(message: Pick<MessageDetail, "form" | "data" | "createdAt">, timeZone: string): string {
  const lines = labelledValues(message.form, message.data)
    .filter((v) => !CONTACT_FIELDS.has(v.name))
    .flatMap((v) => (v.long ? [`${v.label}:`, ...v.text.split("\n")] : [`${v.label}: ${v.text}`]));
  return [`On ${formatDateTime(message.createdAt, timeZone)} you wrote:`, ...lines.map((l) => `> ${l}`)].join("\n");
}

export async function replyToMessage(
  actor: Actor | null,
  siteSlug: string,
  messageId: string,
  input: { body: unknown; saveAs?: unknown },
): Promise<{ mailId: string; to: string; reference: string }> {
  const { site, actor: who } = await inbox(actor, siteSlug);
  const { body, saveAs } = replyInput.parse({ body: input.body, saveAs: input.saveAs || undefined });
  const message = isUuid(messageId) ? await getMessage(site.id, messageId) : null;
  if (!message) throw new AppError("not_found", "No such message on this site.");
  if (!message.contactId || message.status === "spam") throw new AppError("conflict", "This message is held as spam. Move it to the inbox before replying.");
  const replyTo = site.settings.contact.email ?? who.email;
  const ref = message.reference;
  const text = `${body}\n\n${site.name}\n\n${quoted(message, zoneOf(site))}\n`;
  const result = await audited(
    who,
    site,
    { action: "submission.reply", entity: "submission", entityId: message.id, summary: `Replied to message ${ref} from ${message.contactEmail}` },
    () =>
      write([], async (tx) => {
        const mailId = await queueMail(tx, site.id, {
          kind: "reply",
          to: message.contactEmail,
          replyTo,
          fromName: site.name,
          subject: `Re: ${message.form.name} [${ref}]`,
          text,
          submissionId: message.id,
        });
        const s = schema.submissions;
        await tx
          .update(s)
          .set({ answeredAt: sql`now()`, status: sql`case when ${s.status} = 'new' then 'read'::submission_status else ${s.status} end` })
          .where(and(eq(s.siteId, site.id), eq(s.id, message.id)));
        if (saveAs) await keepSavedReply(tx, site.id, saveAs, body);
        return { mailId, to: message.contactEmail, reference: ref };
      }),
  );
  kickMailWorker();
  return result;
}

async function keepSavedReply(tx: Transaction, siteId: SiteId, title: string, body: string): Promise<void> {
  const r = schema.savedReplies;
  await tx
    .insert(r)
    .values({ siteId, title, body })
    .onConflictDoUpdate({ target: [r.siteId, r.title], set: { body } });
}

const savedInput = z.object({
  title: z.string("Give it a title").trim().min(1, "Give it a title").max(80, "Keep the title under 80 characters"),
  body: z.string("Write the reply").trim().min(1, "Write the reply").max(20_000, "Keep the reply under 20,000 characters"),
});

/** A saved reply by its title: a second one of the same title replaces the first. */
export async function saveReply(actor: Actor | null, siteSlug: string, input: { title: unknown; body: unknown }): Promise<string> {
  const { site, actor: who } = await inbox(actor, siteSlug);
  const { title, body } = savedInput.parse(input);
  await audited(who, site, { action: "saved-reply.save", entity: "saved_reply", summary: `Saved the reply "${title}"` }, () =>
    write([], (tx) => keepSavedReply(tx, site.id, title, body)),
  );
  return title;
}

export async function deleteSavedReply(actor: Actor | null, siteSlug: string, id: string): Promise<string> {
  const { site, actor: who } = await inbox(actor, siteSlug);
  if (!isUuid(id)) throw new AppError("not_found", "No such saved reply on this site.");
  const r = schema.savedReplies;
  return audited(
    who,
    site,
    (title: string) => ({ action: "saved-reply.delete", entity: "saved_reply", entityId: id, summary: `Deleted the saved reply "${title}"` }),
    () =>
      write([], async (tx) => {
        const [row] = await tx
          .delete(r)
          .where(and(eq(r.siteId, site.id), eq(r.id, id)))
          .returning({ title: r.title });
        if (!row) throw new AppError("not_found", "No such saved reply on this site.");
        return row.title;
      }),
  );
}
