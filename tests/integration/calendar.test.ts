import { describe, expect, it } from "vitest";
import { hoursOn, spanMinutes, type BusinessCalendar } from "@/lib/calendar";
import { pickupTimesOn } from "@/lib/pickup-times";
import { addDays, clockIn, dateIn, weekdayOf } from "@/lib/time";
import { ANYONE } from "@/modules/appointments/schema";
import { availability } from "@/modules/appointments/service";
import { openTimesOn, serviceSpans } from "@/modules/appointments/slots";
import { availabilityBetween, getBookables } from "@/modules/bookings/queries";
import { cancelReservationAsOwner } from "@/modules/bookings/admin";
import { reservationsOn, reserveTable } from "@/modules/bookings/reservations";
import { addSpecialDay, removeSpecialDay, saveTimeZone, saveWeek, strandedCommitments, weekFromGrid } from "@/modules/sites/hours";
import { reservationFormFor } from "@/modules/bookings/reservation-form";
import { and, eq } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import { operator } from "../helpers/actors";
import type { OrderBlock } from "@/modules/ordering/menu";
import { pickupRules, pickupSpansOn } from "@/modules/ordering/menu";
import { getPage } from "@/modules/pages/queries";
import { getSiteBySlug, siteCalendar, type Site } from "@/modules/sites/queries";
import { loadSiteSeed } from "@/modules/templates/load";
import type { SiteSeed } from "@/modules/templates/seed";
import { DEMO_SITES } from "@/modules/templates/showroom";
import { batch } from "@/server/db/write";

/**
 * Every demo business that sells time (table reservations, games, tours,
 * pickup orders), loaded as `npm start` loads it, asked for every day of a
 * year what it offers: nothing on a day or at an hour its calendar has it
 * closed (or taking bookings by phone only), and something on every day it
 * is open for what it sells.
 */
const LOAD_DAY = new Date("2026-12-06T15:00:00Z");
const YEAR = 365;

const sellsTime = DEMO_SITES.filter(
  (s) => (s.bookables ?? []).length > 0 || s.appointments || s.pages.some((p) => p.blocks.some((b) => b.type === "orderOnline")),
);
const bare = (demo: SiteSeed): SiteSeed => ({
  ...demo,
  pages: demo.pages.map((page) => ({
    ...page,
    blocks: page.blocks.filter((block) => ["booking", "reservation", "orderOnline", "tripBuilder", "appointments"].includes(block.type)),
  })),
  // Appointments are given by team members; nothing else needs the team.
  team: demo.appointments ? demo.team : [],
  posts: [],
  products: [],
  events: [],
  news: [],
  units: [],
  organizations: [],
  jobs: [],
});

/** Whether a local time on a date is inside the hours the calendar gives for booking online: that date's spans, or the day before's past midnight. */
function bookableOnline(calendar: BusinessCalendar, instant: Date): boolean {
  const date = dateIn(instant, calendar.timeZone);
  const [h, m] = clockIn(instant, calendar.timeZone).split(":").map(Number) as [number, number];
  const minute = h * 60 + m;
  const inside = (d: string, at: number) => {
    const day = hoursOn(calendar, d);
    return day.online && day.spans.some((span) => at >= spanMinutes(span)[0] && at < spanMinutes(span)[1]);
  };
  return inside(date, minute) || inside(addDays(date, -1), minute + 24 * 60);
}

async function load(seed: SiteSeed): Promise<Site> {
  await batch(() => loadSiteSeed(bare(seed), LOAD_DAY));
  return (await getSiteBySlug(seed.slug))!;
}

