import { randomBytes } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { md } from "@/lib/rich-text/markdown";
import { hoursOn } from "@/lib/calendar";
import { addDays, clockIn, dateIn, mondayOf, weekdayOf } from "@/lib/time";
import { exportCsv } from "@/modules/inbox/export";
import {
  addAppointmentByPhone,
  appointmentDayForOwner,
  blockTimeAsOwner,
  cancelAppointmentAsOwner,
  moveAppointmentAsOwner,
} from "@/modules/appointments/admin";
import { siteAttention } from "@/modules/dashboard/attention";
import { loadPastAppointments } from "@/demo/past-appointments";
import { loadSiteSeed } from "@/modules/templates/load";
import { DEMO_SITES } from "@/modules/templates/showroom";
import { siteCalendar } from "@/modules/sites/queries";
import { appointmentBook } from "@/modules/appointments/queries";
import { ANYONE, bookableHoursWords } from "@/modules/appointments/schema";
import {
  appointmentByReference,
  availability,
  blockTime,
  bookAppointment,
  cancelAppointment,
  moveAppointment,
  saveService,
  setPolicy,
  SlotTakenError,
  unsafeSendDueReminders,
} from "@/modules/appointments/service";
import { datesWithRoom, openTimesOn, serviceSpans } from "@/modules/appointments/slots";
import { teamService } from "@/modules/team/service";
import { db, pool, schema } from "@/server/db/client";
import type { SiteId } from "@/modules/sites/queries";
import { ZodError } from "zod";
import { POST as bookingRoute } from "@/app/api/sites/[site]/appointments/route";
import { typedAgain } from "@/modules/appointments/drafts";
import { formToken } from "@/modules/forms/service";
import { withRequestContext } from "@/server/request-context";
import {
  addPersonAsOwner,
  addTimeOffAsOwner,
  appointmentSetupForOwner,
  archiveServiceAsOwner,
  removeTimeOffAsOwner,
  savePersonWeekAsOwner,
  savePolicyAsOwner,
  saveServiceAsOwner,
  stopPersonAsOwner,
} from "@/modules/appointments/setup";
import { failure, member, operator } from "../helpers/actors";
import { createTestSite } from "../helpers/sites";
import { at, barbershop, NOW, visitor, ZONE } from "../helpers/appointments";

/**
 * Appointments against a real database: the slots a service offers (the
 * site's hours, the person's, time off, buffers, closures, capacity, notice,
 * the clocks changing), the database refusing to book anyone twice (ten
 * visitors asking for one time at once), and the customer's changes within
 * the owner's policy.
 */
async function times(siteId: SiteId, service: string, person: string, date: string, now = NOW) {
  const found = await availability(siteId, service, person, { now });
  return openTimesOn(date, found!.question).map((t) => clockIn(t.startsAt, ZONE));
}

