import { and, eq, sql } from "drizzle-orm";
import { siteCalendar } from "@/modules/sites/queries";
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { addDays, dateIn, SITE_TIME_ZONE } from "@/lib/time";
import { db, schema } from "@/server/db/client";
import { getBookables } from "@/modules/bookings/queries";
import { addPhoneBooking, changeBooking } from "@/modules/bookings/front-desk";
import { cancelReservation, reservationsOn, reserveTable } from "@/modules/bookings/reservations";
import { sessionsOn } from "@/modules/bookings/schedule";
import type { BookableInput } from "@/modules/bookings/schema";
import { bookingsOfContact, cancelOwnBooking, saveBookable } from "@/modules/bookings/service";
import { reserveGiftCard } from "@/modules/gift-cards/service";
import { orderBoard } from "@/modules/ordering/admin";
import { kitchenOrderOfPayment, pickupLoad } from "@/modules/ordering/queries";
import { advanceKitchenOrder, holdPickup } from "@/modules/ordering/service";
import { receiveWebhook, refundPayment } from "@/modules/payments/events";
import { holdUntil } from "@/modules/payments/payment";
import { checkoutEvent } from "@/modules/payments/providers/test";
import { checkout, type NewPayment } from "@/modules/payments/service";
import type { SiteId } from "@/modules/sites/queries";
import { addSpecialDay, cancelStrandedAsOwner } from "@/modules/sites/hours";
import { member } from "../helpers/actors";
import { createTestSite } from "../helpers/sites";

const payer = { email: "sam@example.org", name: "Sam Hungry", phone: "(585) 555-0100" };
const paymentBy = async (siteId: SiteId, reference: string) =>
  (
    await db()
      .select()
      .from(schema.payments)
      .where(and(eq(schema.payments.siteId, siteId), eq(schema.payments.reference, reference)))
  )[0]!;
const mailTo = (siteId: SiteId, to: string) =>
  db()
    .select()
    .from(schema.outbox)
    .where(and(eq(schema.outbox.siteId, siteId), eq(schema.outbox.toAddress, to)))
    .orderBy(schema.outbox.createdAt);
const cardBalance = async (siteId: SiteId) =>
  (await db().select({ balance: schema.giftCards.balanceCents }).from(schema.giftCards).where(eq(schema.giftCards.siteId, siteId)))[0]!.balance;

/** What the test checkout page does when the payer chooses. */
async function complete(siteId: SiteId, started: { url: string; reference: string }, outcome: "success" | "decline" | "cancel") {
  const payment = await paymentBy(siteId, started.reference);
  const event = checkoutEvent({ id: payment.id, session: started.url.replace("/checkout/test/", ""), amountCents: payment.amountCents }, outcome);
  return receiveWebhook("test", event.body, event.signature);
}

/** A restaurant with a kitchen that takes `capacity` orders a quarter hour; tomorrow at 18:00 is the pickup everyone wants. */
async function kitchen(capacity = 3) {
  const site = await createTestSite({
    name: "Test Grill",
    settings: {
      description: "A grill.",
      contact: { email: "kitchen@grill.example", address: { street: "1 Lake Road", locality: "Livonia", region: "NY", postalCode: "14487", country: "US" } },
    },
  });
  const pickupAt = sessionsOn(
    { schedule: [{ days: ["sun", "mon", "tue", "wed", "thu", "fri", "sat"], times: ["18:00"] }] },
    addDays(dateIn(new Date(), SITE_TIME_ZONE), 1),
    await siteCalendar(site.id),
  )[0]!;
  const order = (lines = [{ label: "Lakeview burger (Medium, Fries)", quantity: 1, unitCents: 2000 }], giftCardCode?: string) => {
    const input: NewPayment = {
      siteId: site.id,
      purpose: "pickup_order",
      payer,
      lines,
      details: { pickup: "tomorrow at 6:00 PM", kitchenCapacity: String(capacity) },
      successPath: "order-online",
      cancelPath: "order-online",
      giftCardCode,
    };
    return checkout(
      input,
      (tx, payment) =>
        holdPickup(tx, {
          siteId: site.id,
          pickupAt,
          capacity,
          paymentId: payment.id,
          contactId: payment.contactId,
          holdUntil: holdUntil(payment),
          note: "No onions",
        }),
      [`site:${site.id}`],
    );
  };
  return { site, pickupAt, order };
}

