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
import { siteOverview } from "@/modules/dashboard/overview";
import { siteTraffic } from "@/modules/dashboard/traffic";
import { periodRange } from "@/modules/dashboard/period";
import { calendarDay } from "@/server/analytics/day";
import { dateIn, SITE_TIME_ZONE, wallClockOn, weekdayOf } from "@/lib/time";
import { formatClock } from "@/lib/format";
import type { CartLine, OrderableItem } from "@/lib/menu-order";
import { pickupTimesOn } from "@/lib/pickup-times";
import { loadPastTrade } from "@/demo/past-trade";
import { orderableItems } from "@/modules/menus/schema";
import { pickupDaysFor, pickupLabel, pickupRules, pickupSpansOn, type OrderBlock } from "@/modules/ordering/menu";
import { boardOrders, orderMenu } from "@/modules/ordering/queries";
import { pickupOrderQuote } from "@/modules/payments/checkout-forms";
import { quote, type PaymentLine } from "@/modules/payments/quote";
import { getPage } from "@/modules/pages/queries";
import type { Site } from "@/modules/sites/queries";
import { pricePerPerson } from "@/modules/bookings/schedule";
import { TAKEN_BY_PHONE } from "@/modules/bookings/schema";
import type { SiteSeed } from "@/modules/templates/seed";

/** A demo site with only the blocks the history reads (forms, bookings, reservations, gift cards, orders for pickup): its pictures stay out of these tests. */
const bare = (slug: string): SiteSeed => {
  const demo = DEMO_SITES.find((s) => s.slug === slug)!;
  const kept = new Set(["form", "booking", "reservation", "giftCard", "orderOnline"]);
  return {
    ...demo,
    pages: demo.pages.map((page) => ({ ...page, blocks: page.blocks.filter((block) => kept.has(block.type)) })),
    team: [],
    posts: [],
    products: [],
    events: [],
    news: [],
  };
};

/** A site's orders for pickup with their pickup time, payment and contact, earliest pickup first. */
async function kitchenOrdersOf(siteId: string) {
  return db()
    .select({
      id: schema.kitchenOrders.id,
      status: schema.kitchenOrders.status,
      statusAt: schema.kitchenOrders.statusAt,
      createdAt: schema.kitchenOrders.createdAt,
      holdExpiresAt: schema.kitchenOrders.holdExpiresAt,
      note: schema.kitchenOrders.note,
      paymentId: schema.kitchenOrders.paymentId,
      pickupAt: schema.pickupSlots.startsAt,
      payment: {
        status: schema.payments.status,
        purpose: schema.payments.purpose,
        provider: schema.payments.provider,
        amountCents: schema.payments.amountCents,
        lines: schema.payments.lines,
        details: schema.payments.details,
        createdAt: schema.payments.createdAt,
        expiresAt: schema.payments.expiresAt,
        paidAt: schema.payments.paidAt,
        cancelPath: schema.payments.cancelPath,
        contactId: schema.payments.contactId,
      },
      contact: { id: schema.contacts.id, phone: schema.contacts.phone },
    })
    .from(schema.kitchenOrders)
    .innerJoin(schema.pickupSlots, and(eq(schema.pickupSlots.siteId, schema.kitchenOrders.siteId), eq(schema.pickupSlots.id, schema.kitchenOrders.slotId)))
    .innerJoin(schema.payments, and(eq(schema.payments.siteId, schema.kitchenOrders.siteId), eq(schema.payments.id, schema.kitchenOrders.paymentId)))
    .innerJoin(schema.contacts, and(eq(schema.contacts.siteId, schema.kitchenOrders.siteId), eq(schema.contacts.id, schema.kitchenOrders.contactId)))
    .where(eq(schema.kitchenOrders.siteId, siteId))
    .orderBy(schema.pickupSlots.startsAt, schema.kitchenOrders.createdAt);
}
type StoredOrder = Awaited<ReturnType<typeof kitchenOrdersOf>>[number];

const BOARD = ["new", "preparing", "ready", "collected"];

/** What two loads of the same day must agree on (ids and references aside). */
const comparable = (o: StoredOrder) => ({
  status: o.status,
  statusAt: o.statusAt,
  pickupAt: o.pickupAt,
  note: o.note,
  amountCents: o.payment.amountCents,
  lines: o.payment.lines,
});

