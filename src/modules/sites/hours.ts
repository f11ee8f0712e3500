import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { closedAt } from "@/lib/calendar";
import { now } from "@/lib/clock";
import { dayHoursWords } from "@/lib/format";
import { isKnownTimeZone, zonePlace } from "@/lib/time-zones";
import { AppError } from "@/lib/errors";
import { addDays, dateIn, isCalendarDate, wallClockOn } from "@/lib/time";
import { tags } from "@/server/cache/tags";
import { db, schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import { audited } from "@/modules/audit/service";
import { authorize, type Actor } from "@/modules/auth/access";
import { cancelReservationAsOwner } from "@/modules/bookings/admin";
import { cancelBookingAsOwner, refundAsOwner } from "@/modules/inbox/service";
import { calendarOf } from "./calendar";
import type { SiteId } from "./queries";
import { settingsSchema, type SiteSettings } from "./schema";
import { weekFromGrid, weekGridSchema, type WeekGrid } from "./week";

/**
 * The owner's calendar: the usual week, yearly seasons and special days,
 * each saved on its own (a closure added from a phone does not resend the
 * whole settings form), and what a change leaves stranded: the bookings,
 * reservations and orders already taken for hours that are now closed.
 */

type CalendarPart = Pick<SiteSettings, "hours" | "seasons" | "specialDays" | "timeZone">;

/** Reads the settings under a lock, changes the calendar's part, checks the whole against the schema and saves it. */
async function editCalendar(siteId: SiteId, change: (calendar: CalendarPart) => Partial<CalendarPart>): Promise<void> {
  await write([tags.sites, tags.site(siteId)], async (tx) => {
    const [row] = await tx.select({ settings: schema.sites.settings }).from(schema.sites).where(eq(schema.sites.id, siteId)).for("update");
    if (!row) throw new AppError("not_found", "No such site.");
    const current = {
      timeZone: calendarOf(row).timeZone,
      hours: row.settings.hours ?? [],
      seasons: row.settings.seasons ?? [],
      specialDays: row.settings.specialDays ?? [],
    };
    const settings = settingsSchema.parse({ ...row.settings, ...current, ...change(current) });
    await tx
      .update(schema.sites)
      .set({ settings, updatedAt: sql`now()` })
      .where(eq(schema.sites.id, siteId));
  });
}

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time such as 09:00");
const optionalTime = z.union([z.literal(""), time]);

export { weekFromGrid, weekGridSchema, type WeekGrid } from "./week";

export async function saveWeek(actor: Actor | null, siteSlug: string, grid: WeekGrid): Promise<string> {
  const { site, actor: who } = await authorize(actor, siteSlug, "site");
  const hours = weekFromGrid(grid);
  await audited(who, site, { action: "site.hours", entity: "site", entityId: site.id, summary: "Saved the usual week's hours" }, () =>
    editCalendar(site.id, () => ({ hours })),
  );
  return "Saved the usual week. The site and its forms follow it now.";
}

export const timeZoneInputSchema = z.string().trim().refine(isKnownTimeZone, "Choose a time zone from the list");

/**
 * The zone every time of the site is computed and shown in. What was booked
 * keeps its instant: a table for 6 pm in New York reads 3 pm once the site
 * is in Los Angeles, which is why the page warns before it is changed.
 */
export async function saveTimeZone(actor: Actor | null, siteSlug: string, zone: string): Promise<string> {
  const { site, actor: who } = await authorize(actor, siteSlug, "site");
  const timeZone = timeZoneInputSchema.parse(zone);
  const before = calendarOf(site).timeZone;
  if (before === timeZone) return `The site is already in ${zonePlace(timeZone)} time.`;
  await audited(who, site, { action: "site.time-zone", entity: "site", entityId: site.id, summary: `Time zone ${before} -> ${timeZone}` }, () =>
    editCalendar(site.id, () => ({ timeZone })),
  );
  return `The site's times are in ${zonePlace(timeZone)} time now. Bookings already taken keep their moment.`;
}

export const specialDayInputSchema = z
  .object({
    name: z.string().trim().min(1, "Give the day a name visitors will read, such as Christmas Day").max(80),
    from: z.string().refine(isCalendarDate, "Choose the day"),
    to: z.union([z.literal(""), z.string().refine(isCalendarDate, "Choose the last day, or leave it empty")]).optional(),
    closed: z.boolean(),
    opens: optionalTime.optional(),
    closes: optionalTime.optional(),
    note: z.string().trim().max(200).optional(),
    byPhone: z.boolean().optional(),
  })
  .refine((d) => !d.to || d.to >= d.from, { message: "The last day must be on or after the first", path: ["to"] })
  .refine((d) => d.closed || (d.opens && d.closes), { message: "Give the hours that day, or mark it closed", path: ["opens"] });
export type SpecialDayInput = z.input<typeof specialDayInputSchema>;

export async function addSpecialDay(actor: Actor | null, siteSlug: string, input: SpecialDayInput): Promise<string> {
  const { site, actor: who } = await authorize(actor, siteSlug, "site");
  const day = specialDayInputSchema.parse(input);
  const entry = {
    name: day.name,
    from: day.from,
    ...(day.to && day.to !== day.from && { to: day.to }),
    hours: day.closed ? [] : [{ opens: day.opens!, closes: day.closes! }],
    ...(day.note && { note: day.note }),
    ...(!day.closed && day.byPhone && { online: false }),
  };
  await audited(
    who,
    site,
    {
      action: "site.special-day",
      entity: "site",
      entityId: site.id,
      summary: `Set ${day.name} (${day.from}${entry.to ? ` to ${entry.to}` : ""}): ${day.closed ? "closed" : `${day.opens}-${day.closes}`}`,
    },
    () =>
      editCalendar(site.id, (calendar) => ({
        // A day already set is replaced: the owner changes their mind about the same date.
        specialDays: [...calendar.specialDays.filter((s) => s.from !== entry.from), entry].sort((a, b) => a.from.localeCompare(b.from)),
      })),
  );
  return `${day.closed ? "Closed" : "Changed the hours"} on ${day.name}. The site and its forms follow it now.`;
}

export async function removeSpecialDay(actor: Actor | null, siteSlug: string, from: string): Promise<string> {
  const { site, actor: who } = await authorize(actor, siteSlug, "site");
  if (!isCalendarDate(from)) throw new AppError("bad_input", "No such special day.");
  await audited(who, site, { action: "site.special-day.remove", entity: "site", entityId: site.id, summary: `Removed the special day of ${from}` }, () =>
    editCalendar(site.id, (calendar) => {
      if (!calendar.specialDays.some((s) => s.from === from)) throw new AppError("not_found", "That special day is not on the calendar any more.");
      return { specialDays: calendar.specialDays.filter((s) => s.from !== from) };
    }),
  );
  return "Removed. The usual hours apply that day again.";
}

export const seasonInputSchema = z.object({
  name: z.string().trim().min(1, "Give the season a name, such as Winter hours").max(80),
  from: z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "Choose the first day"),
  to: z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "Choose the last day"),
  week: weekGridSchema,
});