/** A gift card of the site's, bought and paid; answers its code as the recipient's mail gives it. */
async function giftCard(siteId: SiteId, cents: number): Promise<string> {
  const started = await checkout(
    {
      siteId,
      purpose: "gift_card",
      payer,
      lines: [{ label: "Gift card", quantity: 1, unitCents: cents }],
      successPath: "gift-cards",
      cancelPath: "gift-cards",
    },
    (tx, payment) =>
      reserveGiftCard(tx, siteId, payment.id, {
        label: null,
        amountCents: cents,
        recipientName: "Robin",
        recipientEmail: "robin@example.org",
        senderName: "Pat",
        message: null,
      }),
  );
  await complete(siteId, started, "success");
  const [mail] = await mailTo(siteId, "robin@example.org");
  return /Your code: ([0-9A-Z-]{19})/.exec(mail!.textBody)![1]!;
}

/** Tables for 8 guests each evening at 19:00. */
const TABLES: BookableInput = {
  key: "tables",
  kind: "table",
  name: "A table",
  description: "A table.",
  pricePerPersonCents: 0,
  minParty: 1,
  maxParty: 8,
  capacity: 8,
  durationMinutes: 90,
  schedule: [{ days: ["sun", "mon", "tue", "wed", "thu", "fri", "sat"], times: ["19:00"] }],
};

/** A bistro with those tables; `startsAt` is the day after tomorrow's evening. */
async function restaurant() {
  const site = await createTestSite({ name: "Test Bistro", settings: { description: "A bistro.", contact: { email: "host@bistro.example" } } });
  await saveBookable(site.id, TABLES);
  const bookable = (await getBookables(site.id))[0]!;
  const startsAt = sessionsOn(bookable, addDays(dateIn(new Date(), SITE_TIME_ZONE), 2), await siteCalendar(site.id))[0]!;
  const reserve = (partySize: number, email = `guest-${Math.random().toString(36).slice(2)}@example.org`) =>
    reserveTable({ siteId: site.id, bookable, startsAt, partySize, guest: { email, name: "Alex Guest", phone: "(585) 555-0199" }, requests: "A high chair" });
  const taken = async () =>
    (await db().execute<{ n: number }>(sql`select coalesce(sum(party_size), 0)::int as n from bookings where site_id = ${site.id} and status = 'confirmed'`))
      .rows[0]!.n;
  return { site, bookable, startsAt, reserve, taken };
}

