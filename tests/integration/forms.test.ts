import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "@/server/db/client";
import { checkContactHash, contactHash } from "@/modules/contacts/service";
import { unsafeContactBySignedLink } from "@/modules/contacts/queries";
import { saveForm, formToken, submit, type SubmissionRequest } from "@/modules/forms/service";
import { deliverDueMail } from "@/modules/mail/worker";
import { smtpTransport } from "@/modules/mail/transport";
import { createTestSite } from "../helpers/sites";
import { startSmtpPeer } from "../helpers/smtp";
import type { SiteId } from "@/modules/sites/queries";

const CONTACT = {
  key: "contact",
  name: "Contact",
  recipients: ["owner@bakery.example"],
  fields: [
    { name: "name", label: "Name", type: "text" as const, required: true },
    { name: "email", label: "Email", type: "email" as const, required: true },
    { name: "message", label: "Message", type: "textarea" as const, required: true },
    { name: "resume", label: "Résumé", type: "file" as const, accept: ["pdf" as const], maxSizeMb: 0.1 },
  ],
};
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF");
const ip = () => `10.0.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
const past = () => formToken(Date.now() - 10_000);

async function site() {
  const created = await createTestSite();
  await saveForm(created.id, CONTACT);
  return created;
}

function request(siteId: SiteId, overrides: Partial<SubmissionRequest> = {}): SubmissionRequest {
  return {
    siteId,
    formKey: "contact",
    values: { name: "Ada Baker", email: "Ada@Example.org", message: "Do you make rye?" },
    files: [],
    token: past(),
    honeypot: "",
    ip: ip(),
    ...overrides,
  };
}

const outboxFor = (siteId: SiteId) => db().select().from(schema.outbox).where(eq(schema.outbox.siteId, siteId));

describe("form submissions", () => {
  it("stores the submission, its contact and both mails together, before thanking", async () => {
    const { id } = await site();
    const result = await submit(request(id));
    expect(result).toMatchObject({ ok: true, duplicate: false });
    const reference = (result as { reference: string }).reference;
    expect(reference).toMatch(/^MS-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const [stored] = await db().select().from(schema.submissions).where(eq(schema.submissions.siteId, id));
    expect(stored).toMatchObject({ reference, status: "new", data: { name: "Ada Baker", email: "Ada@Example.org", message: "Do you make rye?" } });
    const [contact] = await db().select().from(schema.contacts).where(eq(schema.contacts.siteId, id));
    expect(contact).toMatchObject({ email: "ada@example.org", name: "Ada Baker" });
    const mail = await outboxFor(id);
    expect(mail.map((m) => [m.kind, m.toAddress]).sort()).toEqual([
      ["submission", "owner@bakery.example"],
      ["submission-receipt", "Ada@Example.org"],
    ]);
  });

  it("keeps a message with a NUL byte in it, less the byte", async () => {
    const { id } = await site();
    const result = await submit(
      request(id, { values: { name: "Ada\u0000 Baker", email: "Ada@Example.org", message: "Line one\u0000\nline two\tand a tab\u0007" } }),
    );
    expect(result).toMatchObject({ ok: true });
    const [stored] = await db().select().from(schema.submissions).where(eq(schema.submissions.siteId, id));
    expect(stored!.data).toMatchObject({ name: "Ada Baker", message: "Line one\nline two\tand a tab" });
  });

  it("refuses bad input with a message for each field, and stores nothing", async () => {
    const { id } = await site();
    const result = await submit(request(id, { values: { name: "", email: "not-an-email", message: "x".repeat(6000) } }));
    expect(result.ok).toBe(false);
    expect((result as { errors: Record<string, string> }).errors).toEqual({
      name: "Please fill in name",
      email: "Enter an email address like name@example.com",
      message: "Keep message under 5000 characters",
    });
    expect(await db().select().from(schema.submissions).where(eq(schema.submissions.siteId, id))).toEqual([]);
  });

  it("stores a double post once", async () => {
    const { id } = await site();
    const same = request(id);
    const [a, b] = await Promise.all([submit(same), submit({ ...same })]);
    expect(a.ok && b.ok).toBe(true);
    expect((a as { reference: string }).reference).toBe((b as { reference: string }).reference);
    expect(await db().select().from(schema.submissions).where(eq(schema.submissions.siteId, id))).toHaveLength(1);
    expect(await outboxFor(id)).toHaveLength(2);
  });

  it("never mixes sites: a form key of another site is not found, and each submission is stored under the site it was sent to", async () => {
    const a = await site();
    const b = await createTestSite();
    await expect(submit(request(b.id))).rejects.toMatchObject({ code: "not_found" });
    await submit(request(a.id, { values: { name: "Ada", email: "ada@example.org", message: "hi", siteId: b.id } }));
    const rows = await db()
      .select({ siteId: schema.submissions.siteId, data: schema.submissions.data })
      .from(schema.submissions)
      .where(eq(schema.submissions.siteId, a.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.data).not.toHaveProperty("siteId");
  });

  it("keeps suspected spam in quarantine, unmailed", async () => {
    const { id } = await site();
    expect((await submit(request(id, { honeypot: "http://spam.example" }))).ok).toBe(true);
    expect((await submit(request(id, { token: formToken(Date.now() - 500), values: { name: "B", email: "b@example.org", message: "fast" } }))).ok).toBe(true);
    expect(
      (await submit(request(id, { token: "123.forged-signature-xxxxxxxxxxxxxxx", values: { name: "C", email: "c@example.org", message: "forged" } }))).ok,
    ).toBe(true);
    const rows = await db()
      .select({ status: schema.submissions.status, reason: schema.submissions.spamReason })
      .from(schema.submissions)
      .where(eq(schema.submissions.siteId, id));
    expect(rows.map((r) => r.status)).toEqual(["spam", "spam", "spam"]);
    expect(rows.map((r) => r.reason)).toEqual([expect.stringMatching(/honeypot/), expect.stringMatching(/filled in 0\.\d s/), expect.stringMatching(/forged/)]);
    expect(await outboxFor(id)).toEqual([]);
  });

  it("counts the fill time from the later of the form's render and the page cache's serving it", async () => {
    const { id } = await site();
    // A kept page's token is old; a robot posting 0.5 s after the cache sent it is still a robot.
    expect((await submit(request(id, { servedAt: Date.now() - 500, values: { name: "Q", email: "q@example.org", message: "quick" } }))).ok).toBe(true);
    // A person who took their time on the same kept page is not.
    expect((await submit(request(id, { servedAt: Date.now() - 4_000, values: { name: "P", email: "p@example.org", message: "patient" } }))).ok).toBe(true);
    const rows = await db()
      .select({ status: schema.submissions.status, reason: schema.submissions.spamReason })
      .from(schema.submissions)
      .where(eq(schema.submissions.siteId, id))
      .orderBy(schema.submissions.createdAt);
    expect(rows).toEqual([
      { status: "spam", reason: expect.stringMatching(/filled in 0\.\d s/) },
      { status: "new", reason: null },
    ]);
    expect((await outboxFor(id)).every((mail) => mail.toAddress !== "q@example.org")).toBe(true);
  });

  it("limits how often one address may submit", async () => {
    const { id } = await site();
    const from = ip();
    const results = [];
    for (let i = 0; i < 7; i++) results.push(await submit(request(id, { ip: from, values: { name: "N", email: `n${i}@example.org`, message: `m${i}` } })));
    expect(results.slice(0, 6).every((r) => r.ok)).toBe(true);
    expect(results[6]).toMatchObject({ ok: false, message: expect.stringMatching(/try again in \d+ minute/) });
  });

  it("checks uploads by content and size, with a clear message", async () => {
    const { id } = await site();
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const mislabelled = await submit(request(id, { files: [{ field: "resume", name: "resume.pdf", bytes: html }] }));
    expect(mislabelled).toMatchObject({ ok: false, errors: { resume: '"resume.pdf" is not a PDF. Please attach a PDF.' } });
    const big = new Uint8Array(200 * 1024);
    big.set(PDF);
    const oversize = await submit(request(id, { files: [{ field: "resume", name: "big.pdf", bytes: big }] }));
    expect(oversize).toMatchObject({ ok: false, errors: { resume: expect.stringMatching(/"big.pdf" is 0\.2 MB; files may be at most 0\.1 MB/) } });
    const good = await submit(request(id, { files: [{ field: "resume", name: "ada.pdf", bytes: PDF }] }));
    expect(good.ok).toBe(true);
    const [file] = await db().select().from(schema.submissionFiles).where(eq(schema.submissionFiles.siteId, id));
    expect(file).toMatchObject({ originalName: "ada.pdf", contentType: "application/pdf", size: PDF.length });
    expect(file!.storedName).toMatch(/^[a-f0-9]{32}\.pdf$/);
  });
});

describe("mail delivery", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
  });
  afterAll(async () => smtp?.stop());

  it("delivers over SMTP with a reply-to and one-click unsubscribe, and a CR/LF in a field adds no header", async () => {
    await db().execute(sql`update outbox set status = 'sent' where status <> 'sent'`); // earlier tests' mail is not this test's
    const { id } = await site();
    await submit(request(id, { values: { name: "Eve\r\nBcc: victim@example.org", email: "eve@example.org", message: "hello\r\nSubject: injected" } }));
    const before = smtp.received.length;
    await deliverDueMail(smtpTransport(smtp.url), "Test <noreply@mainstreet.example>");
    const mine = smtp.received.slice(before);
    expect(mine).toHaveLength(2);
    for (const mail of mine) {
      expect(mail.headers.has("bcc")).toBe(false);
      expect(mail.headers.get("subject")).toHaveLength(1);
      const head = mail.raw.slice(0, mail.raw.indexOf("\r\n\r\n"));
      expect(head).not.toMatch(/\r\n(Bcc|Subject: injected)/i);
    }
    const owner = mine.find((m) => m.envelopeTo.includes("owner@bakery.example"))!;
    expect(owner.headers.get("reply-to")?.[0]).toContain("eve@example.org");
    const receipt = mine.find((m) => m.envelopeTo.includes("eve@example.org"))!;
    expect(receipt.headers.get("list-unsubscribe")?.[0]).toMatch(/^<http.*\/contacts\/[^/]+\/[^/]+\/unsubscribe>$/);
    expect(receipt.headers.get("list-unsubscribe-post")?.[0]).toBe("List-Unsubscribe=One-Click");
    const rows = await outboxFor(id);
    expect(rows.every((r) => r.status === "sent" && r.messageId)).toBe(true);
  });

  it("keeps mail while SMTP is down and delivers it, once, when it comes back", async () => {
    await db().execute(sql`update outbox set status = 'sent' where status <> 'sent'`);
    const { id } = await site();
    await submit(request(id));
    const down = await startSmtpPeer();
    const port = down.port;
    await down.stop();
    const failed = await deliverDueMail(smtpTransport(`smtp://127.0.0.1:${port}`));
    expect(failed).toEqual({ sent: 0, failed: 2 });
    let rows = await outboxFor(id);
    expect(rows.every((r) => r.status === "pending" && r.attempts === 1 && r.lastError && r.nextAttemptAt > new Date())).toBe(true);

    const back = await startSmtpPeer(port);
    try {
      expect(await deliverDueMail(smtpTransport(back.url))).toEqual({ sent: 0, failed: 0 }); // not due yet: backoff
      await db()
        .update(schema.outbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(schema.outbox.siteId, id));
      expect(await deliverDueMail(smtpTransport(back.url))).toEqual({ sent: 2, failed: 0 });
      expect(await deliverDueMail(smtpTransport(back.url))).toEqual({ sent: 0, failed: 0 });
      expect(back.received).toHaveLength(2);
      rows = await outboxFor(id);
      expect(rows.every((r) => r.status === "sent" && r.attempts === 2)).toBe(true);
    } finally {
      await back.stop();
    }
  });
});

