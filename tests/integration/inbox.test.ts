import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { db, schema } from "@/server/db/client";
import type { FileStorage } from "@/server/storage";
import { AppError } from "@/lib/errors";
import { addDays, dateIn, SITE_TIME_ZONE } from "@/lib/time";
import { listAudit } from "@/modules/audit/service";
import type { Actor } from "@/modules/auth/access";
import { setMembership } from "@/modules/auth/service";
import { getBookables } from "@/modules/bookings/queries";
import { sessionsOn } from "@/modules/bookings/schedule";
import { saveBookable } from "@/modules/bookings/service";
import { saveForm, type SubmissionRequest } from "@/modules/forms/service";
import { reserveGiftCard } from "@/modules/gift-cards/service";
import { exportCsv } from "@/modules/inbox/export";
import { bookingFilter, giftCardFilter, messageFilter, outboxFilter, paymentFilter, subscriberFilter } from "@/modules/inbox/filters";
import { listBookings } from "@/modules/inbox/queries/bookings";
import { listGiftCards } from "@/modules/inbox/queries/gift-cards";
import { listMessages, messageCounts } from "@/modules/inbox/queries/messages";
import { listOutbox } from "@/modules/inbox/queries/outbox";
import { listPayments } from "@/modules/inbox/queries/payments";
import { listSubscribers } from "@/modules/inbox/queries/subscribers";
import { readStripeEvent } from "@/modules/payments/stripe-events";
import {
  bookingDetail,
  cancelBookingAsOwner,
  mailDetail,
  openMessage,
  openSubmissionFile,
  paymentDetail,
  redeemAsOwner,
  refundAsOwner,
  retryMail,
  setMessageStatus,
} from "@/modules/inbox/service";
import { checkout, type NewPayment } from "@/modules/payments/service";
import type { SiteId } from "@/modules/sites/queries";
import { operator as anOperator, person as aPerson } from "../helpers/actors";
import { createTestSite } from "../helpers/sites";
import { payWithTestProvider, placesHeld, sendForm } from "../helpers/visitors";

/** Uploads kept in memory: the test leaves nothing on disk. */
const stored = new Map<string, Uint8Array>();
const memory: FileStorage = {
  kind: "memory",
  async put(bytes, extension) {
    const name = `${randomBytes(16).toString("hex")}.${extension}`;
    stored.set(name, bytes);
    return name;
  },
  async get(name) {
    const bytes = stored.get(name);
    if (!bytes) throw new Error("no such file");
    return Buffer.from(bytes);
  },
  async remove(name) {
    stored.delete(name);
  },
  async keep() {
    throw new Error("not used here");
  },
};

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF");
const CONTACT = {
  key: "contact",
  name: "Contact us",
  recipients: ["desk@inbox.example"],
  fields: [
    { name: "name", label: "Name", type: "text" as const, required: true },
    { name: "email", label: "Email", type: "email" as const, required: true },
    { name: "phone", label: "Phone", type: "phone" as const },
    { name: "message", label: "Your message", type: "textarea" as const, required: true },
    { name: "resume", label: "Résumé", type: "file" as const, accept: ["pdf" as const] },
  ],
};
const NEWSLETTER = {
  key: "newsletter",
  name: "Newsletter",
  recipients: ["desk@inbox.example"],
  subscribeList: "newsletter",
  fields: [
    { name: "email", label: "Email", type: "email" as const, required: true },
    { name: "consent", label: "Yes, email me the monthly newsletter.", type: "consent" as const, required: true },
  ],
};
const GAME = {
  key: "bigfoot",
  name: "Bigfoot",
  description: "Find the cabin's secret.",
  pricePerPersonCents: 3200,
  minParty: 2,
  maxParty: 8,
  capacity: 8,
  durationMinutes: 60,
  schedule: [
    { days: ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as Array<"sun" | "mon" | "tue" | "wed" | "thu" | "fri" | "sat">, times: ["19:00", "20:30"] },
  ],
  horizonDays: 60,
};

const send = (siteId: SiteId, values: Record<string, string>, extra: Partial<SubmissionRequest> = {}) =>
  sendForm(siteId, "contact", values, { pagePath: "contact", ...extra }, memory);