describe("table reservations", () => {
  it("never seats more than the time holds when many guests race for the last places", async () => {
    const bistro = await restaurant();
    await bistro.reserve(4);
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => bistro.reserve(2)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused.every((r) => r.reason instanceof AppError && r.reason.code === "conflict")).toBe(true);
    expect(refused.map((r) => (r.reason as AppError).userMessage)).toContain("The last table at 7:00 PM has just been taken. Please choose another time.");
    expect(await bistro.taken()).toBe(8);
    // The next one is refused too, and a party that would only fit part of the way says how many places are left.
    await expect(bistro.reserve(1)).rejects.toThrow(/has just been taken/);
  });

  it("confirms by mail with the guest's own page, where the guest cancels (no payment to refund), and the owner can cancel too", async () => {
    const bistro = await restaurant();
    const { reference } = await bistro.reserve(3, "jo@example.org");
    expect(reference).toMatch(/^T-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const [mail] = await mailTo(bistro.site.id, "jo@example.org");
    expect(mail!.subject).toContain(`your table for 3`);
    expect(mail!.textBody).toContain(`Reservation number: ${reference}`);
    expect(mail!.textBody).toMatch(/please cancel from your page \(online until your time\), so the table can go to someone else: http.*\/contacts\//);
    expect((await mailTo(bistro.site.id, "host@bistro.example"))[0]!.textBody).toContain("Alex Guest reserved a table for 3 guests");

    const [booking] = await db()
      .select()
      .from(schema.bookings)
      .where(and(eq(schema.bookings.siteId, bistro.site.id), eq(schema.bookings.reference, reference)));
    expect(await bookingsOfContact(bistro.site.id, booking!.contactId)).toMatchObject([{ reference, amountCents: null, status: "confirmed" }]);
    const other = await createTestSite();
    await expect(cancelOwnBooking(other.id, booking!.contactId, booking!.id)).rejects.toThrow(AppError);
    expect(await cancelOwnBooking(bistro.site.id, booking!.contactId, booking!.id)).toBeNull();
    expect(await bistro.taken()).toBe(0);
    expect((await mailTo(bistro.site.id, "jo@example.org")).map((m) => m.kind)).toEqual(["reservation", "reservation-cancelled"]);

    const second = await bistro.reserve(2, "kim@example.org");
    const [row] = await db()
      .select()
      .from(schema.bookings)
      .where(and(eq(schema.bookings.siteId, bistro.site.id), eq(schema.bookings.reference, second.reference)));
    await expect(cancelReservation(other.id, row!.id)).rejects.toThrow(/No such reservation/);
    expect(await cancelReservation(bistro.site.id, row!.id)).toMatchObject({ reference: second.reference });
    await expect(cancelReservation(bistro.site.id, row!.id)).rejects.toThrow(/cancelled already/);
  });

  it("refuses a time that is not one of the table's, and a party the table does not take", async () => {
    const bistro = await restaurant();
    await expect(
      reserveTable({
        siteId: bistro.site.id,
        bookable: bistro.bookable,
        startsAt: new Date(bistro.startsAt.getTime() + 15 * 60_000),
        partySize: 2,
        guest: { email: "a@example.org", name: "A" },
      }),
    ).rejects.toThrow(/no table at that time/);
    await expect(bistro.reserve(9)).rejects.toThrow(/between 1 and 8 guests/);
  });
});

describe("reservations at the host stand", () => {
  it("takes a table by phone, moves it and changes its party, never past what a time holds, and tells the guest each time", async () => {
    const bistro = await restaurant();
    const phoned = await addPhoneBooking(bistro.site.id, bistro.bookable, bistro.startsAt, {
      name: "Pat Caller",
      phone: "(585) 555-0142",
      email: "pat@example.org",
      partySize: 2,
      note: "Window, please",
    });
    expect(phoned.reference).toMatch(/^T-/);
    const [row] = await db()
      .select()
      .from(schema.bookings)
      .where(and(eq(schema.bookings.siteId, bistro.site.id), eq(schema.bookings.reference, phoned.reference)));
    expect(row!.details).toMatchObject({ name: "Pat Caller", phone: "(585) 555-0142", requests: "Window, please", channel: "phone" });
    // A table reservation stays in the reservations, not in the paid bookings' list.
    expect(row!.details.taken).toBeUndefined();
    expect((await reservationsOn(bistro.site.id, dateIn(bistro.startsAt, SITE_TIME_ZONE))).map((r) => r.reference)).toContain(phoned.reference);
    expect((await mailTo(bistro.site.id, "pat@example.org"))[0]!.textBody).toContain(`Reserved by phone: a table for 2 on`);

    // The time fills up online; the phone party cannot grow past it, but can move to the next evening with more guests.
    await bistro.reserve(6);
    await expect(changeBooking(bistro.site.id, bistro.bookable, row!.id, { startsAt: bistro.startsAt, partySize: 3 })).rejects.toThrow(
      /That session is full|Only/,
    );
    const nextEvening = sessionsOn(bistro.bookable, addDays(dateIn(bistro.startsAt, SITE_TIME_ZONE), 1), await siteCalendar(bistro.site.id))[0]!;
    expect(await changeBooking(bistro.site.id, bistro.bookable, row!.id, { startsAt: nextEvening, partySize: 4 })).toMatchObject({
      to: nextEvening,
      partySize: 4,
    });
    expect(await bistro.taken()).toBe(10);
    // A party that grows where it is counts its own places out of its time: 8 fit where it alone sits.
    expect(await changeBooking(bistro.site.id, bistro.bookable, row!.id, { startsAt: nextEvening, partySize: 8 })).toMatchObject({ partySize: 8 });
    await expect(changeBooking(bistro.site.id, bistro.bookable, row!.id, { startsAt: nextEvening, partySize: 9 })).rejects.toThrow(/between 1 and 8 guests/);
    await expect(changeBooking(bistro.site.id, bistro.bookable, row!.id, { startsAt: new Date(nextEvening.getTime() + 30 * 60_000) })).rejects.toThrow(
      /no session at that time|There is no/,
    );
    const mails = await mailTo(bistro.site.id, "pat@example.org");
    expect(mails.map((m) => m.kind)).toEqual(["booking-phone", "booking-moved", "booking-moved"]);
    expect(mails[1]!.textBody).toMatch(/The table for 4 moved from .* to /);
    expect(mails[2]!.textBody).toMatch(/was changed from 4 to 8/);
    // Another site's owner cannot touch it.
    const other = await createTestSite();
    await expect(changeBooking(other.id, bistro.bookable, row!.id, { startsAt: bistro.startsAt })).rejects.toThrow();
  });
});

describe("orders for pickup", () => {
  it("takes no more orders for a quarter hour than the kitchen said, and a declined payment gives its place back", async () => {
    const grill = await kitchen(3);
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => grill.order()));
    const placed = results.filter((r): r is PromiseFulfilledResult<{ url: string; reference: string }> => r.status === "fulfilled");
    expect(placed).toHaveLength(3);
    expect(results.filter((r) => r.status === "rejected").every((r) => (r as PromiseRejectedResult).reason instanceof AppError)).toBe(true);
    expect((await pickupLoad(grill.site.id, [grill.pickupAt])).get(grill.pickupAt.getTime())).toBe(3);
    await complete(grill.site.id, placed[0]!.value, "decline");
    expect((await pickupLoad(grill.site.id, [grill.pickupAt])).get(grill.pickupAt.getTime())).toBe(2);
    await grill.order();
  });

  it("says on the board which paid orders fall on a day the business has closed since", async () => {
    const grill = await kitchen();
    await complete(grill.site.id, await grill.order(), "success");
    const owner = await member(grill.site.id, "owner");
    expect((await orderBoard(owner, grill.site.slug)).map((o) => o.closed)).toEqual([null]);
    await addSpecialDay(owner, grill.site.slug, { name: "Staff holiday", from: dateIn(grill.pickupAt, SITE_TIME_ZONE), closed: true });
    expect((await orderBoard(owner, grill.site.slug)).map((o) => o.closed)).toMatchObject([{ name: "Staff holiday", spans: [] }]);
  });

  it("cancels what a day closed since had taken in one step: the reservation cancelled, the paid order refunded with the reason", async () => {
    const grill = await kitchen();
    const started = await grill.order();
    await complete(grill.site.id, started, "success");
    await saveBookable(grill.site.id, TABLES);
    const tables = (await getBookables(grill.site.id)).find((b) => b.kind === "table")!;
    const date = dateIn(grill.pickupAt, SITE_TIME_ZONE);
    const [evening] = sessionsOn(tables, date, await siteCalendar(grill.site.id));
    await reserveTable({ siteId: grill.site.id, bookable: tables, startsAt: evening!, partySize: 2, guest: { email: "res@example.org", name: "Res Guest" } });
    const owner = await member(grill.site.id, "owner");
    await addSpecialDay(owner, grill.site.slug, { name: "Burst pipe", from: date, closed: true });

    expect(await cancelStrandedAsOwner(owner, grill.site.slug)).toEqual({ cancelled: 2, refunded: 1 });
    const payment = await paymentBy(grill.site.id, started.reference);
    expect(payment).toMatchObject({ status: "refunded", refundReason: expect.stringContaining("Burst pipe") });
    expect((await mailTo(grill.site.id, payer.email)).map((m) => m.kind)).toEqual(["receipt", "refund"]);
    expect((await mailTo(grill.site.id, "res@example.org")).map((m) => m.kind)).toEqual(["reservation", "reservation-cancelled"]);
    expect(await cancelStrandedAsOwner(owner, grill.site.slug)).toEqual({ cancelled: 0, refunded: 0 });
  });

  it("goes on the board when paid and moves new, preparing, ready, collected, with a mail to the customer at each step", async () => {
    const grill = await kitchen();
    const started = await grill.order();
    await complete(grill.site.id, started, "success");
    const payment = await paymentBy(grill.site.id, started.reference);
    const [order] = await db().select().from(schema.kitchenOrders).where(eq(schema.kitchenOrders.siteId, grill.site.id));
    expect(order!.status).toBe("new");
    expect((await mailTo(grill.site.id, payer.email))[0]!.textBody).toContain(
      "We will email you when the kitchen starts on your order and again when it is ready to collect.",
    );
    expect((await mailTo(grill.site.id, "kitchen@grill.example"))[0]!.textBody).toContain("Note from the customer: No onions");

    const other = await createTestSite();
    await expect(advanceKitchenOrder(other.id, order!.id, "new")).rejects.toThrow(/No such order/);
    expect(await advanceKitchenOrder(grill.site.id, order!.id, "new")).toEqual({ reference: started.reference, to: "preparing" });
    // Someone else moved it already: the stale click is refused, not applied twice.
    await expect(advanceKitchenOrder(grill.site.id, order!.id, "new")).rejects.toThrow(/has moved on/);
    await advanceKitchenOrder(grill.site.id, order!.id, "preparing");
    expect(await kitchenOrderOfPayment(grill.site.id, payment.id)).toMatchObject({ status: "ready" });
    await advanceKitchenOrder(grill.site.id, order!.id, "ready");
    await expect(advanceKitchenOrder(grill.site.id, order!.id, "collected")).rejects.toThrow(/no further step/);

    const mails = await mailTo(grill.site.id, payer.email);
    expect(mails.map((m) => m.kind)).toEqual(["receipt", "order-preparing", "order-ready", "order-collected"]);
    expect(mails[2]!.textBody).toContain(`Your order ${started.reference} is ready. Collect it at 1 Lake Road, Livonia; give your name or the order number.`);
  });
});

