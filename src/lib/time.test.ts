import { describe, expect, it } from "vitest";
import { addDays, clockIn, wallClockMinutesOn, wallClockOn } from "./time";

/** The slow way, one question to the zone per time: what wallClockMinutesOn must answer. */
function slowly(date: string, minutes: number, timeZone: string): number | null {
  const hhmm = `${String(Math.floor((minutes % 1440) / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  const at = wallClockOn(addDays(date, Math.floor(minutes / 1440)), hhmm, timeZone);
  return clockIn(at, timeZone) === hhmm ? at.getTime() : null;
}

describe("wall-clock minutes on a date", () => {
  it("match asking the zone for each time, every day of a year, in zones with whole, half-hour and no changes", () => {
    const differ: string[] = [];
    for (const zone of ["America/New_York", "Australia/Lord_Howe", "Asia/Kolkata", "America/St_Johns"]) {
      for (let day = 0; day < 366; day++) {
        const date = addDays("2027-01-01", day);
        const instantOf = wallClockMinutesOn(date, zone);
        // Every half hour from 01:00 to 03:30 (where clocks change) and a few hours either side, over two days.
        for (const minutes of [0, 60, 90, 120, 150, 180, 210, 720, 1500, 1530, 1560, 1590, 1620, 2850])
          if (instantOf(minutes) !== slowly(date, minutes, zone)) differ.push(`${zone} ${date} +${minutes}`);
      }
    }
    expect(differ).toEqual([]);
  });
});