const paid = payWithTestProvider;

const payer = { email: "pat@example.org", name: "Pat Payer" };
const bill = (siteId: SiteId, cents = 12_500): NewPayment => ({
  siteId,
  purpose: "bill",
  payer,
  lines: [{ label: "Water and sewer", quantity: 1, unitCents: cents }],
  details: { billLabel: "Water and sewer", referenceLabel: "Account number", billReference: "12345678" },
  successPath: "pay",
  cancelPath: "pay",
});

async function book(siteId: SiteId, email = `guest-${randomBytes(3).toString("hex")}@example.org`): Promise<{ paymentId: string; bookingId: string }> {
  const [game] = await getBookables(siteId);
  const [startsAt] = sessionsOn(game!, addDays(dateIn(new Date(), SITE_TIME_ZONE), 3), { timeZone: SITE_TIME_ZONE, hours: [] });
  const paymentId = await paid(
    {
      siteId,
      purpose: "booking",
      payer: { email, name: "Gus Guest" },
      lines: [{ label: "Bigfoot", quantity: 2, unitCents: 3200 }],
      details: { bookable: "Bigfoot" },
      successPath: "book",
      cancelPath: "book",
    },
    placesHeld(siteId, game!, startsAt!, 2),
  );
  const [booking] = await db()
    .select({ id: schema.bookings.id })
    .from(schema.bookings)
    .where(and(eq(schema.bookings.siteId, siteId), eq(schema.bookings.paymentId, paymentId)));
  return { paymentId, bookingId: booking!.id };
}

const codeOf = (error: unknown) => (error instanceof AppError ? error.code : error instanceof ZodError ? "zod" : String(error));
const refusal = (work: () => Promise<unknown>) => work().then(() => "allowed", codeOf);

interface Records {
  message: string;
  file: string;
  payment: string;
  booking: string;
  mail: string;
}

let a: { id: SiteId; slug: string };
let b: { id: SiteId; slug: string };
let ownerA: Actor, editorA: Actor, ownerB: Actor, operator: Actor;
const ids = { ada: "", eve: "", spam: "", donation: "" };
let recordsA: Records;
let recordsB: Records;
let giftCode: string;

async function recordsOf(siteId: SiteId, messageId: string, booking: { paymentId: string; bookingId: string }): Promise<Records> {
  const [file] = await db()
    .select({ id: schema.submissionFiles.id })
    .from(schema.submissionFiles)
    .where(and(eq(schema.submissionFiles.siteId, siteId), eq(schema.submissionFiles.submissionId, messageId)));
  const [mail] = await db()
    .select({ id: schema.outbox.id })
    .from(schema.outbox)
    .where(and(eq(schema.outbox.siteId, siteId), eq(schema.outbox.kind, "submission")))
    .orderBy(schema.outbox.createdAt)
    .limit(1);
  await db().update(schema.outbox).set({ status: "failed", attempts: 10, lastError: "550 mailbox unavailable" }).where(eq(schema.outbox.id, mail!.id));
  return { message: messageId, file: file!.id, payment: booking.paymentId, booking: booking.bookingId, mail: mail!.id };
}

