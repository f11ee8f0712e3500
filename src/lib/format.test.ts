import { describe, expect, it } from "vitest";
import { formatClock, formatDate, formatDateTime, summarizeHours } from "./format";
import { isKnownTimeZone, zonePlace } from "./time-zones";

describe("summarizeHours", () => {
  it("has nothing to say without hours", () => expect(summarizeHours([])).toBeNull());

  it("gives the days and times of a week that keeps one set of times", () => {
    expect(summarizeHours([{ days: ["mon", "tue", "wed", "thu", "fri"], opens: "08:00", closes: "17:00" }])).toBe("Monday – Friday 8 am – 5 pm");
    expect(
      summarizeHours([
        { days: ["sat", "sun"], opens: "10:00", closes: "16:30" },
        { days: ["fri"], opens: "10:00", closes: "16:30" },
      ]),
    ).toBe("Friday – Sunday 10 am – 4:30 pm");
  });

  it("names every day open when the times differ, not the first row as if it were the week", () => {
    const week = [
      { days: ["mon", "wed"], opens: "08:00", closes: "17:00" },
      { days: ["tue"], opens: "09:00", closes: "19:00" },
      { days: ["thu"], opens: "07:00", closes: "16:00" },
      { days: ["fri"], opens: "08:00", closes: "14:00" },
    ] as const;
    expect(summarizeHours(week)).toBe("Open Monday – Friday");
    expect(
      summarizeHours([
        { days: ["mon"], opens: "08:00", closes: "12:00" },
        { days: ["thu"], opens: "13:00", closes: "18:00" },
      ]),
    ).toBe("Open Monday, Thursday");
  });
});

describe("times in a site's own zone", () => {
  // 01:30 UTC on December 9 is the evening of December 8 in the United States.
  const instant = new Date("2026-12-09T01:30:00Z");

  it("reads the same instant on each zone's clock", () => {
    expect(formatClock(instant, "America/New_York")).toBe("8:30 PM");
    expect(formatClock(instant, "America/Los_Angeles")).toBe("5:30 PM");
    expect(formatDateTime(instant, "America/Los_Angeles")).toMatch(/^Tuesday, December 8, 2026,? at 5:30 PM$|Dec 8, 2026, 5:30 PM/);
    expect(formatDate(new Date("2026-12-09T06:30:00Z"), "America/Los_Angeles")).toContain("December 8");
    expect(formatDate(new Date("2026-12-09T06:30:00Z"), "America/New_York")).toContain("December 9");
  });

  it("knows the runtime's zones and refuses others", () => {
    expect(isKnownTimeZone("America/Los_Angeles")).toBe(true);
    expect(isKnownTimeZone("UTC")).toBe(true);
    expect(isKnownTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(zonePlace("America/Los_Angeles")).toBe("Los Angeles");
  });
});
