import { describe, expect, it } from "vitest";
import { addDays, calendarDay } from "@/server/analytics/day";
import { wallClockOn } from "@/lib/time";
import { db, pool, schema } from "@/server/db/client";
import { markNoShowAsOwner, reservationsForOwner } from "@/modules/bookings/admin";
import { getBookables } from "@/modules/bookings/queries";
import { saveBookable } from "@/modules/bookings/service";
import { dayBesideDayBefore, yesterdayOfOwnedSites } from "@/modules/dashboard/days";
import { siteOverview } from "@/modules/dashboard/overview";
import { bookingFilter, messageFilter, paymentFilter } from "@/modules/inbox/filters";
import { listBookings } from "@/modules/inbox/queries/bookings";
import { listMessages } from "@/modules/inbox/queries/messages";
import { listPayments } from "@/modules/inbox/queries/payments";
import { saveForm } from "@/modules/forms/service";
import type { SiteId } from "@/modules/sites/queries";
import { setMembership } from "@/modules/auth/service";
import { member, operator } from "../helpers/actors";
import { createTestSite } from "../helpers/sites";
import { sendForm } from "../helpers/visitors";

/** The morning screen's figures (modules/dashboard/days.ts) from a fixed set of rows, and the lists they link to agreeing with them. */
const ZONE = "America/New_York";
const EVERY_DAY = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
const bookable = (kind: "session" | "table") => ({
  key: kind === "table" ? "tables" : "bigfoot",
  kind,
  name: kind === "table" ? "A table" : "Bigfoot",
  description: "Test.",
  pricePerPersonCents: kind === "table" ? 0 : 3200,
  minParty: 1,
  maxParty: 8,
  capacity: 20,
  durationMinutes: 60,
  schedule: [{ days: [...EVERY_DAY], times: ["18:00", "19:00"] }],
});

async function seed(siteId: SiteId, day: string, before: string) {
  await saveBookable(siteId, bookable("session"));
  await saveBookable(siteId, bookable("table"));
  const [game, table] = ["bigfoot", "tables"].map((key) => getBookables(siteId).then((all) => all.find((b) => b.key === key)!.id));
  const [contact] = await db()
    .insert(schema.contacts)
    .values({ siteId, publicKey: `k-${Math.random().toString(36).slice(2)}`, email: `guest-${siteId}@example.org`, name: "Guest" })
    .returning();
  const at = (d: string, hhmm: string) => wallClockOn(d, hhmm, ZONE);
  let n = 0;
  const payment = async (purpose: "booking" | "pickup_order" | "order" | "donation", cents: number, paidAt: Date | null, status = "paid" as const) => {
    const [row] = await db()
      .insert(schema.payments)
      .values({
        siteId,
        contactId: contact!.id,
        reference: `P-${siteId.slice(0, 4)}-${n++}`,
        purpose,
        status: paidAt ? status : "pending",
        provider: "test",
        amountCents: cents,
        lines: [],
        successPath: "/",
        cancelPath: "/",
        expiresAt: new Date(Date.now() + 3_600_000),
        paidAt,
      } as typeof schema.payments.$inferInsert)
      .returning();
    return row!.id;
  };
  const session = async (bookableId: Promise<string>, startsAt: Date) =>
    (
      await db()
        .insert(schema.bookingSessions)
        .values({ siteId, bookableId: await bookableId, startsAt, capacity: 20 })
        .returning()
    )[0]!.id;
  const booking = async (sessionId: string, status: "confirmed" | "cancelled" | "no_show", paymentId: string | null) =>
    db()
      .insert(schema.bookings)
      .values({
        siteId,
        sessionId,
        contactId: contact!.id,
        paymentId,
        partySize: 2,
        status,
        holdExpiresAt: new Date(),
        details: paymentId ? {} : { name: "Guest" },
        reference: paymentId ? null : `R-${Math.random().toString(36).slice(2, 10)}`,
      });
  const gameYesterday = await session(game!, at(day, "19:00"));
  const tableYesterday = await session(table!, at(day, "19:00"));
  const tableBefore = await session(table!, at(before, "18:00"));
  await booking(gameYesterday, "confirmed", await payment("booking", 3200, at(day, "09:00")));
  await booking(gameYesterday, "confirmed", await payment("booking", 6400, at(day, "10:00")));
  await booking(gameYesterday, "cancelled", await payment("booking", 3200, at(day, "11:00"), "refunded" as never));
  for (const status of ["confirmed", "confirmed", "confirmed", "no_show"] as const) await booking(tableYesterday, status, null);
  await booking(tableBefore, "confirmed", null);
  await payment("pickup_order", 1500, at(day, "12:00"));
  await payment("order", 1000, at(day, "23:30"), "refunded" as never);
  await payment("donation", 500, at(before, "08:00"));
  await payment("donation", 700, null);
  await payment("donation", 900, at(addDays(day, 1), "00:00"));
}

