import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "@/server/db/client";
import type { Actor } from "@/modules/auth/access";
import { unsafeContactBySignedLink } from "@/modules/contacts/queries";
import { saveForm } from "@/modules/forms/service";
import { getMessage } from "@/modules/inbox/queries/messages";
import { otherMessagesOf, repliesTo, savedRepliesOf } from "@/modules/inbox/queries/replies";
import { deleteSavedReply, replyToMessage, saveReply } from "@/modules/inbox/replies";
import { smtpTransport } from "@/modules/mail/transport";
import { deliverDueMail } from "@/modules/mail/worker";
import type { SiteId } from "@/modules/sites/queries";
import { failure, member } from "../helpers/actors";
import { startSmtpPeer } from "../helpers/smtp";
import { createTestSite } from "../helpers/sites";
import { sendForm } from "../helpers/visitors";

const CONTACT = {
  key: "contact",
  name: "Contact us",
  recipients: ["desk@replies.example"],
  fields: [
    { name: "name", label: "Name", type: "text" as const, required: true },
    { name: "email", label: "Email", type: "email" as const, required: true },
    { name: "message", label: "Your message", type: "textarea" as const, required: true },
  ],
};

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let site: { id: SiteId; slug: string };
let other: { id: SiteId; slug: string };
let owner: Actor;
let otherOwner: Actor;
let editor: Actor;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  site = await createTestSite({ name: "Copper Kettle, Bakery", settings: { description: "A bakery.", contact: { email: "hello@kettle.example" } } });
  other = await createTestSite();
  await saveForm(site.id, CONTACT);
  await saveForm(other.id, CONTACT);
  [owner, editor, otherOwner] = await Promise.all([member(site.id, "owner"), member(site.id, "editor"), member(other.id, "owner")]);
});
afterAll(async () => smtp?.stop());

/** Sends what is due to the peer and answers the mails it received for `to`. */
async function deliver(to: string) {
  const before = smtp.received.length;
  await deliverDueMail(smtpTransport(smtp.url), "Mainstreet <no-reply@mainstreet.example>");
  return smtp.received.slice(before).filter((m) => m.envelopeTo.includes(to));
}