beforeAll(async () => {
  a = await createTestSite({ settings: { description: "Site A.", contact: { email: "desk@a.example" } } });
  b = await createTestSite();
  for (const site of [a, b]) {
    await saveForm(site.id, CONTACT);
    await saveBookable(site.id, GAME);
  }
  await saveForm(a.id, NEWSLETTER);
  [ownerA, editorA, ownerB, operator] = await Promise.all([aPerson("owner-a"), aPerson("editor-a"), aPerson("owner-b"), anOperator()]);
  await setMembership(a.id, ownerA.userId, "owner");
  await setMembership(a.id, editorA.userId, "editor");
  await setMembership(b.id, ownerB.userId, "owner");

  ids.ada = await send(
    a.id,
    { name: "Ada Baker", email: "ada@example.org", message: 'Do you make rye, "seeded"?' },
    { files: [{ field: "resume", name: "ada.pdf", bytes: PDF }] },
  );
  ids.eve = await send(a.id, {
    name: "=cmd|' /C calc'!A0",
    email: "eve@example.org",
    phone: "+1 585 555 0100",
    message: '=HYPERLINK("http://evil.example","click")',
  });
  ids.spam = await send(a.id, { name: "Spammer", email: "spam@example.org", message: "cheap pills" }, { honeypot: "http://spam.example" });
  await sendForm(a.id, "newsletter", { email: "sub@example.org", consent: "yes" }, {}, memory);
  const bea = await send(b.id, { name: "Bea", email: "bea@example.org", message: "Only for B" }, { files: [{ field: "resume", name: "bea.pdf", bytes: PDF }] });

  await paid(bill(a.id));
  ids.donation = await paid({
    siteId: a.id,
    purpose: "donation",
    payer: { email: "dora@example.org", name: "Dora Donor" },
    lines: [{ label: "Monthly gift", quantity: 1, unitCents: 2500 }],
    recurring: "month",
    details: { dedication: "In memory of Grandma", taxStatement: "No goods were given." },
    successPath: "give",
    cancelPath: "give",
  });
  await paid(
    {
      siteId: a.id,
      purpose: "gift_card",
      payer,
      lines: [{ label: "Gift card: $50", quantity: 1, unitCents: 5000 }],
      successPath: "cards",
      cancelPath: "cards",
    },
    (tx, payment) =>
      reserveGiftCard(tx, a.id, payment.id, {
        label: null,
        amountCents: 5000,
        recipientName: "Robin",
        recipientEmail: "robin@example.org",
        senderName: "Pat",
        message: null,
      }),
  );
  const [mail] = await db()
    .select()
    .from(schema.outbox)
    .where(and(eq(schema.outbox.siteId, a.id), eq(schema.outbox.kind, "gift-card")));
  giftCode = /Your code: ([0-9A-Z-]{19})/.exec(mail!.textBody)![1]!;

  recordsA = await recordsOf(a.id, ids.ada, await book(a.id));
  recordsB = await recordsOf(b.id, bea, await book(b.id));
});

/** Every inbox function that names a record, on the site `slug`, with the records `r`. */
const everyCall = (actor: Actor | null, slug: string, r: Records) => ({
  openMessage: () => openMessage(actor, slug, r.message),
  setMessageStatus: () => setMessageStatus(actor, slug, r.message, "archived"),
  openSubmissionFile: () => openSubmissionFile(actor, slug, r.file, memory),
  paymentDetail: () => paymentDetail(actor, slug, r.payment),
  refund: () => refundAsOwner(actor, slug, r.payment),
  bookingDetail: () => bookingDetail(actor, slug, r.booking),
  cancelBooking: () => cancelBookingAsOwner(actor, slug, r.booking),
  mailDetail: () => mailDetail(actor, slug, r.mail),
  retryMail: () => retryMail(actor, slug, r.mail),
});

async function outcomes(calls: Record<string, () => Promise<unknown>>): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [name, call] of Object.entries(calls)) out[name] = await refusal(call);
  return out;
}
const all = (code: string, names: string[]) => Object.fromEntries(names.map((n) => [n, code]));

