import { and, eq } from "drizzle-orm";
import { md } from "@/lib/rich-text/markdown";
import { wallClockOn } from "@/lib/time";
import type { BookingForm } from "@/modules/appointments/schema";
import { saveService, saveStaff, setPolicy } from "@/modules/appointments/service";
import { teamService } from "@/modules/team/service";
import { db, schema } from "@/server/db/client";
import { createTestSite } from "./sites";

/** The appointment tests' shop: its zone, their "now", and a wall-clock time there. */
export const ZONE = "America/New_York";
// A Monday; the clocks spring forward on Sunday 14 March 2027.
export const NOW = new Date("2027-03-01T14:00:00Z");
export const at = (date: string, hhmm: string) => wallClockOn(date, hhmm, ZONE);

/** A barbershop with two barbers, a haircut, a three-place class and a cleaning at the customer's address. */
export async function barbershop(hours = [{ days: ["mon", "tue", "wed", "thu", "fri", "sat"] as const, opens: "09:00", closes: "17:00" }]) {
  const site = await createTestSite({
    name: "Test Barbers",
    settings: {
      description: "Haircuts.",
      contact: { email: "shop@barbers.example", phone: "(585) 555-0142" },
      hours: hours.map((h) => ({ ...h, days: [...h.days] })),
      specialDays: [{ name: "Spring closure", from: "2027-03-05", hours: [], note: "Closed for painting." }],
    },
  });
  for (const [slug, name] of [
    ["ana", "Ana Ruiz"],
    ["ben", "Ben Cole"],
  ] as const)
    await teamService.insert(site.id, {
      slug,
      name,
      role: "Barber",
      bio: md`
Cuts.
      `,
    });
  await saveStaff(site.id, { member: "ana", hours: [{ days: ["mon", "tue", "wed", "thu", "fri"], opens: "10:00", closes: "13:00" }] });
  await saveStaff(site.id, { member: "ben" });
  await setPolicy(site.id, { minNoticeMinutes: 120, horizonDays: 30, changeCutoffHours: 24, reminderHours: 24, stepMinutes: 15 });
  await saveService(site.id, { key: "cut", name: "Haircut", durationMinutes: 30, priceCents: 3500, bufferAfterMinutes: 15, staff: ["ana", "ben"] });
  await saveService(site.id, { key: "yoga", name: "Morning flow", durationMinutes: 60, priceCents: 2000, capacity: 3, staff: ["ben"] });
  await saveService(site.id, {
    key: "clean",
    name: "Home cleaning",
    durationMinutes: 120,
    priceCents: 12000,
    priceFrom: true,
    atCustomer: true,
    travelMinutes: 30,
    staff: ["ben"],
  });
  return site;
}

export const visitor = (n: number, start: Date, overrides: Partial<BookingForm> = {}): BookingForm => ({
  service: "cut",
  person: "ana",
  start: start.toISOString(),
  name: `Guest ${n}`,
  email: `guest${n}@example.org`,
  phone: "",
  address: "",
  notes: "",
  ...overrides,
});

/** The payment an appointment's deposit was asked with. */
export async function paymentOfAppointment(siteId: string, reference: string) {
  const [row] = await db()
    .select({ payment: schema.payments })
    .from(schema.appointments)
    .innerJoin(schema.payments, and(eq(schema.payments.siteId, schema.appointments.siteId), eq(schema.payments.id, schema.appointments.paymentId)))
    .where(and(eq(schema.appointments.siteId, siteId), eq(schema.appointments.reference, reference)));
  return row!.payment;
}