describe("appointment slots", () => {
  it("are the site's hours of the date met with the person's own, kept by the notice", async () => {
    const site = await barbershop();
    expect(await times(site.id, "cut", "ana", "2027-03-02")).toEqual([
      "10:00",
      "10:15",
      "10:30",
      "10:45",
      "11:00",
      "11:15",
      "11:30",
      "11:45",
      "12:00",
      "12:15",
      "12:30",
    ]);
    // Today: two hours' notice from 09:00 in New York.
    expect((await times(site.id, "cut", "ana", "2027-03-01"))[0]).toBe("11:00");
    // Saturday: the shop is open, Ana is not; Ben works the shop's hours.
    expect(await times(site.id, "cut", "ana", "2027-03-06")).toEqual([]);
    expect(await times(site.id, "cut", "ben", "2027-03-06")).toHaveLength(31);
  });

  it("offer nothing on a closed special day, and the month view says which days have room", async () => {
    const site = await barbershop();
    expect(await times(site.id, "cut", ANYONE, "2027-03-05")).toEqual([]);
    const found = await availability(site.id, "cut", ANYONE, { now: NOW });
    const days = datesWithRoom("2027-03-01", 7, found!.question);
    expect([...days.entries()].filter(([, n]) => n === 0).map(([d]) => d)).toEqual(["2027-03-05", "2027-03-07"]);
    await expect(bookAppointment(site.id, visitor(1, at("2027-03-05", "10:00")), { now: NOW })).rejects.toBeInstanceOf(SlotTakenError);
  });

  it("leave out an appointment with its buffer, and time off", async () => {
    const site = await barbershop();
    const booked = await bookAppointment(site.id, visitor(1, at("2027-03-02", "11:00")), { now: NOW });
    expect(booked).toMatchObject({ person: "Ana Ruiz", reference: expect.stringMatching(/^A-[0-9A-Z]{4}-[0-9A-Z]{4}$/) });
    // 11:00-11:30 and 15 minutes to tidy up: 10:45 would run into it, 11:45 is the next.
    expect(await times(site.id, "cut", "ana", "2027-03-02")).toEqual(["10:00", "10:15", "11:45", "12:00", "12:15", "12:30"]);
    const book = await appointmentBook(site.id);
    const ana = book.people.find((p) => p.slug === "ana")!;
    await blockTime(site.id, ana.id, at("2027-03-02", "12:00"), at("2027-03-02", "13:00"), "Dentist");
    expect(await times(site.id, "cut", "ana", "2027-03-02")).toEqual(["10:00", "10:15"]);
    // Time off cannot cover an appointment.
    await expect(blockTime(site.id, ana.id, at("2027-03-02", "11:00"), at("2027-03-02", "11:30"), "Lunch")).rejects.toMatchObject({ code: "conflict" });
  });

  it("keep travel before a job at the customer's address, and ask for the address", async () => {
    const site = await barbershop();
    await expect(bookAppointment(site.id, visitor(1, at("2027-03-02", "10:00"), { service: "clean", person: "ben" }), { now: NOW })).rejects.toMatchObject({
      field: "address",
    });
    await bookAppointment(site.id, visitor(1, at("2027-03-02", "10:00"), { service: "clean", person: "ben", address: "12 Elm Street, Rochester" }), {
      now: NOW,
    });
    // 10:00-12:00, then half an hour to drive to the next: 12:30 is the first.
    expect((await times(site.id, "clean", "ben", "2027-03-02")).filter((t) => t >= "10:00")[0]).toBe("12:30");
    const [row] = await db().select({ address: schema.appointments.address }).from(schema.appointments).where(eq(schema.appointments.siteId, site.id));
    expect(row!.address).toBe("12 Elm Street, Rochester");
  });

  it("fill a class to its capacity, then refuse with the next free times", async () => {
    const site = await barbershop();
    const start = at("2027-03-02", "09:00");
    for (let n = 1; n <= 3; n++) await bookAppointment(site.id, visitor(n, start, { service: "yoga", person: "ben" }), { now: NOW });
    const found = await availability(site.id, "yoga", "ben", { now: NOW });
    expect(openTimesOn("2027-03-02", found!.question).find((t) => t.startsAt.getTime() === start.getTime())).toBeUndefined();
    const refused = await bookAppointment(site.id, visitor(4, start, { service: "yoga", person: "ben" }), { now: NOW }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SlotTakenError);
    expect((refused as SlotTakenError).nextTimes.length).toBeGreaterThan(0);
    const slots = await db().select().from(schema.appointmentSlots).where(eq(schema.appointmentSlots.siteId, site.id));
    expect(slots).toHaveLength(1);
  });

  it("skip the time the clocks skip, and last their real length across the change", async () => {
    const site = await barbershop([]);
    const early = new Date("2027-03-13T12:00:00Z");
    const night = await times(site.id, "cut", "ben", "2027-03-14", early);
    expect(night.slice(0, 10)).toEqual(["00:00", "00:15", "00:30", "00:45", "01:00", "01:15", "01:30", "01:45", "03:00", "03:15"]);
    await bookAppointment(site.id, visitor(1, at("2027-03-14", "01:45"), { person: "ben" }), { now: early });
    const [slot] = await db().select().from(schema.appointmentSlots).where(eq(schema.appointmentSlots.siteId, site.id));
    expect(slot!.endsAt.getTime() - slot!.startsAt.getTime()).toBe(30 * 60_000);
    expect(clockIn(slot!.endsAt, ZONE)).toBe("03:15");
  });
});