describe("who may reach the inbox", () => {
  it("refuses the signed out, editors, and owners of another site; another site's records and malformed ids are not found", async () => {
    const names = Object.keys(everyCall(null, a.slug, recordsA));
    const extra = (actor: Actor | null, slug: string) => ({
      redeem: () => redeemAsOwner(actor, slug, { code: giftCode, amount: "1" }),
      exportMessages: () => exportCsv(actor, slug, "messages", {}),
    });
    expect(await outcomes({ ...everyCall(null, a.slug, recordsA), ...extra(null, a.slug) })).toEqual(
      all("unauthorized", [...names, "redeem", "exportMessages"]),
    );
    expect(await outcomes({ ...everyCall(editorA, a.slug, recordsA), ...extra(editorA, a.slug) })).toEqual(
      all("forbidden", [...names, "redeem", "exportMessages"]),
    );
    expect(await outcomes({ ...everyCall(ownerB, a.slug, recordsA), ...extra(ownerB, a.slug) })).toEqual(
      all("not_found", [...names, "redeem", "exportMessages"]),
    );
    // Through their own site, another site's ids name nothing, nor does its gift card code.
    expect(await outcomes({ ...everyCall(ownerB, b.slug, recordsA), redeem: () => redeemAsOwner(ownerB, b.slug, { code: giftCode, amount: "1" }) })).toEqual(
      all("not_found", [...names, "redeem"]),
    );
    expect(await outcomes(everyCall(ownerA, a.slug, recordsB))).toEqual(all("not_found", names));
    for (const bad of ["not-a-uuid", "------------------------------------", "00000000-0000-0000-0000-000000000000", "1' or '1'='1"]) {
      const malformed = { message: bad, file: bad, payment: bad, booking: bad, mail: bad };
      expect(await outcomes(everyCall(ownerA, a.slug, malformed)), bad).toEqual(all("not_found", names));
    }
    expect(await refusal(() => exportCsv(ownerA, a.slug, "passwords", {}))).toBe("not_found");
    expect(await refusal(() => exportCsv(ownerA, a.slug, "__proto__", {}))).toBe("not_found");

    // Nothing refused changed anything.
    const [message] = await db().select({ status: schema.submissions.status }).from(schema.submissions).where(eq(schema.submissions.id, recordsA.message));
    const [payment] = await db().select({ status: schema.payments.status }).from(schema.payments).where(eq(schema.payments.id, recordsA.payment));
    const [mail] = await db().select({ status: schema.outbox.status }).from(schema.outbox).where(eq(schema.outbox.id, recordsA.mail));
    expect([message!.status, payment!.status, mail!.status]).toEqual(["new", "paid", "failed"]);
    expect(await listAudit({ siteId: a.id })).toEqual([]);
  });

  it("lets an operator in", async () => {
    expect((await paymentDetail(operator, a.slug, recordsA.payment)).reference).toMatch(/^R-/);
  });
});

describe("messages", () => {
  it("lists the inbox newest first, without spam or other sites, and filters and searches", async () => {
    const list = async (params: Record<string, string>) => (await listMessages(a.id, messageFilter.parse(params))).rows.map((r) => r.id);
    const contact = { form: "contact" };
    expect(await list(contact)).toEqual([ids.eve, ids.ada]);
    expect(await list({ ...contact, status: "spam" })).toEqual([ids.spam]);
    expect(await list({ ...contact, status: "all" })).toEqual([ids.spam, ids.eve, ids.ada]);
    expect(await list({ status: "all", form: "newsletter" })).toHaveLength(1);
    expect(await list({ q: "RYE" })).toEqual([ids.ada]);
    expect(await list({ q: "eve@example" })).toEqual([ids.eve]);
    expect(await list({ q: "Ada Baker" })).toEqual([ids.ada]);
    const [ada] = (await listMessages(a.id, messageFilter.parse({ q: "rye" }))).rows;
    expect(await list({ q: ada!.reference })).toEqual([ids.ada]);
    expect(ada).toMatchObject({ contactName: "Ada Baker", contactEmail: "ada@example.org", files: ["ada.pdf"], pagePath: "contact" });
    expect(await list({ q: "%" })).toEqual([]);
    expect(await list({ status: "all", q: "Only for B" })).toEqual([]);
    expect((await listMessages(a.id, messageFilter.parse({ ...contact, page: "2" }))).rows).toEqual([]);
    expect(await messageCounts(a.id)).toEqual({ new: 3, read: 0, archived: 0, spam: 1 });
  });

  it("opens a message with its fields, contact and file, marks it read, and audits each change of status", async () => {
    const message = await openMessage(ownerA, a.slug, ids.ada);
    expect(message).toMatchObject({
      status: "read",
      contactEmail: "ada@example.org",
      data: { message: 'Do you make rye, "seeded"?' },
      form: { name: "Contact us" },
    });
    expect(message.files).toEqual([expect.objectContaining({ field: "resume", originalName: "ada.pdf", contentType: "application/pdf", size: PDF.length })]);
    const file = await openSubmissionFile(ownerA, a.slug, message.files[0]!.id, memory);
    expect(file).toMatchObject({ name: "ada.pdf", contentType: "application/pdf" });
    expect(new Uint8Array(file.bytes)).toEqual(PDF);

    expect(await setMessageStatus(ownerA, a.slug, ids.ada, "archived")).toEqual({ reference: message.reference, status: "archived" });
    await setMessageStatus(operator, a.slug, ids.ada, "new");
    expect((await openMessage(ownerA, a.slug, ids.ada)).status).toBe("read");
    expect((await openMessage(ownerA, a.slug, ids.ada)).status).toBe("read");
    expect(await refusal(() => setMessageStatus(ownerA, a.slug, ids.ada, "deleted"))).toBe("bad_input");
    await setMessageStatus(ownerA, a.slug, ids.spam, "read");
    expect((await listMessages(a.id, messageFilter.parse({ form: "contact" }))).rows.map((r) => r.id)).toEqual([ids.spam, ids.eve, ids.ada]);

    const audit = await listAudit({ siteId: a.id, action: "submission.status" });
    expect(audit.map((line) => [line.actorEmail, line.summary]).reverse()).toEqual([
      [ownerA.email, `Marked message ${message.reference} read`],
      [ownerA.email, `Marked message ${message.reference} archived`],
      [operator.email, `Marked message ${message.reference} unread`],
      [ownerA.email, `Marked message ${message.reference} read`],
      [ownerA.email, expect.stringMatching(/^Marked message MS-.* read$/)],
    ]);
  });
});