describe("gift cards spent online", () => {
  it("never spend more than the card holds when many checkouts use it at once, and give back what a declined payment took", async () => {
    const grill = await kitchen(50);
    const code = await giftCard(grill.site.id, 5000);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => grill.order(undefined, code)));
    const placed = results.filter((r): r is PromiseFulfilledResult<{ url: string; reference: string }> => r.status === "fulfilled");
    // $20 orders against $50: two paid in full by the card, one half, and the rest told the card is used up.
    expect(placed).toHaveLength(3);
    expect(results.filter((r) => r.status === "rejected").every((r) => /used up/.test(String((r as PromiseRejectedResult).reason)))).toBe(true);
    expect(await cardBalance(grill.site.id)).toBe(0);
    const payments = await Promise.all(placed.map((p) => paymentBy(grill.site.id, p.value.reference)));
    const shares = payments.map((p) => -p.lines.filter((l) => l.giftCardId).reduce((sum, l) => sum + l.unitCents, 0));
    expect(shares.sort()).toEqual([1000, 2000, 2000]);
    expect(payments.map((p) => p.amountCents).sort()).toEqual([0, 0, 1000]);

    const partial = placed[payments.findIndex((p) => p.amountCents === 1000)]!.value;
    expect(partial.url).toMatch(/^\/checkout\/test\//);
    await complete(grill.site.id, partial, "decline");
    expect(await cardBalance(grill.site.id)).toBe(1000);
  });

  it("pays a whole order without the processor when the card covers it, and a refund puts it back on the card", async () => {
    const grill = await kitchen();
    const code = await giftCard(grill.site.id, 5000);
    const started = await grill.order([{ label: "Wings (Hot)", quantity: 2, unitCents: 1500 }], code.toLowerCase());
    // Straight back to the result: nothing to pay at a checkout.
    expect(started.url).toMatch(/\/order-online\?payment=R-.*#result$/);
    const payment = await paymentBy(grill.site.id, started.reference);
    expect(payment).toMatchObject({ status: "paid", amountCents: 0, provider: "gift-card" });
    expect(await kitchenOrderOfPayment(grill.site.id, payment.id)).toMatchObject({ status: "new" });
    expect(await cardBalance(grill.site.id)).toBe(2000);
    const receipt = (await mailTo(grill.site.id, payer.email)).find((m) => m.kind === "receipt" && m.textBody.includes(started.reference))!;
    expect(receipt.textBody).toMatch(/Gift card ending [0-9A-Z]{4}: -\$30/);
    expect(receipt.textBody).toContain("Total paid: $0");

    await refundPayment(grill.site.id, payment.id);
    expect((await paymentBy(grill.site.id, started.reference)).status).toBe("refunded");
    expect(await cardBalance(grill.site.id)).toBe(5000);
    expect(await kitchenOrderOfPayment(grill.site.id, payment.id)).toMatchObject({ status: "cancelled" });
    const refund = (await mailTo(grill.site.id, payer.email)).find((m) => m.kind === "refund")!;
    expect(refund.textBody).toMatch(/\$30 is back on your gift card ending [0-9A-Z]{4}\./);
  });

  it("refuses a code that is not one of this site's cards, beside the field, before anything is held", async () => {
    const grill = await kitchen();
    const other = await kitchen();
    const code = await giftCard(other.site.id, 5000);
    await expect(grill.order(undefined, code)).rejects.toMatchObject({ code: "bad_input", field: "gift_card" });
    await expect(grill.order(undefined, "ABCD")).rejects.toThrow(/16 letters and numbers/);
    expect((await pickupLoad(grill.site.id, [grill.pickupAt])).get(grill.pickupAt.getTime()) ?? 0).toBe(0);
  });
});
