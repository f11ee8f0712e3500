import { describe, expect, it } from "vitest";
import type { BusinessCalendar } from "@/lib/calendar";
import { clockIn, wallClockOn } from "@/lib/time";
import { blockedRange, fairOrder, openTimesOn, type Busy, type SlotPerson, type SlotQuestion, type SlotService } from "./slots";

const ZONE = "America/New_York";
const calendar: BusinessCalendar = {
  timeZone: ZONE,
  hours: [{ days: ["mon", "tue", "wed", "thu", "fri", "sat"], opens: "09:00", closes: "17:00" }],
  specialDays: [{ name: "Christmas", from: "2026-12-25", hours: [] }],
};
const cut: SlotService = { id: "cut", durationMinutes: 30, bufferBeforeMinutes: 0, bufferAfterMinutes: 15, capacity: 1, atCustomer: false, travelMinutes: 0 };
const ana: SlotPerson = { id: "ana", hours: [{ days: ["mon", "tue", "wed", "thu", "fri"], opens: "10:00", closes: "13:00" }], serviceIds: ["cut"] };
const ben: SlotPerson = { id: "ben", hours: [], serviceIds: ["cut"] };
const ask = (overrides: Partial<SlotQuestion> = {}): SlotQuestion => ({
  calendar,
  service: cut,
  people: [ana],
  busy: [],
  policy: { minNoticeMinutes: 120, horizonDays: 60, stepMinutes: 30 },
  now: new Date("2026-12-01T12:00:00Z"),
  ...overrides,
});
const clocks = (date: string, question: SlotQuestion) => openTimesOn(date, question).map((t) => clockIn(t.startsAt, ZONE));
const busyAt = (staffId: string, date: string, from: string, until: string, extra: Partial<Busy> = {}): Busy => ({
  slotId: "x",
  staffId,
  serviceId: "cut",
  kind: "appointment",
  startsAt: wallClockOn(date, from, ZONE),
  blockedFrom: wallClockOn(date, from, ZONE),
  blockedUntil: wallClockOn(date, until, ZONE),
  capacity: 1,
  taken: 1,
  ...extra,
});