describe("CSV exports", () => {
  it("exports messages with the list's filters, quoted, with formulas defused", async () => {
    const { filename, body } = await exportCsv(ownerA, a.slug, "messages", { q: "eve@" });
    expect(filename).toBe(`${a.slug}-messages-${dateIn(new Date(), SITE_TIME_ZONE)}.csv`);
    expect(body.startsWith("\uFEFFReference,Received,Status,Form,Name,Email,Phone,Page,Your message,Files\r\n")).toBe(true);
    const rows = body.trimEnd().split("\r\n");
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(`,'=cmd|' /C calc'!A0,eve@example.org,'+1 585 555 0100,/contact,"'=HYPERLINK(""http://evil.example"",""click"")",`);
    expect(body).not.toContain("ada@example.org");

    const everything = (await exportCsv(ownerA, a.slug, "messages", { status: "all", form: "contact" })).body;
    expect(everything).toContain(`"Do you make rye, ""seeded""?",ada.pdf\r\n`);
    expect(everything).toContain("spam@example.org");
    expect(everything).not.toContain("bea@example.org");
    expect((await exportCsv(ownerB, b.slug, "messages", {})).body).toContain("bea@example.org");
  });

  it("exports payments, bookings, gift cards and subscribers, never a gift card's code", async () => {
    const donations = (await exportCsv(ownerA, a.slug, "payments", { purpose: "donation" })).body;
    expect(donations.split("\r\n")[1]).toMatch(
      /^R-[0-9A-Z-]+,[\d-]+ [\d:]+,Donation,paid,25\.00,yes,Dora Donor,dora@example\.org,[\d-]+ [\d:]+,Monthly gift: 25\.00,Dedication: In memory of Grandma$/,
    );
    expect(donations).not.toContain("Water and sewer");
    expect((await exportCsv(ownerA, a.slug, "bookings", {})).body).toMatch(
      /\r\n[\d-]+ [\d:]+,Bigfoot,2,confirmed,Gus Guest,guest-[0-9a-f]+@example\.org,,R-[0-9A-Z-]+,64\.00,paid,/,
    );
    const cards = (await exportCsv(ownerA, a.slug, "gift-cards", {})).body;
    expect(cards).toContain(`,Amount,${giftCode.slice(-4)},50.00,`);
    expect(cards).not.toContain(giftCode);
    expect(cards).not.toContain(giftCode.replace(/-/g, ""));
    expect((await exportCsv(ownerA, a.slug, "subscribers", { list: "newsletter" })).body).toContain(
      'sub@example.org,,newsletter,pending,"Yes, email me the monthly newsletter.",',
    );
  });
});

