import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { blockPropSchemas, type Block } from "@/blocks/schemas";
import { formatClock, formatDate } from "@/lib/format";
import { addToCart, type CartLine } from "@/lib/menu-order";
import type { BusinessCalendar } from "@/lib/calendar";
import { pickupTimesOn } from "@/lib/pickup-times";
import { addDays, dateIn, SITE_TIME_ZONE, wallClockOn, weekdayOf } from "@/lib/time";
import { tags } from "@/server/cache/tags";
import { db, schema, type Transaction } from "@/server/db/client";
import { write } from "@/server/db/write";
import { newReference } from "@/server/reference";
import { TAKEN_BY_PHONE, type Bookable } from "@/modules/bookings/schema";
import { clockOf, pricePerPerson, sessionsOn } from "@/modules/bookings/schedule";
import { upsertContact } from "@/modules/contacts/service";
import { activateGiftCard, reserveGiftCard } from "@/modules/gift-cards/service";
import { pickupDaysFor, pickupRules, pickupSpansOn, type OrderBlock } from "@/modules/ordering/menu";
import { orderMenu } from "@/modules/ordering/queries";
import { itemKey, orderableItems, type MenuItem, type MenuSection } from "@/modules/menus/schema";
import type { BoardStep } from "@/modules/ordering/service";
import { getPage, pagesWithBlock } from "@/modules/pages/queries";
import { checkoutFormFor, pickupOrderDetails, pickupOrderQuote } from "@/modules/payments/checkout-forms";
import { CHECKOUT_MINUTES, holdUntil } from "@/modules/payments/payment";
import { testProvider } from "@/modules/payments/providers/test";
import { OTHER_AMOUNT, quote, type PaymentLine, type QuoteConfig } from "@/modules/payments/quote";
import { calendarOf } from "@/modules/sites/calendar";
import type { Site, SiteId } from "@/modules/sites/queries";
import type { SiteSeed } from "@/modules/templates/seed";
import { seeded, type Random } from "./images/generated/random";

/**
 * The demo owner's trade before the demo started: paid bookings of the
 * escape room's games over the last three weeks and the coming ten days
 * (weekends mostly full, midweek quiet, the coming days filling up), a
 * couple cancelled and refunded, one checkout abandoned, two taken by phone;
 * the restaurant's table reservations, and its orders for pickup (the last
 * three weeks' collected, today's on the order board where the kitchen has
 * them now); a few gift cards sold by each. Written in the rows and shapes
 * the real flows write (checkout-forms.ts, bookings/front-desk.ts,
 * bookings/reservations.ts, ordering/service.ts, payments/events.ts), with
 * amounts from the same price functions, but nothing is mailed (no receipt
 * goes to a made-up guest) and no payment provider is asked: the payments
 * are the built-in test provider's, so the owner can still refund one.
 * Everything is drawn from generators seeded by site and session: the same
 * past on every machine for a given day. A site that has any booking or
 * payment already is left alone, so running it twice writes nothing twice.
 */

const PAST_DAYS = 21;
/** How far ahead the demo's bookings reach: the days after it are the escape room's as its schedule left them. */
export const AHEAD_DAYS = 10;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type PastTrade = {
  bookings: number;
  reservations: number;
  /** Orders for pickup. */
  orders: number;
  payments: number;
  giftCards: number;
};

