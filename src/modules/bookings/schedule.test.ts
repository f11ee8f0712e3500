import { describe, expect, it } from "vitest";
import { dateIn } from "@/lib/time";
import { bookable, pricePerPerson, sessionsOn } from "./schedule";

const game = {
  schedule: [
    { days: ["mon" as const, "tue" as const], times: ["19:00", "16:00"] },
    { days: ["sat" as const], times: ["10:00", "11:30"] },
  ],
  pricePerPersonCents: 3200,
  weekendPricePerPersonCents: 3600,
};

describe("booking schedule", () => {
  it("lists a day's sessions in the site's zone, earliest first", () => {
    // 2026-11-30 is a Monday; New York is UTC-5 in winter.
    expect(sessionsOn(game, "2026-11-30", "America/New_York").map((d) => d.toISOString())).toEqual(["2026-11-30T21:00:00.000Z", "2026-12-01T00:00:00.000Z"]);
    expect(sessionsOn(game, "2026-12-02", "America/New_York")).toEqual([]);
    // Summer time: UTC-4.
    expect(sessionsOn(game, "2026-07-04", "America/New_York")[0]!.toISOString()).toBe("2026-07-04T14:00:00.000Z");
  });

  it("keeps the wall-clock time on the days the clocks change", () => {
    const [spring] = sessionsOn({ schedule: [{ days: ["sun"], times: ["10:00"] }] }, "2026-03-08", "America/New_York");
    expect(spring!.toISOString()).toBe("2026-03-08T14:00:00.000Z");
    expect(dateIn(spring!, "America/New_York")).toBe("2026-03-08");
  });

  it("charges the weekend price Friday to Sunday", () => {
    expect(pricePerPerson(game, "2026-11-30")).toBe(3200);
    expect(pricePerPerson(game, "2026-11-28")).toBe(3600);
    expect(pricePerPerson({ pricePerPersonCents: 5000 }, "2026-11-28")).toBe(5000);
  });

  it("closes online booking an hour before and beyond the horizon", () => {
    const now = new Date("2026-11-30T12:00:00Z");
    expect(bookable(new Date("2026-11-30T12:30:00Z"), 60, now)).toBe(false);
    expect(bookable(new Date("2026-11-30T13:00:00Z"), 60, now)).toBe(true);
    expect(bookable(new Date("2027-03-01T13:00:00Z"), 60, now)).toBe(false);
  });
});
