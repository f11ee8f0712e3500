import { and, eq } from "drizzle-orm";
import { siteCalendar } from "@/modules/sites/queries";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/server/db/client";
import { addDays, dateIn, SITE_TIME_ZONE } from "@/lib/time";
import { addPhoneBookingAsOwner, deskCalendarFor, deskSession, moveBookingAsOwner, setSessionBlockedAsOwner } from "@/modules/bookings/admin";
import { availabilityOn, getBookables } from "@/modules/bookings/queries";
import { exportCsv } from "@/modules/inbox/export";
import { bookingFilter } from "@/modules/inbox/filters";
import { listBookings } from "@/modules/inbox/queries/bookings";
import { bookingDetail, cancelBookingAsOwner } from "@/modules/inbox/service";
import { sessionsOn } from "@/modules/bookings/schedule";
import { saveBookable } from "@/modules/bookings/service";
import { operator } from "../helpers/actors";
import { createTestSite } from "../helpers/sites";

/** The front desk's calendar, phone bookings, blocked sessions and moves (modules/bookings/front-desk.ts), as an operator works them. */
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
    { days: ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as ("sun" | "mon" | "tue" | "wed" | "thu" | "fri" | "sat")[], times: ["19:00", "20:30"] },
  ],
  horizonDays: 60,
};
const OPERATOR = await operator();

async function escapeRoom() {
  const site = await createTestSite({ settings: { description: "Escape rooms.", contact: { email: "desk@escape.example" } } });
  await saveBookable(site.id, GAME);
  const [game] = await getBookables(site.id);
  const date = addDays(dateIn(new Date(), SITE_TIME_ZONE), 3);
  const [first, second] = sessionsOn(game!, date, await siteCalendar(site.id));
  const guest = (name: string, partySize: number) => ({ name, email: `${name.toLowerCase()}@example.org`, phone: "(585) 555-0100", partySize });
  const left = async (at: Date) => (await availabilityOn(site.id, game!, date)).find((s) => s.startsAt.getTime() === at.getTime())!.placesLeft;
  return { site, game: game!, date, first: first!, second: second!, guest, left };
}