export async function addSeason(actor: Actor | null, siteSlug: string, input: z.input<typeof seasonInputSchema>): Promise<string> {
  const { site, actor: who } = await authorize(actor, siteSlug, "site");
  const season = seasonInputSchema.parse(input);
  const entry = { name: season.name, from: season.from, to: season.to, hours: weekFromGrid(season.week) };
  await audited(
    who,
    site,
    { action: "site.season", entity: "site", entityId: site.id, summary: `Set the season ${season.name} (${season.from} to ${season.to})` },
    () => editCalendar(site.id, (calendar) => ({ seasons: [...calendar.seasons.filter((s) => s.name !== entry.name), entry] })),
  );
  return `Saved ${season.name}. It applies every year from now on.`;
}

export async function removeSeason(actor: Actor | null, siteSlug: string, name: string): Promise<string> {
  const { site, actor: who } = await authorize(actor, siteSlug, "site");
  await audited(who, site, { action: "site.season.remove", entity: "site", entityId: site.id, summary: `Removed the season ${name}` }, () =>
    editCalendar(site.id, (calendar) => {
      if (!calendar.seasons.some((s) => s.name === name)) throw new AppError("not_found", "That season is not on the calendar any more.");
      return { seasons: calendar.seasons.filter((s) => s.name !== name) };
    }),
  );
  return `Removed ${name}.`;
}

export interface Stranded {
  kind: "reservation" | "booking" | "order";
  id: string;
  reference: string;
  at: Date;
  who: string;
  partySize: number | null;
  paid: boolean;
  /** The payment of a paid booking or order, refunded when it is cancelled. */
  paymentId: string | null;
  /** Where the owner handles it. */
  href: string;
}

/**
 * What was taken for a time the calendar now has closed, from today on: table
 * reservations, bookings (paid or by phone) and pickup orders not yet
 * collected. Nothing is cancelled here; the owner decides.
 */