/** The cart a payment's lines were priced from, read back from their labels ("Kettle burger (Medium rare, Fried egg)") against the menu. */
function cartOfLines(items: readonly OrderableItem[], lines: readonly PaymentLine[]): CartLine[] {
  return lines.map((line) => {
    const item = items.filter((i) => line.label === i.name || line.label.startsWith(`${i.name} (`)).sort((a, b) => b.name.length - a.name.length)[0];
    expect(item, line.label).toBeDefined();
    const chosen = line.label === item!.name ? [] : line.label.slice(item!.name.length + 2, -1).split(", ");
    return {
      item: item!.key,
      choices: item!.options.map((group) => group.choices.flatMap((c, i) => (chosen.includes(c.name) ? [i] : []))),
      quantity: line.quantity,
    };
  });
}

/**
 * Orders as the real checkout takes them: each priced by the order form's
 * quote (its cart re-priced from the stored menu gives the same lines and
 * total), at a pickup time of the kitchen's own slots inside the opening
 * hours, ordered when the form offered that time, no quarter hour over the
 * kitchen's capacity, paid by the test provider, the payer a contact with the
 * phone the form asks for, and moved along the board only after it was paid.
 */
async function expectOrdersAsTheFormTakes(site: Site, orders: StoredOrder[], now: number) {
  const page = (await getPage(site.id, "takeout"))!;
  const props = page.blocks.find((b) => b.type === "orderOnline")!.props as OrderBlock;
  const items = orderableItems(await orderMenu(site.id, props));
  const slotsOn = new Map<string, number[]>();
  const perSlot = new Map<number, number>();
  for (const o of orders) {
    const priced = quote(pickupOrderQuote(items, cartOfLines(items, o.payment.lines)), {});
    expect(priced.ok && priced.lines, o.id).toEqual(o.payment.lines);
    expect(priced.ok && priced.totalCents).toBe(o.payment.amountCents);
    expect(o.payment).toMatchObject({
      purpose: "pickup_order",
      status: "paid",
      provider: "test",
      cancelPath: "takeout",
      details: {
        pickup: pickupLabel(o.pickupAt, "America/New_York"),
        kitchenCapacity: String(props.pickup.ordersPer15Minutes),
        ...(o.note ? { note: o.note } : {}),
      },
    });
    expect(o.contact.phone).toBeTruthy();
    // A quarter hour of the kitchen's pickup hours, which are inside the restaurant's opening hours.
    const date = dateIn(o.pickupAt, SITE_TIME_ZONE);
    if (!slotsOn.has(date))
      slotsOn.set(
        date,
        pickupTimesOn(pickupSpansOn(site, props, date), pickupRules(props), date, SITE_TIME_ZONE).map((t) => t.getTime()),
      );
    expect(slotsOn.get(date), `${o.pickupAt.toISOString()} is not a pickup time`).toContain(o.pickupAt.getTime());
    const clock = formatClock(o.pickupAt, SITE_TIME_ZONE);
    const open = site.settings.hours.some(
      (h) =>
        h.days.includes(weekdayOf(date)) &&
        wallClockOn(date, h.opens, SITE_TIME_ZONE) <= o.pickupAt &&
        o.pickupAt < wallClockOn(date, h.closes, SITE_TIME_ZONE),
    );
    expect(open, `pickup at ${clock} on ${date} is outside the opening hours`).toBe(true);
    // Offered by the form when it was ordered, and paid before now.
    expect(
      pickupDaysFor(site, props, o.payment.createdAt).some((d) => d.times.some((t) => t.getTime() === o.pickupAt.getTime())),
      `${o.id} was ordered when its time was not offered`,
    ).toBe(true);
    expect(o.createdAt).toEqual(o.payment.createdAt);
    expect(o.holdExpiresAt.getTime()).toBeGreaterThan(o.payment.expiresAt.getTime());
    expect(o.payment.paidAt!.getTime()).toBeGreaterThan(o.payment.createdAt.getTime());
    expect(o.payment.paidAt!.getTime()).toBeLessThanOrEqual(now);
    expect(o.statusAt.getTime()).toBeGreaterThanOrEqual(o.payment.paidAt!.getTime());
    expect(o.statusAt.getTime()).toBeLessThanOrEqual(now);
    expect(["new", "preparing", "ready", "collected"]).toContain(o.status);
    perSlot.set(o.pickupAt.getTime(), (perSlot.get(o.pickupAt.getTime()) ?? 0) + 1);
  }
  expect(Math.max(...perSlot.values())).toBeLessThanOrEqual(props.pickup.ordersPer15Minutes);
  // A pickup more than an hour ago was collected; one not yet due is not.
  expect(orders.filter((o) => o.pickupAt.getTime() < now - 3_600_000).every((o) => o.status === "collected")).toBe(true);
  expect(orders.filter((o) => o.pickupAt.getTime() > now + 45 * 60_000).every((o) => o.status === "new")).toBe(true);
}

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
    const seed = {
      ...demo,
      pages: demo.pages.map((page) => ({ ...page, blocks: page.blocks.filter((block) => block.type === "form") })),
      team: [],
      posts: [],
      products: [],
    };
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

  it("gives the owner's businesses a past of paid bookings, reservations, orders for pickup and gift cards, within capacity, priced by the games' own prices and the menu's, and mails nobody", async () => {
    // The grill takes orders for pickup too, but is not the demo owner's: it gets no past.
    const [escape, kettle, other, grill] = [bare("lockstep-escapes"), bare("copper-kettle"), bare("olive-and-ash"), bare("lakeview-grill")];
    // The history finds the owner's sites by their slugs: a copy an earlier test loaded goes first.
    await db()
      .delete(schema.sites)
      .where(inArray(schema.sites.slug, [escape.slug, kettle.slug, other.slug, grill.slug]));
    const [escapeId, kettleId, otherId, grillId] = [
      await loadSiteSeed(escape),
      await loadSiteSeed(kettle),
      await loadSiteSeed(other),
      await loadSiteSeed(grill),
    ];
    const ids = [escapeId, kettleId, otherId, grillId];
    const outbox = () =>
      db()
        .select({ n: sql<number>`count(*)::int` })
        .from(schema.outbox)
        .where(inArray(schema.outbox.siteId, ids));
    const [mailBefore] = await outbox();
    const now = Date.now();
    const started = performance.now();
    const written = await loadDemoHistory([escape, kettle, other, grill], now);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(written).toMatchObject({ giftCards: expect.any(Number) });
    expect(written.bookings).toBeGreaterThan(60);
    expect(written.reservations).toBeGreaterThan(100);
    expect(written.giftCards).toBeGreaterThanOrEqual(8);
    // Three weeks of a small restaurant's takeout: five to fifteen orders an open day.
    expect(written.orders).toBeGreaterThan(90);
    expect(written.orders).toBeLessThan(300);

    const rows = await db()
      .select({
        siteId: schema.bookings.siteId,
        status: schema.bookings.status,
        partySize: schema.bookings.partySize,
        details: schema.bookings.details,
        reference: schema.bookings.reference,
        startsAt: schema.bookingSessions.startsAt,
        sessionId: schema.bookingSessions.id,
        capacity: schema.bookingSessions.capacity,
        definition: schema.bookables.definition,
        payment: { status: schema.payments.status, amountCents: schema.payments.amountCents, purpose: schema.payments.purpose, lines: schema.payments.lines },
      })
      .from(schema.bookings)
      .innerJoin(
        schema.bookingSessions,
        and(eq(schema.bookingSessions.siteId, schema.bookings.siteId), eq(schema.bookingSessions.id, schema.bookings.sessionId)),
      )
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
      expect(r.payment!.lines).toEqual([
        expect.objectContaining({ quantity: r.partySize, unitCents: pricePerPerson(r.definition, dateIn(r.startsAt, SITE_TIME_ZONE)) }),
      ]);
      expect({ confirmed: "paid", no_show: "paid", cancelled: "refunded", released: "cancelled", held: "pending" }[r.status]).toBe(r.payment!.status);
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
    const cards = await db()
      .select()
      .from(schema.giftCards)
      .where(inArray(schema.giftCards.siteId, [escapeId, kettleId]));
    expect(cards.length).toBe(written.giftCards);
    expect(cards.every((c) => c.status === "active" && c.codeHash && c.balanceCents === c.initialCents)).toBe(true);

    // The restaurant's orders for pickup, as the order form would have taken them.
    const site = (await getSiteBySlug(kettle.slug))!;
    const orders = await kitchenOrdersOf(kettleId);
    expect(orders.length).toBe(written.orders);
    await expectOrdersAsTheFormTakes(site, orders, now);
    // Every day before today's is done with: each order collected after it was paid, and by now.
    const today = dateIn(new Date(now), SITE_TIME_ZONE);
    expect(orders.filter((o) => dateIn(o.pickupAt, SITE_TIME_ZONE) < today).every((o) => o.status === "collected")).toBe(true);
    expect(orders.filter((o) => dateIn(o.pickupAt, SITE_TIME_ZONE) < today).length).toBeGreaterThan(80);
    // Open days have five to fifteen orders, Fridays and Saturdays more than midweek, and a day without pickup hours (Monday) none.
    const perDay = new Map<string, number>();
    for (const o of orders) perDay.set(dateIn(o.pickupAt, SITE_TIME_ZONE), (perDay.get(dateIn(o.pickupAt, SITE_TIME_ZONE)) ?? 0) + 1);
    const past = [...perDay].filter(([day]) => day < today);
    expect(past.every(([day, n]) => n >= 5 && n <= 15 && weekdayOf(day) !== "mon")).toBe(true);
    const mean = (days: string[]) =>
      past.filter(([day]) => days.includes(weekdayOf(day))).reduce((n, [, count]) => n + count, 0) /
      past.filter(([day]) => days.includes(weekdayOf(day))).length;
    expect(mean(["fri", "sat"])).toBeGreaterThan(mean(["tue", "wed"]));
    // Paid through the test provider, so the owner can refund one; the checkout's completion recorded as its webhook records it.
    const [events] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.paymentEvents)
      .where(
        and(
          inArray(
            schema.paymentEvents.paymentId,
            orders.map((o) => o.paymentId),
          ),
          eq(schema.paymentEvents.type, "checkout.session.completed"),
        ),
      );
    expect(events!.n).toBe(orders.length);
    // The owner's morning list counts what is on the order board, as the board has it.
    const board = await boardOrders(kettleId, new Date(now));
    expect(await siteAttention(kettleId, new Date(now))).toMatchObject({
      ordersWaiting: board.filter((o) => o.status !== "collected").length,
      ordersToday: board.filter((o) => dateIn(o.pickupAt, SITE_TIME_ZONE) === today).length,
    });
    expect((await siteAttention(escapeId, new Date(now))).ordersToday).toBe(0);
    // The order page is counted as visited by the people who order (as the escape room's booking page is): its orders are a share of its visitors, not four times them.
    const takeout = (await siteOverview(kettleId, "7d", now)).byPage.find((p) => p.page === "/takeout")!;
    expect(takeout.labels).toEqual(["pickup_order"]);
    expect(takeout.conversions).toBeGreaterThan(20);
    expect(takeout.rate).toBeLessThan(0.5);

    // Nothing mailed, and the sites that are not the owner's have no past of this kind.
    expect(await outbox()).toEqual([mailBefore]);
    for (const id of [otherId, grillId]) {
      expect(rows.some((r) => r.siteId === id)).toBe(false);
      expect(await db().select().from(schema.payments).where(eq(schema.payments.siteId, id))).toEqual([]);
      expect(await db().select().from(schema.contacts).where(eq(schema.contacts.siteId, id))).toEqual([]);
      expect(await db().select().from(schema.kitchenOrders).where(eq(schema.kitchenOrders.siteId, id))).toEqual([]);
      expect(await db().select().from(schema.pickupSlots).where(eq(schema.pickupSlots.siteId, id))).toEqual([]);
    }

    // Once only: a second run finds the past written and adds nothing.
    const [paymentsBefore] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.payments)
      .where(inArray(schema.payments.siteId, ids));
    expect(await loadDemoHistory([escape, kettle, other, grill], now)).toMatchObject({ bookings: 0, reservations: 0, orders: 0, payments: 0, giftCards: 0 });
    const [again] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.bookings)
      .where(inArray(schema.bookings.siteId, ids));
    expect(again!.n).toBe(rows.length);
    expect((await kitchenOrdersOf(kettleId)).length).toBe(orders.length);
    expect(
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(schema.payments)
        .where(inArray(schema.payments.siteId, ids)),
    ).toEqual([paymentsBefore]);
    expect(await outbox()).toEqual([mailBefore]);
  });

  it("has the kitchen's board as a Saturday's dinner hour would: new orders, some being prepared, some ready, the day's earlier ones collected", async () => {
    // Only the order page: the copy's past is its orders. A Saturday at 5:40 p.m., a fixed one, so the board is the same on every run.
    const demo = bare("copper-kettle");
    const seed = { ...demo, slug: "kettle-saturday", pages: demo.pages.filter((page) => page.blocks.some((block) => block.type === "orderOnline")) };
    const id = await loadSiteSeed(seed);
    const site = (await getSiteBySlug(seed.slug))!;
    const day = "2026-11-07";
    expect(weekdayOf(day)).toBe("sat");
    const now = wallClockOn(day, "17:40", SITE_TIME_ZONE);
    const started = performance.now();
    const written = await loadPastTrade(site, seed, now.getTime());
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(written).toMatchObject({ bookings: 0, reservations: 0, giftCards: 0, payments: written.orders });

    const orders = await kitchenOrdersOf(id);
    await expectOrdersAsTheFormTakes(site, orders, now.getTime());
    const board = await boardOrders(id, now);
    const column = (status: string) => board.filter((o) => o.status === status);
    expect(column("new").length).toBeGreaterThan(0);
    expect(column("preparing").length).toBeGreaterThan(0);
    expect(column("ready").length).toBeGreaterThan(0);
    expect(column("collected").length).toBeGreaterThan(0);
    // The board is today's and tomorrow's (ordered ahead): the past days' orders are all collected and off it.
    expect(board.every((o) => dateIn(o.pickupAt, SITE_TIME_ZONE) >= day)).toBe(true);
    expect(board.filter((o) => dateIn(o.pickupAt, SITE_TIME_ZONE) > day).every((o) => o.status === "new")).toBe(true);
    // Where each order is follows its pickup time: collected ones were due by now, new ones are still to come, ready ones close to it.
    const minutesFromNow = (o: { pickupAt: Date }) => (o.pickupAt.getTime() - now.getTime()) / 60_000;
    expect(column("collected").every((o) => minutesFromNow(o) <= 4)).toBe(true);
    expect(column("new").every((o) => minutesFromNow(o) > 0)).toBe(true);
    expect(column("ready").every((o) => minutesFromNow(o) > -20 && minutesFromNow(o) <= 30)).toBe(true);
    expect(column("preparing").every((o) => minutesFromNow(o) > -10 && minutesFromNow(o) <= 40)).toBe(true);
    // Each moved on the board after it was paid, and not after now.
    const payments = await db().select({ id: schema.payments.id, paidAt: schema.payments.paidAt }).from(schema.payments).where(eq(schema.payments.siteId, id));
    const paidAt = new Map(payments.map((p) => [p.id, p.paidAt!.getTime()]));
    expect(orders.every((o) => o.statusAt.getTime() >= paidAt.get(o.paymentId)! && o.statusAt.getTime() <= now.getTime())).toBe(true);
    expect(orders.filter((o) => o.status === "new").every((o) => o.statusAt.getTime() === paidAt.get(o.paymentId))).toBe(true);

    // The owner's morning list: what is on the board to make or hand over, the next five first, and the day's in all.
    const attention = await siteAttention(id, now);
    expect(attention.ordersWaiting).toBe(board.length - column("collected").length);
    expect(attention.ordersToday).toBe(board.filter((o) => dateIn(o.pickupAt, SITE_TIME_ZONE) === day).length);
    expect(attention.nextOrders.map((o) => o.id)).toEqual(
      board
        .filter((o) => o.status !== "collected")
        .slice(0, 5)
        .map((o) => o.id),
    );
    // The same Saturday's past again, on another machine (a fresh copy of the site): made up, but the same.
    const references = await db()
      .select({ id: schema.payments.id, reference: schema.payments.reference })
      .from(schema.payments)
      .where(eq(schema.payments.siteId, id));
    const referenceOf = new Map(references.map((p) => [p.id, p.reference]));
    await db().delete(schema.sites).where(eq(schema.sites.id, id));
    const twinId = await loadSiteSeed({ ...seed, slug: "kettle-saturday-again" });
    await loadPastTrade((await getSiteBySlug("kettle-saturday-again"))!, seed, now.getTime());
    expect((await kitchenOrdersOf(twinId)).map(comparable)).toEqual(orders.map(comparable));
    // And loaded an hour later that day: the orders placed since are added, and every earlier one is the same order (its reference, time and payment), further along the board.
    await db().delete(schema.sites).where(eq(schema.sites.id, twinId));
    const laterId = await loadSiteSeed({ ...seed, slug: "kettle-saturday-later" });
    const later = new Date(now.getTime() + 3_600_000);
    await loadPastTrade((await getSiteBySlug("kettle-saturday-later"))!, seed, later.getTime());
    const laterOrders = await kitchenOrdersOf(laterId);
    expect(laterOrders.length).toBeGreaterThan(orders.length);
    const laterReferences = new Map(
      (
        await db().select({ id: schema.payments.id, reference: schema.payments.reference }).from(schema.payments).where(eq(schema.payments.siteId, laterId))
      ).map((p) => [p.id, p.reference]),
    );
    const same = (o: StoredOrder, reference: string | undefined) => ({
      reference,
      pickupAt: o.pickupAt,
      createdAt: o.createdAt,
      paidAt: o.payment.paidAt,
      lines: o.payment.lines,
      note: o.note,
    });
    const byReference = new Map(laterOrders.map((o) => [laterReferences.get(o.paymentId), o]));
    for (const o of orders) {
      const again = byReference.get(referenceOf.get(o.paymentId));
      expect(again && same(again, laterReferences.get(again.paymentId))).toEqual(same(o, referenceOf.get(o.paymentId)));
      expect(BOARD.indexOf(again!.status)).toBeGreaterThanOrEqual(BOARD.indexOf(o.status));
    }
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