describe("the front desk", () => {
  it("shows the week's sessions with the places taken, and takes a booking by phone that counts against the website's", async () => {
    const room = await escapeRoom();
    const message = await addPhoneBookingAsOwner(OPERATOR, room.site.slug, "bigfoot", room.first, room.guest("Morgan", 5));
    expect(message).toMatch(/^Booked Morgan by phone for 5, Bigfoot, .*: booking B-[0-9A-Z]{4}-[0-9A-Z]{4}\. A confirmation was emailed\.$/);
    expect(await room.left(room.first)).toBe(3);
    const { days } = await deskCalendarFor(OPERATOR, room.site.slug, "bigfoot", room.date, 7);
    expect(days).toHaveLength(7);
    expect(days[0]!.sessions.map((s) => [s.taken, s.capacity, s.blocked])).toEqual([
      [5, 8, false],
      [0, 8, false],
    ]);
    // The desk cannot overbook either: 4 more do not fit.
    await expect(addPhoneBookingAsOwner(OPERATOR, room.site.slug, "bigfoot", room.first, room.guest("Avery", 4))).rejects.toMatchObject({
      userMessage: "Only 3 places are left in that session.",
    });
    const mail = await db()
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.siteId, room.site.id), eq(schema.outbox.kind, "booking-phone")));
    expect(mail.map((m) => m.toAddress)).toEqual(["morgan@example.org"]);
  });

  it("blocks a session out, refusing every booking until it is opened again", async () => {
    const room = await escapeRoom();
    expect(await setSessionBlockedAsOwner(OPERATOR, room.site.slug, "bigfoot", room.second, true)).toMatch(/^Blocked out Bigfoot, /);
    expect(await room.left(room.second)).toBe(0);
    await expect(addPhoneBookingAsOwner(OPERATOR, room.site.slug, "bigfoot", room.second, room.guest("Riley", 2))).rejects.toMatchObject({ code: "conflict" });
    const { days } = await deskCalendarFor(OPERATOR, room.site.slug, "bigfoot", room.date, 1);
    expect(days[0]!.sessions[1]).toMatchObject({ blocked: true });
    await setSessionBlockedAsOwner(OPERATOR, room.site.slug, "bigfoot", room.second, false);
    expect(await room.left(room.second)).toBe(8);
    // Only the schedule's sessions exist.
    await expect(setSessionBlockedAsOwner(OPERATOR, room.site.slug, "bigfoot", new Date(room.first.getTime() + 15 * 60_000), true)).rejects.toMatchObject({
      code: "bad_input",
    });
  });

  it("moves a booking to another session with room, never into a blocked or full one, and mails the guest", async () => {
    const room = await escapeRoom();
    await addPhoneBookingAsOwner(OPERATOR, room.site.slug, "bigfoot", room.first, room.guest("Jordan", 4));
    const { bookings } = await deskSession(OPERATOR, room.site.slug, "bigfoot", room.first);
    expect(bookings.map((b) => [b.name, b.partySize, b.paid])).toEqual([["Jordan", 4, false]]);
    const id = bookings[0]!.id;

    await setSessionBlockedAsOwner(OPERATOR, room.site.slug, "bigfoot", room.second, true);
    await expect(moveBookingAsOwner(OPERATOR, room.site.slug, "bigfoot", id, room.second)).rejects.toMatchObject({ code: "conflict" });
    await setSessionBlockedAsOwner(OPERATOR, room.site.slug, "bigfoot", room.second, false);
    await addPhoneBookingAsOwner(OPERATOR, room.site.slug, "bigfoot", room.second, room.guest("Casey", 6));
    await expect(moveBookingAsOwner(OPERATOR, room.site.slug, "bigfoot", id, room.second)).rejects.toMatchObject({
      userMessage: "Only 2 places are left in that session.",
    });

    const nextDay = sessionsOn(room.game, addDays(room.date, 1), await siteCalendar(room.site.id))[0]!;
    expect(await moveBookingAsOwner(OPERATOR, room.site.slug, "bigfoot", id, nextDay)).toMatch(/^Moved the booking from .* to .*; the guest was emailed\.$/);
    expect(await room.left(room.first)).toBe(8);
    expect((await deskSession(OPERATOR, room.site.slug, "bigfoot", nextDay)).bookings.map((b) => b.name)).toEqual(["Jordan"]);
    const moved = await db()
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.siteId, room.site.id), eq(schema.outbox.kind, "booking-moved")));
    expect(moved.map((m) => m.toAddress)).toEqual(["jordan@example.org"]);
  });

  it("lists a phone booking with the site's bookings and in their export, and cancels it without a refund, freeing its places", async () => {
    const room = await escapeRoom();
    await addPhoneBookingAsOwner(OPERATOR, room.site.slug, "bigfoot", room.first, room.guest("Harper", 3));
    const { rows, total } = await listBookings(room.site.id, bookingFilter.parse({}));
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({ contactName: "Harper", partySize: 3, status: "confirmed", payment: null, reference: expect.stringMatching(/^B-/) });
    const reference = rows[0]!.reference!;
    const csv = (await exportCsv(OPERATOR, room.site.slug, "bookings", {})).body;
    expect(csv).toContain(`${reference},,at the desk (taken by phone)`);

    const outcome = await cancelBookingAsOwner(OPERATOR, room.site.slug, rows[0]!.id);
    expect(outcome).toEqual({ refund: null, reference });
    expect(await room.left(room.first)).toBe(8);
    expect((await bookingDetail(OPERATOR, room.site.slug, rows[0]!.id)).status).toBe("cancelled");
    const mail = await db()
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.siteId, room.site.id), eq(schema.outbox.kind, "booking-cancelled")));
    expect(mail.map((m) => m.toAddress)).toEqual(["harper@example.org"]);
    expect(mail[0]!.textBody).toContain("nothing to refund");
    // Once cancelled, it stays so.
    await expect(cancelBookingAsOwner(OPERATOR, room.site.slug, rows[0]!.id)).rejects.toMatchObject({ code: "conflict" });
  });

  it("keeps to its site: another site's booking cannot be moved from here", async () => {
    const a = await escapeRoom();
    const b = await escapeRoom();
    await addPhoneBookingAsOwner(OPERATOR, a.site.slug, "bigfoot", a.first, a.guest("Quinn", 2));
    const [theirs] = (await deskSession(OPERATOR, a.site.slug, "bigfoot", a.first)).bookings;
    await expect(moveBookingAsOwner(OPERATOR, b.site.slug, "bigfoot", theirs!.id, b.second)).rejects.toMatchObject({ code: "not_found" });
    expect((await deskSession(OPERATOR, a.site.slug, "bigfoot", a.first)).bookings).toHaveLength(1);
  });
});
