import { describe, expect, it } from "vitest";
import { formatClock } from "./format";
import { pickupDays, pickupSpans, pickupTimesOn } from "./pickup-times";
import { dateIn, wallClockOn } from "./time";

const TZ = "America/New_York";
const hours = [
  { days: ["tue", "wed", "thu"], opens: "11:30", closes: "21:00" },
  { days: ["sat"], opens: "10:00", closes: "22:00" },
];
const calendar = { timeZone: TZ, hours };
const spans = (date: string) => pickupSpans(calendar, undefined, date);
const clocks = (times: Date[]) => times.map((t) => formatClock(t, TZ));

describe("pickup times from the opening hours", () => {
  it("are every quarter hour from opening until the last orders", () => {
    // 2026-12-01 is a Tuesday.
    const times = clocks(pickupTimesOn(spans("2026-12-01"), { lastOrderMinutes: 30 }, "2026-12-01", TZ));
    expect(times[0]).toBe("11:30 AM");
    expect(times.at(-1)).toBe("8:30 PM");
    expect(times).toHaveLength(37);
    expect(pickupTimesOn(spans("2026-11-30"), { lastOrderMinutes: 30 }, "2026-11-30", TZ)).toEqual([]);
  });

  it("run past midnight when the doors do", () => {
    const late = pickupTimesOn([{ opens: "22:00", closes: "01:00" }], { lastOrderMinutes: 30 }, "2026-12-04", TZ);
    expect(clocks(late)).toEqual([
      "10:00 PM",
      "10:15 PM",
      "10:30 PM",
      "10:45 PM",
      "11:00 PM",
      "11:15 PM",
      "11:30 PM",
      "11:45 PM",
      "12:00 AM",
      "12:15 AM",
      "12:30 AM",
    ]);
    expect(dateIn(late.at(-1)!, TZ)).toBe("2026-12-05");
  });

  it("offer today from the lead time on, then the next open days, skipping closed ones", () => {
    const now = wallClockOn("2026-12-03", "20:00", TZ); // a Thursday evening
    const days = pickupDays(calendar, undefined, { leadMinutes: 20, lastOrderMinutes: 30, days: 3 }, now);
    expect(days.map((d) => d.date)).toEqual(["2026-12-03", "2026-12-05", "2026-12-08"]);
    expect(clocks(days[0]!.times)).toEqual(["8:30 PM"]);
    // Too late for tonight's last orders: the first day offered is Saturday.
    const later = pickupDays(calendar, undefined, { leadMinutes: 20, lastOrderMinutes: 30, days: 1 }, wallClockOn("2026-12-03", "20:20", TZ));
    expect(later.map((d) => d.date)).toEqual(["2026-12-05"]);
  });

  it("follow the calendar: none on a closed day or a phone-only day, the special hours on another, the kitchen's hours inside them", () => {
    const holidays = {
      ...calendar,
      specialDays: [
        { name: "Christmas Eve", from: "2026-12-24", hours: [{ opens: "16:00", closes: "20:00" }], online: false },
        { name: "Christmas Day", from: "2026-12-25", hours: [] },
        { name: "Short day", from: "2026-12-29", hours: [{ opens: "12:00", closes: "15:00" }] },
      ],
    };
    expect(pickupSpans(holidays, undefined, "2026-12-24")).toEqual([]);
    expect(pickupSpans(holidays, undefined, "2026-12-25")).toEqual([]);
    expect(pickupSpans(holidays, undefined, "2026-12-29")).toEqual([{ opens: "12:00", closes: "15:00" }]);
    // A kitchen that takes orders from 5 pm only, on a day the doors close at 3: nothing.
    expect(pickupSpans(holidays, [{ days: ["tue"], opens: "17:00", closes: "21:00" }], "2026-12-29")).toEqual([]);
    expect(pickupSpans(holidays, [{ days: ["tue"], opens: "11:00", closes: "14:00" }], "2026-12-29")).toEqual([{ opens: "12:00", closes: "14:00" }]);
    const days = pickupDays(holidays, undefined, { leadMinutes: 20, lastOrderMinutes: 30, days: 2 }, wallClockOn("2026-12-23", "21:30", TZ));
    expect(days.map((d) => d.date)).toEqual(["2026-12-26", "2026-12-29"]);
  });
});