describe("open times", () => {
  it("are the person's hours inside the site's, ending by closing", () => {
    expect(clocks("2026-12-07", ask())).toEqual(["10:00", "10:30", "11:00", "11:30", "12:00", "12:30"]);
    // Someone without hours of their own works the site's.
    expect(clocks("2026-12-07", ask({ people: [ben] }))).toHaveLength(16);
    // Saturday: the site is open, Ana is not.
    expect(clocks("2026-12-12", ask())).toEqual([]);
  });

  it("offer nothing on a closed special day, or on Sunday", () => {
    expect(clocks("2026-12-25", ask({ people: [ben] }))).toEqual([]);
    expect(clocks("2026-12-06", ask({ people: [ben] }))).toEqual([]);
  });

  it("leave out what is taken, with its buffer", () => {
    // 11:00-11:30 plus 15 minutes after: 11:00 and 11:30 are taken; 10:30 would run into it.
    const taken = blockedRange(cut, wallClockOn("2026-12-07", "11:00", ZONE));
    const busy = [{ ...busyAt("ana", "2026-12-07", "11:00", "11:00"), ...taken }];
    expect(clocks("2026-12-07", ask({ busy }))).toEqual(["10:00", "12:00", "12:30"]);
    // Time off takes the whole stretch.
    expect(clocks("2026-12-07", ask({ busy: [busyAt("ana", "2026-12-07", "10:00", "12:00", { kind: "time_off", serviceId: null })] }))).toEqual([
      "12:00",
      "12:30",
    ]);
  });

  it("keep travel before a job at the customer's address", () => {
    const clean: SlotService = { ...cut, id: "clean", durationMinutes: 60, bufferAfterMinutes: 0, atCustomer: true, travelMinutes: 30 };
    const cleaner: SlotPerson = { id: "cleaner", hours: [{ days: ["mon"], opens: "09:00", closes: "13:00" }], serviceIds: ["clean"] };
    const first = blockedRange(clean, wallClockOn("2026-12-07", "10:00", ZONE));
    expect(first.blockedFrom.toISOString()).toBe(wallClockOn("2026-12-07", "09:30", ZONE).toISOString());
    const busy = [{ ...busyAt("cleaner", "2026-12-07", "10:00", "11:00", { serviceId: "clean" }), ...first }];
    // The next job starts no earlier than 11:30: half an hour to drive there.
    expect(clocks("2026-12-07", ask({ service: clean, people: [cleaner], busy }))).toEqual(["11:30", "12:00"]);
  });

  it("keep the minimum notice and the horizon", () => {
    const now = wallClockOn("2026-12-07", "10:10", ZONE);
    expect(clocks("2026-12-07", ask({ now }))).toEqual(["12:30"]);
    expect(clocks("2027-02-10", ask({ now, policy: { minNoticeMinutes: 0, horizonDays: 60, stepMinutes: 30 } }))).toEqual([]);
  });

  it("offer a class until its places are gone", () => {
    const yoga: SlotService = { ...cut, id: "yoga", durationMinutes: 60, bufferAfterMinutes: 0, capacity: 3 };
    const teacher: SlotPerson = { id: "t", hours: [{ days: ["mon"], opens: "09:00", closes: "10:00" }], serviceIds: ["yoga"] };
    const running = (taken: number) => [{ ...busyAt("t", "2026-12-07", "09:00", "10:00", { kind: "class", serviceId: "yoga", capacity: 3, taken }) }];
    expect(openTimesOn("2026-12-07", ask({ service: yoga, people: [teacher] }))[0]!.placesLeft).toBe(3);
    expect(openTimesOn("2026-12-07", ask({ service: yoga, people: [teacher], busy: running(2) }))[0]!.placesLeft).toBe(1);
    expect(openTimesOn("2026-12-07", ask({ service: yoga, people: [teacher], busy: running(3) }))).toEqual([]);
  });

  it("keep a class to its timetable", () => {
    const flow: SlotService = {
      ...cut,
      id: "flow",
      durationMinutes: 60,
      bufferAfterMinutes: 0,
      capacity: 18,
      schedule: [
        { days: ["mon", "thu"], times: ["10:00"] },
        { days: ["tue"], times: ["12:00"] },
      ],
    };
    const teacher: SlotPerson = { id: "t", hours: [], serviceIds: ["flow"] };
    expect(clocks("2026-12-07", ask({ service: flow, people: [teacher] }))).toEqual(["10:00"]);
    expect(clocks("2026-12-08", ask({ service: flow, people: [teacher] }))).toEqual(["12:00"]);
    expect(clocks("2026-12-09", ask({ service: flow, people: [teacher] }))).toEqual([]);
  });

  it("do not offer a time the clocks skip, and count the short night's real length", () => {
    const night: BusinessCalendar = { timeZone: ZONE, hours: [] };
    const owl: SlotPerson = { id: "owl", hours: [], serviceIds: ["cut"] };
    const question = ask({
      calendar: night,
      people: [owl],
      policy: { minNoticeMinutes: 0, horizonDays: 60, stepMinutes: 30 },
      now: new Date("2027-03-01T00:00:00Z"),
    });
    const times = clocks("2027-03-14", question);
    expect(times).not.toContain("02:00");
    expect(times).not.toContain("02:30");
    expect(times.slice(0, 5)).toEqual(["00:00", "00:30", "01:00", "01:30", "03:00"]);
    // In the autumn the hour that happens twice is offered once.
    expect(clocks("2027-11-07", { ...question, now: new Date("2027-11-01T00:00:00Z") }).filter((t) => t === "01:00")).toHaveLength(1);
  });
});

describe("anyone available", () => {
  it("tries first whoever has the fewest appointments that day", () => {
    const at = wallClockOn("2026-12-07", "12:00", ZONE);
    const busy = [busyAt("ana", "2026-12-07", "10:00", "10:30"), busyAt("ana", "2026-12-07", "11:00", "11:30"), busyAt("ben", "2026-12-07", "10:00", "10:30")];
    expect(fairOrder(["ana", "ben", "cy"], busy, at, ZONE)).toEqual(["cy", "ben", "ana"]);
  });

  it("takes turns between people equally busy", () => {
    const first = fairOrder(["ana", "ben"], [], wallClockOn("2026-12-07", "12:00", ZONE), ZONE)[0];
    const next = fairOrder(["ana", "ben"], [], wallClockOn("2026-12-07", "12:15", ZONE), ZONE)[0];
    expect(first).not.toBe(next);
  });
});