export async function loadPastTrade(site: Site, seed: SiteSeed, now: number): Promise<PastTrade> {
  const siteId = site.id;
  const none = { bookings: 0, reservations: 0, orders: 0, payments: 0, giftCards: 0 };
  const { rows } = await db().execute<{ any: boolean }>(
    sql`select exists(select 1 from bookings where site_id = ${siteId}) or exists(select 1 from payments where site_id = ${siteId}) as any`,
  );
  if (rows[0]?.any) return none;

  const stored = await db()
    .select({ id: schema.bookables.id, definition: schema.bookables.definition })
    .from(schema.bookables)
    .where(eq(schema.bookables.siteId, siteId));
  const bookables = stored.map((row) => ({ ...row.definition, id: row.id }));
  const guests = guestPool(seeded(`${seed.slug}:guests`), 700);
  const at = new Date(now);
  const today = dateIn(at, SITE_TIME_ZONE);

  const bookingPage = blockOf(seed, "booking");
  const games = bookingPage
    ? bookables.filter((b) => b.kind === "session" && (!bookingPage.block.props.bookables.length || bookingPage.block.props.bookables.includes(b.key)))
    : [];
  const parties = markSpecials(seed.slug, planGames(seed.slug, calendarOf(site), games, guests, today, at), at);
  const reservationPage = blockOf(seed, "reservation");
  const tables = reservationPage && bookables.find((b) => b.kind === "table" && b.key === reservationPage.block.props.bookable);
  const reservations = tables ? planReservations(seed.slug, calendarOf(site), tables, guests, today, at) : [];
  const giftPage = blockOf(seed, "giftCard");
  const giftForm = giftPage && (await checkoutFormFor(site, giftPage.path, giftPage.block, {}));
  const gifts = giftPage && giftForm?.quote.kind === "giftCard" ? planGifts(seed.slug, giftForm.quote, guests, today, at) : [];
  const orderPage = await storedOrderBlock(site);
  const orders = orderPage ? planOrders(seed.slug, site, orderPage.block.props, orderPage.sections, guests, today, at) : [];
  if (!parties.length && !reservations.length && !gifts.length && !orders.length) return none;

  return write([tags.site(siteId)], async (tx) => {
    const refs = seeded(`${seed.slug}:references`);
    const reference = (prefix: string) => newReference(prefix, (below) => refs.int(0, below - 1));
    const contacts = await contactsOf(
      tx,
      siteId,
      [...parties, ...reservations, ...gifts, ...orders].map((p) => p.guest),
    );
    const sessions = await sessionsFor(tx, siteId, [...parties, ...reservations]);
    // A session blocked or smaller before the history ran keeps what it has: the parties it cannot hold are left out.
    const fits = fitting([...parties, ...reservations], sessions);

    const keptParties = parties.filter((p) => fits.has(p));
    const keptReservations = reservations.filter((r) => fits.has(r));

    const paid = keptParties.filter((p) => p.kind !== "phone");
    const paymentRows = paid.map((p) =>
      bookingPayment(siteId, p, contacts.get(p.guest.email)!, bookingPage!.path, bookingPage!.block.props.successPath, reference("R"), refs),
    );
    const giftRows = gifts.map((g) =>
      giftPayment(siteId, g, contacts.get(g.guest.email)!, giftPage!.path, giftPage!.block.props.successPath, reference("R"), refs),
    );
    // Each order's reference, tokens and payment time from a stream of its own: the same whichever hour of the day the past is loaded at
    // (more orders placed by then shift nothing), and the bookings' and gift cards' stay what they were.
    const orderRows = orders.map((o) => {
      const own = seeded(`${seed.slug}:order:${o.key}`);
      return orderPayment(
        siteId,
        o,
        contacts.get(o.guest.email)!,
        orderPage!,
        newReference("R", (below) => own.int(0, below - 1)),
        own,
      );
    });
    const allRows = [...paymentRows, ...giftRows, ...orderRows];
    const inserted: Array<typeof schema.payments.$inferSelect> = [];
    await inChunks(allRows, async (chunk) => inserted.push(...(await tx.insert(schema.payments).values(chunk).returning())));
    const payments = new Map(inserted.map((row) => [row.reference, row]));
    const paymentOf = new Map(paid.map((p, i) => [p, payments.get(paymentRows[i]!.reference)!]));

    const bookingRows = [
      ...keptParties.map((p) => {
        const session = sessions.get(sessionKey(p.bookable.id, p.startsAt))!;
        const base = { siteId, sessionId: session.id, contactId: contacts.get(p.guest.email)!, partySize: p.partySize, createdAt: p.bookedAt };
        if (p.kind === "phone")
          return {
            ...base,
            reference: reference("B"),
            status: "confirmed" as const,
            holdExpiresAt: p.bookedAt,
            updatedAt: p.bookedAt,
            details: { taken: TAKEN_BY_PHONE, ...(p.note && { note: p.note }) },
          };
        const payment = paymentOf.get(p)!;
        const status = p.kind === "refunded" ? ("cancelled" as const) : p.kind === "released" ? ("released" as const) : ("confirmed" as const);
        return { ...base, paymentId: payment.id, status, holdExpiresAt: holdUntil(payment), updatedAt: payment.updatedAt, details: {} };
      }),
      ...keptReservations.map((r) => ({
        siteId,
        sessionId: sessions.get(sessionKey(r.bookable.id, r.startsAt))!.id,
        contactId: contacts.get(r.guest.email)!,
        paymentId: null,
        reference: reference("T"),
        partySize: r.partySize,
        status: r.kind === "cancelled" ? ("cancelled" as const) : ("confirmed" as const),
        holdExpiresAt: r.bookedAt,
        details: { name: r.guest.name, ...(r.guest.phone && { phone: r.guest.phone }), ...(r.note && { requests: r.note }) },
        createdAt: r.bookedAt,
        updatedAt: r.kind === "cancelled" ? r.changedAt! : r.bookedAt,
      })),
    ];
    await inChunks(bookingRows, (chunk) => tx.insert(schema.bookings).values(chunk));

    // The provider's events as the webhook recorded them: the checkout completed, and the refunds.
    const events = inserted.flatMap((payment) => [
      ...(payment.paidAt
        ? [
            {
              provider: payment.provider,
              eventId: `evt_test_${token(refs, 16)}`,
              type: "checkout.session.completed",
              siteId,
              paymentId: payment.id,
              outcome: "applied",
              receivedAt: payment.paidAt,
            },
          ]
        : []),
      ...(payment.status === "refunded"
        ? [
            {
              provider: payment.provider,
              eventId: `evt_test_${token(refs, 16)}`,
              type: "charge.refunded",
              siteId,
              paymentId: payment.id,
              outcome: "applied",
              receivedAt: payment.updatedAt,
            },
          ]
        : []),
    ]);
    if (events.length) await tx.insert(schema.paymentEvents).values(events);

    // Each card as the checkout reserved it and its payment activated it (a code nobody was sent), then dated when it was sold.
    for (const [i, gift] of gifts.entries()) {
      const payment = payments.get(giftRows[i]!.reference)!;
      await reserveGiftCard(tx, siteId, payment.id, {
        label: gift.label,
        amountCents: gift.lines[0]!.unitCents,
        recipientName: gift.recipient.name,
        recipientEmail: gift.recipient.email,
        senderName: gift.guest.name,
        message: gift.message,
      });
      await activateGiftCard(tx, payment);
      await tx
        .update(schema.giftCards)
        .set({ createdAt: gift.boughtAt, activatedAt: payment.paidAt })
        .where(and(eq(schema.giftCards.siteId, siteId), eq(schema.giftCards.paymentId, payment.id)));
    }

    // Each order in its quarter hour's pickup slot (made as lockSlot makes it), moved along the board as far as the kitchen has got by now.
    const slots = await pickupSlotsFor(
      tx,
      siteId,
      orders.map((o) => o.pickupAt),
    );
    const kitchenRows = orders.map((o, i) => {
      const payment = payments.get(orderRows[i]!.reference)!;
      const step = boardStepAt(o, payment.paidAt!, at);
      return {
        siteId,
        paymentId: payment.id,
        contactId: payment.contactId,
        slotId: slots.get(o.pickupAt.getTime())!,
        status: step.status,
        statusAt: step.at,
        holdExpiresAt: holdUntil(payment),
        note: o.note,
        createdAt: payment.createdAt,
      };
    });
    await inChunks(kitchenRows, (chunk) => tx.insert(schema.kitchenOrders).values(chunk));

    // A guest became a contact when they first booked or paid, not on the day the demo was loaded.
    await tx.execute(sql`
      update contacts c set created_at = least(c.created_at, first.at), updated_at = least(c.updated_at, first.at)
      from (select contact_id, min(created_at) as at from (
              select contact_id, created_at from bookings where site_id = ${siteId}
              union all select contact_id, created_at from payments where site_id = ${siteId}) made
            group by contact_id) first
      where c.site_id = ${siteId} and c.id = first.contact_id`);

    return {
      bookings: keptParties.length,
      reservations: keptReservations.length,
      orders: kitchenRows.length,
      payments: inserted.length,
      giftCards: gifts.length,
    };
  });
}

/* ------------------------------------------------------------------ */
/* Who                                                                 */
/* ------------------------------------------------------------------ */

export interface Guest {
  name: string;
  email: string;
  phone?: string;
}