export async function strandedCommitments(site: { id: SiteId; slug: string; settings: SiteSettings }, today: string, days = 400): Promise<Stranded[]> {
  const calendar = calendarOf(site);
  const from = wallClockOn(today, "00:00", calendar.timeZone);
  const until = wallClockOn(addDays(today, days), "00:00", calendar.timeZone);
  const closed = (at: Date) => closedAt(calendar, at) !== null;
  const b = schema.bookings;
  const s = schema.bookingSessions;
  const bookings = await db()
    .select({
      id: b.id,
      reference: sql<string>`coalesce(${b.reference}, ${schema.payments.reference})`,
      table: sql<boolean>`${schema.bookables.definition}->>'kind' = 'table'`,
      at: s.startsAt,
      name: schema.contacts.name,
      email: schema.contacts.email,
      partySize: b.partySize,
      paymentId: b.paymentId,
    })
    .from(b)
    .innerJoin(s, and(eq(s.siteId, b.siteId), eq(s.id, b.sessionId)))
    .innerJoin(schema.bookables, and(eq(schema.bookables.siteId, s.siteId), eq(schema.bookables.id, s.bookableId)))
    .innerJoin(schema.contacts, and(eq(schema.contacts.siteId, b.siteId), eq(schema.contacts.id, b.contactId)))
    .leftJoin(schema.payments, and(eq(schema.payments.siteId, b.siteId), eq(schema.payments.id, b.paymentId)))
    .where(and(eq(b.siteId, site.id), eq(b.status, "confirmed"), gte(s.startsAt, from), lt(s.startsAt, until)));
  const k = schema.kitchenOrders;
  const orders = await db()
    .select({
      id: k.id,
      reference: schema.payments.reference,
      paymentId: k.paymentId,
      at: schema.pickupSlots.startsAt,
      name: schema.contacts.name,
      email: schema.contacts.email,
    })
    .from(k)
    .innerJoin(schema.pickupSlots, and(eq(schema.pickupSlots.siteId, k.siteId), eq(schema.pickupSlots.id, k.slotId)))
    .innerJoin(schema.payments, and(eq(schema.payments.siteId, k.siteId), eq(schema.payments.id, k.paymentId)))
    .innerJoin(schema.contacts, and(eq(schema.contacts.siteId, k.siteId), eq(schema.contacts.id, k.contactId)))
    .where(
      and(
        eq(k.siteId, site.id),
        inArray(k.status, ["new", "preparing", "ready"]),
        eq(schema.payments.status, "paid"),
        gte(schema.pickupSlots.startsAt, from),
        lt(schema.pickupSlots.startsAt, until),
      ),
    );
  const base = `/admin/sites/${site.slug}`;
  return [
    ...bookings
      .filter((r) => closed(r.at))
      .map((r) => ({
        kind: r.table ? ("reservation" as const) : ("booking" as const),
        id: r.id,
        reference: r.reference,
        at: r.at,
        who: r.name ?? r.email,
        partySize: r.partySize,
        paid: r.paymentId !== null,
        paymentId: r.paymentId,
        href: r.table ? `${base}/reservations?date=${dateIn(r.at, calendar.timeZone)}` : `${base}/bookings`,
      })),
    ...orders
      .filter((o) => closed(o.at))
      .map((o) => ({
        kind: "order" as const,
        id: o.id,
        reference: o.reference,
        at: o.at,
        who: o.name ?? o.email,
        partySize: null,
        paid: true,
        paymentId: o.paymentId,
        href: `${base}/orders`,
      })),
  ].sort((x, y) => x.at.getTime() - y.at.getTime());
}

/**
 * Cancels everything taken for a time now closed: each table reservation and
 * booking by phone is cancelled, each paid booking and pickup order refunded
 * in full (the refund cancels it); every guest and customer is emailed, each
 * step audited as if done on its own page. Answers how many of each.
 */
export async function cancelStrandedAsOwner(actor: Actor | null, siteSlug: string): Promise<{ cancelled: number; refunded: number }> {
  const { site } = await authorize(actor, siteSlug, "site");
  const calendar = calendarOf(site);
  const stranded = await strandedCommitments(site, dateIn(now(), calendar.timeZone));
  for (const c of stranded) {
    if (c.kind === "reservation") await cancelReservationAsOwner(actor, siteSlug, c.id);
    else if (c.kind === "booking") await cancelBookingAsOwner(actor, siteSlug, c.id);
    else await refundAsOwner(actor, siteSlug, c.paymentId!, { reason: `Closed at the pickup time. ${dayHoursWords(closedAt(calendar, c.at)!)}` });
  }
  return { cancelled: stranded.length, refunded: stranded.filter((c) => c.paid).length };
}