describe("a service's own bookable hours", () => {
  it("offer its times inside its windows, not the shop's or the person's hours, yet never on a closed day, and across the clocks' change", async () => {
    const site = await barbershop();
    // Ana works 10:00-13:00 on weekdays in a shop open Monday to Saturday; her sunrise shoots are her own hours.
    await saveService(site.id, {
      key: "sunrise",
      name: "Sunrise session",
      durationMinutes: 60,
      priceCents: 47500,
      atCustomer: true,
      travelMinutes: 30,
      bufferAfterMinutes: 15,
      windows: [
        { days: ["mon", "tue", "fri", "sun"], opens: "05:30", closes: "08:00" },
        { days: ["tue"], opens: "18:00", closes: "20:00" },
      ],
      staff: ["ana"],
    });
    await saveService(site.id, {
      key: "stars",
      name: "Star trails",
      durationMinutes: 30,
      priceCents: 9000,
      windows: [{ days: ["sun"], opens: "01:00", closes: "04:00" }],
      staff: ["ben"],
    });
    const morning = ["05:30", "05:45", "06:00", "06:15", "06:30", "06:45", "07:00"];
    expect(await times(site.id, "sunrise", "ana", "2027-03-02")).toEqual([...morning, "18:00", "18:15", "18:30", "18:45", "19:00"]);
    // A Sunday the shop keeps closed is still a sunrise day; the shop's closure on Friday 5 March closes it.
    expect(await times(site.id, "sunrise", "ana", "2027-03-07")).toEqual(morning);
    expect(await times(site.id, "sunrise", "ana", "2027-03-05")).toEqual([]);
    // The notice (two hours from 09:00 today) and the horizon (30 days) still hold; Wednesday is not one of its days.
    expect(await times(site.id, "sunrise", "ana", "2027-03-01")).toEqual([]);
    expect(await times(site.id, "sunrise", "ana", "2027-03-08")).toEqual(morning);
    expect(await times(site.id, "sunrise", "ana", "2027-03-03")).toEqual([]);
    expect(await times(site.id, "sunrise", "ana", "2027-04-04")).toEqual([]);
    // Her haircuts keep her own week.
    expect((await times(site.id, "cut", "ana", "2027-03-02"))[0]).toBe("10:00");

    // Time off, and a booked shoot with its travel before and its buffer after, are taken out.
    const ana = (await appointmentBook(site.id)).people.find((p) => p.slug === "ana")!;
    await blockTime(site.id, ana.id, at("2027-03-07", "05:00"), at("2027-03-07", "06:00"), "Scouting");
    expect(await times(site.id, "sunrise", "ana", "2027-03-07")).toEqual(["06:30", "06:45", "07:00"]);
    await expect(bookAppointment(site.id, visitor(1, at("2027-03-02", "06:00"), { service: "sunrise" }), { now: NOW })).rejects.toMatchObject({
      field: "address",
    });
    await bookAppointment(site.id, visitor(1, at("2027-03-02", "06:00"), { service: "sunrise", address: "Kershaw Park pier, Canandaigua" }), { now: NOW });
    expect(await times(site.id, "sunrise", "ana", "2027-03-02")).toEqual(["18:00", "18:15", "18:30", "18:45", "19:00"]);
    // A time outside the windows is refused, though the shop is open then.
    await expect(bookAppointment(site.id, visitor(2, at("2027-03-02", "11:00"), { service: "sunrise", address: "Here" }), { now: NOW })).rejects.toBeInstanceOf(
      SlotTakenError,
    );

    // The night the clocks spring forward (Sunday 14 March, a day the shop is closed): 02:00-02:59 does not happen.
    const early = new Date("2027-03-13T12:00:00Z");
    expect(await times(site.id, "stars", "ben", "2027-03-14", early)).toEqual(["01:00", "01:15", "01:30", "01:45", "03:00", "03:15", "03:30"]);
  });

  it("are set by the owner in words, shown back the same way, and a wrong line is named", async () => {
    const site = await barbershop();
    const owner = await member(site.id, "owner");
    const form = {
      name: "Golden hour",
      durationMinutes: "60",
      price: "475",
      bufferBeforeMinutes: "0",
      bufferAfterMinutes: "30",
      capacity: "1",
      atCustomer: true,
      travelMinutes: "45",
      bookableHours: "Sat Sun 5:30-8:30 17:00-21:00\nMon-Fri 16:30 - 21:00",
      staff: ["ben"],
    };
    await saveServiceAsOwner(owner, site.slug, null, form);
    const service = (await appointmentBook(site.id)).services.find((s) => s.key === "golden-hour")!;
    expect(service.windows).toEqual([
      { days: ["sat", "sun"], opens: "05:30", closes: "08:30" },
      { days: ["sat", "sun"], opens: "17:00", closes: "21:00" },
      { days: ["mon", "tue", "wed", "thu", "fri"], opens: "16:30", closes: "21:00" },
    ]);
    expect(bookableHoursWords(service.windows!)).toBe("Sat Sun 05:30-08:30\nSat Sun 17:00-21:00\nMon Tue Wed Thu Fri 16:30-21:00");
    expect((await times(site.id, "golden-hour", "ben", "2027-03-02"))[0]).toBe("16:30");
    expect(await adminResultOf(() => saveServiceAsOwner(owner, site.slug, "golden-hour", { ...form, bookableHours: "Sat 8:30-5:30" }))).toEqual({
      bookableHours: '"8:30-5:30" in the bookable hours ends before it starts (such as: Sat Sun 6:00-8:30, then Mon-Fri 17:30-20:00 on a line of its own)',
    });
    expect(await adminResultOf(() => saveServiceAsOwner(owner, site.slug, "golden-hour", { ...form, bookableHours: "weekends at dawn" }))).toEqual({
      bookableHours:
        '"weekends" in the bookable hours is neither a day nor a stretch of time (such as: Sat Sun 6:00-8:30, then Mon-Fri 17:30-20:00 on a line of its own)',
    });
    // Emptied, the service keeps the shop's and the person's hours again.
    await saveServiceAsOwner(owner, site.slug, "golden-hour", { ...form, bookableHours: "" });
    expect((await times(site.id, "golden-hour", "ben", "2027-03-02"))[0]).toBe("09:00");
  });
});

