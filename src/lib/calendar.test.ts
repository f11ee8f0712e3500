import { describe, expect, it } from "vitest";
import { comingSpecialDays, hoursOn, intersectSpans, openAt, type BusinessCalendar } from "./calendar";
import { holidayOn, holidaysOf } from "./holidays";

const grill: BusinessCalendar = {
  timeZone: "America/New_York",
  hours: [
    { days: ["mon", "tue", "wed", "thu"], opens: "11:00", closes: "21:00" },
    { days: ["fri", "sat"], opens: "11:00", closes: "01:00" },
    { days: ["sun"], opens: "10:00", closes: "14:00" },
    { days: ["sun"], opens: "17:00", closes: "20:00" },
  ],
  seasons: [{ name: "Winter hours", from: "11-01", to: "03-31", hours: [{ days: ["wed", "thu", "fri", "sat", "sun"], opens: "12:00", closes: "20:00" }] }],
  specialDays: [
    { name: "Christmas Eve", from: "2026-12-24", hours: [{ opens: "16:00", closes: "20:00" }], note: "By phone only.", online: false },
    { name: "Christmas", from: "2026-12-25", to: "2026-12-26", hours: [] },
  ],
};

describe("the hours of a date", () => {
  it("come from a special day first, then a season, then the usual week", () => {
    expect(hoursOn(grill, "2026-12-25")).toMatchObject({ spans: [], online: false, source: "special", name: "Christmas" });
    expect(hoursOn(grill, "2026-12-26").spans).toEqual([]);
    expect(hoursOn(grill, "2026-12-24")).toMatchObject({ spans: [{ opens: "16:00", closes: "20:00" }], online: false, note: "By phone only." });
    // A December Monday is in the winter season: closed.
    expect(hoursOn(grill, "2026-12-07")).toMatchObject({ spans: [], source: "season", name: "Winter hours" });
    // The season wraps the new year and ends with March.
    expect(hoursOn(grill, "2027-03-29").source).toBe("season");
    expect(hoursOn(grill, "2027-04-05")).toMatchObject({ spans: [{ opens: "11:00", closes: "21:00" }], source: "week" });
    // Two spans on a summer Sunday.
    expect(hoursOn(grill, "2027-06-06").spans).toHaveLength(2);
  });

  it("answer whether a time is open, counting a span past midnight to the day it started", () => {
    // A summer Friday open until 1 am: Saturday 00:30 is still Friday night.
    expect(openAt(grill, "2027-06-05", "00:30")).toBe(true);
    expect(openAt(grill, "2027-06-05", "01:00")).toBe(false);
    expect(openAt(grill, "2027-06-06", "15:00")).toBe(false);
    expect(openAt(grill, "2026-12-24", "17:00")).toBe(true);
    expect(openAt(grill, "2026-12-24", "17:00", { online: true })).toBe(false);
  });

  it("keep no hours for a business that lists none: only its special days close it", () => {
    const van: BusinessCalendar = { timeZone: "America/New_York", hours: [], specialDays: [{ name: "Holiday", from: "2026-07-04", hours: [] }] };
    expect(openAt(van, "2026-07-03", "06:00")).toBe(true);
    expect(openAt(van, "2026-07-04", "12:00")).toBe(false);
  });

  it("name the special days of the next two weeks", () => {
    expect(comingSpecialDays(grill, "2026-12-12").map((s) => s.name)).toEqual(["Christmas Eve", "Christmas"]);
    expect(comingSpecialDays(grill, "2026-12-01")).toEqual([]);
    expect(comingSpecialDays(grill, "2026-12-26").map((s) => s.name)).toEqual(["Christmas"]);
  });

  it("intersect a kitchen's hours with the day's", () => {
    expect(
      intersectSpans(
        [{ opens: "11:00", closes: "23:00" }],
        [
          { opens: "12:00", closes: "15:00" },
          { opens: "17:00", closes: "01:00" },
        ],
      ),
    ).toEqual([
      { opens: "12:00", closes: "15:00" },
      { opens: "17:00", closes: "23:00" },
    ]);
  });
});

describe("holidays", () => {
  it("fall on their days", () => {
    const y2026 = Object.fromEntries(holidaysOf(2026).map((h) => [h.name, h.date]));
    expect(y2026["Thanksgiving Day"]).toBe("2026-11-26");
    expect(y2026["Day after Thanksgiving"]).toBe("2026-11-27");
    expect(y2026["Memorial Day"]).toBe("2026-05-25");
    expect(y2026["Labor Day"]).toBe("2026-09-07");
    expect(y2026["Martin Luther King Jr. Day"]).toBe("2026-01-19");
    expect(y2026["Easter Sunday"]).toBe("2026-04-05");
    expect(holidaysOf(2027).find((h) => h.name === "Easter Sunday")!.date).toBe("2027-03-28");
    expect(holidayOn("2026-12-25")!.name).toBe("Christmas Day");
  });
});