const FIRST = [
  "Aisha",
  "Ben",
  "Carmen",
  "Dmitri",
  "Elena",
  "Farah",
  "Gabe",
  "Hannah",
  "Isaac",
  "Jasmine",
  "Kenji",
  "Lauren",
  "Mateo",
  "Nadia",
  "Owen",
  "Priyanka",
  "Quinn",
  "Rosa",
  "Samuel",
  "Tessa",
  "Umar",
  "Valerie",
  "Wes",
  "Ximena",
  "Yusuf",
  "Zoe",
  "Andre",
  "Brianna",
  "Caleb",
  "Deepa",
  "Ethan",
  "Fiona",
  "Grace",
  "Hector",
  "Ivy",
  "Jamal",
  "Kayla",
  "Liam",
  "Maya",
  "Nolan",
  "Olivia",
  "Pedro",
  "Rachel",
  "Sofia",
  "Tyler",
  "Uma",
  "Victor",
  "Whitney",
  "Aaron",
  "Bethany",
  "Connor",
  "Daniela",
  "Eli",
  "Gwen",
  "Hiroshi",
  "Imani",
  "Jordan",
  "Keisha",
  "Lucas",
  "Mei",
  "Noah",
  "Paige",
  "Rohan",
  "Sienna",
  "Theo",
  "Vanessa",
  "Xavier",
  "Yara",
  "Colleen",
  "Malik",
];
const LAST = [
  "Abernathy",
  "Bautista",
  "Chen",
  "Dubois",
  "Esposito",
  "Fitzgerald",
  "Gallagher",
  "Haddad",
  "Ivanova",
  "Jackson",
  "Kowalski",
  "Lindqvist",
  "Morales",
  "Nguyen",
  "O'Connell",
  "Patel",
  "Quintero",
  "Rasmussen",
  "Schaefer",
  "Thompson",
  "Underwood",
  "Vasquez",
  "Whitaker",
  "Yamamoto",
  "Zimmerman",
  "Adeyemi",
  "Brennan",
  "Castillo",
  "Donovan",
  "Ellison",
  "Ferreira",
  "Greene",
  "Hoffman",
  "Iqbal",
  "Jensen",
  "Kim",
  "Lombardi",
  "McAllister",
  "Nakamura",
  "Okonkwo",
  "Park",
  "Reyes",
  "Sullivan",
  "Tran",
  "Van Dyke",
  "Walsh",
  "Young",
  "Alvarez",
  "Becker",
  "Coleman",
  "DeLuca",
  "Erikson",
  "Fontaine",
  "Garcia",
  "Hughes",
  "Kaplan",
  "Mahoney",
  "Novak",
  "Russo",
];

/** A pool of made-up people to draw guests from, some of whom come back: names, example addresses, 555-01xx numbers (reserved for fiction). */
export function guestPool(r: Random, size: number): Guest[] {
  const seen = new Set<string>();
  const pool: Guest[] = [];
  while (pool.length < size) {
    const first = r.pick(FIRST);
    const last = r.pick(LAST);
    const f = plain(first);
    const l = plain(last);
    const local = r.pick([`${f}.${l}`, `${f}${l}`, `${f[0]}${l}`, `${f}.${l}${r.int(2, 98)}`, `${f}_${l[0]}`]);
    const email = `${local}@${r.chance(0.6) ? "example.org" : "example.com"}`;
    if (seen.has(email)) continue;
    seen.add(email);
    pool.push({
      name: `${first} ${last}`,
      email,
      phone: `(${r.pick(["585", "585", "585", "315", "716", "607"])}) 555-01${String(r.int(0, 99)).padStart(2, "0")}`,
    });
  }
  return pool;
}

const plain = (name: string) => name.toLowerCase().replace(/[^a-z]/g, "");

/**
 * Draws guests from the pool in order, new ones first, a share of them
 * people who came before; never the same person twice on one day (nobody
 * books two tables or two games the same evening).
 */
function guestPicker(pool: readonly Guest[], returning: number): (r: Random, date: string) => Guest {
  let fresh = 0;
  let day = "";
  let seen = new Set<string>();
  return (r, date) => {
    if (date !== day) [day, seen] = [date, new Set()];
    for (let tries = 0; tries < 6; tries++) {
      const guest = fresh > 0 && (fresh >= pool.length || r.chance(returning)) ? r.pick(pool.slice(0, fresh)) : pool[fresh++]!;
      if (seen.has(guest.email)) continue;
      seen.add(guest.email);
      return guest;
    }
    return pool[fresh++ % pool.length]!;
  };
}

/* ------------------------------------------------------------------ */
/* The escape room's games                                             */
/* ------------------------------------------------------------------ */

type StoredBookable = Bookable & { id: string };

export interface Party {
  bookable: StoredBookable;
  startsAt: Date;
  partySize: number;
  guest: Guest;
  bookedAt: Date;
  kind: "online" | "phone" | "refunded" | "released";
  /** When a refunded booking was cancelled. */
  changedAt?: Date;
  note?: string;
}

/** How likely a session is to be booked: Saturday busiest, then Friday night and Sunday; a weekday's 7 p.m. game often, its 4 p.m. seldom. */
function gameDemand(date: string, clock: string): number {
  const day = weekdayOf(date);
  const hour = Number(clock.slice(0, 2));
  if (day === "sat") return hour < 11 ? 0.45 : hour >= 22 ? 0.5 : hour >= 19 ? 0.95 : 0.7;
  if (day === "sun") return hour < 11 ? 0.4 : hour >= 17 ? 0.45 : 0.58;
  if (day === "fri") return hour < 17 ? 0.25 : hour < 19 ? 0.4 : hour >= 22 ? 0.4 : 0.7;
  return (hour < 17 ? 0.1 : hour < 19 ? 0.2 : hour < 20 ? 0.45 : 0.32) + (day === "thu" ? 0.08 : 0);
}

/** Sessions further ahead have had less time to fill: today's and tomorrow's as much as the past's, ten days out a quarter as much. */
const aheadFactor = (days: number) => (days <= 1 ? 1 : Math.max(0.25, 1 - (days - 1) * 0.085));

/** A party's size, most often four or five: weights for 1..8, within what the game allows and the session has left. */
function partySizeOf(r: Random, bookable: Bookable, left: number): number | null {
  const weights = [0, 2, 3, 5, 4, 3, 1.2, 1];
  const most = Math.min(bookable.maxParty, left);
  if (most < bookable.minParty) return null;
  const sizes = Array.from({ length: most - bookable.minParty + 1 }, (_, i) => bookable.minParty + i);
  return weighted(
    r,
    sizes,
    sizes.map((n) => weights[n - 1] ?? 1),
  );
}