describe("no one is booked twice", () => {
  it("of ten visitors asking for one time at once, exactly one gets it; the others are told, with the next free times", async () => {
    const site = await barbershop();
    const start = at("2027-03-02", "10:30");
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, n) => bookAppointment(site.id, visitor(n, start), { now: NOW })));
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => r.reason as SlotTakenError);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(9);
    for (const error of lost) {
      expect(error).toBeInstanceOf(SlotTakenError);
      expect(error.userMessage).toMatch(/^(Someone booked that time a moment ago\.|That time is no longer free\.) The next free times are /);
      expect(error.nextTimes[0]!.startsAt.getTime()).toBeGreaterThan(start.getTime());
    }
    const rows = await db()
      .select()
      .from(schema.appointmentSlots)
      .where(and(eq(schema.appointmentSlots.siteId, site.id), eq(schema.appointmentSlots.active, true)));
    expect(rows).toHaveLength(1);
  });

  it("with anyone available, gives the time to each free person once, the least busy first", async () => {
    const site = await barbershop();
    await bookAppointment(site.id, visitor(1, at("2027-03-02", "15:00"), { person: "ben" }), { now: NOW });
    const start = at("2027-03-02", "11:00");
    const first = await bookAppointment(site.id, visitor(2, start, { person: ANYONE }), { now: NOW });
    expect(first.person).toBe("Ana Ruiz");
    const second = await bookAppointment(site.id, visitor(3, start, { person: ANYONE }), { now: NOW });
    expect(second.person).toBe("Ben Cole");
    await expect(bookAppointment(site.id, visitor(4, start, { person: ANYONE }), { now: NOW })).rejects.toBeInstanceOf(SlotTakenError);
  });

  it("is the database's rule, not only the application's", async () => {
    const site = await barbershop();
    const book = await appointmentBook(site.id);
    const ben = book.people.find((p) => p.slug === "ben")!;
    const insert = (from: string, until: string) =>
      pool().query(
        "insert into appointment_slots (site_id, staff_id, kind, starts_at, ends_at, blocked_from, blocked_until) values ($1, $2, 'time_off', $3, $4, $3, $4)",
        [site.id, ben.id, at("2027-03-03", from), at("2027-03-03", until)],
      );
    await insert("10:00", "11:00");
    await expect(insert("10:30", "11:30")).rejects.toMatchObject({ code: "23P01" });
    await insert("11:00", "12:00");
  });
});

describe("the customer's changes", () => {
  it("move and cancel within the policy, and not inside it; both sides are mailed", async () => {
    const site = await barbershop();
    const { reference } = await bookAppointment(site.id, visitor(1, at("2027-03-03", "10:00")), { now: NOW });
    const moved = await moveAppointment(site.id, reference, at("2027-03-03", "10:15"), { by: "customer", now: NOW });
    expect(clockIn(moved.startsAt, ZONE)).toBe("10:15");
    expect(await times(site.id, "cut", "ana", "2027-03-03")).not.toContain("10:15");
    expect(await times(site.id, "cut", "ana", "2027-03-03")).not.toContain("10:00");
    // Within 24 hours the customer is sent to the phone; the owner may still.
    const late = at("2027-03-02", "11:00");
    await expect(cancelAppointment(site.id, reference, { by: "customer", now: late })).rejects.toMatchObject({
      code: "forbidden",
      userMessage: expect.stringContaining("call us on (585) 555-0142"),
    });
    await cancelAppointment(site.id, reference, { by: "customer", now: NOW });
    expect((await appointmentByReference(site.id, reference)).status).toBe("cancelled");
    expect(await times(site.id, "cut", "ana", "2027-03-03")).toContain("10:15");
    const mail = await db()
      .select({
        kind: schema.outbox.kind,
        to: schema.outbox.toAddress,
        replyTo: schema.outbox.replyTo,
        fromName: schema.outbox.fromName,
        text: schema.outbox.textBody,
      })
      .from(schema.outbox)
      .where(and(eq(schema.outbox.siteId, site.id), like(schema.outbox.kind, "appointment-%")));
    expect(mail.map((m) => `${m.kind} ${m.to}`).sort()).toEqual([
      "appointment-booked guest1@example.org",
      "appointment-booked-owner shop@barbers.example",
      "appointment-cancelled-by-customer guest1@example.org",
      "appointment-cancelled-by-customer-owner shop@barbers.example",
      "appointment-moved-by-customer guest1@example.org",
      "appointment-moved-by-customer-owner shop@barbers.example",
    ]);
    const confirmation = mail.find((m) => m.kind === "appointment-booked")!;
    expect(confirmation).toMatchObject({ replyTo: "shop@barbers.example", fromName: "Test Barbers" });
    expect(confirmation.text).toContain("With: Ana Ruiz");
    expect(confirmation.text).toMatch(/Add it to your calendar: http.*\/appointments\/calendar\?appointment=A-/);
  });

  it("are reminded once, the owner's hours before", async () => {
    const site = await barbershop();
    await setPolicy(site.id, { reminderHours: 2 });
    const { reference } = await bookAppointment(site.id, visitor(1, at("2027-03-03", "10:00")), { now: NOW });
    expect(await unsafeSendDueReminders(at("2027-03-03", "07:30"))).toBe(0);
    expect(await unsafeSendDueReminders(at("2027-03-03", "08:05"))).toBeGreaterThanOrEqual(1);
    await unsafeSendDueReminders(at("2027-03-03", "08:10"));
    const reminders = await db()
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.siteId, site.id), eq(schema.outbox.kind, "appointment-reminder")));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toContain(reference);
  });

  it("stay in their own site", async () => {
    const site = await barbershop();
    const other = await barbershop();
    const { reference } = await bookAppointment(site.id, visitor(1, at("2027-03-03", "10:00")), { now: NOW });
    await expect(appointmentByReference(other.id, reference)).rejects.toMatchObject({ code: "not_found" });
    await expect(cancelAppointment(other.id, reference, { by: "owner", now: NOW })).rejects.toMatchObject({ code: "not_found" });
  });
});

