import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { md } from "@/lib/rich-text/markdown";
import { db, schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import type { Actor } from "@/modules/auth/access";
import { enqueueMail } from "@/modules/mail/outbox";
import { smtpTransport } from "@/modules/mail/transport";
import { claimDueMail, deliverDueMail } from "@/modules/mail/worker";
import { newsService } from "@/modules/news/service";
import {
  listNewsletters,
  NO_ADDRESS,
  releaseDueNewsletters,
  saveMailList,
  saveNewsletter,
  sendNewsletter,
  sendTest,
  setArchive,
  setList,
  startSend,
} from "@/modules/newsletters/service";
import { GET as openLink, POST as oneClick } from "@/app/contacts/[key]/[hash]/unsubscribe/route";
import { chooseLists, listsOfContact, setSubscription, upsertContact } from "@/modules/contacts/service";
import { formToken, saveForm, submit } from "@/modules/forms/service";
import townOfAlderCreek from "@/modules/templates/showroom/town-of-alder-creek";
import { failure, member, operator } from "../helpers/actors";
import { setMailLimits } from "@/modules/console/service";
import { bulkGate } from "@/modules/newsletters/limits";
import { resolveSitePath } from "@/modules/routing/load-route";
import { getSiteBySlug, type SiteId } from "@/modules/sites/queries";
import { GET as sitemapXml } from "@/app/[site]/sitemap.xml/route";
import { startSmtpPeer, type ReceivedMail } from "../helpers/smtp";
import { createTestSite } from "../helpers/sites";

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let site: { id: SiteId; slug: string };
let other: { id: SiteId; slug: string };
let owner: Actor;
let editor: Actor;
const FROM = "Mainstreet <no-reply@mainstreet.example>";

async function subscribe(siteId: SiteId, email: string, lists: string[], status: "pending" | "confirmed" | "unsubscribed" = "confirmed") {
  await write([], async (tx) => {
    const contact = await upsertContact(tx, siteId, { email });
    for (const list of lists) {
      await tx.insert(schema.subscriptions).values({
        siteId,
        contactId: contact.id,
        list,
        status,
        consentText: "Yes, email me.",
        confirmedAt: status === "confirmed" ? new Date() : null,
        unsubscribedAt: status === "unsubscribed" ? new Date() : null,
      });
    }
  });
}

/** A contact's lists and where they stand. */
async function listsOf(siteId: SiteId, email: string): Promise<Record<string, string>> {
  const rows = await db()
    .select({ list: schema.subscriptions.list, status: schema.subscriptions.status })
    .from(schema.subscriptions)
    .innerJoin(schema.contacts, and(eq(schema.contacts.siteId, schema.subscriptions.siteId), eq(schema.contacts.id, schema.subscriptions.contactId)))
    .where(and(eq(schema.subscriptions.siteId, siteId), eq(schema.contacts.email, email)));
  return Object.fromEntries(rows.map((r) => [r.list, r.status]).sort());
}

/** Delivers until nothing is due; answers what the peer received meanwhile. */
async function deliverAll(url = smtp.url, received = smtp.received): Promise<ReceivedMail[]> {
  const before = received.length;
  for (let i = 0; i < 50; i++) {
    const { sent, failed } = await deliverDueMail(smtpTransport(url), FROM, 50);
    if (!sent && !failed) break;
  }
  return received.slice(before);
}

/** A site that may send: every newsletter carries its postal address. */
const ADDRESSED = {
  settings: {
    description: "A town.",
    contact: { email: "clerk@alder.example", address: { street: "2150 State Route 21", locality: "Alder Creek", region: "NY", postalCode: "14424" } },
  },
};

const to = (mails: ReceivedMail[]) => mails.flatMap((m) => m.envelopeTo).sort();

beforeAll(async () => {
  smtp = await startSmtpPeer();
  site = await createTestSite({
    name: "Town of Testing",
    settings: {
      description: "A town.",
      contact: { email: "clerk@testing.example", address: { street: "1 Main St", locality: "Testing", region: "NY", postalCode: "14000", country: "US" } },
    },
  });
  other = await createTestSite();
  [owner, editor] = await Promise.all([member(site.id, "owner"), member(site.id, "editor")]);
  await subscribe(site.id, "ann@example.org", ["news", "agendas", "choir"]);
  await subscribe(site.id, "ben@example.org", ["alerts"]);
  await subscribe(site.id, "cat@example.org", ["news"], "pending");
  await subscribe(site.id, "dan@example.org", ["news"], "unsubscribed");
  await subscribe(site.id, "eve@example.org", ["water"]);
  await subscribe(site.id, "sup@example.org", ["news"]);
  await db().insert(schema.mailSuppressions).values({ siteId: site.id, email: "sup@example.org", reason: "550 earlier" });
  await subscribe(other.id, "oz@example.org", ["news"]);
});
afterAll(async () => smtp?.stop());

describe("a newsletter", () => {
  it("reaches each confirmed subscriber of three lists once, never the unconfirmed, unsubscribed or suppressed, nor another site's", async () => {
    const id = await saveNewsletter(owner, site.slug, null, {
      subject: "Road work on Main Street",
      body: md`
The **road** is closed on [Monday](https://testing.example/roads).
      `,
      lists: ["news", "agendas", "alerts"],
    });
    expect((await sendNewsletter(owner, site.slug, id)).recipients).toBe(2);
    // Started again (a retried request, a second instance): no one is added twice.
    await write([], (tx) => startSend(tx, site.id, id));
    const mails = await deliverAll();
    expect(to(mails)).toEqual(["ann@example.org", "ben@example.org"]);

    const ann = mails.find((m) => m.envelopeTo.includes("ann@example.org"))!;
    expect(ann.headers.get("from")?.[0]).toMatch(/^"?Town of Testing"? <no-reply@mainstreet\.example>$/);
    expect(ann.headers.get("reply-to")?.[0]).toBe("clerk@testing.example");
    expect(ann.headers.get("message-id")?.[0]).toMatch(/^<[0-9a-f-]{36}@mainstreet\.example>$/);
    expect(ann.headers.get("list-unsubscribe-post")?.[0]).toBe("List-Unsubscribe=One-Click");
    const unsubscribe = /^<(http[^>]+\/contacts\/([^/]+)\/([^/]+)\/unsubscribe\?lists=[a-z,-]+)>$/.exec(ann.headers.get("list-unsubscribe")?.[0] ?? "");
    expect(unsubscribe).not.toBeNull();
    expect(ann.headers.get("content-type")?.[0]).toMatch(/^multipart\/alternative/);
    expect(ann.raw).toContain("1 Main St, Testing, NY 14000, US");
    // Why she gets it names her own lists of this send (news and agendas), not Ben's alerts.
    const annWhy = "You get this because you subscribed to the lists Agendas, News of Town of Testing.";
    expect(ann.raw.replace(/=\r\n/g, "")).toContain(annWhy);
    const ben = mails.find((m) => m.envelopeTo.includes("ben@example.org"))!;
    expect(ben.raw.replace(/=\r\n/g, "")).toContain("You get this because you subscribed to the list Alerts of Town of Testing.");
    expect(ann.raw).not.toContain("%%WHY%%");
    expect(ann.raw.replace(/=\r\n/g, "")).toContain(unsubscribe![1]!.slice(0, 60));
    expect(ann.raw).not.toContain("%%UNSUBSCRIBE%%");

    const [row] = await listNewsletters(site.id);
    expect(row).toMatchObject({ id, status: "sent", recipients: 2, delivered: 2, failed: 0, unsubscribed: 0 });

    // The one-click POST (RFC 8058) unsubscribes, with nothing to visit; the next newsletter skips Ann.
    const response = await oneClick(new Request(unsubscribe![1]!, { method: "POST", body: "List-Unsubscribe=One-Click" }), {
      params: Promise.resolve({ key: unsubscribe![2]!, hash: unsubscribe![3]! }),
    });
    expect(response.status).toBe(200);
    expect((await listNewsletters(site.id))[0]!.unsubscribed).toBe(1);
    // Her link named the lists of this send she was on: she left those, and her other list stays.
    expect(unsubscribe![1]).toMatch(/\/unsubscribe\?lists=agendas,news$/);
    expect(await listsOf(site.id, "ann@example.org")).toEqual({ agendas: "unsubscribed", choir: "confirmed", news: "unsubscribed" });
    const next = await saveNewsletter(owner, site.slug, null, {
      subject: "Agenda",
      body: md`
Tuesday at 7.
      `,
      lists: ["news", "agendas"],
    });
    expect((await sendNewsletter(owner, site.slug, next)).recipients).toBe(0);
  });

  it("is never sent to someone who left the list after the send began", async () => {
    await subscribe(site.id, "fay@example.org", ["water"]);
    const id = await saveNewsletter(owner, site.slug, null, {
      subject: "Water notice",
      body: md`
Boil water.
      `,
      lists: ["water"],
    });
    expect((await sendNewsletter(owner, site.slug, id)).recipients).toBe(2);
    await db().execute(
      sql`update subscriptions s set status = 'unsubscribed', unsubscribed_at = now() from contacts c where c.id = s.contact_id and c.email = 'fay@example.org'`,
    );
    expect(to(await deliverAll())).toEqual(["eve@example.org"]);
    const [fay] = await db()
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.newsletterId, id), eq(schema.outbox.toAddress, "fay@example.org")));
    expect(fay).toMatchObject({ status: "failed", lastError: expect.stringContaining("unsubscribed") });
  });

  it("suppresses an address the receiving server refuses for good (5xx), and never sends to it again", async () => {
    await subscribe(site.id, "gone@example.org", ["bounce"]);
    await subscribe(site.id, "gus@example.org", ["bounce"]);
    const peer = await startSmtpPeer(0, 0, (address) => address.startsWith("gone@"));
    const { url, received } = peer;
    try {
      const id = await saveNewsletter(owner, site.slug, null, {
        subject: "One",
        body: md`
One.
        `,
        lists: ["bounce"],
      });
      await sendNewsletter(owner, site.slug, id);
      expect(to(await deliverAll(url, received))).toEqual(["gus@example.org"]);
      const [gone] = await db()
        .select()
        .from(schema.outbox)
        .where(and(eq(schema.outbox.newsletterId, id), eq(schema.outbox.toAddress, "gone@example.org")));
      expect(gone).toMatchObject({ status: "failed", attempts: 1 });
      const suppressed = await db()
        .select()
        .from(schema.mailSuppressions)
        .where(and(eq(schema.mailSuppressions.siteId, site.id), eq(schema.mailSuppressions.email, "gone@example.org")));
      expect(suppressed).toHaveLength(1);
      const again = await saveNewsletter(owner, site.slug, null, {
        subject: "Two",
        body: md`
Two.
        `,
        lists: ["bounce"],
      });
      expect((await sendNewsletter(owner, site.slug, again)).recipients).toBe(1);
      expect(to(await deliverAll(url, received))).toEqual(["gus@example.org"]);
    } finally {
      await peer.stop();
    }
  });

  it("survives a worker killed halfway: restarted, it sends nobody twice", async () => {
    const emails = Array.from({ length: 30 }, (_, i) => `many${String(i).padStart(2, "0")}@example.org`);
    for (const email of emails) await subscribe(site.id, email, ["many"]);
    const id = await saveNewsletter(owner, site.slug, null, {
      subject: "Many",
      body: md`
Hello all.
      `,
      lists: ["many"],
    });
    await sendNewsletter(owner, site.slug, id);
    // Ten delivered, then five claimed by a worker that dies before sending them.
    await deliverDueMail(smtpTransport(smtp.url), FROM, 10);
    const orphaned = await claimDueMail(5);
    expect(orphaned).toHaveLength(5);
    // The lease runs out (worker.ts); the restarted worker takes them again with the rest.
    await db().execute(
      sql`update outbox set next_attempt_at = now() - interval '1 hour' where id in (${sql.join(
        orphaned.map((o) => sql`${o.id}::uuid`),
        sql`, `,
      )})`,
    );
    await deliverAll();
    const copies = await db()
      .select({ to: schema.outbox.toAddress, status: schema.outbox.status })
      .from(schema.outbox)
      .where(eq(schema.outbox.newsletterId, id));
    expect(copies.map((c) => c.to).sort()).toEqual(emails);
    expect(copies.every((c) => c.status === "sent")).toBe(true);
    const got = smtp.received.filter((m) => m.headers.get("subject")?.[0] === "Many").flatMap((m) => m.envelopeTo);
    expect(got.sort()).toEqual(emails);
  });

  it("never holds up the site's other mail: a confirmation queued behind a large send is claimed first", async () => {
    const emails = Array.from({ length: 200 }, (_, i) => `crowd${i}@example.org`);
    await write([], async (tx) => {
      for (const email of emails) await upsertContact(tx, site.id, { email });
    });
    await db().execute(sql`insert into subscriptions (site_id, contact_id, list, status, consent_text, confirmed_at)
      select site_id, id, 'crowd', 'confirmed', 'Yes', now() from contacts where site_id = ${site.id} and email like 'crowd%'`);
    const id = await saveNewsletter(owner, site.slug, null, {
      subject: "Crowd",
      body: md`
Hi.
      `,
      lists: ["crowd"],
    });
    await sendNewsletter(owner, site.slug, id);
    await write([], (tx) => enqueueMail(tx, site.id, { kind: "booking", to: "guest@example.org", subject: "Your booking", text: "See you." }));
    const [first] = await claimDueMail(1);
    expect(first).toMatchObject({ to_address: "guest@example.org", bulk: false });
    await deliverAll();
  });

  it("can be scheduled, tested, and is refused to editors", async () => {
    const id = await saveNewsletter(owner, site.slug, null, {
      subject: "Later",
      body: md`
Later.
      `,
      lists: ["alerts"],
    });
    expect((await failure(sendNewsletter(editor, site.slug, id))).code).toBe("forbidden");
    const at = new Date(Date.now() + 3_600_000);
    expect((await sendNewsletter(owner, site.slug, id, at)).scheduledAt).toEqual(at);
    expect(await releaseDueNewsletters(new Date(at.getTime() - 60_000))).toBe(0);
    expect(await releaseDueNewsletters(new Date(at.getTime() + 60_000))).toBe(1);
    expect(to(await deliverAll())).toEqual(["ben@example.org"]);
    expect(
      (
        await failure(
          saveNewsletter(owner, site.slug, id, {
            subject: "Changed",
            body: md`
x
            `,
            lists: ["alerts"],
          }),
        )
      ).code,
    ).toBe("conflict");

    const draft = await saveNewsletter(owner, site.slug, null, {
      subject: "Try",
      body: md`
Try me.
      `,
      lists: ["alerts"],
    });
    expect(await sendTest(owner, site.slug, draft)).toBe(owner.email);
    const [test] = await deliverAll();
    expect(test!.envelopeTo).toEqual([owner.email]);
    expect(test!.headers.get("subject")?.[0]).toBe("[Test] Try");
    expect(test!.headers.get("content-type")?.[0]).toMatch(/^multipart\/alternative/);
  });

  it("sends every news item to a list set to take them, once, when it is published", async () => {
    await subscribe(site.id, "reader@example.org", ["town-news"]);
    await setList(owner, site.slug, "town-news", { name: "Town news", autoNews: true });
    const item = await newsService.insert(
      site.id,
      {
        slug: "new-park",
        title: "A new park",
        summary: "Opening in June.",
        body: md`
Swings and a pond.
        `,
        publishedAt: new Date(),
      },
      { status: "draft" },
    );
    await newsService.publish(site.id, item.id);
    await newsService.publish(site.id, item.id);
    const mails = await deliverAll();
    expect(to(mails)).toEqual(["reader@example.org"]);
    expect(mails[0]!.headers.get("subject")?.[0]).toBe("A new park");
    expect(mails[0]!.body).toContain("Swings and a pond.");
    expect(mails[0]!.headers.get("list-unsubscribe")?.[0]).toMatch(/\/unsubscribe\?lists=town-news>$/);
  });
});

