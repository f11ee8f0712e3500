import { describe, expect, it } from "vitest";
import { inSeason, seasonNote, seasonWords } from "./seasons";

describe("seasonal dishes", () => {
  it("names the months they are served", () => {
    expect(seasonWords([9, 10])).toBe("September and October");
    expect(seasonWords([6, 7, 8])).toBe("June to August");
    expect(seasonWords([12, 1, 2])).toBe("December to February");
    expect(seasonWords([5])).toBe("May");
    expect(seasonWords([3, 6, 9])).toBe("March, June and September");
  });

  it("says they are served in season, and when they are back out of it", () => {
    expect(inSeason([9, 10], "2026-10-31")).toBe(true);
    expect(seasonNote([9, 10], "2026-09-01")).toBe("September and October only.");
    expect(seasonNote([9, 10], "2026-12-06")).toBe("Back in September.");
    expect(seasonNote([12, 1, 2], "2026-11-30")).toBe("Back in December.");
    expect(seasonNote([12, 1, 2], "2027-01-15")).toBe("December to February only.");
  });
});