describe("a year of every demo business's bookable time", () => {
  it("has the businesses that sell time", () => {
    expect(sellsTime.map((s) => s.slug)).toEqual(
      expect.arrayContaining(["copper-kettle", "lockstep-escapes", "lakeview-grill", "vine-and-valley-tours", "sharp-edge-barbers", "still-water-yoga"]),
    );
  });

  for (const seed of sellsTime) {
    it(`${seed.slug}: no slot when closed, and every open day offered`, async () => {
      const site = await load(seed);
      const calendar = await siteCalendar(site.id);
      const today = dateIn(LOAD_DAY, calendar.timeZone);
      const last = addDays(today, YEAR - 1);
      const wrong: string[] = [];
      for (const bookable of await getBookables(site.id)) {
        const days = (await availabilityBetween(site.id, [bookable], today, last, LOAD_DAY)).get(bookable.key)!;
        for (const [date, sessions] of days) {
          for (const s of sessions)
            if (!bookableOnline(calendar, s.startsAt)) wrong.push(`${bookable.key} offers ${s.startsAt.toISOString()} (${date}), closed then`);
          const day = hoursOn(calendar, date);
          const scheduled = bookable.schedule.some((rule) => rule.days.includes(weekdayOf(date)));
          if (day.online && scheduled && !sessions.length) wrong.push(`${bookable.key} offers nothing on ${date}, open ${JSON.stringify(day.spans)}`);
        }
      }
      for (const page of seed.pages.filter((p) => p.blocks.some((b) => b.type === "orderOnline"))) {
        const props = (await getPage(site.id, page.path))!.blocks.find((b) => b.type === "orderOnline")!.props as OrderBlock;
        for (let i = 0; i < YEAR; i++) {
          const date = addDays(today, i);
          const times = pickupTimesOn(pickupSpansOn(site, props, date), pickupRules(props), date, calendar.timeZone);
          for (const t of times) if (!bookableOnline(calendar, t)) wrong.push(`pickup at ${t.toISOString()}, closed then`);
          const day = hoursOn(calendar, date);
          const kitchenDay = !props.pickup.pickupHours || props.pickup.pickupHours.some((h) => h.days.includes(weekdayOf(date)));
          if (day.online && kitchenDay && !times.length) wrong.push(`no pickup on ${date}, open ${JSON.stringify(day.spans)}`);
        }
      }
      // Appointments: every service, anyone, over the whole horizon the owner books ahead.
      for (const service of seed.appointments?.services ?? []) {
        const asked = (await availability(site.id, service.key, ANYONE, { now: LOAD_DAY, online: true }))!;
        for (let i = 0; i <= asked.book.policy.horizonDays; i++) {
          const date = addDays(today, i);
          const times = openTimesOn(date, asked.question);
          const day = hoursOn(calendar, date);
          // A service with bookable hours of its own (a sunrise shoot) is offered outside the opening hours, but never on a day the calendar closes.
          const ownHours = Boolean(asked.service.windows?.length);
          const closedDay = day.source === "special" && (!day.spans.length || !day.online);
          for (const t of times) {
            const closed = ownHours ? closedDay : !bookableOnline(calendar, t.startsAt) || !bookableOnline(calendar, new Date(t.endsAt.getTime() - 60_000));
            if (closed) wrong.push(`${service.key} at ${t.startsAt.toISOString()} (${date}), closed then`);
          }
          const works = asked.question.people.some(
            (p) => p.serviceIds.includes(asked.service.id) && serviceSpans(calendar, asked.service, p, date, true).length > 0,
          );
          const timetabled = !asked.service.schedule?.length || asked.service.schedule.some((s) => s.days.includes(weekdayOf(date)));
          // The days the notice reaches into, and the horizon's last (partial) day, may rightly offer nothing.
          const whole = i > Math.ceil(asked.book.policy.minNoticeMinutes / (24 * 60)) && i < asked.book.policy.horizonDays;
          if (whole && day.online && works && timetabled && !times.length) wrong.push(`${service.key}: nothing on ${date}, open ${JSON.stringify(day.spans)}`);
        }
      }
      expect(wrong.slice(0, 10)).toEqual([]);
    });
  }

  it("Sharp Edge Barbers takes no appointment on its holidays, and shorter hours on Christmas Eve", async () => {
    const site = (await getSiteBySlug("sharp-edge-barbers"))!;
    const asked = (await availability(site.id, "classic-cut", ANYONE, { now: LOAD_DAY, online: true }))!;
    const clocks = (date: string) => openTimesOn(date, asked.question).map((t) => clockIn(t.startsAt, "America/New_York"));
    expect(clocks("2026-12-25")).toEqual([]);
    expect(clocks("2027-01-01")).toEqual([]);
    // Christmas Eve (a Thursday): from nine, the last chair at 1:30.
    expect(clocks("2026-12-24").at(0)).toBe("09:00");
    expect(clocks("2026-12-24").at(-1)).toBe("13:30");
    // The Thursday before: the usual day, until 18:30.
    expect(clocks("2026-12-17").at(-1)).toBe("18:30");
  });

  // The businesses that book appointments keep their own holidays: nothing is offered on them, the day before and after are as usual.
  for (const [slug, closed, usual] of [
    ["fairway-golf-lessons", ["2026-12-25", "2027-01-01"], "2026-12-26"],
    ["keys-and-chords", ["2026-12-28", "2026-12-31"], "2026-12-21"],
    ["bright-minds-tutoring", ["2026-12-24"], "2026-12-21"],
    ["brightside-dental", ["2026-12-24", "2027-01-01"], "2026-12-23"],
    ["ironpetal-tattoo", ["2026-12-24", "2026-12-25"], "2026-12-23"],
  ] as const)
    it(`${slug} takes no appointment on its holidays`, async () => {
      const site = (await getSiteBySlug(slug))!;
      const seed = sellsTime.find((s) => s.slug === slug)!;
      // Asked two days before the first of the dates, so all of them are inside even a two-week horizon.
      const now = new Date(Date.parse(`${[...closed, usual].sort()[0]}T12:00:00Z`) - 2 * 86_400_000);
      const asked = await Promise.all(seed.appointments!.services.map(async (s) => (await availability(site.id, s.key, ANYONE, { now, online: true }))!));
      for (const { service, question } of asked) for (const date of closed) expect(openTimesOn(date, question), `${service.key} on ${date}`).toEqual([]);
      const open = asked.map(({ question }) => openTimesOn(usual, question));
      expect(open.flat().length, `something on ${usual}`).toBeGreaterThan(0);
      expect(hoursOn(await siteCalendar(site.id), closed[0]).source).toBe("special");
    });

  it("refuses a table on Christmas Day at the Copper Kettle, in words, and takes one on a usual evening", async () => {
    const site = (await getSiteBySlug("copper-kettle"))!;
    const tables = (await getBookables(site.id)).find((b) => b.kind === "table")!;
    const christmas = (await availabilityBetween(site.id, [tables], "2026-12-25", "2026-12-25", LOAD_DAY)).get(tables.key)!.get("2026-12-25")!;
    expect(christmas).toEqual([]);
    const friday = (await availabilityBetween(site.id, [tables], "2026-12-18", "2026-12-18", LOAD_DAY)).get(tables.key)!.get("2026-12-18")!;
    const christmasEvening = new Date(friday[0]!.startsAt.getTime() + 7 * 24 * 3600_000);
    expect(dateIn(christmasEvening, "America/New_York")).toBe("2026-12-25");
    const guest = { email: "noel@example.org", name: "Noel Guest" };
    await expect(reserveTable({ siteId: site.id, bookable: tables, startsAt: christmasEvening, partySize: 2, guest }, LOAD_DAY)).rejects.toMatchObject({
      userMessage: "We are closed that day (Christmas). Please choose another day.",
    });
    // Christmas Eve is open, by phone only.
    const eve = new Date(friday[friday.length - 1]!.startsAt.getTime() + 6 * 24 * 3600_000);
    await expect(reserveTable({ siteId: site.id, bookable: tables, startsAt: eve, partySize: 2, guest }, LOAD_DAY)).rejects.toMatchObject({
      userMessage: expect.stringMatching(/^Christmas Eve: we take bookings by phone only\./),
    });
    await expect(reserveTable({ siteId: site.id, bookable: tables, startsAt: friday[0]!.startsAt, partySize: 2, guest }, LOAD_DAY)).resolves.toMatchObject({
      reference: expect.stringMatching(/^T-/),
    });
  });

  it("an owner closes a coming day: the forms stop offering it, and what was booked is listed, not cancelled, until the owner cancels it", async () => {
    const owner = await operator();
    const site = (await getSiteBySlug("olive-and-ash"))!;
    const tables = (await getBookables(site.id)).find((b) => b.kind === "table")!;
    const now = new Date();
    let date = addDays(dateIn(now, "America/New_York"), 3);
    while (!(await availabilityBetween(site.id, [tables], date, date, now)).get(tables.key)!.get(date)!.length) date = addDays(date, 1);
    const [first] = (await availabilityBetween(site.id, [tables], date, date, now)).get(tables.key)!.get(date)!;
    await reserveTable(
      { siteId: site.id, bookable: tables, startsAt: first!.startsAt, partySize: 2, guest: { email: "early@example.org", name: "Early Bird" } },
      now,
    );

    expect(await addSpecialDay(owner, site.slug, { name: "Closed for a private event", from: date, closed: true })).toMatch(
      /^Closed on Closed for a private event/,
    );
    expect((await availabilityBetween(site.id, [tables], date, date, now)).get(tables.key)!.get(date)).toEqual([]);
    const fresh = (await getSiteBySlug(site.slug))!;
    const stranded = await strandedCommitments(fresh, dateIn(now, "America/New_York"));
    expect(stranded).toEqual([expect.objectContaining({ kind: "reservation", who: "Early Bird", partySize: 2, paid: false })]);
    // Still confirmed: nothing was cancelled silently.
    expect((await reservationsOn(site.id, date)).find((r) => r.contactEmail === "early@example.org")!.status).toBe("confirmed");

    await cancelReservationAsOwner(owner, site.slug, stranded[0]!.id);
    expect(await strandedCommitments(fresh, dateIn(now, "America/New_York"))).toEqual([]);

    // Open again: the usual hours come back, and a bad week is refused in words.
    await removeSpecialDay(owner, site.slug, date);
    expect((await availabilityBetween(site.id, [tables], date, date, now)).get(tables.key)!.get(date)!.length).toBeGreaterThan(0);
    await expect(saveWeek(owner, site.slug, { mon: [{ opens: "09:00", closes: "" }] })).rejects.toMatchObject({
      userMessage: "Give both the opening and the closing time, or neither for a closed day.",
    });
  });

  it("a site moved to Los Angeles offers and confirms its tables on Los Angeles clocks", async () => {
    const owner = await operator();
    const site = (await getSiteBySlug("olive-and-ash"))!;
    const props = (await getPage(site.id, "contact"))!.blocks.find((b) => b.type === "reservation")!.props as Parameters<typeof reservationFormFor>[1];
    const now = new Date();
    const date = addDays((await reservationFormFor(site, props, { party: "2" }, now))!.date, 1);
    const east = await reservationFormFor(site, props, { party: "2", date }, now);
    await expect(saveTimeZone(owner, site.slug, "Mars/Olympus_Mons")).rejects.toMatchObject({
      issues: [expect.objectContaining({ message: "Choose a time zone from the list" })],
    });
    expect(await saveTimeZone(owner, site.slug, "America/Los_Angeles")).toBe(
      "The site's times are in Los Angeles time now. Bookings already taken keep their moment.",
    );
    try {
      const moved = (await getSiteBySlug(site.slug))!;
      expect((await siteCalendar(site.id)).timeZone).toBe("America/Los_Angeles");
      const west = await reservationFormFor(moved, props, { party: "2", date }, now);
      // The same evening on each coast's clock: the same words, three hours apart.
      expect(west!.times.map(west!.label)).toEqual(east!.times.map(east!.label));
      expect(west!.times[0]!.startsAt.getTime() - east!.times[0]!.startsAt.getTime()).toBe(3 * 3600_000);
      expect(clockIn(west!.times[0]!.startsAt, "America/Los_Angeles")).toBe(clockIn(east!.times[0]!.startsAt, "America/New_York"));

      const tables = (await getBookables(site.id)).find((b) => b.kind === "table")!;
      const first = west!.open[0]!;
      await reserveTable(
        { siteId: site.id, bookable: tables, startsAt: first.startsAt, partySize: 2, guest: { email: "west@example.org", name: "West Coast" } },
        now,
      );
      const [mail] = await db()
        .select({ text: schema.outbox.textBody })
        .from(schema.outbox)
        .where(and(eq(schema.outbox.siteId, site.id), eq(schema.outbox.toAddress, "west@example.org")));
      expect(mail!.text).toContain(west!.label(first));
    } finally {
      await saveTimeZone(owner, site.slug, "America/New_York");
    }
  });

  it("the week grid keeps days with the same hours on one row, and two spans a day", () => {
    expect(
      weekFromGrid({
        mon: [
          { opens: "11:00", closes: "15:00" },
          { opens: "17:00", closes: "22:00" },
        ],
        tue: [{ opens: "11:00", closes: "15:00" }],
        wed: [{ opens: "", closes: "" }],
      }),
    ).toEqual([
      { days: ["mon", "tue"], opens: "11:00", closes: "15:00" },
      { days: ["mon"], opens: "17:00", closes: "22:00" },
    ]);
  });
});