function weighted<T>(r: Random, items: readonly T[], weights: readonly number[]): T {
  let x = r.next() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < items.length; i++) if ((x -= weights[i]!) < 0) return items[i]!;
  return items[items.length - 1]!;
}

/**
 * When a party booked: the same day to a fortnight or so before, at a waking
 * hour, always at least 90 minutes before the session (online booking closes
 * an hour before) and never after `now`: a session still to come was booked
 * on one of the days up to today, not all in the last hour.
 */
function bookedAt(r: Random, startsAt: Date, now: Date, lead: readonly number[] = [0, 0, 1, 1, 2, 3, 4, 5, 6, 7, 9, 12, 16]): Date {
  const latest = Math.min(startsAt.getTime() - 90 * MINUTE, now.getTime() - 20 * MINUTE);
  const session = dateIn(startsAt, SITE_TIME_ZONE);
  const today = dateIn(now, SITE_TIME_ZONE);
  let back = r.pick(lead);
  for (let tries = 0; tries < 6; tries++) {
    const day = addDays(session, -back);
    const at = wallClockOn(day, clockAt(r.int(7 * 60 + 30, 22 * 60 + 30)), SITE_TIME_ZONE).getTime() + r.int(0, 59) * 1000;
    if (at <= latest) return new Date(at);
    // Too late (after now, or too close to the session): a day earlier, or a day from today back.
    back = day > today ? daysBetween(today, session) + r.int(0, 4) : back + 1;
  }
  return new Date(latest - r.int(30, 600) * MINUTE);
}

const clockAt = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);

function planGames(slug: string, calendar: BusinessCalendar, games: readonly StoredBookable[], guests: readonly Guest[], today: string, now: Date): Party[] {
  const parties: Party[] = [];
  // Most parties are new faces; one in twelve has played here before.
  const next = guestPicker(guests, 1 / 12);
  for (let offset = -PAST_DAYS; offset <= AHEAD_DAYS; offset++) {
    const date = addDays(today, offset);
    const weekend = ["fri", "sat", "sun"].includes(weekdayOf(date));
    for (const bookable of games) {
      for (const startsAt of bookedSessions(seeded(`${slug}:${bookable.key}:${date}`), sessionsOn(bookable, date, calendar), date, offset)) {
        const r = seeded(`${slug}:${bookable.key}:${startsAt.toISOString()}`);
        let left = bookable.capacity;
        // The first party; then, some nights, a second sharing the room, now and then filling it.
        for (let n = 0; n < 2; n++) {
          if (n === 1 && !r.chance(weekend ? 0.3 : 0.08)) break;
          const size = n === 1 && weekend && r.chance(0.35) && left >= bookable.minParty && left <= bookable.maxParty ? left : partySizeOf(r, bookable, left);
          if (!size) break;
          left -= size;
          parties.push({ bookable, startsAt, partySize: size, guest: next(r, date), bookedAt: bookedAt(r, startsAt, now), kind: "online" });
        }
      }
    }
  }
  return parties;
}

/**
 * Which of a game's sessions on a day were booked: about as many as the
 * day's demand adds up to (so every weekday has its game or two, and a
 * Saturday most of its nine), the likeliest times first, so an evening game
 * is taken before a 4 p.m. one.
 */
function bookedSessions(r: Random, sessions: readonly Date[], date: string, offset: number): Date[] {
  const weights = sessions.map((startsAt) => gameDemand(date, clockOf(startsAt)) * aheadFactor(offset));
  const count = Math.min(sessions.length, Math.max(0, Math.round(weights.reduce((a, b) => a + b, 0) + r.range(-0.7, 0.7))));
  const left = sessions.map((startsAt, i) => ({ startsAt, weight: weights[i]! }));
  const chosen: Date[] = [];
  while (chosen.length < count && left.length) {
    const pick = weighted(
      r,
      left,
      left.map((s) => s.weight),
    );
    chosen.push(pick.startsAt);
    left.splice(left.indexOf(pick), 1);
  }
  return chosen.sort((a, b) => a.getTime() - b.getTime());
}

const PHONE_NOTES = [
  "Birthday: Maya turns 11, they bring a cake",
  "Regulars. Asked for the hint screen on the left wall",
  "Grandmother uses a cane: ground floor, please",
];

/**
 * Picks, from the planned parties, the few that did not go the ordinary way:
 * two cancelled and refunded (one past, one still to come), one checkout left
 * unpaid, and two taken by phone (one past, one this week). Seeded, so the same
 * parties each time.
 */
function markSpecials(slug: string, parties: Party[], now: Date): Party[] {
  if (!parties.length) return parties;
  const r = seeded(`${slug}:specials`);
  const t = now.getTime();
  const free = (p: Party) => p.kind === "online";
  // Cancelled online until 24 hours before, after it was paid, before now.
  const cancelBy = (p: Party) => Math.min(p.startsAt.getTime() - 26 * HOUR, t - 2 * HOUR);
  const refundable = (p: Party) => free(p) && cancelBy(p) - p.bookedAt.getTime() > 6 * HOUR;
  const choose = (test: (p: Party) => boolean) => {
    const candidates = parties.filter(test);
    return candidates.length ? r.pick(candidates) : undefined;
  };
  for (const test of [(p: Party) => p.startsAt.getTime() < t && refundable(p), (p: Party) => p.startsAt.getTime() > t && refundable(p)]) {
    const p = choose(test);
    if (!p) continue;
    p.kind = "refunded";
    p.changedAt = new Date(p.bookedAt.getTime() + r.range(0.2, 0.9) * (cancelBy(p) - p.bookedAt.getTime()));
  }
  const released = choose((p) => free(p) && p.startsAt.getTime() < t - 2 * 24 * HOUR);
  if (released) released.kind = "released";
  const phone = [
    choose((p) => free(p) && p.startsAt.getTime() < t - 24 * HOUR),
    choose((p) => free(p) && p.startsAt.getTime() > t + 3 * HOUR && p.startsAt.getTime() < t + 6 * 24 * HOUR),
  ];
  phone.forEach((p, i) => {
    if (!p) return;
    p.kind = "phone";
    p.note = PHONE_NOTES[i === 1 ? 0 : r.int(1, 2)];
    // The desk takes calls while it is open: the afternoon or evening of a day before.
    const day = addDays(dateIn(p.startsAt, SITE_TIME_ZONE), -r.int(1, 4));
    const at = wallClockOn(day, clockAt(r.int(14 * 60, 19 * 60 + 59)), SITE_TIME_ZONE);
    p.bookedAt = at.getTime() < t - HOUR ? at : p.bookedAt;
  });
  return parties;
}

