import { describe, expect, it } from "vitest";
import { formatClock } from "./format";
import { pickupDays, pickupTimesOn } from "./pickup-times";
import { dateIn, wallClockOn } from "./time";

const TZ = "America/New_York";
const hours = [
  { days: ["tue", "wed", "thu"], opens: "11:30", closes: "21:00" },
  { days: ["sat"], opens: "10:00", closes: "22:00" },
];
const clocks = (times: Date[]) => times.map((t) => formatClock(t, TZ));

describe("pickup times from the opening hours", () => {
  it("are every quarter hour from opening until the last orders", () => {
    // 2026-12-01 is a Tuesday.
    const times = clocks(pickupTimesOn(hours, { lastOrderMinutes: 30 }, "2026-12-01", TZ));
    expect(times[0]).toBe("11:30 AM");
    expect(times.at(-1)).toBe("8:30 PM");
    expect(times).toHaveLength(37);
    expect(pickupTimesOn(hours, { lastOrderMinutes: 30 }, "2026-11-30", TZ)).toEqual([]);
  });

  it("run past midnight when the doors do", () => {
    const late = pickupTimesOn([{ days: ["fri"], opens: "22:00", closes: "01:00" }], { lastOrderMinutes: 30 }, "2026-12-04", TZ);
    expect(clocks(late)).toEqual(["10:00 PM", "10:15 PM", "10:30 PM", "10:45 PM", "11:00 PM", "11:15 PM", "11:30 PM", "11:45 PM", "12:00 AM", "12:15 AM", "12:30 AM"]);
    expect(dateIn(late.at(-1)!, TZ)).toBe("2026-12-05");
  });

  it("offer today from the lead time on, then the next open days, skipping closed ones", () => {
    const now = wallClockOn("2026-12-03", "20:00", TZ); // a Thursday evening
    const days = pickupDays(hours, { leadMinutes: 20, lastOrderMinutes: 30, days: 3 }, now, TZ);
    expect(days.map((d) => d.date)).toEqual(["2026-12-03", "2026-12-05", "2026-12-08"]);
    expect(clocks(days[0]!.times)).toEqual(["8:30 PM"]);
    // Too late for tonight's last orders: the first day offered is Saturday.
    const later = pickupDays(hours, { leadMinutes: 20, lastOrderMinutes: 30, days: 1 }, wallClockOn("2026-12-03", "20:20", TZ), TZ);
    expect(later.map((d) => d.date)).toEqual(["2026-12-05"]);
  });
});