describe("the morning screen", () => {
  it("counts yesterday beside the day before from the site's own rows, as the lists it links to show them", async () => {
    const site = await createTestSite();
    const other = await createTestSite();
    const now = Date.now();
    const today = calendarDay(now, ZONE);
    const day = addDays(today, -1);
    const before = addDays(day, -1);
    await seed(site.id, day, before);
    await seed(other.id, day, before);
    await saveForm(site.id, {
      key: "contact",
      name: "Contact",
      recipients: ["owner@bakery.example"],
      fields: [{ name: "email", label: "Email", type: "email", required: true }],
    });
    for (const email of ["a@example.org", "b@example.org", "c@example.org"]) await sendForm(site.id, "contact", { email });
    await pool().query("update submissions set created_at = $2 where site_id = $1", [site.id, wallClockOn(day, "14:00", ZONE)]);
    await pool().query("update submissions set status = 'spam' where id = (select id from submissions where site_id = $1 limit 1)", [site.id]);
    for (const visitor of ["a", "b"])
      await pool().query("insert into analytics_views (site_id, at, day, path, device, visitor) values ($1, now(), $2, '/', 'desktop', $3)", [
        site.id,
        day,
        visitor,
      ]);

    const { figures, previous } = await dayBesideDayBefore(site.id, ZONE, now);
    // Two games and three tables held yesterday (the cancelled one and the no-show apart); two orders (one since refunded);
    // money is every payment received that day, refunded ones too: 3200 + 6400 + 3200 + 1500 + 1000.
    expect(figures).toEqual({ visitors: 2, views: 2, messages: 2, bookings: 2, reservations: 3, appointments: 0, noShows: 1, orders: 2, moneyCents: 15300 });
    expect(previous).toEqual({ visitors: 0, views: 0, messages: 0, bookings: 0, reservations: 1, appointments: 0, noShows: 0, orders: 0, moneyCents: 500 });

    // Each figure is its list's count for that day.
    expect((await listMessages(site.id, messageFilter.parse({ status: "all", day }))).total).toBe(2);
    const paid = await listPayments(site.id, paymentFilter.parse({ day }));
    expect(paid.rows.reduce((sum, p) => sum + p.amountCents, 0)).toBe(figures.moneyCents);
    expect((await listPayments(site.id, paymentFilter.parse({ day, purpose: "pickup_order" }))).total).toBe(1);
    expect((await listBookings(site.id, bookingFilter.parse({ from: day, to: day, status: "confirmed" }))).total).toBe(figures.bookings);
    expect((await listBookings(site.id, bookingFilter.parse({ from: day, to: day, status: "no_show" }))).rows).toHaveLength(0); // tables are on Reservations
    const { rows } = await reservationsForOwner(await operator(), site.slug, day);
    expect(rows.filter((r) => r.status === "confirmed")).toHaveLength(figures.reservations);
    expect(rows.filter((r) => r.status === "no_show")).toHaveLength(figures.noShows);

    // The other site's rows are its own: without messages or visits, the same bookings and money.
    expect((await dayBesideDayBefore(other.id, ZONE, now)).figures).toMatchObject({ messages: 0, visitors: 0, bookings: 2, moneyCents: 15300 });
  });

  it("shows an owner of two sites each one's figures, and nothing of a site they do not own", async () => {
    const first = await createTestSite();
    const second = await createTestSite();
    const stranger = await createTestSite();
    const owner = await member(first.id, "owner");
    await setMembership(second.id, owner.userId, "owner");
    const editorOfStranger = await member(stranger.id, "editor");
    const day = addDays(calendarDay(Date.now(), ZONE), -1);
    await seed(second.id, day, addDays(day, -1));

    const mine = await yesterdayOfOwnedSites(owner);
    expect([...mine.keys()].sort()).toEqual([first.slug, second.slug].sort());
    expect(mine.get(second.slug)!.figures.moneyCents).toBe(15300);
    expect(mine.get(first.slug)!.figures.moneyCents).toBe(0);
    expect((await yesterdayOfOwnedSites(editorOfStranger)).size).toBe(0);
    expect((await yesterdayOfOwnedSites(await operator())).size).toBe(0);
  });

  it("marks a party that did not come at the host stand, counts it apart, and lets no other site's owner do it", async () => {
    const site = await createTestSite();
    const other = await createTestSite();
    const now = Date.now();
    const day = addDays(calendarDay(now, ZONE), -1);
    await seed(site.id, day, addDays(day, -1));
    const { rows } = await reservationsForOwner(await operator(), site.slug, day);
    const party = rows.find((r) => r.status === "confirmed")!;
    const owner = await member(site.id, "owner");
    expect(await markNoShowAsOwner(owner, site.slug, party.id, true)).toMatch(/^Marked Guest \(R-\w+\) as a no-show\.$/);
    expect((await dayBesideDayBefore(site.id, ZONE, now)).figures).toMatchObject({ reservations: 2, noShows: 2 });
    await expect(markNoShowAsOwner(owner, site.slug, party.id, true)).rejects.toMatchObject({ code: "conflict" });
    // Another site's owner, through either site's address, finds no such reservation.
    const stranger = await member(other.id, "owner");
    await expect(markNoShowAsOwner(stranger, site.slug, party.id, false)).rejects.toMatchObject({ code: "not_found" });
    await expect(markNoShowAsOwner(stranger, other.slug, party.id, false)).rejects.toMatchObject({ code: "not_found" });
    expect(await markNoShowAsOwner(owner, site.slug, party.id, false)).toMatch(/came after all/);
    expect((await dayBesideDayBefore(site.id, ZONE, now)).figures).toMatchObject({ reservations: 3, noShows: 1 });
    // Only a table reservation is marked so, not a booking of a game.
    const [game] = (await listBookings(site.id, bookingFilter.parse({ from: day, to: day, status: "confirmed" }))).rows;
    await expect(markNoShowAsOwner(owner, site.slug, game!.id, true)).rejects.toMatchObject({ code: "not_found" });
    // A party whose time has not come cannot be a no-show yet.
    await pool().query(
      "update booking_sessions set starts_at = now() + interval '2 hours' where site_id = $1 and id = (select session_id from bookings where id = $2)",
      [site.id, party.id],
    );
    await expect(markNoShowAsOwner(owner, site.slug, party.id, true)).rejects.toMatchObject({ code: "conflict" });
    const audit = await pool().query("select action from audit_log where site_id = $1 and entity_id = $2 order by created_at", [site.id, party.id]);
    expect(audit.rows.map((r) => r.action)).toEqual(["reservation.no_show", "reservation.came"]);
  });

  it("compares a period with the one before it, yesterday with the day before", async () => {
    const site = await createTestSite();
    const now = Date.now();
    const today = calendarDay(now);
    const rows: Array<[string, string]> = [
      [addDays(today, -1), "a"],
      [addDays(today, -1), "b"],
      [addDays(today, -2), "c"],
      [addDays(today, -8), "d"],
    ];
    for (const [day, visitor] of rows)
      await pool().query("insert into analytics_views (site_id, at, day, path, device, visitor) values ($1, now(), $2, '/', 'desktop', $3)", [
        site.id,
        day,
        visitor,
      ]);
    const yesterday = await siteOverview(site.id, "yesterday", now);
    expect(yesterday.traffic.series.map((d) => d.day)).toEqual([addDays(today, -1)]);
    expect(yesterday.traffic.visitors).toBe(2);
    expect(yesterday.before).toMatchObject({ range: { from: addDays(today, -2), to: addDays(today, -2) }, visitors: 1 });
    const week = await siteOverview(site.id, "7d", now);
    expect(week.before).toMatchObject({ range: { from: addDays(today, -13), to: addDays(today, -7) }, visitors: 1 });
  });
});
