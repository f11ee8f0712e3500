import { and, eq, sql } from "drizzle-orm";
import { siteCalendar } from "@/modules/sites/queries";
import { describe, expect, it } from "vitest";
import { placesHeld } from "../helpers/visitors";
import { db, schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import { AppError } from "@/lib/errors";
import { getBookables, availabilityOn } from "@/modules/bookings/queries";
import { cancelOwnBooking, moveOwnBooking, saveBookable } from "@/modules/bookings/service";
import { sessionsOn } from "@/modules/bookings/schedule";
import { checkBalance, redeemGiftCard, reserveGiftCard } from "@/modules/gift-cards/service";
import { applyEvent, expireStalePayments, receiveWebhook, refundPayment } from "@/modules/payments/events";
import { checkoutEvent } from "@/modules/payments/providers/test";
import { paymentForReturn } from "@/modules/payments/queries";
import { cancelMonthlyGift, changeMonthlyGift, monthlyCents } from "@/modules/payments/monthly-gifts";
import { returnPath } from "@/modules/payments/return-link";
import { checkout, type NewPayment } from "@/modules/payments/service";
import { reserveStock, saveProduct } from "@/modules/shop/service";
import { listProducts } from "@/modules/shop/queries";
import { addDays, dateIn, SITE_TIME_ZONE, wallClockOn } from "@/lib/time";
import { setClock } from "@/lib/clock";
import { formatDate } from "@/lib/format";
import { GIFT_CARD_SEND_TIME } from "@/modules/gift-cards/delivery";
import { deliverDueMail } from "@/modules/mail/worker";
import { smtpTransport } from "@/modules/mail/transport";
import { startSmtpPeer } from "../helpers/smtp";
import type { SiteId } from "@/modules/sites/queries";
import { createTestSite } from "../helpers/sites";

const payer = { email: "pat@example.org", name: "Pat Payer" };
const sessionOf = (url: string) => url.replace("/checkout/test/", "");
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
    .where(and(eq(schema.outbox.siteId, siteId), eq(schema.outbox.toAddress, to)));

/** What the test checkout page does when the payer chooses. */
async function complete(siteId: SiteId, started: { url: string; reference: string }, outcome: "success" | "decline" | "cancel") {
  const payment = await paymentBy(siteId, started.reference);
  const event = checkoutEvent({ id: payment.id, session: sessionOf(started.url), amountCents: payment.amountCents }, outcome);
  return receiveWebhook("test", event.body, event.signature);
}

function bill(siteId: SiteId, cents = 12_500): NewPayment {
  return {
    siteId,
    purpose: "bill",
    payer,
    lines: [
      { label: "Water and sewer", quantity: 1, unitCents: cents },
      { label: "Card fee", quantity: 1, unitCents: 331 },
    ],
    details: { billLabel: "Water and sewer", referenceLabel: "Account number", billReference: "12345678" },
    successPath: "payments/success",
    cancelPath: "payments",
  };
}

describe("payments with the test provider", () => {
  it("a donor's link stops a monthly gift once: the recurring record is cancelled and both sides are mailed", async () => {
    const site = await createTestSite();
    const gift = (recurring: "month" | null): NewPayment => ({
      siteId: site.id,
      purpose: "donation",
      payer,
      lines: [{ label: "Donation", quantity: 1, unitCents: 2_500 }],
      recurring,
      successPath: "donate",
      cancelPath: "donate",
    });
    const monthly = await checkout(gift("month"));
    // Not yet paid: nothing to stop.
    await expect(cancelMonthlyGift(site.id, monthly.reference)).rejects.toBeInstanceOf(AppError);
    await complete(site.id, monthly, "success");
    const [receipt] = (await mailTo(site.id, payer.email)).filter((m) => m.kind === "receipt");
    const link = returnPath(site.slug, "donate", monthly.reference).replace(/#.*$/, "");
    expect(receipt!.textBody).toContain(`To change the amount or cancel it, use this link (it is yours alone): `);
    expect(receipt!.textBody).toContain(link);

    // A new amount holds from the next month; the same amount again changes nothing; outside the limits is refused.
    await changeMonthlyGift(site.id, monthly.reference, 4_000);
    await changeMonthlyGift(site.id, monthly.reference, 4_000);
    expect(monthlyCents(await paymentBy(site.id, monthly.reference))).toBe(4_000);
    expect((await mailTo(site.id, payer.email)).filter((m) => m.kind === "monthly-gift-changed")).toHaveLength(1);
    await expect(changeMonthlyGift(site.id, monthly.reference, 50)).rejects.toBeInstanceOf(AppError);

    const { cancelledAt } = await cancelMonthlyGift(site.id, monthly.reference);
    expect((await paymentBy(site.id, monthly.reference)).recurringCancelledAt).toEqual(cancelledAt);
    await cancelMonthlyGift(site.id, monthly.reference);
    // A stopped gift cannot be changed.
    await expect(changeMonthlyGift(site.id, monthly.reference, 3_000)).rejects.toBeInstanceOf(AppError);
    const told = (await mailTo(site.id, payer.email)).filter((m) => m.kind === "monthly-gift-cancelled");
    expect(told).toHaveLength(1);
    expect(told[0]!.textBody).toContain("Nothing more will be taken");

    // A one-time gift, and another site's reference, are not monthly gifts of this site.
    const once = await checkout(gift(null));
    await complete(site.id, once, "success");
    await expect(cancelMonthlyGift(site.id, once.reference)).rejects.toBeInstanceOf(AppError);
    const other = await createTestSite();
    const theirs = await checkout({ ...gift("month"), siteId: other.id });
    await complete(other.id, theirs, "success");
    await expect(cancelMonthlyGift(site.id, theirs.reference)).rejects.toBeInstanceOf(AppError);
    expect((await paymentBy(other.id, theirs.reference)).recurringCancelledAt).toBeNull();
  });

  it("charges the server's total, and the payment becomes paid with one receipt however often the event comes", async () => {
    const site = await createTestSite({ settings: { description: "Town.", contact: { email: "clerk@town.example" } } });
    const started = await checkout(bill(site.id));
    expect(started.url).toMatch(/^\/checkout\/test\/cs_test_/);
    expect(await paymentBy(site.id, started.reference)).toMatchObject({ status: "pending", amountCents: 12_831, provider: "test" });

    const payment = await paymentBy(site.id, started.reference);
    const event = checkoutEvent({ id: payment.id, session: sessionOf(started.url), amountCents: payment.amountCents }, "success");
    const deliveries = await Promise.all(Array.from({ length: 10 }, () => receiveWebhook("test", event.body, event.signature)));
    expect(deliveries.filter((d) => d.outcome === "applied")).toHaveLength(1);
    expect(deliveries.filter((d) => d.outcome === "duplicate")).toHaveLength(9);
    expect(await paymentBy(site.id, started.reference)).toMatchObject({ status: "paid" });
    const receipts = await mailTo(site.id, "pat@example.org");
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.textBody).toContain(started.reference);
    expect(receipts[0]!.textBody).toContain("Total paid: $128.31");
    expect(await mailTo(site.id, "clerk@town.example")).toHaveLength(1);
  });

  it("refuses an event whose amount is not the amount asked for, and a forged signature", async () => {
    const site = await createTestSite();
    const started = await checkout(bill(site.id));
    const payment = await paymentBy(site.id, started.reference);
    const tampered = checkoutEvent({ id: payment.id, session: sessionOf(started.url), amountCents: 100 }, "success");
    expect(await receiveWebhook("test", tampered.body, tampered.signature)).toEqual({ status: 200, outcome: "refused" });
    expect((await paymentBy(site.id, started.reference)).status).toBe("pending");

    const good = checkoutEvent({ id: payment.id, session: sessionOf(started.url), amountCents: payment.amountCents }, "success");
    expect((await receiveWebhook("test", good.body.replace(String(payment.amountCents), "1"), good.signature)).status).toBe(400);
    expect((await receiveWebhook("test", good.body, null)).status).toBe(400);
    expect((await receiveWebhook("paypal", good.body, good.signature)).status).toBe(404);
    expect((await paymentBy(site.id, started.reference)).status).toBe("pending");
  });

  it("moves only forward: a late cancellation cannot undo a payment", async () => {
    const site = await createTestSite();
    const started = await checkout(bill(site.id));
    await complete(site.id, started, "success");
    expect((await complete(site.id, started, "cancel")).outcome).toBe("ignored");
    expect((await paymentBy(site.id, started.reference)).status).toBe("paid");
  });

  it("shows a return page only the payer's signed link opens, on its own site", async () => {
    const site = await createTestSite();
    const other = await createTestSite();
    const started = await checkout(bill(site.id));
    const link = new URL(returnPath(site.slug, "payments", started.reference), "http://x");
    const check = link.searchParams.get("check")!;
    expect(await paymentForReturn(site.id, started.reference, check)).toMatchObject({ status: "pending" });
    expect(await paymentForReturn(other.id, started.reference, check)).toBeNull();
    expect(await paymentForReturn(site.id, started.reference, check.slice(0, -2) + "AA")).toBeNull();
  });

  it("closes an abandoned checkout after its time", async () => {
    const site = await createTestSite();
    const started = await checkout(bill(site.id));
    await db()
      .update(schema.payments)
      .set({ expiresAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(schema.payments.reference, started.reference));
    expect(await expireStalePayments()).toBeGreaterThanOrEqual(1);
    expect(await paymentBy(site.id, started.reference)).toMatchObject({ status: "cancelled", statusReason: "the checkout timed out" });
  });
});

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

async function escapeRoom() {
  const site = await createTestSite({ settings: { description: "Escape rooms.", contact: { email: "desk@escape.example" } } });
  await saveBookable(site.id, GAME);
  const [game] = await getBookables(site.id);
  const date = addDays(dateIn(new Date(), SITE_TIME_ZONE), 3);
  const [startsAt, later] = sessionsOn(game!, date, await siteCalendar(site.id));
  const book = (party: number, email = `p${Math.random()}@example.org`, at = startsAt!) =>
    checkout(
      {
        siteId: site.id,
        purpose: "booking",
        payer: { email },
        lines: [{ label: "Bigfoot", quantity: party, unitCents: 3200 }],
        successPath: "booking",
        cancelPath: "booking",
      },
      placesHeld(site.id, game!, at, party),
    );
  const left = async () => (await availabilityOn(site.id, game!, date)).find((s) => s.startsAt.getTime() === startsAt!.getTime())!.placesLeft;
  return { site, game: game!, date, startsAt: startsAt!, later: later!, book, left };
}

describe("bookings", () => {
  it("never overbooks when many payers race for the last places", async () => {
    const room = await escapeRoom();
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => room.book(2)));
    const held = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected");
    expect(held).toHaveLength(4);
    expect(refused.every((r) => (r as PromiseRejectedResult).reason instanceof AppError)).toBe(true);
    expect(await room.left()).toBe(0);
    const [row] = await db()
      .execute<{ taken: number }>(
        sql`select coalesce(sum(party_size), 0)::int as taken from bookings where site_id = ${room.site.id} and status in ('held', 'confirmed')`,
      )
      .then((r) => r.rows);
    expect(row!.taken).toBe(8);
  });

  it("releases held places when the payment is declined, cancelled or times out", async () => {
    const room = await escapeRoom();
    const declined = await room.book(4);
    expect(await room.left()).toBe(4);
    await complete(room.site.id, declined, "decline");
    expect(await room.left()).toBe(8);

    const cancelled = await room.book(8);
    await complete(room.site.id, cancelled, "cancel");
    expect(await room.left()).toBe(8);

    const abandoned = await room.book(6);
    expect(await room.left()).toBe(2);
    await db().execute(sql`update bookings set hold_expires_at = now() - interval '1 minute' where site_id = ${room.site.id} and status = 'held'`);
    expect(await room.left()).toBe(8);
    await db()
      .update(schema.payments)
      .set({ expiresAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(schema.payments.reference, abandoned.reference));
    await expireStalePayments();
    const [booking] = await db()
      .select()
      .from(schema.bookings)
      .where(and(eq(schema.bookings.siteId, room.site.id), eq(schema.bookings.partySize, 6)));
    expect(booking!.status).toBe("released");
  });

  it("confirms a paid booking with a mail that links to moving and cancelling, which refunds", async () => {
    const room = await escapeRoom();
    const started = await room.book(3, "team@example.org");
    await complete(room.site.id, started, "success");
    const [booking] = await db().select().from(schema.bookings).where(eq(schema.bookings.siteId, room.site.id));
    expect(booking!.status).toBe("confirmed");
    const [mail] = await mailTo(room.site.id, "team@example.org");
    expect(mail!.textBody).toMatch(/To move or cancel \(until 24 hours before\), open your page: http.*\/contacts\//);

    await moveOwnBooking(room.site.id, booking!.contactId, booking!.id, room.later);
    expect(await room.left()).toBe(8);

    const other = await createTestSite();
    await expect(cancelOwnBooking(other.id, booking!.contactId, booking!.id)).rejects.toThrow(AppError);
    await expect(cancelOwnBooking(room.site.id, booking!.contactId, booking!.id, new Date(room.later.getTime() - 3600_000))).rejects.toThrow(/24 hours/);

    const paymentId = await cancelOwnBooking(room.site.id, booking!.contactId, booking!.id);
    await refundPayment(room.site.id, paymentId!);
    expect((await paymentBy(room.site.id, started.reference)).status).toBe("refunded");
    const [after] = await db().select().from(schema.bookings).where(eq(schema.bookings.id, booking!.id));
    expect(after!.status).toBe("cancelled");
  });

  it("does not confirm a payment that arrives after its lapsed places were taken", async () => {
    const room = await escapeRoom();
    const slow = await room.book(6);
    await db().execute(sql`update bookings set hold_expires_at = now() - interval '1 minute' where site_id = ${room.site.id}`);
    const fast = await room.book(6);
    await complete(room.site.id, fast, "success");
    await complete(room.site.id, slow, "success");
    const rows = await db().select().from(schema.bookings).where(eq(schema.bookings.siteId, room.site.id));
    expect(rows.map((r) => r.status).sort()).toEqual(["cancelled", "confirmed"]);
    expect(await room.left()).toBe(2);
    const owner = await mailTo(room.site.id, "desk@escape.example");
    expect(owner.some((m) => m.subject.startsWith("Refund needed"))).toBe(true);
  });
});

describe("gift cards", () => {
  it("mails the recipient an unguessable code once paid; its balance can be checked and spent, never below zero", async () => {
    const site = await createTestSite();
    const started = await checkout(
      {
        siteId: site.id,
        purpose: "gift_card",
        payer,
        lines: [{ label: "Gift card: $50", quantity: 1, unitCents: 5000 }],
        successPath: "gift-cards",
        cancelPath: "gift-cards",
      },
      (tx, payment) =>
        reserveGiftCard(tx, site.id, payment.id, {
          label: null,
          amountCents: 5000,
          recipientName: "Robin",
          recipientEmail: "robin@example.org",
          senderName: "Pat",
          message: "Happy birthday",
        }),
    );
    expect(await mailTo(site.id, "robin@example.org")).toHaveLength(0);
    await complete(site.id, started, "success");
    const [mail] = await mailTo(site.id, "robin@example.org");
    const code = /Your code: ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(mail!.textBody)![1]!;
    const [card] = await db().select().from(schema.giftCards).where(eq(schema.giftCards.siteId, site.id));
    expect(card!.codeHash).not.toContain(code.replace(/-/g, ""));

    expect(await checkBalance(site.id, code.toLowerCase(), "10.1.1.1")).toMatchObject({ ok: true, balanceCents: 5000 });
    const other = await createTestSite();
    expect(await checkBalance(other.id, code, "10.1.1.2")).toMatchObject({ ok: false });

    const spends = await Promise.allSettled(Array.from({ length: 5 }, () => redeemGiftCard(site.id, code, 2000)));
    expect(spends.filter((s) => s.status === "fulfilled")).toHaveLength(2);
    expect(await checkBalance(site.id, code, "10.1.1.3")).toMatchObject({ ok: true, balanceCents: 1000 });
    await expect(redeemGiftCard(other.id, code, 100)).rejects.toThrow(/No active gift card/);
  });

  it("holds a gift card for a chosen day: the recipient's mail leaves the outbox that morning in the site's zone, not before", async () => {
    const site = await createTestSite();
    const day = addDays(dateIn(new Date(), SITE_TIME_ZONE), 3);
    const started = await checkout(
      {
        siteId: site.id,
        purpose: "gift_card",
        payer,
        lines: [{ label: "Gift card: $40", quantity: 1, unitCents: 4000 }],
        details: { recipient: "birthday@example.org", deliverOn: day },
        successPath: "gift-cards",
        cancelPath: "gift-cards",
      },
      (tx, payment) =>
        reserveGiftCard(tx, site.id, payment.id, {
          label: null,
          amountCents: 4000,
          recipientName: "Sky",
          recipientEmail: "birthday@example.org",
          senderName: "Pat",
          message: "Happy birthday",
        }),
    );
    await complete(site.id, started, "success");
    const morning = wallClockOn(day, GIFT_CARD_SEND_TIME, SITE_TIME_ZONE);
    const [held] = await mailTo(site.id, "birthday@example.org");
    expect(held).toMatchObject({ kind: "gift-card", status: "pending", nextAttemptAt: morning, dueAt: morning });
    const [receipt] = (await mailTo(site.id, payer.email)).filter((m) => m.kind === "receipt");
    expect(receipt!.textBody).toContain(`will be emailed to Sky at birthday@example.org, with its code, on ${formatDate(morning, SITE_TIME_ZONE)}`);

    const smtp = await startSmtpPeer();
    try {
      const status = async () => (await mailTo(site.id, "birthday@example.org"))[0]!.status;
      await deliverDueMail(smtpTransport(smtp.url), "Test <noreply@mainstreet.example>");
      expect(await status()).toBe("pending");
      setClock(new Date(morning.getTime() - 60_000));
      await deliverDueMail(smtpTransport(smtp.url), "Test <noreply@mainstreet.example>");
      expect(await status()).toBe("pending");
      setClock(new Date(morning.getTime() + 1_000));
      await deliverDueMail(smtpTransport(smtp.url), "Test <noreply@mainstreet.example>");
      expect(await status()).toBe("sent");
      expect(smtp.received.filter((m) => m.envelopeTo.includes("birthday@example.org"))).toHaveLength(1);
    } finally {
      setClock(undefined);
      await smtp.stop();
    }
  });

  it("slows down anyone guessing codes", async () => {
    const site = await createTestSite();
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await checkBalance(site.id, "AAAA-BBBB-CCCC-DDDD", "10.9.9.9"));
    expect(answers.at(-1)).toMatchObject({ ok: false, message: expect.stringMatching(/Too many tries/) });
  });
});

describe("shop", () => {
  it("sells the last piece once, and a failed payment puts it back", async () => {
    const site = await createTestSite();
    const productId = await saveProduct(site.id, {
      slug: "heron",
      name: "Heron",
      description: "Oil on panel.",
      priceCents: 90_000,
      stock: 1,
      illustration: "palette",
    });
    const order = () =>
      checkout(
        {
          siteId: site.id,
          purpose: "order",
          payer,
          lines: [{ label: "Heron", quantity: 1, unitCents: 90_000, productId }],
          details: { delivery: "pickup" },
          successPath: "shop",
          cancelPath: "shop",
        },
        (tx) => reserveStock(tx, site.id, [{ label: "Heron", quantity: 1, unitCents: 90_000, productId }]),
      );
    const results = await Promise.allSettled([order(), order(), order()]);
    const sold = results.filter((r) => r.status === "fulfilled") as PromiseFulfilledResult<{ url: string; reference: string }>[];
    expect(sold).toHaveLength(1);
    expect((await listProducts(site.id))[0]!.stock).toBe(0);
    await complete(site.id, sold[0]!.value, "decline");
    expect((await listProducts(site.id))[0]!.stock).toBe(1);
    await expect(write([], (tx) => reserveStock(tx, site.id, [{ label: "Heron", quantity: 2, unitCents: 90_000, productId }]))).rejects.toThrow(/sold out/);
  });
});

describe("events that name no payment", () => {
  it("are recorded once and change nothing", async () => {
    const event = {
      id: `evt_${Math.random()}`,
      type: "checkout.session.completed",
      outcome: "paid" as const,
      paymentId: null,
      session: "cs_nobody",
      providerPayment: null,
      amountCents: 100,
    };
    expect(await applyEvent("test", event)).toBe("unknown");
    expect(await applyEvent("test", event)).toBe("duplicate");
  });
});