function bookingPayment(siteId: SiteId, p: Party, contactId: string, pagePath: string, successPath: string | undefined, reference: string, r: Random) {
  const date = dateIn(p.startsAt, SITE_TIME_ZONE);
  // The checkout's line and price, as checkout-forms.ts bookingForm quotes a chosen session: the game's own price for that day.
  const priced = quote(
    {
      kind: "perPerson",
      label: `${p.bookable.name}, ${formatDate(p.startsAt, SITE_TIME_ZONE)} at ${formatClock(p.startsAt, SITE_TIME_ZONE)}, per player`,
      unitCents: pricePerPerson(p.bookable, date),
      field: "players",
    },
    { players: String(p.partySize) },
  );
  if (!priced.ok) throw new Error(`no price for ${p.bookable.key}`);
  return paymentRow(siteId, {
    purpose: "booking",
    contactId,
    lines: priced.lines,
    details: { bookable: p.bookable.name },
    pagePath,
    successPath,
    reference,
    createdAt: p.bookedAt,
    r,
    outcome: p.kind === "refunded" ? { refundedAt: p.changedAt! } : p.kind === "released" ? "timed out" : "paid",
  });
}

/** A payment row as checkout (payments/service.ts) creates it and the test provider's events settle it. */
function paymentRow(
  siteId: SiteId,
  p: {
    purpose: "booking" | "gift_card" | "pickup_order";
    contactId: string;
    lines: PaymentLine[];
    details: Record<string, string>;
    pagePath: string;
    successPath: string | undefined;
    reference: string;
    createdAt: Date;
    r: Random;
    outcome: "paid" | "timed out" | { refundedAt: Date };
  },
) {
  const session = `cs_test_${token(p.r, 24)}`;
  const expiresAt = new Date(p.createdAt.getTime() + CHECKOUT_MINUTES * MINUTE);
  const paidAt = new Date(p.createdAt.getTime() + p.r.int(50, 420) * 1000);
  const base = {
    siteId,
    contactId: p.contactId,
    reference: p.reference,
    purpose: p.purpose,
    provider: testProvider.name,
    providerSession: session,
    amountCents: p.lines.reduce((sum, l) => sum + l.quantity * l.unitCents, 0),
    lines: p.lines,
    details: p.details,
    successPath: p.successPath ?? p.pagePath,
    cancelPath: p.pagePath,
    expiresAt,
    createdAt: p.createdAt,
  };
  if (p.outcome === "timed out")
    return {
      ...base,
      status: "cancelled" as const,
      statusReason: "the checkout timed out",
      updatedAt: new Date(expiresAt.getTime() + p.r.int(3, 50) * MINUTE),
    };
  const paid = { ...base, providerPayment: `pi_test_${session.slice(8)}`, paidAt };
  if (p.outcome === "paid") return { ...paid, status: "paid" as const, statusReason: "test event checkout.session.completed", updatedAt: paidAt };
  return { ...paid, status: "refunded" as const, statusReason: "test event charge.refunded", updatedAt: p.outcome.refundedAt };
}

const TOKEN = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const token = (r: Random, length: number) => Array.from({ length }, () => r.pick([...TOKEN])).join("");

/* ------------------------------------------------------------------ */
/* The restaurant's tables                                             */
/* ------------------------------------------------------------------ */

export interface Reservation {
  bookable: StoredBookable;
  startsAt: Date;
  partySize: number;
  guest: Guest;
  bookedAt: Date;
  kind: "confirmed" | "cancelled";
  changedAt?: Date;
  note?: string;
}

const REQUESTS = [
  "A booth if you have one",
  "High chair for our toddler, please",
  "Celebrating our anniversary",
  "One guest is gluten-free",
  "Birthday dinner: a candle on dessert if you can",
  "Quiet table, we are meeting a client",
  "One of us uses a wheelchair",
  "Window table if possible",
];

/** How full a time gets with reservations (walk-ins take the rest): weekend brunch and Friday and Saturday dinner most, weekday lunch least. */
function tableDemand(date: string, clock: string): number {
  const day = weekdayOf(date);
  const hour = Number(clock.slice(0, 2));
  const weekend = day === "sat" || day === "sun";
  if (hour < 12 && weekend) return 0.55;
  if (hour < 15) return day === "fri" ? 0.3 : 0.2;
  const dinner = { fri: 0.65, sat: 0.75, sun: 0.4 }[day as "fri" | "sat" | "sun"] ?? 0.3;
  return dinner * (hour >= 18 && hour < 20 ? 1.25 : hour >= 20 ? 0.6 : 0.8);
}

function planReservations(slug: string, calendar: BusinessCalendar, tables: StoredBookable, guests: readonly Guest[], today: string, now: Date): Reservation[] {
  const out: Reservation[] = [];
  const lead = [0, 0, 1, 1, 1, 2, 3, 4, 5, 7, 10];
  // A restaurant has its regulars: a third of the tables are people who have reserved before.
  const next = guestPicker(guests, 1 / 3);
  for (let offset = -PAST_DAYS; offset <= AHEAD_DAYS; offset++) {
    const date = addDays(today, offset);
    for (const startsAt of sessionsOn(tables, date, calendar)) {
      const r = seeded(`${slug}:${tables.key}:${startsAt.toISOString()}`);
      const target = tables.capacity * tableDemand(date, clockOf(startsAt)) * aheadFactor(offset) * r.range(0.5, 1.1);
      let taken = 0;
      for (;;) {
        const size = Math.min(tables.maxParty, Math.max(tables.minParty, weighted(r, [1, 2, 3, 4, 5, 6, 7, 8], [0.6, 9, 3, 5, 1.5, 1.5, 0.4, 0.4])));
        if (taken + size > target || taken + size > tables.capacity) break;
        taken += size;
        const booked = bookedAt(r, startsAt, now, lead);
        const cancelled = r.chance(0.04) && Math.min(startsAt.getTime(), now.getTime()) - booked.getTime() > 2 * HOUR;
        out.push({
          bookable: tables,
          startsAt,
          partySize: size,
          guest: next(r, date),
          bookedAt: booked,
          kind: cancelled ? "cancelled" : "confirmed",
          changedAt: cancelled ? new Date(booked.getTime() + r.range(0.3, 0.9) * (Math.min(startsAt.getTime(), now.getTime()) - booked.getTime())) : undefined,
          note: r.chance(0.14) ? r.pick(REQUESTS) : undefined,
        });
      }
    }
  }
  return out;
}