describe("a reply from the inbox", () => {
  it("goes through the outbox from the site's name with its reply address, is threaded on the message and the contact's history, and marks it answered", async () => {
    const first = await sendForm(site.id, "contact", { name: "Ada Baker", email: "ada@example.org", message: "Do you bake rye on Sundays?" });
    const second = await sendForm(site.id, "contact", { name: "Ada Baker", email: "ada@example.org", message: "And spelt?" });
    await deliver("desk@replies.example");

    const reply = await replyToMessage(owner, site.slug, first, { body: "Yes, every Sunday from 8.\nCome early!", saveAs: "Sunday rye" });
    expect(reply.to).toBe("ada@example.org");
    const message = (await getMessage(site.id, first))!;
    expect(message.answeredAt).toBeInstanceOf(Date);
    expect(message.status).toBe("read");

    let thread = await repliesTo(site.id, first);
    expect(thread).toHaveLength(1);
    expect(thread[0]).toMatchObject({
      status: "pending",
      toAddress: "ada@example.org",
      replyTo: "hello@kettle.example",
      subject: `Re: Contact us [${message.reference}]`,
    });

    const [mail] = await deliver("ada@example.org");
    expect(mail).toBeDefined();
    expect(mail!.headers.get("from")?.[0]).toBe('"Copper Kettle, Bakery" <no-reply@mainstreet.example>');
    expect(mail!.headers.get("reply-to")?.[0]).toBe("hello@kettle.example");
    expect(mail!.headers.get("subject")?.[0]).toBe(`Re: Contact us [${message.reference}]`);
    expect(mail!.headers.get("message-id")?.[0]).toBe(`<${reply.mailId}@mainstreet.example>`);
    expect(mail!.body).toContain("Yes, every Sunday from 8.");
    expect(mail!.body).toContain("> Your message:\r\n> Do you bake rye on Sundays?");

    thread = await repliesTo(site.id, first);
    expect(thread[0]).toMatchObject({ status: "sent", lastError: null });
    expect(thread[0]!.sentAt).toBeInstanceOf(Date);

    // The contact's history: beside their other message, and on their own page.
    const history = await otherMessagesOf(site.id, message.contactId!, second);
    expect(history.map((h) => [h.id, h.replies, Boolean(h.answeredAt)])).toEqual([[first, 1, true]]);
    const [contact] = await db()
      .select({ publicKey: schema.contacts.publicKey })
      .from(schema.contacts)
      .where(and(eq(schema.contacts.siteId, site.id), eq(schema.contacts.email, "ada@example.org")));
    const { contactHash } = await import("@/modules/contacts/service");
    const record = await unsafeContactBySignedLink(contact!.publicKey, contactHash(contact!.publicKey));
    const answered = record!.submissions.find((s) => s.reference === message.reference)!;
    expect(answered.replies).toHaveLength(1);
    expect(answered.replies[0]!.text).toContain("Yes, every Sunday from 8.");

    // The saved reply was kept; saved again under its title it is replaced, and it can be deleted.
    expect((await savedRepliesOf(site.id)).map((r) => [r.title, r.body])).toEqual([["Sunday rye", "Yes, every Sunday from 8.\nCome early!"]]);
    await saveReply(owner, site.slug, { title: "Sunday rye", body: "Yes, from 8 on Sundays." });
    const saved = await savedRepliesOf(site.id);
    expect(saved.map((r) => r.body)).toEqual(["Yes, from 8 on Sundays."]);
    expect(await deleteSavedReply(owner, site.slug, saved[0]!.id)).toBe("Sunday rye");
    expect(await savedRepliesOf(site.id)).toEqual([]);
  });

  it("shows a refusal by the receiving server as failed, with its reason", async () => {
    const id = await sendForm(site.id, "contact", { name: "Bo", email: "bo@example.org", message: "Hi" });
    await deliver("desk@replies.example");
    await replyToMessage(owner, site.slug, id, { body: "Hello Bo" });
    // A peer that refuses every recipient.
    const { SMTPServer } = await import("smtp-server");
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo: (_address, _session, callback) => callback(Object.assign(new Error("550 5.1.1 mailbox unavailable"), { responseCode: 550 })),
    });
    await new Promise<void>((resolve) => refusing.listen(0, "127.0.0.1", resolve));
    try {
      // Old enough that the outbox gives up after this try.
      await db().execute(sql`update outbox set created_at = now() - interval '10 days' where submission_id = ${id}`);
      const port = (refusing.server.address() as { port: number }).port;
      expect(await deliverDueMail(smtpTransport(`smtp://127.0.0.1:${port}`))).toEqual({ sent: 0, failed: 1 });
    } finally {
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
    const [reply] = await repliesTo(site.id, id);
    expect(reply!.status).toBe("failed");
    expect(reply!.lastError).toContain("mailbox unavailable");
  });

  it("is refused to editors, another site's owner, on spam, and when empty; a refused reply sends nothing", async () => {
    const id = await sendForm(site.id, "contact", { name: "Cy", email: "cy@example.org", message: "Hi" });
    const spam = await sendForm(site.id, "contact", { name: "Spam", email: "spam@example.org", message: "pills" }, { honeypot: "x" });
    const count = async () =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(schema.outbox)
          .where(eq(schema.outbox.kind, "reply"))
      )[0]!.n;
    const before = await count();
    expect((await failure(replyToMessage(editor, site.slug, id, { body: "x" }))).code).toBe("forbidden");
    expect((await failure(replyToMessage(otherOwner, site.slug, id, { body: "x" }))).code).toBe("not_found");
    expect((await failure(replyToMessage(otherOwner, other.slug, id, { body: "x" }))).code).toBe("not_found");
    expect((await failure(replyToMessage(owner, site.slug, spam, { body: "x" }))).code).toBe("conflict");
    await expect(replyToMessage(owner, site.slug, id, { body: "   " })).rejects.toThrow();
    expect(await count()).toBe(before);
    expect((await getMessage(site.id, id))!.answeredAt).toBeNull();
  });
});
