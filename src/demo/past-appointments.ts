import { sql } from "drizzle-orm";
import { addDays, dateIn, wallClockOn } from "@/lib/time";
import { db, schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import { newReference } from "@/server/reference";
import { upsertContact } from "@/modules/contacts/service";
import { appointmentBook } from "@/modules/appointments/queries";
import { blockedRange, openTimesOn, type Busy } from "@/modules/appointments/slots";
import { siteCalendar, type SiteId } from "@/modules/sites/queries";
import type { SiteSeed } from "@/modules/templates/seed";
import { seeded } from "./images/generated/random";
import { guestPool } from "./past-trade";

const DAYS_BACK = 14;
const DAYS_AHEAD = 14;

/**
 * A fortnight of appointments behind the load day and one ahead, for every
 * demo business that takes them: each drawn only from the times the slots
 * would have offered then (so never on a closed day, never two at once for
 * one person), fuller in the past and nearer days, a few cancelled, a few
 * who did not come. Seeded by site and day: the same on every machine.
 * A site that has any appointment already is left alone.
 */
export async function loadPastAppointments(siteId: SiteId, seed: SiteSeed, now: number): Promise<number> {
  if (!seed.appointments) return 0;
  const { rows } = await db().execute<{ any: boolean }>(sql`select exists(select 1 from appointments where site_id = ${siteId}) as any`);
  if (rows[0]?.any) return 0;
  const [book, calendar] = await Promise.all([appointmentBook(siteId), siteCalendar(siteId)]);
  const guests = guestPool(seeded(`${seed.slug}:appointment-guests`), 300);
  const today = dateIn(new Date(now), calendar.timeZone);
  const busy: Busy[] = [];
  const planned: Array<{
    slotKey: string;
    staffId: string;
    serviceId: string;
    range: ReturnType<typeof blockedRange>;
    capacity: number;
    kind: "appointment" | "class";
    guest: (typeof guests)[number];
    status: "confirmed" | "cancelled" | "no_show";
    source: string;
    bookedAt: Date;
    address: string | null;
  }> = [];
  const policy = { minNoticeMinutes: 0, horizonDays: 400, stepMinutes: book.policy.stepMinutes };
  const from = new Date(wallClockOn(addDays(today, -DAYS_BACK - 1), "00:00", calendar.timeZone).getTime());
  for (let offset = -DAYS_BACK; offset <= DAYS_AHEAD; offset++) {
    const date = addDays(today, offset);
    const r = seeded(`${seed.slug}:appointments:${date}`);
    // Most of the past was booked; the coming days fill as they come nearer.
    const fill = offset < 0 ? 0.55 : Math.max(0.1, 0.5 - offset * 0.03);
    for (const service of book.services) {
      for (const open of openTimesOn(date, { calendar, service, people: book.people, busy, policy, now: from, online: true })) {
        if (!r.chance(service.capacity > 1 ? 0.9 : fill / Math.max(1, book.services.length / 3))) continue;
        const staffId = r.pick(open.staffIds);
        if (
          !openTimesOn(date, { calendar, service, people: book.people.filter((p) => p.id === staffId), busy, policy, now: from, online: true }).some(
            (t) => t.startsAt.getTime() === open.startsAt.getTime(),
          )
        )
          continue;
        const range = blockedRange(service, open.startsAt);
        const places =
          service.capacity > 1 ? r.int(Math.ceil(service.capacity * (offset < 0 ? 0.4 : 0.15)), Math.ceil(service.capacity * (offset < 0 ? 0.9 : 0.6))) : 1;
        const slotKey = `${staffId}:${open.startsAt.toISOString()}`;
        for (let n = 0; n < places; n++) {
          const guest = r.pick(guests);
          const status = offset < 0 && r.chance(0.04) ? "no_show" : r.chance(0.05) ? "cancelled" : "confirmed";
          const bookedAt = new Date(Math.min(now - 3_600_000, open.startsAt.getTime() - r.int(2, 240) * 3_600_000));
          planned.push({
            slotKey,
            staffId,
            serviceId: service.id,
            range,
            capacity: service.capacity,
            kind: service.capacity > 1 ? "class" : "appointment",
            guest,
            status,
            source: r.chance(0.3) ? "phone" : "website",
            bookedAt,
            address: service.atCustomer
              ? `${r.int(12, 980)} ${r.pick(["Elmwood Avenue", "Monroe Avenue", "Winton Road", "Clover Street", "East Avenue", "Park Avenue", "Highland Avenue"])}, ${r.pick(["Brighton", "Pittsford", "Penfield", "Rochester"])}`
              : null,
          });
        }
        busy.push({
          slotId: slotKey,
          staffId,
          serviceId: service.id,
          kind: service.capacity > 1 ? "class" : "appointment",
          startsAt: range.startsAt,
          blockedFrom: range.blockedFrom,
          blockedUntil: range.blockedUntil,
          capacity: service.capacity,
          taken: places,
        });
      }
    }
  }
  if (!planned.length) return 0;
  return write([], async (tx) => {
    const refs = seeded(`${seed.slug}:appointment-references`);
    const slotIds = new Map<string, string>();
    for (const p of planned) {
      if (slotIds.has(p.slotKey)) continue;
      // A one-to-one appointment cancelled gives its time back: its slot is inactive.
      const active = p.kind === "class" || p.status !== "cancelled";
      const [row] = await tx
        .insert(schema.appointmentSlots)
        .values({ siteId, staffId: p.staffId, serviceId: p.serviceId, kind: p.kind, ...p.range, capacity: p.capacity, active, createdAt: p.bookedAt })
        .returning({ id: schema.appointmentSlots.id });
      slotIds.set(p.slotKey, row!.id);
    }
    const contacts = new Map<string, string>();
    for (const p of planned) if (!contacts.has(p.guest.email)) contacts.set(p.guest.email, (await upsertContact(tx, siteId, p.guest)).id);
    const values = planned.map((p) => ({
      siteId,
      slotId: slotIds.get(p.slotKey)!,
      contactId: contacts.get(p.guest.email)!,
      reference: newReference("A", (below) => refs.int(0, below - 1)),
      status: p.status,
      name: p.guest.name,
      phone: p.guest.phone ?? null,
      address: p.address,
      source: p.source,
      createdAt: p.bookedAt,
      // Made-up people are never mailed: the worker takes them for reminded already.
      remindedAt: p.bookedAt,
    }));
    for (let i = 0; i < values.length; i += 500) await tx.insert(schema.appointments).values(values.slice(i, i + 500));
    return values.length;
  });
}
