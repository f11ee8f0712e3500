import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/server/db/client";
import { batch } from "@/server/db/write";
import { loadSiteSeed } from "@/modules/templates/load";
import { DEMO_SITES } from "@/modules/templates/showroom";
import { listEvents } from "@/modules/events/queries";
import { listRegions } from "@/modules/service-areas/queries";
import { listOrganizations } from "@/modules/organizations/queries";
import { getSiteBySlug } from "@/modules/sites/queries";
import { loadDemoHistory } from "@/demo/history";
import { siteAttention } from "@/modules/dashboard/attention";
import { listMessages } from "@/modules/inbox/queries/messages";
import { messageFilter } from "@/modules/inbox/filters";
import { siteTraffic } from "@/modules/dashboard/traffic";
import { periodRange } from "@/modules/dashboard/period";
import { calendarDay } from "@/server/analytics/day";
import { dateIn, SITE_TIME_ZONE } from "@/lib/time";
import { pricePerPerson } from "@/modules/bookings/schedule";
import { TAKEN_BY_PHONE } from "@/modules/bookings/schema";
import type { SiteSeed } from "@/modules/templates/seed";

/** A demo site with only the blocks the history reads (forms, bookings, reservations, gift cards): its pictures stay out of these tests. */
const bare = (slug: string): SiteSeed => {
  const demo = DEMO_SITES.find((s) => s.slug === slug)!;
  const kept = new Set(["form", "booking", "reservation", "giftCard"]);
  return { ...demo, pages: demo.pages.map((page) => ({ ...page, blocks: page.blocks.filter((block) => kept.has(block.type)) })), team: [], posts: [], products: [], events: [], news: [] };
};

