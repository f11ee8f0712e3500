import { describe, expect, it } from "vitest";
import { formatClock } from "@/lib/format";
import { addDays, dateIn } from "@/lib/time";
import { bookable, pricePerPerson, priceWords, sessionsOn } from "./schedule";

const game = {
  schedule: [
    { days: ["mon" as const, "tue" as const], times: ["19:00", "16:00"] },
    { days: ["sat" as const], times: ["10:00", "11:30"] },
  ],
  pricePerPersonCents: 3200,
  weekendPricePerPersonCents: 3600,
};

const NY = { timeZone: "America/New_York", hours: [] };

describe("booking schedule", () => {
  it("lists a day's sessions in the site's zone, earliest first", () => {
    // 2026-11-30 is a Monday; New York is UTC-5 in winter.
    expect(sessionsOn(game, "2026-11-30", NY).map((d) => d.toISOString())).toEqual(["2026-11-30T21:00:00.000Z", "2026-12-01T00:00:00.000Z"]);
    expect(sessionsOn(game, "2026-12-02", NY)).toEqual([]);
    // Summer time: UTC-4.
    expect(sessionsOn(game, "2026-07-04", NY)[0]!.toISOString()).toBe("2026-07-04T14:00:00.000Z");
  });

  it("keeps the wall-clock time on the days the clocks change", () => {
    const [spring] = sessionsOn({ schedule: [{ days: ["sun"], times: ["10:00"] }] }, "2026-03-08", NY);
    expect(spring!.toISOString()).toBe("2026-03-08T14:00:00.000Z");
    expect(dateIn(spring!, "America/New_York")).toBe("2026-03-08");
  });

  it("charges the weekend price Friday to Sunday", () => {
    expect(pricePerPerson(game, "2026-11-30")).toBe(3200);
    expect(pricePerPerson(game, "2026-11-28")).toBe(3600);
    // Friday is charged the weekend price, so the words never say "weekdays" for it.
    expect(pricePerPerson(game, "2026-11-27")).toBe(3600);
    expect(priceWords(game)).toBe("$32 a player Monday to Thursday and $36 Friday to Sunday");
    expect(priceWords({ pricePerPersonCents: 2950 })).toBe("$29.50 a player");
    expect(pricePerPerson({ pricePerPersonCents: 5000 }, "2026-11-28")).toBe(5000);
  });

  it("closes online booking an hour before and beyond the horizon", () => {
    const now = new Date("2026-11-30T12:00:00Z");
    expect(bookable(new Date("2026-11-30T12:30:00Z"), 60, now)).toBe(false);
    expect(bookable(new Date("2026-11-30T13:00:00Z"), 60, now)).toBe(true);
    expect(bookable(new Date("2027-03-01T13:00:00Z"), 60, now)).toBe(false);
  });

  it("offers no session on a day the calendar closes, or outside its hours, and the desk's phone-only days to the desk alone", () => {
    const calendar = {
      timeZone: "America/New_York",
      hours: [{ days: ["mon", "tue", "sat"], opens: "10:00", closes: "18:00" }],
      specialDays: [
        { name: "Closed for a private event", from: "2026-11-30", hours: [] },
        { name: "By phone", from: "2026-12-01", hours: [{ opens: "10:00", closes: "22:00" }], online: false },
      ],
    };
    expect(sessionsOn(game, "2026-11-30", calendar)).toEqual([]);
    expect(sessionsOn(game, "2026-12-01", calendar)).toEqual([]);
    expect(sessionsOn(game, "2026-12-01", calendar, { online: false })).toHaveLength(2);
    // A usual Monday: 19:00 is after the doors close at 18:00.
    expect(sessionsOn(game, "2026-12-07", calendar).map((d) => dateIn(d, "America/New_York") + d.toISOString().slice(10, 16))).toEqual(["2026-12-07T21:00"]);
  });
});

describe("sessions across the clocks' changes in New York", () => {
  const studio = { timeZone: "America/New_York", hours: [{ days: ["sun", "mon", "tue", "wed", "thu", "fri", "sat"], opens: "01:00", closes: "23:00" }] };
  const schedule = {
    schedule: [
      {
        days: ["sun" as const, "mon" as const, "tue" as const, "wed" as const, "thu" as const, "fri" as const, "sat" as const],
        times: ["01:30", "02:30", "03:30", "10:00", "22:00"],
      },
    ],
  };

  for (const [change, sunday] of [
    ["spring forward", "2027-03-14"],
    ["fall back", "2026-11-01"],
  ] as const) {
    it(`offers the local times the week around ${change}, each on its own date`, () => {
      for (let i = -3; i <= 3; i++) {
        const date = addDays(sunday, i);
        const times = sessionsOn(schedule, date, studio);
        for (const t of times) expect(dateIn(t, "America/New_York"), date).toBe(date);
        const clocks = times.map((t) => formatClock(t, "America/New_York"));
        if (i === 0 && change === "spring forward") {
          // 2:30 does not exist that night: it is not offered, and no other session shares an instant.
          expect(clocks).toEqual(["1:30 AM", "3:30 AM", "10:00 AM", "10:00 PM"]);
        } else {
          expect(clocks).toEqual(["1:30 AM", "2:30 AM", "3:30 AM", "10:00 AM", "10:00 PM"]);
        }
        // Ten in the morning is ten in the morning whatever the offset.
        expect(
          formatClock(
            times.find((t) => formatClock(t, "America/New_York") === "10:00 AM")!,
            "America/New_York",
          ),
        ).toBe("10:00 AM");
      }
    });
  }
});