describe("payments, bookings, subscribers and mail lists", () => {
  it("filters payments by status, purpose and search; shows a payment's lines and events", async () => {
    const list = async (params: Record<string, string>) => (await listPayments(a.id, paymentFilter.parse(params))).rows.map((r) => r.purpose);
    expect((await list({})).sort()).toEqual(["bill", "booking", "donation", "gift_card"]);
    expect(await list({ purpose: "donation" })).toEqual(["donation"]);
    expect(await list({ q: "dora" })).toEqual(["donation"]);
    expect(await list({ status: "refunded" })).toEqual([]);
    const detail = await paymentDetail(ownerA, a.slug, ids.donation);
    expect(detail).toMatchObject({ recurring: "month", details: { dedication: "In memory of Grandma" }, lines: [{ label: "Monthly gift", unitCents: 2500 }] });
    expect(detail.events).toEqual([expect.objectContaining({ type: "checkout.session.completed", outcome: "applied" })]);
  });

  it("lists upcoming bookings, past ones apart; subscribers by list and status; mail by status", async () => {
    const today = dateIn(new Date(), SITE_TIME_ZONE);
    expect((await listBookings(a.id, bookingFilter.parse({}))).rows).toEqual([
      expect.objectContaining({ bookable: "Bigfoot", partySize: 2, status: "confirmed", payment: expect.objectContaining({ status: "paid" }) }),
    ]);
    expect((await listBookings(a.id, bookingFilter.parse({ to: addDays(today, -1) }))).total).toBe(0);
    expect((await listBookings(a.id, bookingFilter.parse({ from: addDays(today, 3), to: addDays(today, 3), status: "confirmed" }))).total).toBe(1);
    expect((await listBookings(a.id, bookingFilter.parse({ status: "cancelled" }))).total).toBe(0);
    expect((await listSubscribers(a.id, subscriberFilter.parse({ list: "newsletter", status: "pending" }))).rows).toEqual([
      expect.objectContaining({ email: "sub@example.org", consentText: "Yes, email me the monthly newsletter." }),
    ]);
    expect((await listSubscribers(a.id, subscriberFilter.parse({ status: "confirmed" }))).total).toBe(0);
    expect((await listOutbox(a.id, outboxFilter.parse({ status: "failed" }))).rows.map((m) => m.id)).toEqual([recordsA.mail]);
    expect((await mailDetail(ownerA, a.slug, recordsA.mail)).textBody).toContain("Ada Baker");
  });
});

describe("the outbox", () => {
  it("puts a failed mail back in the queue, keeping its attempts, once", async () => {
    expect(await retryMail(ownerA, a.slug, recordsA.mail)).toEqual({ subject: expect.stringContaining("Contact us"), toAddress: "desk@inbox.example" });
    const [row] = await db().select().from(schema.outbox).where(eq(schema.outbox.id, recordsA.mail));
    expect(row).toMatchObject({ status: "pending", attempts: 10 });
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const again = await retryMail(ownerA, a.slug, recordsA.mail).catch((e: unknown) => e);
    expect(again).toMatchObject({ code: "conflict", userMessage: "This mail is pending; only failed mail can be retried." });
    expect(await listAudit({ siteId: a.id, action: "mail.retry" })).toHaveLength(1);
  });
});