describe("the demo's appointments", () => {
  it.each(DEMO_SITES.filter((s) => s.appointments).map((s) => [s.slug, s] as const))(
    "%s has a fortnight behind and ahead, only when open, each person once at a time",
    async (slug, seed) => {
      const now = Date.now();
      const id = await loadSiteSeed({ ...seed, slug: `${slug}-${randomBytes(3).toString("hex")}` }, new Date(now));
      const written = await loadPastAppointments(id, seed, now);
      expect(written).toBeGreaterThan(20);
      expect(await loadPastAppointments(id, seed, now)).toBe(0);
      const calendar = await siteCalendar(id);
      const rows = await db()
        .select({
          startsAt: schema.appointmentSlots.startsAt,
          status: schema.appointments.status,
          serviceId: schema.appointmentSlots.serviceId,
          staffId: schema.appointmentSlots.staffId,
        })
        .from(schema.appointments)
        .innerJoin(
          schema.appointmentSlots,
          and(eq(schema.appointmentSlots.siteId, schema.appointments.siteId), eq(schema.appointmentSlots.id, schema.appointments.slotId)),
        )
        .where(eq(schema.appointments.siteId, id));
      expect(rows.some((r) => r.startsAt.getTime() < now) && rows.some((r) => r.startsAt.getTime() > now + 86_400_000)).toBe(true);
      const book = await appointmentBook(id);
      for (const row of rows) {
        const service = book.services.find((s) => s.id === row.serviceId)!;
        const person = book.people.find((p) => p.id === row.staffId)!;
        const spans = serviceSpans(calendar, service, person, dateIn(row.startsAt, calendar.timeZone), true);
        expect(spans.length, `${row.startsAt.toISOString()} is on a closed day`).toBeGreaterThan(0);
      }
      // Made-up customers are never mailed a reminder.
      await unsafeSendDueReminders();
      expect(await db().select().from(schema.outbox).where(eq(schema.outbox.siteId, id))).toEqual([]);
    },
  );
});

describe("the owner's day", () => {
  it("takes a call-in, moves and cancels it (the customer told each time), blocks time, and counts tomorrow's on the dashboard", async () => {
    const OPERATOR = await operator();
    const site = await barbershop([]);
    const tomorrow = addDays(dateIn(new Date(), ZONE), 1);
    const message = await addAppointmentByPhone(OPERATOR, site.slug, {
      service: "cut",
      person: "ben",
      start: at(tomorrow, "11:00").toISOString(),
      name: "Walt Phone",
      email: "walt@example.org",
      phone: "(585) 555-0100",
    });
    expect(message).toMatch(/^Booked Walt Phone with Ben Cole, .*: A-[0-9A-Z]{4}-[0-9A-Z]{4}\. A confirmation was emailed\.$/);
    const reference = /A-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(message)![0];
    const { entries } = await appointmentDayForOwner(OPERATOR, site.slug, tomorrow);
    expect(entries.map((e) => [clockIn(e.startsAt, ZONE), e.person, e.customers[0]!.source])).toEqual([["11:00", "Ben Cole", "phone"]]);
    expect(await siteAttention(site.id)).toMatchObject({ appointmentsTomorrow: 1 });
    await expect(blockTimeAsOwner(OPERATOR, site.slug, "ben", at(tomorrow, "10:45"), at(tomorrow, "11:15"), "Lunch")).rejects.toMatchObject({
      code: "conflict",
    });
    expect(await moveAppointmentAsOwner(OPERATOR, site.slug, reference, at(tomorrow, "14:00"))).toMatch(
      /^Moved A-.* \(Walt Phone\) to .*; the customer has been emailed\.$/,
    );
    await blockTimeAsOwner(OPERATOR, site.slug, "ben", at(tomorrow, "10:45"), at(tomorrow, "11:15"), "Lunch");
    await cancelAppointmentAsOwner(OPERATOR, site.slug, reference);
    const kinds = (await db().select({ kind: schema.outbox.kind }).from(schema.outbox).where(eq(schema.outbox.siteId, site.id))).map((m) => m.kind).sort();
    expect(kinds).toEqual(["appointment-booked", "appointment-booked-owner", "appointment-cancelled-by-owner", "appointment-moved-by-owner"]);
    expect(await siteAttention(site.id)).toMatchObject({ appointmentsTomorrow: 0 });
    const day = await appointmentDayForOwner(OPERATOR, site.slug, tomorrow);
    expect(day.entries.map((e) => e.kind)).toEqual(["time_off", "appointment"]);
  });
});