describe("the town's four lists", () => {
  it("a resident joins the lists they tick; a notice's unsubscribe leaves only its list; their page changes the rest", async () => {
    const town = await createTestSite({
      settings: {
        description: "A town.",
        contact: { email: "clerk@alder.example", address: { street: "2150 State Route 21", locality: "Alder Creek", region: "NY", postalCode: "14424" } },
      },
    });
    const clerk = await member(town.id, "owner");
    await saveForm(
      town.id,
      townOfAlderCreek.forms!.find((f) => f.key === "email-notices")!,
    );
    for (const list of townOfAlderCreek.mailLists!) await write([], (tx) => saveMailList(tx, town.id, { autoNews: false, ...list }));
    const signUp = await submit({
      siteId: town.id,
      formKey: "email-notices",
      values: { email: "res@example.org", lists: ["Town news", "Emergency alerts"], consent: "yes" },
      files: [],
      token: formToken(Date.now() - 10_000),
      honeypot: "",
      ip: "10.9.8.7",
    });
    expect(signUp.ok).toBe(true);
    expect(await listsOf(town.id, "res@example.org")).toEqual({ "emergency-alerts": "pending", "town-news": "pending" });
    const [confirm] = await db()
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.siteId, town.id), eq(schema.outbox.kind, "subscription-confirm")));
    expect(confirm!.textBody).toMatch(/\/contacts\/[^/]+\/[^/?]+\?confirm=town-news,emergency-alerts\n/);
    // Nothing goes to a list before it is confirmed.
    const early = await saveNewsletter(clerk, town.slug, null, {
      subject: "Early",
      body: md`
x
      `,
      lists: ["town-news"],
    });
    expect((await sendNewsletter(clerk, town.slug, early)).recipients).toBe(0);
    const [contact] = await db()
      .select()
      .from(schema.contacts)
      .where(and(eq(schema.contacts.siteId, town.id), eq(schema.contacts.email, "res@example.org")));
    await write([], async (tx) => {
      for (const list of ["town-news", "emergency-alerts"]) await setSubscription(tx, town.id, contact!.id, list, "confirmed");
    });

    const alert = await saveNewsletter(clerk, town.slug, null, {
      subject: "Boil water",
      body: md`
Boil water until Friday.
      `,
      lists: ["emergency-alerts"],
    });
    expect((await sendNewsletter(clerk, town.slug, alert)).recipients).toBe(1);
    const mail = (await deliverAll()).find((m) => m.headers.get("subject")?.[0] === "Boil water");
    expect(mail!.raw.replace(/=\r\n/g, "")).toContain("you subscribed to the list Emergency alerts of");
    const link = /^<(http[^>]+\/contacts\/([^/]+)\/([^/]+)\/unsubscribe\?lists=emergency-alerts)>$/.exec(mail!.headers.get("list-unsubscribe")?.[0] ?? "");
    expect(link).not.toBeNull();
    const response = await oneClick(new Request(link![1]!, { method: "POST", body: "List-Unsubscribe=One-Click" }), {
      params: Promise.resolve({ key: link![2]!, hash: link![3]! }),
    });
    expect(response.status).toBe(200);
    expect(await listsOf(town.id, "res@example.org")).toEqual({ "emergency-alerts": "unsubscribed", "town-news": "confirmed" });
    // The same link in a browser opens their page, offering to leave that list.
    const opened = await openLink(new Request(link![1]!), { params: Promise.resolve({ key: link![2]!, hash: link![3]! }) });
    expect(opened.headers.get("location")).toBe(`/contacts/${link![2]}/${link![3]}?leave=emergency-alerts`);

    // On their page they can choose among all four, and only among the town's lists.
    const known = await write([], (tx) => listsOfContact(tx, town.id, contact!.id));
    expect(known).toEqual(["emergency-alerts", "meeting-agendas", "town-news", "water-district"]);
    await write([], (tx) => chooseLists(tx, town.id, contact!.id, known, ["meeting-agendas", "emergency-alerts"]));
    expect(await listsOf(town.id, "res@example.org")).toEqual({ "emergency-alerts": "confirmed", "meeting-agendas": "confirmed", "town-news": "unsubscribed" });
    const agenda = await saveNewsletter(clerk, town.slug, null, {
      subject: "Agenda",
      body: md`
Tuesday.
      `,
      lists: ["town-news", "meeting-agendas"],
    });
    expect((await sendNewsletter(clerk, town.slug, agenda)).recipients).toBe(1);
    expect((await deliverAll())[0]!.headers.get("list-unsubscribe")?.[0]).toMatch(/\?lists=meeting-agendas>$/);
  });
});