describe("subscriptions and the contact's own page", () => {
  it("records consent, sends only the confirmation until confirmed, and opens only with the right hash", async () => {
    const { id } = await createTestSite();
    await saveForm(id, {
      key: "newsletter",
      name: "Newsletter",
      recipients: ["owner@bakery.example"],
      subscribeList: "newsletter",
      fields: [
        { name: "email", label: "Email", type: "email", required: true },
        { name: "consent", label: "Yes, email me the bakery newsletter.", type: "consent", required: true },
      ],
    });
    expect(await submit(request(id, { formKey: "newsletter", values: { email: "sub@example.org" } }))).toMatchObject({
      ok: false,
      errors: { consent: "Please tick the box to agree" },
    });
    expect((await submit(request(id, { formKey: "newsletter", values: { email: "sub@example.org", consent: "yes" } }))).ok).toBe(true);
    const [subscription] = await db().select().from(schema.subscriptions).where(eq(schema.subscriptions.siteId, id));
    expect(subscription).toMatchObject({ list: "newsletter", status: "pending", consentText: "Yes, email me the bakery newsletter." });
    expect(subscription!.consentIp).toBeTruthy();
    const mail = await outboxFor(id);
    expect(mail.filter((m) => m.toAddress === "sub@example.org").map((m) => m.kind)).toEqual(["subscription-confirm"]);

    const [contact] = await db()
      .select()
      .from(schema.contacts)
      .where(and(eq(schema.contacts.siteId, id), eq(schema.contacts.email, "sub@example.org")));
    const hash = contactHash(contact!.publicKey);
    expect(mail.find((m) => m.kind === "subscription-confirm")!.textBody).toContain(`/contacts/${contact!.publicKey}/${hash}?confirm=newsletter`);
    expect(checkContactHash(contact!.publicKey, hash)).toBe(true);
    expect(await unsafeContactBySignedLink(contact!.publicKey, hash)).toMatchObject({
      contact: { email: "sub@example.org" },
      subscriptions: [{ list: "newsletter", status: "pending" }],
    });
    for (const wrong of [hash.slice(0, -1), hash.slice(0, 10), `${hash}x`, contactHash("someone-else-key"), ""]) {
      expect(await unsafeContactBySignedLink(contact!.publicKey, wrong)).toBeNull();
    }
    expect(await unsafeContactBySignedLink("no-such-key-000", hash)).toBeNull();
  });
});