describe("the demo loader", () => {
  it("writes a whole site through the services", async () => {
    const seed = DEMO_SITES.find((s) => s.slug === "phelps-community")!;
    const id = await loadSiteSeed({ ...seed, slug: "phelps-copy" });
    const organizations = await listOrganizations(id);
    expect(organizations.map((o) => o.slug).sort()).toEqual(seed.organizations!.map((o) => o.slug).sort());
    const events = await listEvents(id);
    expect(events.length).toBe(seed.organizations!.reduce((n, o) => n + (o.events?.length ?? 0), 0));
    expect(events.some((e) => e.endsAt > new Date()) && events.some((e) => e.endsAt < new Date())).toBe(true);
  });

  it("loads service areas with their cities", async () => {
    const seed = DEMO_SITES.find((s) => s.slug === "fieldguard-pest")!;
    const id = await loadSiteSeed({ ...seed, slug: "fieldguard-copy" });
    const regions = await listRegions(id);
    expect(regions.flatMap((r) => r.cities).length).toBe(seed.serviceAreas!.reduce((n, r) => n + r.cities.length, 0));
  });

  it("gives the demo a past: ninety days of visits whose parts add up, and the owner's recent messages, yesterday's unread", async () => {
    const demo = DEMO_SITES.find((s) => s.slug === "lockstep-escapes")!;
    // Its pages and forms are what the history reads; the pictures (and what shows them) stay out of this test.
    const seed = { ...demo, pages: demo.pages.map((page) => ({ ...page, blocks: page.blocks.filter((block) => block.type === "form") })), team: [], posts: [], products: [] };
    const id = await loadSiteSeed(seed);
    const now = Date.now();
    const written = await loadDemoHistory([seed], now);
    expect(written.messages).toBe(5);
    const traffic = await siteTraffic(id, periodRange("90d", calendarDay(now)));
    expect(traffic.series.slice(0, -1).every((d) => d.visitors > 0 && d.views >= d.visitors)).toBe(true);
    // Today is the live views' (none yet), never the made-up past's.
    expect(traffic.series.at(-1)).toEqual({ day: calendarDay(now), views: 0, visitors: 0 });
    const sum = (figures: Array<{ views: number; visitors: number }>, key: "views" | "visitors") => figures.reduce((n, f) => n + f[key], 0);
    expect(sum(traffic.pages, "views")).toBe(traffic.views);
    expect(sum(traffic.devices, "visitors")).toBe(traffic.visitors);
    expect(traffic.pages[0]!.value).toBe("/");
    expect(traffic.pages.every((p) => seed.pages.some((page) => `/${page.path}` === p.value))).toBe(true);
    // The same figures again for the same day: made up, but not at random.
    expect(await loadDemoHistory([seed], now)).toMatchObject({ figures: written.figures });
    expect((await siteTraffic(id, periodRange("90d", calendarDay(now)))).views).toBe(traffic.views);

    const { rows } = await listMessages(id, messageFilter.parse({}));
    expect(rows.some((m) => m.status === "new")).toBe(true);
    // Two of each load's five came in the last day (the history was written twice above).
    expect((await siteAttention(id)).newMessages).toBe(4);
  });

  it("gives the owner's businesses a past of paid bookings, reservations and gift cards, within capacity, priced by the games' own prices, and mails nobody", async () => {
    const [escape, kettle, other] = [bare("lockstep-escapes"), bare("copper-kettle"), bare("olive-and-ash")];
    // The history finds the owner's sites by their slugs: a copy an earlier test loaded goes first.
    await db().delete(schema.sites).where(inArray(schema.sites.slug, [escape.slug, kettle.slug, other.slug]));
    const [escapeId, kettleId, otherId] = [await loadSiteSeed(escape), await loadSiteSeed(kettle), await loadSiteSeed(other)];
    const ids = [escapeId, kettleId, otherId];
    const outbox = () => db().select({ n: sql<number>`count(*)::int` }).from(schema.outbox).where(inArray(schema.outbox.siteId, ids));
    const [mailBefore] = await outbox();
    const now = Date.now();
    const started = performance.now();
    const written = await loadDemoHistory([escape, kettle, other], now);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(written).toMatchObject({ giftCards: expect.any(Number) });
    expect(written.bookings).toBeGreaterThan(60);
    expect(written.reservations).toBeGreaterThan(100);
    expect(written.giftCards).toBeGreaterThanOrEqual(8);

    const rows = await db()
      .select({ siteId: schema.bookings.siteId, status: schema.bookings.status, partySize: schema.bookings.partySize, details: schema.bookings.details, reference: schema.bookings.reference, startsAt: schema.bookingSessions.startsAt, sessionId: schema.bookingSessions.id, capacity: schema.bookingSessions.capacity, definition: schema.bookables.definition, payment: { status: schema.payments.status, amountCents: schema.payments.amountCents, purpose: schema.payments.purpose, lines: schema.payments.lines } })
      .from(schema.bookings)
      .innerJoin(schema.bookingSessions, and(eq(schema.bookingSessions.siteId, schema.bookings.siteId), eq(schema.bookingSessions.id, schema.bookings.sessionId)))
      .innerJoin(schema.bookables, and(eq(schema.bookables.siteId, schema.bookingSessions.siteId), eq(schema.bookables.id, schema.bookingSessions.bookableId)))
      .leftJoin(schema.payments, and(eq(schema.payments.siteId, schema.bookings.siteId), eq(schema.payments.id, schema.bookings.paymentId)))
      .where(inArray(schema.bookings.siteId, ids));
    const games = rows.filter((r) => r.siteId === escapeId);
    const week = now + 7 * 86_400_000;
    expect(games.filter((r) => r.status === "confirmed" && r.startsAt.getTime() < now).length).toBeGreaterThan(30);
    expect(games.filter((r) => r.status === "confirmed" && r.startsAt.getTime() > now && r.startsAt.getTime() < week).length).toBeGreaterThan(5);
    expect((await siteAttention(escapeId, new Date(now))).bookingsThisWeek).toBeGreaterThan(5);
    // Never more places taken in a session than it has.
    const taken = new Map<string, { n: number; capacity: number }>();
    for (const r of rows.filter((r) => r.status === "confirmed")) {
      const t = taken.get(r.sessionId) ?? { n: 0, capacity: r.capacity };
      taken.set(r.sessionId, { ...t, n: t.n + r.partySize });
    }
    expect([...taken.values()].every((t) => t.n <= t.capacity)).toBe(true);
    // Every booking paid online has its payment, of the game's own price for that day; a cancelled one was refunded, an unpaid hold released.
    for (const r of games.filter((r) => r.payment?.status)) {
      expect(r.payment!.purpose).toBe("booking");
      expect(r.payment!.amountCents).toBe(pricePerPerson(r.definition, dateIn(r.startsAt, SITE_TIME_ZONE)) * r.partySize);
      expect(r.payment!.lines).toEqual([expect.objectContaining({ quantity: r.partySize, unitCents: pricePerPerson(r.definition, dateIn(r.startsAt, SITE_TIME_ZONE)) })]);
      expect({ confirmed: "paid", cancelled: "refunded", released: "cancelled", held: "pending" }[r.status]).toBe(r.payment!.status);
    }
    expect(games.filter((r) => r.status === "cancelled").length).toBe(2);
    // Taken by phone: no payment, the desk's reference, paid at the desk.
    const byPhone = games.filter((r) => r.details.taken === TAKEN_BY_PHONE);
    expect(byPhone.length).toBe(2);
    expect(byPhone.every((r) => r.payment?.status == null && r.reference?.startsWith("B-"))).toBe(true);
    // The restaurant's tables are free reservations with their own references.
    const tables = rows.filter((r) => r.siteId === kettleId);
    expect(tables.length).toBe(written.reservations);
    expect(tables.every((r) => r.payment?.status == null && r.reference?.startsWith("T-") && r.definition.kind === "table")).toBe(true);
    // The owner's morning list counts the tables as reservations, where they are listed, not as bookings the Bookings list does not show.
    expect(await siteAttention(kettleId, new Date(now))).toMatchObject({ bookingsThisWeek: 0, upcomingBookings: [], reservationsThisWeek: expect.any(Number) });
    expect((await siteAttention(kettleId, new Date(now))).reservationsThisWeek).toBeGreaterThan(20);
    expect((await siteAttention(escapeId, new Date(now))).reservationsThisWeek).toBe(0);
    const cards = await db().select().from(schema.giftCards).where(inArray(schema.giftCards.siteId, [escapeId, kettleId]));
    expect(cards.length).toBe(written.giftCards);
    expect(cards.every((c) => c.status === "active" && c.codeHash && c.balanceCents === c.initialCents)).toBe(true);

    // Nothing mailed, and the site that is not the owner's has no past of this kind.
    expect(await outbox()).toEqual([mailBefore]);
    expect(rows.some((r) => r.siteId === otherId)).toBe(false);
    expect(await db().select().from(schema.payments).where(eq(schema.payments.siteId, otherId))).toEqual([]);
    expect(await db().select().from(schema.contacts).where(eq(schema.contacts.siteId, otherId))).toEqual([]);

    // Once only: a second run finds the past written and adds nothing.
    expect(await loadDemoHistory([escape, kettle, other], now)).toMatchObject({ bookings: 0, reservations: 0, payments: 0, giftCards: 0 });
    const [again] = await db().select({ n: sql<number>`count(*)::int` }).from(schema.bookings).where(inArray(schema.bookings.siteId, ids));
    expect(again!.n).toBe(rows.length);
  });

  it("leaves nothing behind when loading fails halfway", async () => {
    const good = DEMO_SITES.find((s) => s.slug === "sunny-meadow-farm")!;
    const broken = { ...good, slug: "broken-farm", pages: [good.pages[0]!, { ...good.pages[0]!, path: "Not A Path" }] };
    await expect(
      batch(async () => {
        await loadSiteSeed({ ...good, slug: "half-loaded-farm" });
        await loadSiteSeed(broken);
      }),
    ).rejects.toThrow();
    expect(await getSiteBySlug("half-loaded-farm")).toBeNull();
    expect(await db().select().from(schema.sites).where(eq(schema.sites.slug, "broken-farm"))).toEqual([]);
  });
});