/* ------------------------------------------------------------------ */
/* Gift cards                                                          */
/* ------------------------------------------------------------------ */

interface GiftSale {
  guest: Guest;
  recipient: Guest;
  label: string | null;
  lines: PaymentLine[];
  message: string | null;
  boughtAt: Date;
}

const GIFT_MESSAGES = [
  "Happy birthday! Dinner's on us this time.",
  "Thank you for feeding the cat all summer.",
  "Congratulations on the new job!",
  "For date night. You two deserve it.",
  "Happy anniversary, love Mom and Dad",
  null,
  null,
];

/** A few gift cards sold over the last three weeks, each priced by the site's own gift card form (its amounts, or another amount within its limits). */
function planGifts(slug: string, config: Extract<QuoteConfig, { kind: "giftCard" }>, guests: readonly Guest[], today: string, now: Date): GiftSale[] {
  const r = seeded(`${slug}:gift-cards`);
  const recipients = guestPool(seeded(`${slug}:gift-recipients`), 8);
  const count = r.int(4, 6);
  const sales: GiftSale[] = [];
  for (let i = 0; i < count; i++) {
    const day = addDays(today, -r.int(1, PAST_DAYS));
    const boughtAt = new Date(Math.min(wallClockOn(day, clockAt(r.int(8 * 60, 22 * 60)), SITE_TIME_ZONE).getTime(), now.getTime() - HOUR));
    const other = config.custom && r.chance(0.25) ? Math.max(config.custom.minCents, Math.min(config.custom.maxCents, r.pick([4000, 6000, 7500]))) : null;
    const option = r.pick(config.options);
    const priced = quote(config, other ? { card: OTHER_AMOUNT, other_amount: String(other / 100) } : { card: option.label });
    if (!priced.ok) continue;
    sales.push({
      guest: r.pick(guests),
      recipient: recipients[i]!,
      label: other ? null : (option.name ?? null),
      lines: priced.lines,
      message: r.pick(GIFT_MESSAGES),
      boughtAt,
    });
  }
  return sales;
}

function giftPayment(siteId: SiteId, g: GiftSale, contactId: string, pagePath: string, successPath: string | undefined, reference: string, r: Random) {
  return paymentRow(siteId, {
    purpose: "gift_card",
    contactId,
    lines: g.lines,
    details: { recipient: g.recipient.email },
    pagePath,
    successPath,
    reference,
    createdAt: g.boughtAt,
    r,
    outcome: "paid",
  });
}

/* ------------------------------------------------------------------ */
/* The restaurant's orders for pickup                                  */
/* ------------------------------------------------------------------ */

export interface PickupOrder {
  /** Its day and place in the day's draw: what seeds its reference and payment. */
  key: string;
  guest: Guest;
  pickupAt: Date;
  orderedAt: Date;
  /** The cart's lines, as the order form's quote priced them. */
  lines: PaymentLine[];
  note: string | null;
  /** Minutes before its pickup the kitchen started it and had it ready, and after it (or before, when early) the customer came: drawn once, so the board's steps are the same whenever the demo loads that day. */
  startLead: number;
  readyLead: number;
  collectLag: number;
}

/** Orders on an ordinary day, by weekday (a day drawn from three quarters of it to a seventh more: five to fifteen): Friday and Saturday busiest, Sunday's pickups starting after brunch. A day the kitchen has no pickup hours has none. */
const ORDERS_A_DAY: Record<string, number> = { mon: 6, tue: 6, wed: 6, thu: 8, fri: 12, sat: 13, sun: 10 };

/** How sought a pickup time is: lunch, then a quiet afternoon, then the dinner hour most of all. */
function pickupDemand(clock: string): number {
  const t = Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
  if (t < 11 * 60 + 45) return 0.5;
  if (t < 13 * 60 + 30) return 1;
  if (t < 16 * 60 + 30) return 0.25;
  if (t < 17 * 60) return 0.7;
  if (t < 19 * 60 + 15) return 2;
  if (t < 20 * 60) return 0.9;
  return 0.35;
}

const KITCHEN_NOTES = [
  "No onions, please.",
  "Dressing on the side, please.",
  "Parked in the Coach Street lot, a blue Subaru. Could you bring it out to the back door?",
  "Cutlery and napkins, please.",
  "A nut allergy in the family: please keep nuts off everything.",
  "Please pack the hot and the cold separately.",
  "My dad, Walt, is collecting it.",
  "Running a few minutes late, sorry!",
];

/**
 * The orders for pickup from three weeks ago to the days the order form
 * offers ahead (its daysAhead), each at a pickup time the block's own rules
 * give that day (pickup-times.ts: its pickup hours, every quarter hour until
 * the last order), never more in a quarter hour than the kitchen takes, and
 * ordered when the form would have offered that time (pickupDaysFor at the
 * moment of ordering). Drawn for every day in full, then only those ordered
 * by now are kept: the coming hours hold the orders already placed.
 */