describe("gift cards", () => {
  it("redeems from the balance and refuses more than is left, an unknown code and a bad amount, clearly", async () => {
    expect(await redeemAsOwner(ownerA, a.slug, { code: giftCode.toLowerCase(), amount: "$20.50", note: "Lunch for two" })).toEqual({
      amountCents: 2050,
      balanceCents: 2950,
      hint: giftCode.slice(-4),
    });
    const tooMuch = await redeemAsOwner(ownerA, a.slug, { code: giftCode, amount: "30" }).catch((e: unknown) => e);
    expect(tooMuch).toMatchObject({ code: "conflict", field: "amount", userMessage: "The card has only $29.50 left." });
    expect(await redeemAsOwner(ownerA, a.slug, { code: "AAAA-BBBB-CCCC-DDDD", amount: "1" }).catch((e: unknown) => e)).toMatchObject({
      code: "not_found",
      field: "code",
    });
    for (const amount of ["abc", "0", "-5", "1.234", ""]) {
      const error = await redeemAsOwner(ownerA, a.slug, { code: giftCode, amount }).catch((e: unknown) => e);
      expect(error, amount).toBeInstanceOf(ZodError);
      expect((error as ZodError).issues[0]).toMatchObject({ path: ["amount"], message: "Enter an amount in dollars, like 12.50" });
    }
    expect(await redeemAsOwner(ownerA, a.slug, { code: "", amount: "1" }).catch((e: ZodError) => e.issues[0])).toMatchObject({ path: ["code"] });

    const [card] = (await listGiftCards(a.id, giftCardFilter.parse({ q: giftCode.slice(-4) }))).rows;
    expect(card).toMatchObject({ balanceCents: 2950, initialCents: 5000, status: "active", codeHint: giftCode.slice(-4), buyerEmail: "pat@example.org" });
    const redemptions = await db().select().from(schema.giftCardRedemptions).where(eq(schema.giftCardRedemptions.siteId, a.id));
    expect(redemptions).toEqual([expect.objectContaining({ amountCents: 2050, note: "Lunch for two" })]);
    expect((await listAudit({ siteId: a.id, action: "gift-card.redeem" })).map((l) => l.summary)).toEqual([
      `Redeemed $20.50 from the gift card ending ${giftCode.slice(-4)}; $29.50 left`,
    ]);
  });
});

