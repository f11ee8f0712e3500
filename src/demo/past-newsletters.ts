import { and, eq, sql } from "drizzle-orm";
import { md } from "@/lib/rich-text/markdown";
import type { RichTextDoc } from "@/lib/rich-text/schema";
import { db, schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import { tags } from "@/server/cache/tags";
import { upsertContact } from "@/modules/contacts/service";
import { copyRow, itemBody, renderNewsletter } from "@/modules/newsletters/service";
import { getSiteBySlug } from "@/modules/sites/queries";
import { siteUrl } from "@/modules/sites/urls";
import { seeded } from "./images/generated/random";
import { guestPool } from "./past-trade";

/**
 * The demo's sent newsletters and notices, so the town's /notices archive
 * and the owners' Newsletters pages show a past: each site's subscribers
 * (made-up people, confirmed weeks or months ago) and what was sent to them,
 * dated back from the demo's clock, every copy recorded as delivered (the
 * outbox rows are sent already: nobody is mailed). Written once: a site that
 * has newsletters keeps them.
 */
const DAY = 86_400_000;

interface PastSend {
  daysAgo: number;
  /** The hour of the day it went out (UTC). */
  hour: number;
  subject: string;
  lists: string[];
  body?: RichTextDoc;
  /** A news item of the site, sent as the list that takes every news item sends it (its slug): its words, and a link to it. */
  newsItem?: string;
}

interface PastLists {
  subscribers: number;
  /** The share of subscribers on each list. */
  lists: Record<string, number>;
  consent: string;
  sends: PastSend[];
}

const PAST: Record<string, PastLists> = {
  "town-of-alder-creek": {
    subscribers: 64,
    lists: { "town-news": 0.85, "meeting-agendas": 0.3, "emergency-alerts": 0.6, "water-district": 0.35 },
    consent: "Yes, email me Town of Alder Creek notices on the lists I've chosen. I can unsubscribe at any time.",
    sends: [
      {
        daysAgo: 3,
        hour: 14,
        subject: "Hydrant flushing in Water District No. 1",
        lists: ["town-news"],
        newsItem: "hydrant-flushing-water-district-1",
      },
      {
        daysAgo: 6,
        hour: 21,
        subject: "Agenda: Town Board meeting on Monday",
        lists: ["meeting-agendas"],
        body: md`
          The Town Board meets on Monday at 7:00 p.m. in the Town Hall meeting room, 2150 State Route 21. The meeting is open to the public; comments are taken at the start.

          ## On the agenda

          - Minutes of the last regular meeting
          - Highway superintendent's report: winter sand and salt contract
          - Public hearing: local law on short-term rentals
          - Resolution to accept the water district's capital plan
          - Bills and abstract

          The full packet is at the Town Clerk's office during office hours.
        `,
      },
      {
        daysAgo: 12,
        hour: 16,
        subject: "Boil water notice lifted for Water District No. 1",
        lists: ["water-district", "emergency-alerts"],
        body: md`
          Two days of samples came back clean: the boil water notice for Water District No. 1 is **lifted**. Water is safe to drink without boiling.

          Run each cold tap for two minutes before use, and empty and refill ice trays and water filters. Thank you for your patience.
        `,
      },
      {
        daysAgo: 14,
        hour: 9,
        subject: "Boil water notice: Water District No. 1",
        lists: ["water-district", "emergency-alerts"],
        body: md`
          A water main broke on Bristol Road overnight and pressure dropped across the district. **Until further notice, boil water for one minute before drinking, cooking, making ice or brushing teeth.**

          Crews expect the main repaired today; the notice stays until two days of samples are clean. We will write again when it is lifted. Questions: Water Department, (585) 555-0142.
        `,
      },
      {
        daysAgo: 33,
        hour: 15,
        subject: "Leaf and brush pickup starts in zone A",
        lists: ["town-news"],
        body: md`
          The Highway Department collects leaves and brush on the road edge, zone by zone, starting Monday in zone A (west of Route 21).

          - Leaves loose, not bagged; brush in lengths under 8 feet
          - Nothing in the ditch or on the pavement
          - No stumps, lumber or yard waste in plastic bags

          Zone B follows the week after.
        `,
      },
      {
        daysAgo: 41,
        hour: 20,
        subject: "Agenda: Planning Board meeting",
        lists: ["meeting-agendas"],
        body: md`
          The Planning Board meets on Wednesday at 7:00 p.m. in the Town Hall meeting room.

          - Site plan review: Lakeview Diner patio enclosure
          - Two-lot subdivision on Gannett Hill Road (continued)
          - Sketch plan: solar array on County Road 12
        `,
      },
    ],
  },
  "daily-grind-coffee": {
    subscribers: 38,
    lists: { "roast-notes": 1 },
    consent: "Yes, email me Roast Notes, about once a month. I can unsubscribe at any time.",
    sends: [
      {
        daysAgo: 9,
        hour: 13,
        subject: "Roast Notes: a washed Ethiopian for the cold days",
        lists: ["roast-notes"],
        body: md`
          This month's single origin is a washed coffee from Guji: bright, with bergamot and stone fruit, and sweet enough for a flat white. We roast it on Tuesdays and Fridays.

          Bring your own bag for the beans and take 50 cents off, as always.
        `,
      },
      {
        daysAgo: 38,
        hour: 13,
        subject: "Roast Notes: the holiday blend is back",
        lists: ["roast-notes"],
        body: md`
          The holiday blend returns on Saturday: Colombia and Sumatra, dark chocolate and a little spice. Twelve-ounce bags at the counter, or ground to order for your pot at home.

          Open-mic night stays on Thursdays until 10.
        `,
      },
    ],
  },
};

/** Writes each planned site's subscribers and sent newsletters; answers how many newsletters. */
export async function loadPastNewsletters(now = Date.now()): Promise<number> {
  let written = 0;
  for (const [slug, past] of Object.entries(PAST)) {
    const site = await getSiteBySlug(slug);
    if (!site) continue;
    const [had] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.newsletters)
      .where(eq(schema.newsletters.siteId, site.id));
    if (had!.n > 0) continue;
    const random = seeded(`${slug}:subscribers`);
    const people = guestPool(random, past.subscribers).map((person) => ({
      ...person,
      lists: Object.entries(past.lists)
        .filter(([, share]) => random.chance(share))
        .map(([list]) => list),
      // Confirmed some time in the last year and a half: the older sends reached fewer of them.
      confirmedAt: new Date(now - random.int(2, 540) * DAY - random.int(0, 86_399) * 1000),
    }));
    written += await write([tags.site(site.id)], async (tx) => {
      const subscribers: Array<{ email: string; public_key: string; lists: string[]; confirmedAt: Date }> = [];
      for (const person of people.filter((p) => p.lists.length)) {
        const contact = await upsertContact(tx, site.id, { email: person.email, name: person.name });
        await tx.insert(schema.subscriptions).values(
          person.lists.map((list) => ({
            siteId: site.id,
            contactId: contact.id,
            list,
            status: "confirmed" as const,
            consentText: past.consent,
            createdAt: person.confirmedAt,
            confirmedAt: person.confirmedAt,
          })),
        );
        subscribers.push({ email: person.email, public_key: contact.publicKey, lists: person.lists, confirmedAt: person.confirmedAt });
      }
      let sent = 0;
      for (const send of past.sends) {
        const startedAt = new Date(Math.floor(now / DAY) * DAY - send.daysAgo * DAY + send.hour * 3_600_000);
        const [item] = send.newsItem
          ? await tx
              .select()
              .from(schema.newsItems)
              .where(and(eq(schema.newsItems.siteId, site.id), eq(schema.newsItems.slug, send.newsItem)))
          : [];
        if (send.newsItem && !item) continue;
        const body = item ? itemBody(item, siteUrl(site, `${site.mounts.news}/${item.slug}`)) : send.body!;
        const { text, html } = await renderNewsletter(tx, site.id, { ...send, body }, { forSend: true });
        const recipients = subscribers
          .filter((s) => s.confirmedAt < startedAt && s.lists.some((l) => send.lists.includes(l)))
          .map((s) => ({ ...s, lists: s.lists.filter((l) => send.lists.includes(l)).sort() }));
        const [newsletter] = await tx
          .insert(schema.newsletters)
          .values({
            siteId: site.id,
            subject: send.subject,
            body,
            lists: send.lists,
            status: "sent",
            automatic: Boolean(item),
            sourceKind: item ? "news" : null,
            sourceId: item?.id ?? null,
            textBody: text,
            htmlBody: html,
            recipients: recipients.length,
            createdBy: item ? "automatic" : (site.settings.contact.email ?? null),
            startedAt,
            createdAt: new Date(startedAt.getTime() - 3_600_000),
            updatedAt: startedAt,
          })
          .returning({ id: schema.newsletters.id });
        sent++;
        if (!recipients.length) continue;
        await tx.insert(schema.outbox).values(
          recipients.map((r, i) => ({
            ...copyRow(site.id, site, { ...send, id: newsletter!.id }, r),
            status: "sent" as const,
            attempts: 1,
            createdAt: startedAt,
            nextAttemptAt: startedAt,
            sentAt: new Date(startedAt.getTime() + 2000 + i * 150),
            messageId: `<demo-${newsletter!.id.slice(0, 8)}-${i}@mainstreet.localhost>`,
          })),
        );
      }
      return sent;
    });
  }
  return written;
}