function planOrders(
  slug: string,
  site: Site,
  props: OrderBlock,
  sections: readonly MenuSection[],
  guests: readonly Guest[],
  today: string,
  now: Date,
): PickupOrder[] {
  const rules = pickupRules(props);
  const capacity = props.pickup.ordersPer15Minutes;
  const menu = takeoutMenu(sections);
  if (!menu.mains.length) return [];
  // Takeout has its regulars: three in ten orders are from someone who has ordered before (and many a takeout customer has reserved a table).
  const next = guestPicker(guests, 0.3);
  const out: PickupOrder[] = [];
  for (let offset = -PAST_DAYS; offset < rules.days; offset++) {
    const date = addDays(today, offset);
    const times = pickupTimesOn(pickupSpansOn(site, props, date), rules, date, SITE_TIME_ZONE);
    if (!times.length) continue;
    const r = seeded(`${slug}:orders:${date}`);
    const count = Math.round((ORDERS_A_DAY[weekdayOf(date)] ?? 6) * r.range(0.75, 1.15));
    const taken = new Map<number, number>();
    for (let n = 0; n < count; n++) {
      const open = times.filter((t) => (taken.get(t.getTime()) ?? 0) < capacity);
      if (!open.length) break;
      const pickupAt = weighted(
        r,
        open,
        open.map((t) => pickupDemand(clockOf(t))),
      );
      taken.set(pickupAt.getTime(), (taken.get(pickupAt.getTime()) ?? 0) + 1);
      const cart = cartFor(r, menu);
      const priced = quote(pickupOrderQuote(orderableItems(sections), cart), {});
      if (!priced.ok) throw new Error(`the demo's order does not price: ${Object.values(priced.errors).join(" ")}`);
      const order: PickupOrder = {
        key: `${date}#${n}`,
        guest: next(r, date),
        pickupAt,
        orderedAt: orderedAt(r, site, props, date, pickupAt),
        lines: priced.lines,
        note: r.chance(0.12) ? r.pick(KITCHEN_NOTES) : null,
        startLead: r.int(20, 32),
        readyLead: r.int(3, 12),
        collectLag: r.int(-3, 15),
      };
      // Placed (and paid: the test provider's checkout takes up to seven minutes) before now.
      if (order.orderedAt.getTime() <= now.getTime() - 8 * MINUTE) out.push(order);
    }
  }
  return out;
}

/**
 * When an order was placed: most within the hour or so before its pickup, some
 * that morning, some the day before; always when the order form would have
 * offered its pickup time (no sooner than the kitchen's lead time, within the
 * days it offers ahead). A time it would not have offered then was ordered
 * nearer the pickup.
 */
function orderedAt(r: Random, site: Site, props: OrderBlock, date: string, pickupAt: Date): Date {
  const lead = props.pickup.leadMinutes;
  const roll = r.next();
  const at =
    roll < 0.58
      ? pickupAt.getTime() - r.int(lead + 3, lead + 50) * MINUTE
      : roll < 0.85
        ? Math.max(pickupAt.getTime() - r.int(lead + 50, 300) * MINUTE, wallClockOn(date, clockAt(r.int(8 * 60 + 30, 10 * 60)), SITE_TIME_ZONE).getTime())
        : wallClockOn(addDays(date, -1), clockAt(r.int(9 * 60, 21 * 60 + 45)), SITE_TIME_ZONE).getTime();
  const placed = new Date(at + r.int(0, 59) * 1000);
  // Ordered on the day whose pickup times hold it, the lead time or more before it: that is the form's first day then, with that time (pickup-times.ts pickupDays).
  // Any other is asked of the form's own rule (asking it of every order would be most of the demo's past's time).
  const sameDay = dateIn(placed, SITE_TIME_ZONE) === date && pickupAt.getTime() - placed.getTime() >= lead * MINUTE;
  const offered = sameDay || pickupDaysFor(site, props, placed).some((day) => day.times.some((t) => t.getTime() === pickupAt.getTime()));
  return offered ? placed : new Date(pickupAt.getTime() - (lead + r.int(5, 25)) * MINUTE - r.int(0, 59) * 1000);
}

interface TakeoutMenu {
  mains: MenuItem[];
  salads: MenuItem[];
  starters: MenuItem[];
  sides: MenuItem[];
  desserts: MenuItem[];
}

/** The order block's menu by what a party orders from it, by its sections' names; only items that can be ordered now (orderableItems). Without a section of mains, the largest section is. */
function takeoutMenu(offered: readonly MenuSection[]): TakeoutMenu {
  const orderable = new Set(orderableItems(offered).map((item) => item.key));
  const sections = offered.map((s) => ({ name: s.name, items: s.items.filter((item) => orderable.has(itemKey(item))) })).filter((s) => s.items.length);
  const of = (pattern: RegExp) => sections.filter((s) => pattern.test(s.name)).flatMap((s) => s.items);
  const mains = of(/main|entr[eé]e|plate|burger|sandwich|pizza|bowl/i);
  const largest = [...sections].sort((a, b) => b.items.length - a.items.length)[0]?.items ?? [];
  return {
    mains: mains.length ? mains : largest,
    salads: of(/salad/i),
    starters: of(/start|appeti|small|shar|snack/i),
    sides: of(/side/i),
    desserts: of(/dessert|sweet|pie|cake/i),
  };
}

/** The choices made for an item: in a choose-one group most take the first (what the form starts with), in an add-on group now and then one or two. */
function choicesFor(r: Random, item: MenuItem): number[][] {
  return item.optionGroups.map((group) => {
    const indices = group.choices.map((_, i) => i);
    if (group.choose === "one")
      return [
        weighted(
          r,
          indices,
          indices.map((i) => (i === 0 ? 3 : 1 / i)),
        ),
      ];
    return indices.filter(() => r.chance(0.18)).slice(0, group.max ?? indices.length);
  });
}

/** A party's order: a main (or a salad) each, often a starter to share, sometimes a side, a dessert or two. */
function cartFor(r: Random, menu: TakeoutMenu): CartLine[] {
  const people = weighted(r, [1, 2, 3, 4, 5, 6], [3, 4.5, 1.5, 1.5, 0.5, 0.3]);
  let cart: CartLine[] = [];
  const add = (items: readonly MenuItem[], quantity = 1) => {
    const item = weighted(
      r,
      items,
      items.map((i) => (i.favourite || i.labels.includes("house favourite") ? 2 : 1)),
    );
    cart = addToCart(cart, { item: itemKey(item), choices: choicesFor(r, item), quantity });
  };
  for (let p = 0; p < people; p++) add(menu.salads.length && r.chance(0.2) ? menu.salads : menu.mains);
  if (menu.starters.length && r.chance(0.2 + 0.1 * people)) add(menu.starters, people >= 4 && r.chance(0.4) ? 2 : 1);
  if (menu.sides.length && r.chance(0.2)) add(menu.sides);
  if (menu.desserts.length && r.chance(0.3)) add(menu.desserts, Math.min(people, r.int(1, 2)));
  return cart;
}

function orderPayment(siteId: SiteId, o: PickupOrder, contactId: string, page: { path: string; block: { props: OrderBlock } }, reference: string, r: Random) {
  return paymentRow(siteId, {
    purpose: "pickup_order",
    contactId,
    lines: o.lines,
    details: pickupOrderDetails(page.block.props, o.pickupAt, o.note, SITE_TIME_ZONE),
    pagePath: page.path,
    successPath: page.block.props.successPath,
    reference,
    createdAt: o.orderedAt,
    r,
    outcome: "paid",
  });
}