describe("refunds", () => {
  it("refunds a paid payment exactly once, even on a double click, and refuses one that was never paid", async () => {
    const paymentId = await paid(bill(a.id, 4_000));
    const clicks = await Promise.allSettled([refundAsOwner(ownerA, a.slug, paymentId), refundAsOwner(ownerA, a.slug, paymentId)]);
    expect(clicks.filter((c) => c.status === "fulfilled").map((c) => (c as PromiseFulfilledResult<unknown>).value)).toEqual([
      expect.objectContaining({ amountCents: 4_000, refunded: true }),
    ]);
    expect(clicks.filter((c) => c.status === "rejected").map((c) => (c as PromiseRejectedResult).reason)).toEqual([
      expect.objectContaining({ code: "conflict", userMessage: expect.stringMatching(/has already been refunded/) }),
    ]);
    const again = await refundAsOwner(ownerA, a.slug, paymentId).catch((e: unknown) => e);
    expect(again).toMatchObject({ code: "conflict", userMessage: expect.stringMatching(/^Payment R-.* has already been refunded\.$/) });

    const detail = await paymentDetail(ownerA, a.slug, paymentId);
    expect(detail.status).toBe("refunded");
    expect(detail.events.map((e) => [e.type, e.outcome])).toEqual([
      ["checkout.session.completed", "applied"],
      ["charge.refunded", "applied"],
    ]);
    const refundMail = await db()
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.siteId, a.id), eq(schema.outbox.kind, "refund")));
    expect(refundMail.filter((m) => m.subject.includes(detail.reference))).toHaveLength(1);
    expect((await listAudit({ siteId: a.id, action: "payment.refund" })).filter((l) => l.entityId === paymentId)).toHaveLength(1);

    const pending = await checkout(bill(a.id, 1_000));
    const [row] = await db()
      .select({ id: schema.payments.id })
      .from(schema.payments)
      .where(and(eq(schema.payments.siteId, a.id), eq(schema.payments.reference, pending.reference)));
    expect(await refundAsOwner(ownerA, a.slug, row!.id).catch((e: unknown) => e)).toMatchObject({
      code: "conflict",
      userMessage: expect.stringMatching(/is pending; only a paid payment can be refunded/),
    });
  });

  it("gives back part of a payment with a reason, up to what is left, mailing the payer the amount, then the rest", async () => {
    const paymentId = await paid(bill(a.id, 3_000));
    const part = await refundAsOwner(ownerA, a.slug, paymentId, { amountCents: 1_000, reason: "One loaf was missing" });
    expect(part).toMatchObject({ amountCents: 1_000, refunded: true });
    let detail = await paymentDetail(ownerA, a.slug, paymentId);
    // Part given back: the payment stands, with what was refunded so far.
    expect(detail).toMatchObject({ status: "paid", refundedCents: 1_000, refundReason: "One loaf was missing" });
    const mails = async () =>
      (
        await db()
          .select()
          .from(schema.outbox)
          .where(and(eq(schema.outbox.siteId, a.id), eq(schema.outbox.kind, "refund")))
      ).filter((m) => m.subject.includes(detail.reference));
    expect(await mails()).toEqual([expect.objectContaining({ toAddress: "pat@example.org", subject: expect.stringContaining("refund of $10 [") })]);
    expect((await mails())[0]!.textBody).toMatch(
      /refunded \$10 of your payment .* of \$30\.[\s\S]*Reason: One loaf was missing[\s\S]*Refunded so far: \$10 of \$30\./,
    );

    // More than is left is refused, computed on the server; nothing moves.
    expect(await refundAsOwner(ownerA, a.slug, paymentId, { amountCents: 2_001 }).catch((e: unknown) => e)).toMatchObject({
      code: "bad_input",
      field: "amount",
      userMessage: "No more than $20 is left to refund.",
    });
    expect(await refundAsOwner(ownerA, a.slug, paymentId, { amountCents: 0 }).catch((e: unknown) => e)).toMatchObject({ code: "bad_input", field: "amount" });
    // Another site's owner cannot refund it.
    expect(await refundAsOwner(ownerB, b.slug, paymentId, { amountCents: 100 }).catch((e: unknown) => e)).toMatchObject({ code: "not_found" });

    expect(await refundAsOwner(ownerA, a.slug, paymentId, { amountCents: 2_000 })).toMatchObject({ amountCents: 2_000, refunded: true });
    detail = await paymentDetail(ownerA, a.slug, paymentId);
    expect(detail).toMatchObject({ status: "refunded", refundedCents: 3_000 });
    expect(await mails()).toHaveLength(2);
    expect((await listAudit({ siteId: a.id, action: "payment.refund" })).filter((l) => l.entityId === paymentId).map((l) => l.summary)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Refunded \$10 of payment R-.*: One loaf was missing$/),
        expect.stringMatching(/^Refunded \$20 of payment/),
      ]),
    );
  });

  it("reads a Stripe refund of part of a charge as the running total given back, not as a refund of all of it", () => {
    const event = readStripeEvent({
      id: "evt_1",
      type: "charge.refunded",
      data: { object: { object: "charge", payment_intent: "pi_1", amount: 3_000, amount_refunded: 1_000, refunded: false, metadata: { paymentId: "x" } } },
    });
    expect(event).toMatchObject({ outcome: null, refundedCents: 1_000, amountCents: 3_000, providerPayment: "pi_1" });
    expect(
      readStripeEvent({ id: "evt_2", type: "charge.refunded", data: { object: { amount: 3_000, amount_refunded: 3_000, refunded: true } } }),
    ).toMatchObject({ outcome: "refunded", refundedCents: 3_000 });
  });

  it("cancels a confirmed booking by refunding it, freeing its places, once", async () => {
    const { bookingId, paymentId } = await book(a.id, "cancel-me@example.org");
    expect(await cancelBookingAsOwner(ownerA, a.slug, bookingId)).toMatchObject({ refund: { refunded: true, amountCents: 6_400 } });
    const [booking] = await db().select({ status: schema.bookings.status }).from(schema.bookings).where(eq(schema.bookings.id, bookingId));
    expect(booking!.status).toBe("cancelled");
    expect((await paymentDetail(ownerA, a.slug, paymentId)).status).toBe("refunded");
    expect(await cancelBookingAsOwner(ownerA, a.slug, bookingId).catch((e: unknown) => e)).toMatchObject({
      code: "conflict",
      userMessage: "This booking is cancelled; only a confirmed booking can be cancelled.",
    });
    expect((await listAudit({ siteId: a.id, action: "booking.cancel" })).map((l) => l.summary)).toEqual([
      expect.stringMatching(/^Cancelled the booking of cancel-me@example\.org for Bigfoot, .*, refunding R-/),
    ]);
  });
});
