import { and, asc, eq, gte, inArray, or, sql } from "drizzle-orm";
import { dateIn, wallClockOn } from "@/lib/time";
import { db, schema } from "@/server/db/client";
import type { PickupDay } from "@/lib/pickup-times";
import { siteCalendar, type Site, type SiteId } from "@/modules/sites/queries";
import { siteMenu } from "@/modules/menus/queries";
import { takeoutSections, type MenuSection } from "@/modules/menus/schema";
import { pickupDaysFor, type OrderBlock } from "./menu";
import { activeOrder } from "./service";
import { now as clockNow } from "@/lib/clock";

const o = schema.kitchenOrders;
const slotOfOrder = and(eq(schema.pickupSlots.siteId, o.siteId), eq(schema.pickupSlots.id, o.slotId));

/** How many orders each pickup time already has: read live, as every order changes it. */
export async function pickupLoad(siteId: SiteId, times: readonly Date[]): Promise<Map<number, number>> {
  if (!times.length) return new Map();
  const rows = await db()
    .select({ startsAt: schema.pickupSlots.startsAt, taken: sql<number>`count(${o.id}) filter (where ${activeOrder()})::int` })
    .from(schema.pickupSlots)
    .leftJoin(o, and(eq(o.siteId, schema.pickupSlots.siteId), eq(o.slotId, schema.pickupSlots.id)))
    .where(and(eq(schema.pickupSlots.siteId, siteId), inArray(schema.pickupSlots.startsAt, [...times])))
    .groupBy(schema.pickupSlots.id);
  return new Map(rows.map((r) => [r.startsAt.getTime(), r.taken]));
}

/** The order a payment paid for, for the payer's result view: when to collect it and how far along it is. */
export async function kitchenOrderOfPayment(siteId: SiteId, paymentId: string) {
  const [row] = await db()
    .select({ status: o.status, note: o.note, pickupAt: schema.pickupSlots.startsAt })
    .from(o)
    .innerJoin(schema.pickupSlots, slotOfOrder)
    .where(and(eq(o.siteId, siteId), eq(o.paymentId, paymentId)));
  return row ?? null;
}

/**
 * The order board: paid orders for pickup from today on, and any from before
 * that were never collected, earliest pickup first, with what was ordered
 * (the payment's lines) and who to call.
 */
export async function boardOrders(siteId: SiteId, now = clockNow()) {
  const { timeZone } = await siteCalendar(siteId);
  const today = wallClockOn(dateIn(now, timeZone), "00:00", timeZone);
  return db()
    .select({
      id: o.id,
      status: o.status,
      note: o.note,
      statusAt: o.statusAt,
      pickupAt: schema.pickupSlots.startsAt,
      reference: schema.payments.reference,
      lines: schema.payments.lines,
      amountCents: schema.payments.amountCents,
      paymentId: schema.payments.id,
      name: schema.contacts.name,
      email: schema.contacts.email,
      phone: schema.contacts.phone,
    })
    .from(o)
    .innerJoin(schema.pickupSlots, slotOfOrder)
    .innerJoin(schema.payments, and(eq(schema.payments.siteId, o.siteId), eq(schema.payments.id, o.paymentId)))
    .innerJoin(schema.contacts, and(eq(schema.contacts.siteId, o.siteId), eq(schema.contacts.id, o.contactId)))
    .where(
      and(
        eq(o.siteId, siteId),
        or(
          and(inArray(o.status, ["new", "preparing", "ready", "collected"]), gte(schema.pickupSlots.startsAt, today)),
          inArray(o.status, ["new", "preparing", "ready"]),
        ),
      ),
    )
    .orderBy(asc(schema.pickupSlots.startsAt), asc(o.createdAt));
}

export type BoardOrder = Awaited<ReturnType<typeof boardOrders>>[number];

/** The pickup days still offered, each with only its times the kitchen has room in (a full quarter hour is left out); days with none are left out. */
export async function openPickupDays(site: Pick<Site, "id" | "settings">, props: OrderBlock, now = clockNow()): Promise<PickupDay[]> {
  const days = pickupDaysFor(site, props, now);
  const load = await pickupLoad(
    site.id,
    days.flatMap((day) => day.times),
  );
  return days
    .map((day) => ({ date: day.date, times: day.times.filter((t) => (load.get(t.getTime()) ?? 0) < props.pickup.ordersPer15Minutes) }))
    .filter((day) => day.times.length > 0);
}

/** What the order block offers: the site menu's sections it names, with only the dishes taken for pickup. */
export async function orderMenu(siteId: SiteId, props: Pick<OrderBlock, "sections">): Promise<MenuSection[]> {
  return takeoutSections(await siteMenu(siteId), props.sections);
}