describe("sending limits", () => {
  it("starts no newsletter of a site without a postal address: every mail carries it", async () => {
    const bare = await createTestSite();
    const clerk = await member(bare.id, "owner");
    await subscribe(bare.id, "b1@example.org", ["news"]);
    const id = await saveNewsletter(clerk, bare.slug, null, {
      subject: "Hello",
      body: md`
Hi.
      `,
      lists: ["news"],
    });
    expect((await failure(sendNewsletter(clerk, bare.slug, id))).message).toBe(NO_ADDRESS);
    expect(await db().select().from(schema.outbox).where(eq(schema.outbox.newsletterId, id))).toEqual([]);
  });

  it("holds a send that would pass the site's monthly allowance, with the reason for the owner, and writes no copy", async () => {
    const small = await createTestSite(ADDRESSED);
    const [clerk, op] = await Promise.all([member(small.id, "owner"), operator()]);
    for (const email of ["a1@example.org", "a2@example.org", "a3@example.org"]) await subscribe(small.id, email, ["news"]);
    await setMailLimits(op, small.slug, { perMinute: "", monthlyAllowance: "4" });
    expect((await failure(setMailLimits(clerk, small.slug, { perMinute: "", monthlyAllowance: "1000" }))).code).toBe("not_found");
    const first = await saveNewsletter(clerk, small.slug, null, {
      subject: "First",
      body: md`
One.
      `,
      lists: ["news"],
    });
    expect((await sendNewsletter(clerk, small.slug, first)).recipients).toBe(3);
    // Three of four used: the next send of three does not start.
    const second = await saveNewsletter(clerk, small.slug, null, {
      subject: "Second",
      body: md`
Two.
      `,
      lists: ["news"],
    });
    const refused = await failure(sendNewsletter(clerk, small.slug, second));
    expect(refused.message).toMatch(/^Not sent: it goes to 3 subscribers, and 1 of this month's allowance of 4 mails are left\./);
    const [held] = await db().select().from(schema.newsletters).where(eq(schema.newsletters.id, second));
    expect(held).toMatchObject({ status: "draft", heldReason: refused.message });
    expect(await db().select().from(schema.outbox).where(eq(schema.outbox.newsletterId, second))).toEqual([]);
    expect((await listNewsletters(small.id)).find((r) => r.id === second)!.held_reason).toBe(refused.message);
    // A scheduled one is held the same way when its time comes; raised, it goes.
    const at = new Date(Date.now() + 60_000);
    await sendNewsletter(clerk, small.slug, second, at);
    await releaseDueNewsletters(new Date(at.getTime() + 1000));
    expect((await db().select().from(schema.newsletters).where(eq(schema.newsletters.id, second)))[0]).toMatchObject({ status: "draft", scheduledAt: null });
    await setMailLimits(op, small.slug, { perMinute: "", monthlyAllowance: "" });
    expect((await sendNewsletter(clerk, small.slug, second)).recipients).toBe(3);
    expect((await db().select().from(schema.newsletters).where(eq(schema.newsletters.id, second)))[0]!.heldReason).toBeNull();
    await deliverAll();
  });

  it("sends a site's newsletter at its rate, while a booking confirmation goes out within seconds", async () => {
    const busy = await createTestSite(ADDRESSED);
    const [clerk, op] = await Promise.all([member(busy.id, "owner"), operator()]);
    await write([], async (tx) => {
      for (let i = 0; i < 40; i++) await upsertContact(tx, busy.id, { email: `rate${i}@example.org` });
    });
    await db().execute(sql`insert into subscriptions (site_id, contact_id, list, status, consent_text, confirmed_at)
      select site_id, id, 'news', 'confirmed', 'Yes', now() from contacts where site_id = ${busy.id}`);
    await setMailLimits(op, busy.slug, { perMinute: "10", monthlyAllowance: "" });
    const id = await saveNewsletter(clerk, busy.slug, null, {
      subject: "Rated",
      body: md`
Slowly.
      `,
      lists: ["news"],
    });
    expect((await sendNewsletter(clerk, busy.slug, id)).recipients).toBe(40);
    const mails = await deliverAll();
    // Ten this minute, the rest wait their turn.
    const rated = mails.filter((m) => m.headers.get("subject")?.[0] === "Rated").length;
    expect(rated).toBe(10);
    const asked = Date.now();
    await write([], (tx) => enqueueMail(tx, busy.id, { kind: "booking", to: "guest@example.org", subject: "Your booking", text: "See you." }));
    const [booking] = await deliverAll();
    expect(booking!.envelopeTo).toEqual(["guest@example.org"]);
    expect(Date.now() - asked).toBeLessThan(5000);
    // The platform's rate closes the gate for every site's newsletters alike.
    expect((await bulkGate(rated))!.room).toBe(0);
    const wide = (await bulkGate(1_000_000))!;
    expect(wide.room).toBeLessThanOrEqual(1_000_000 - rated);
    expect(wide.blocked).toContain(busy.id);
    await setMailLimits(op, busy.slug, { perMinute: "", monthlyAllowance: "" });
    await deliverAll();
  });

  it("delivers a booking confirmation within seconds while a large unlimited send is under way", async () => {
    const large = await createTestSite(ADDRESSED);
    const clerk = await member(large.id, "owner");
    await write([], async (tx) => {
      for (let i = 0; i < 400; i++) await upsertContact(tx, large.id, { email: `large${i}@example.org` });
    });
    await db().execute(sql`insert into subscriptions (site_id, contact_id, list, status, consent_text, confirmed_at)
      select site_id, id, 'news', 'confirmed', 'Yes', now() from contacts where site_id = ${large.id}`);
    const id = await saveNewsletter(clerk, large.slug, null, {
      subject: "Large",
      body: md`
Everyone.
      `,
      lists: ["news"],
    });
    await sendNewsletter(clerk, large.slug, id);
    // A slow receiving server (10 ms a message) and a worker sending five at a time, as the outbox's worker does.
    const peer = await startSmtpPeer(0, 10);
    const transport = smtpTransport(peer.url);
    let stop = false;
    const worker = (async () => {
      while (!stop) {
        const { sent, failed } = await deliverDueMail(transport, FROM, 5);
        if (!sent && !failed) break;
      }
    })();
    try {
      await expect.poll(() => peer.received.length, { timeout: 30_000, interval: 20 }).toBeGreaterThan(50);
      const asked = Date.now();
      await write([], (tx) => enqueueMail(tx, large.id, { kind: "booking", to: "guest@example.org", subject: "Your booking", text: "See you." }));
      await expect.poll(() => peer.received.some((m) => m.envelopeTo.includes("guest@example.org")), { timeout: 5000, interval: 20 }).toBe(true);
      expect(Date.now() - asked).toBeLessThan(5000);
      // It went while the newsletter was still going out.
      expect(peer.received.filter((m) => m.headers.get("subject")?.[0] === "Large").length).toBeLessThan(400);
    } finally {
      stop = true;
      await worker;
      await peer.stop();
    }
    await deliverAll();
  });
});

describe("the public archive", () => {
  it("lists each sent newsletter at its own address and in the sitemap, with nothing about who received it", async () => {
    const town = await createTestSite({ ...ADDRESSED, mounts: { news: "news", newsletters: "notices" } });
    const clerk = await member(town.id, "owner");
    await subscribe(town.id, "private-reader@example.org", ["news"]);
    const sentId = await saveNewsletter(clerk, town.slug, null, {
      subject: "Brush pickup starts Monday",
      body: md`
Zone A first.
      `,
      lists: ["news"],
    });
    await sendNewsletter(clerk, town.slug, sentId);
    const draft = await saveNewsletter(clerk, town.slug, null, {
      subject: "Not yet",
      body: md`
Draft.
      `,
      lists: ["news"],
    });
    const site = (await getSiteBySlug(town.slug))!;
    const list = await resolveSitePath(site, "notices", { preview: undefined, editor: false });
    expect(list.route).toMatchObject({ kind: "collection", collection: "newsletters", item: { kind: "archive" } });
    const items = (list.route as unknown as { item: { items: Array<{ id: string; subject: string }> } }).item.items;
    expect(items.map((i) => i.subject)).toEqual(["Brush pickup starts Monday"]);
    const one = await resolveSitePath(site, `notices/${sentId}`, { preview: undefined, editor: false });
    expect(one.route).toMatchObject({ item: { kind: "notice", notice: { id: sentId, subject: "Brush pickup starts Monday" } } });
    expect(JSON.stringify(one.route)).not.toContain("private-reader");
    expect((await resolveSitePath(site, `notices/${draft}`, { preview: undefined, editor: false })).route).toBeNull();
    const sitemap = await (await sitemapXml(new Request("http://localhost/"), { params: Promise.resolve({ site: town.slug }) })).text();
    expect(sitemap).toContain(`/notices/${sentId}</loc>`);
    expect(sitemap).toContain("/notices</loc>");
    expect(sitemap).not.toContain(draft);
    await deliverAll();
  });

  it("is shown at an address the owner chooses, moved, and taken off the site again; never over a page, and never by an editor", async () => {
    const town = await createTestSite({ ...ADDRESSED, mounts: { news: "news" } });
    const [clerk, helper] = await Promise.all([member(town.id, "owner"), member(town.id, "editor")]);
    const resolve = async (path: string) => (await resolveSitePath((await getSiteBySlug(town.slug))!, path, { preview: undefined, editor: false })).route;
    expect(await resolve("notices")).toBeNull();
    expect((await failure(setArchive(helper, town.slug, "notices"))).code).toBe("forbidden");
    expect(await setArchive(clerk, town.slug, " /Notices/ ")).toBe("notices");
    expect(await resolve("notices")).toMatchObject({ kind: "collection", collection: "newsletters", item: { kind: "archive" } });
    // Not over a page of the site, nor where another collection is shown.
    const [home] = await db()
      .select({ path: schema.pages.path })
      .from(schema.pages)
      .where(and(eq(schema.pages.siteId, town.id), sql`${schema.pages.path} <> ''`))
      .limit(1);
    if (home) expect((await failure(setArchive(clerk, town.slug, home.path))).code).toBe("conflict");
    expect((await failure(setArchive(clerk, town.slug, "news"))).code).toBe("conflict");
    await expect(setArchive(clerk, town.slug, "no spaces")).rejects.toThrow(/lower-case letters/i);
    expect(await setArchive(clerk, town.slug, "past-notices")).toBe("past-notices");
    expect(await resolve("notices")).toBeNull();
    expect(await resolve("past-notices")).toMatchObject({ collection: "newsletters" });
    expect(await setArchive(clerk, town.slug, null)).toBeNull();
    expect(await resolve("past-notices")).toBeNull();
    const audit = await db()
      .select({ summary: schema.auditLog.summary })
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.siteId, town.id), eq(schema.auditLog.action, "newsletters.archive")));
    expect(audit.map((a) => a.summary)).toEqual(
      expect.arrayContaining(["Showed past newsletters at /notices", "Stopped showing past newsletters on the site"]),
    );
  });
});
