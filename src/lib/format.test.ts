import { describe, expect, it } from "vitest";
import { summarizeHours } from "./format";

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