/**
 * Where an order is on the board at `now`, and since when: new once paid,
 * then preparing, ready and collected as the kitchen moved it (each step
 * after the one before, as advanceKitchenOrder allows). Every past day's is
 * collected; today's are where a kitchen would have them at this hour.
 */
function boardStepAt(o: PickupOrder, paidAt: Date, now: Date): { status: BoardStep; at: Date } {
  const pickup = o.pickupAt.getTime();
  const preparing = Math.max(paidAt.getTime() + 2 * MINUTE, pickup - o.startLead * MINUTE);
  const ready = Math.max(preparing + 8 * MINUTE, pickup - o.readyLead * MINUTE);
  const collected = Math.max(ready + 2 * MINUTE, pickup + o.collectLag * MINUTE);
  const t = now.getTime();
  if (collected <= t) return { status: "collected", at: new Date(collected) };
  if (ready <= t) return { status: "ready", at: new Date(ready) };
  if (preparing <= t) return { status: "preparing", at: new Date(preparing) };
  return { status: "new", at: paidAt };
}

/* ------------------------------------------------------------------ */
/* Writing                                                             */
/* ------------------------------------------------------------------ */

/** The first page of the seed with a block of this type, its props as stored (defaults filled in). */
function blockOf<T extends "booking" | "reservation" | "giftCard">(seed: SiteSeed, type: T): { path: string; block: Extract<Block, { type: T }> } | null {
  for (const page of seed.pages) {
    const found = page.blocks.find((b) => b.type === type);
    if (found) return { path: page.path, block: { type, props: blockPropSchemas[type].parse(found.props) } as Extract<Block, { type: T }> };
  }
  return null;
}

/** The site's order page and its order block as stored, as the checkout reads them (the menu's pictures placed, its defaults filled in), or null. */
async function storedOrderBlock(site: Site): Promise<{ path: string; block: Extract<Block, { type: "orderOnline" }>; sections: MenuSection[] } | null> {
  const [path] = await pagesWithBlock(site.id, "orderOnline");
  const page = path === undefined ? null : await getPage(site.id, path);
  const block = page?.blocks.find((b): b is Extract<Block, { type: "orderOnline" }> => b.type === "orderOnline");
  return page && block ? { path: page.path, block, sections: await orderMenu(site.id, block.props) } : null;
}

/** Each guest once, through the contacts service (as every checkout and reservation makes them). */
async function contactsOf(tx: Transaction, siteId: SiteId, guests: readonly Guest[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const guest of guests) if (!ids.has(guest.email)) ids.set(guest.email, (await upsertContact(tx, siteId, guest)).id);
  return ids;
}

/** The pickup slots of the orders' times, made as lockSlot makes them (one row per site and quarter hour): their ids by time. */
async function pickupSlotsFor(tx: Transaction, siteId: SiteId, times: readonly Date[]): Promise<Map<number, string>> {
  const wanted = [...new Map(times.map((t) => [t.getTime(), t])).values()];
  if (!wanted.length) return new Map();
  await inChunks(wanted, (chunk) =>
    tx
      .insert(schema.pickupSlots)
      .values(chunk.map((startsAt) => ({ siteId, startsAt })))
      .onConflictDoNothing(),
  );
  const stored = await tx
    .select({ id: schema.pickupSlots.id, startsAt: schema.pickupSlots.startsAt })
    .from(schema.pickupSlots)
    .where(and(eq(schema.pickupSlots.siteId, siteId), inArray(schema.pickupSlots.startsAt, wanted)));
  return new Map(stored.map((s) => [s.startsAt.getTime(), s.id]));
}

/** Rows written 500 to a statement, one statement after another: one insert of thousands of rows would pass PostgreSQL's 65,535 parameters. */
async function inChunks<T>(rows: readonly T[], write: (chunk: T[]) => PromiseLike<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await write(rows.slice(i, i + 500));
}

const sessionKey = (bookableId: string, startsAt: Date) => `${bookableId}@${startsAt.getTime()}`;

/** The sessions the parties are in, made as lockSession makes them (one row per bookable and time, the bookable's capacity), with what each holds. */
async function sessionsFor(tx: Transaction, siteId: SiteId, parties: ReadonlyArray<{ bookable: StoredBookable; startsAt: Date }>) {
  const wanted = new Map(
    parties.map((p) => [sessionKey(p.bookable.id, p.startsAt), { siteId, bookableId: p.bookable.id, startsAt: p.startsAt, capacity: p.bookable.capacity }]),
  );
  const rows = [...wanted.values()];
  await inChunks(rows, (chunk) => tx.insert(schema.bookingSessions).values(chunk).onConflictDoNothing());
  const times = rows.map((r) => r.startsAt.getTime());
  const stored = rows.length
    ? await tx
        .select({
          id: schema.bookingSessions.id,
          bookableId: schema.bookingSessions.bookableId,
          startsAt: schema.bookingSessions.startsAt,
          capacity: schema.bookingSessions.capacity,
        })
        .from(schema.bookingSessions)
        .where(
          and(
            eq(schema.bookingSessions.siteId, siteId),
            inArray(schema.bookingSessions.bookableId, [...new Set(rows.map((r) => r.bookableId))]),
            gte(schema.bookingSessions.startsAt, new Date(Math.min(...times))),
            lte(schema.bookingSessions.startsAt, new Date(Math.max(...times))),
          ),
        )
    : [];
  return new Map(stored.map((s) => [sessionKey(s.bookableId, s.startsAt), s]));
}

/** The parties each session can hold, in the order they booked: a session never holds more places than its capacity. */
function fitting<P extends { bookable: StoredBookable; startsAt: Date; partySize: number; bookedAt: Date }>(
  parties: readonly P[],
  sessions: Map<string, { capacity: number }>,
): Set<P> {
  const taken = new Map<string, number>();
  const fits = new Set<P>();
  for (const p of [...parties].sort((a, b) => a.bookedAt.getTime() - b.bookedAt.getTime())) {
    const key = sessionKey(p.bookable.id, p.startsAt);
    const held = taken.get(key) ?? 0;
    if (held + p.partySize > (sessions.get(key)?.capacity ?? 0)) continue;
    taken.set(key, held + p.partySize);
    fits.add(p);
  }
  return fits;
}