describe("the owner's week and export", () => {
  it("a week holds each of its days from Monday, and the CSV of a date range holds that site's appointments only", async () => {
    const OPERATOR = await operator();
    const site = await barbershop();
    const other = await barbershop();
    // Tuesday and Thursday of the week of Monday 1 March, and the Monday after it.
    for (const [n, date] of [
      [1, "2027-03-02"],
      [2, "2027-03-04"],
      [3, "2027-03-08"],
    ] as const)
      await bookAppointment(site.id, visitor(n, at(date, "10:00"), { phone: "(585) 555-0101", notes: 'Says "hi", twice' }), { now: NOW });
    await bookAppointment(other.id, visitor(9, at("2027-03-02", "10:00")), { now: NOW });
    const week = await appointmentDayForOwner(OPERATOR, site.slug, mondayOf("2027-03-04"), 7);
    expect(week.entries.map((e) => dateIn(e.startsAt, ZONE))).toEqual(["2027-03-02", "2027-03-04"]);

    const csv = await exportCsv(OPERATOR, site.slug, "appointments", { from: "2027-03-01", to: "2027-03-08" });
    expect(csv.filename).toMatch(new RegExp(`^${site.slug}-appointments-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe("Starts,Ends,Service,With,Status,Name,Email,Phone,Address,Notes,Taken,Reference");
    expect(lines.slice(1).map((l) => l.split(",").slice(0, 6).join(","))).toEqual([
      "2027-03-02 10:00,2027-03-02 10:30,Haircut,Ana Ruiz,confirmed,Guest 1",
      "2027-03-04 10:00,2027-03-04 10:30,Haircut,Ana Ruiz,confirmed,Guest 2",
      "2027-03-08 10:00,2027-03-08 10:30,Haircut,Ana Ruiz,confirmed,Guest 3",
    ]);
    expect(csv.body).toContain('"Says ""hi"", twice"');
    expect(csv.body).not.toContain("Guest 9");
    // Only the range asked for, and a range in words when it is wrong.
    expect((await exportCsv(OPERATOR, site.slug, "appointments", { from: "2027-03-03", to: "2027-03-04" })).body).not.toContain("Guest 1");
    expect(await failure(exportCsv(OPERATOR, site.slug, "appointments", { from: "2027-03-08", to: "2027-03-01" }))).toMatchObject({
      userMessage: "The last day comes on or after the first",
    });
    // Another site's owner is told there is no such site.
    expect(await failure(exportCsv(await member(other.id, "owner"), site.slug, "appointments", { from: "2027-03-01", to: "2027-03-08" }))).toMatchObject({
      code: "not_found",
    });
  });
});

describe("someone who stops taking appointments", () => {
  it("is no longer offered, keeps their staff row and appointments, and what they had booked is listed for the owner to move", async () => {
    const OPERATOR = await operator();
    const site = await barbershop();
    // The owner moves within the horizon from today: the next weekday Ana works, from tomorrow on.
    let day = addDays(dateIn(new Date(), ZONE), 1);
    while (["sat", "sun"].includes(weekdayOf(day))) day = addDays(day, 1);
    const booked = await bookAppointment(site.id, visitor(1, at(day, "10:00")));
    expect(booked.person).toBe("Ana Ruiz");
    expect(await stopPersonAsOwner(OPERATOR, site.slug, "ana")).toBe(
      "Ana Ruiz no longer takes appointments. 1 of their appointments is still booked: move it to someone else or cancel it on the Appointments page.",
    );
    expect((await appointmentBook(site.id)).people.map((p) => p.slug)).toEqual(["ben"]);
    expect(await availability(site.id, "cut", "ana")).toBeNull();
    // Nothing cascades: the staff row, the slot and the appointment stay.
    const staff = await db().select().from(schema.appointmentStaff).where(eq(schema.appointmentStaff.siteId, site.id));
    expect(staff).toHaveLength(2);
    expect((await appointmentByReference(site.id, booked.reference)).status).toBe("confirmed");
    const owners = await appointmentDayForOwner(OPERATOR, site.slug, day);
    expect(owners.left.map((l) => [l.reference, l.person])).toEqual([[booked.reference, "Ana Ruiz"]]);
    // Moved to whoever is free, it leaves the list.
    expect(await moveAppointmentAsOwner(OPERATOR, site.slug, booked.reference, at(day, "11:00"), "any")).toMatch(
      / with Ben Cole; the customer has been emailed\.$/,
    );
    expect((await appointmentDayForOwner(OPERATOR, site.slug, day)).left).toEqual([]);
    // Added again, she takes appointments again.
    expect((await appointmentSetupForOwner(OPERATOR, site.slug)).candidates.map((c) => c.slug)).toContain("ana");
    await addPersonAsOwner(OPERATOR, site.slug, "ana");
    expect((await appointmentBook(site.id)).people.map((p) => p.slug).sort()).toEqual(["ana", "ben"]);
    // The services only Ben gives are named, so the owner gives them to someone or archives them.
    expect(await stopPersonAsOwner(OPERATOR, site.slug, "ben")).toMatch(
      / Nobody gives Home cleaning or Morning flow now: tick someone on them below, or archive them\.$/,
    );
  });
});

describe("the owner's set-up", () => {
  it("starts from nothing: a person with a week and time off, a service, the rules; visitors are offered exactly that", async () => {
    const site = await createTestSite({
      name: "Test Tutors",
      settings: {
        description: "Lessons.",
        contact: { email: "desk@tutors.example" },
        hours: [{ days: ["mon", "tue", "wed", "thu", "fri"], opens: "09:00", closes: "18:00" }],
      },
    });
    const owner = await member(site.id, "owner");
    const editor = await member(site.id, "editor");
    await teamService.insert(site.id, {
      slug: "cleo",
      name: "Cleo Park",
      role: "Tutor",
      bio: md`
Maths.
      `,
    });
    expect((await appointmentSetupForOwner(owner, site.slug)).candidates.map((c) => c.slug)).toEqual(["cleo"]);
    // Editors do not run the business's set-up.
    expect((await failure(addPersonAsOwner(editor, site.slug, "cleo"))).code).toBe("forbidden");
    expect(await addPersonAsOwner(owner, site.slug, "cleo")).toContain("Cleo Park takes appointments now");
    const grid = { tue: [{ opens: "14:00", closes: "17:00" }], thu: [{ opens: "08:00", closes: "11:00" }] };
    expect(await savePersonWeekAsOwner(owner, site.slug, "cleo", grid)).toContain("Saved Cleo Park's week");

    // Clear words for each wrong field, nothing saved.
    const wrong = await adminResultOf(() =>
      saveServiceAsOwner(owner, site.slug, null, {
        name: "",
        durationMinutes: "2",
        price: "35 dollars",
        bufferBeforeMinutes: "0",
        bufferAfterMinutes: "0",
        capacity: "1",
        travelMinutes: "20",
        staff: [],
      }),
    );
    expect(wrong).toEqual({
      name: "Give the service a name visitors will read",
      durationMinutes: "Enter the length of at least 5 minutes",
      price: "Enter the price in dollars, such as 35 or 35.50",
      staff: "Choose at least one person who gives it",
      travelMinutes: "Travel time is kept only for a service at the customer's address: tick that box, or set the travel time to 0",
    });
    expect((await appointmentBook(site.id)).services).toEqual([]);

    const form = {
      name: "Algebra lesson",
      durationMinutes: "60",
      price: "$45.50",
      priceFrom: false,
      bufferBeforeMinutes: "0",
      bufferAfterMinutes: "15",
      capacity: "1",
      atCustomer: false,
      travelMinutes: "0",
      staff: ["cleo"],
    };
    expect(await saveServiceAsOwner(owner, site.slug, null, form)).toBe("Added the service Algebra lesson: 60 minutes, $45.50. Visitors can book it now.");
    await savePolicyAsOwner(owner, site.slug, { minNoticeHours: "1.5", horizonDays: "30", changeCutoffHours: "12", reminderHours: "6", stepMinutes: "30" });
    const { book } = await appointmentSetupForOwner(owner, site.slug);
    expect(book.policy).toMatchObject({ minNoticeMinutes: 90, horizonDays: 30, changeCutoffHours: 12, reminderHours: 6, stepMinutes: 30 });
    expect(book.services.map((s) => [s.key, s.priceCents, s.bufferAfterMinutes])).toEqual([["algebra-lesson", 4550, 15]]);

    // Tuesday 2 March 2027: Cleo's 14:00-17:00, a lesson an hour with 15 minutes after, every half hour.
    expect(await times(site.id, "algebra-lesson", "any", "2027-03-02")).toEqual(["14:00", "14:30", "15:00", "15:30", "16:00"]);
    // Thursday: 08:00 is before the business opens.
    expect(await times(site.id, "algebra-lesson", "any", "2027-03-04")).toEqual(["09:00", "09:30", "10:00"]);
    expect(await times(site.id, "algebra-lesson", "any", "2027-03-03")).toEqual([]);
    // A timetable: on Tuesdays it starts only at two and at three; an edit without one offers any free time again.
    await saveServiceAsOwner(owner, site.slug, "algebra-lesson", { ...form, timetable: "Tue 14:00 15:00" });
    expect(await times(site.id, "algebra-lesson", "any", "2027-03-02")).toEqual(["14:00", "15:00"]);
    expect(await times(site.id, "algebra-lesson", "any", "2027-03-04")).toEqual([]);
    await expect(saveServiceAsOwner(owner, site.slug, "algebra-lesson", { ...form, timetable: "Tuesdays at two" })).rejects.toBeInstanceOf(ZodError);
    await saveServiceAsOwner(owner, site.slug, "algebra-lesson", { ...form, timetable: "" });
    expect(await times(site.id, "algebra-lesson", "any", "2027-03-04")).toEqual(["09:00", "09:30", "10:00"]);

    // Time off the owner adds is not offered; removed, it is again.
    const tomorrow = addDays(dateIn(new Date(), ZONE), 1);
    await savePersonWeekAsOwner(owner, site.slug, "cleo", {});
    expect(await addTimeOffAsOwner(owner, site.slug, "cleo", at(tomorrow, "00:00"), at(addDays(tomorrow, 1), "00:00"), "Exam board")).toContain(
      "Cleo Park is off",
    );
    const [off] = (await appointmentSetupForOwner(owner, site.slug)).timeOff;
    expect(off).toMatchObject({ personSlug: "cleo", note: "Exam board" });
    const offered = async () => (await times(site.id, "algebra-lesson", "cleo", tomorrow, new Date())).length;
    expect(await offered()).toBe(0);
    await removeTimeOffAsOwner(owner, site.slug, off!.id);
    const weekday = hoursOn(await siteCalendar(site.id), tomorrow).spans.length > 0;
    expect((await offered()) > 0).toBe(weekday);

    // An edit keeps the key; archived, visitors no longer see it, the owner still does; restored, it is back.
    await saveServiceAsOwner(owner, site.slug, "algebra-lesson", { ...form, name: "Algebra (one to one)", price: "50", priceFrom: true });
    expect((await appointmentBook(site.id)).services.map((s) => [s.key, s.name, s.priceCents, s.priceFrom])).toEqual([
      ["algebra-lesson", "Algebra (one to one)", 5000, true],
    ]);
    expect(await archiveServiceAsOwner(owner, site.slug, "algebra-lesson", true)).toBe("Algebra (one to one) is archived: visitors no longer see it.");
    expect((await appointmentBook(site.id)).services).toEqual([]);
    expect(await availability(site.id, "algebra-lesson", "any")).toBeNull();
    expect((await appointmentSetupForOwner(owner, site.slug)).book.services.map((s) => Boolean(s.archivedAt))).toEqual([true]);
    await archiveServiceAsOwner(owner, site.slug, "algebra-lesson", false);
    expect((await appointmentBook(site.id)).services).toHaveLength(1);

    // Another site's owner reaches none of it.
    const other = await createTestSite({ name: "Other Tutors" });
    const stranger = await member(other.id, "owner");
    expect((await failure(archiveServiceAsOwner(stranger, site.slug, "algebra-lesson", true))).code).toBe("not_found");
    expect((await failure(removeTimeOffAsOwner(owner, other.slug, off!.id))).code).toBe("not_found");
    const audit = await db().select({ action: schema.auditLog.action }).from(schema.auditLog).where(eq(schema.auditLog.siteId, site.id));
    expect(new Set(audit.map((a) => a.action))).toEqual(
      new Set([
        "appointment.person.add",
        "appointment.person.week",
        "appointment.service.add",
        "appointment.service.save",
        "appointment.service.archive",
        "appointment.service.restore",
        "appointment.policy",
        "appointment.time-off.add",
        "appointment.time-off.remove",
      ]),
    );
  });
});

/** The field errors an owner's form would show for a call. */
async function adminResultOf(work: () => Promise<string>): Promise<Record<string, string>> {
  const error = await work().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ZodError);
  return Object.fromEntries((error as ZodError).issues.map((i) => [i.path.join("."), i.message]));
}

describe("the booking form's post", () => {
  it("sends the visitor back to fix a field with no name, email, phone or address in the address; the form gets them back", async () => {
    const site = await barbershop();
    const post = (ip: string, fields: Record<string, string>) =>
      withRequestContext({ clientAddress: ip, asked: "/" }, () =>
        bookingRoute(new Request(`http://localhost/api/sites/${site.slug}/appointments`, { method: "POST", body: new URLSearchParams(fields) }), {
          params: Promise.resolve({ site: site.slug }),
        }),
      );
    const typed = {
      service: "cut",
      person: "ana",
      start: at(addDays(dateIn(new Date(), ZONE), 3), "10:00").toISOString(),
      name: "Jordan Blakeley",
      email: "jordan-at-example",
      phone: "(585) 555-0199",
      address: "27 Elmwood Avenue",
      notes: "Allergic to lavender",
      _rendered: formToken(Date.now() - 60_000),
    };
    const answer = await post("203.0.113.77", typed);
    expect(answer.status).toBe(303);
    const location = answer.headers.get("location")!;
    for (const secret of ["Jordan", "Blakeley", "jordan", "555", "0199", "Elmwood", "lavender"]) expect(location).not.toContain(secret);
    const query = new URL(location, "http://localhost").searchParams;
    expect(query.get("e_email")).toBe("Enter an email address such as maria@example.com");
    expect(query.get("service")).toBe("cut");
    const token = query.get("typed")!;
    // The same visitor gets what they typed back; anyone else with the address gets nothing.
    expect(await typedAgain(site.id, "203.0.113.77", token)).toMatchObject({
      name: "Jordan Blakeley",
      email: "jordan-at-example",
      phone: "(585) 555-0199",
      notes: "Allergic to lavender",
    });
    expect(await typedAgain(site.id, "198.51.100.4", token)).toEqual({});
    const other = await barbershop();
    expect(await typedAgain(other.id, "203.0.113.77", token)).toEqual({});
    // The robot check and a taken time send them back the same way.
    const robot = await post("203.0.113.78", { ...typed, email: "jordan@example.org", _rendered: formToken(Date.now()) });
    expect(robot.headers.get("location")).not.toMatch(/Jordan|jordan|555|Elmwood|lavender/);
    expect(new URL(robot.headers.get("location")!, "http://localhost").searchParams.get("problem")).toBe("Please check your details and press Book again.");
  });
});
