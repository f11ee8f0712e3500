import { describe, expect, it } from "vitest";
import { timetableText, timetableWords } from "./schema";

describe("a class's timetable as the owner types it", () => {
  it("reads days then times, a line a rule, and says it back the same way", () => {
    const rules = timetableText.parse("Tue, Thursday 18:00\nsat 9:00 10.30; ");
    expect(rules).toEqual([
      { days: ["tue", "thu"], times: ["18:00"] },
      { days: ["sat"], times: ["09:00", "10:30"] },
    ]);
    expect(timetableWords(rules)).toBe("Tue Thu 18:00\nSat 09:00 10:30");
    expect(timetableText.parse(timetableWords(rules))).toEqual(rules);
    expect(timetableText.parse("  ")).toEqual([]);
  });

  it("says in words what it cannot read", () => {
    expect(timetableText.safeParse("Tue at 6pm").error?.issues[0]?.message).toBe(
      '"at" in the timetable is neither a day nor a time (such as: Tue Thu 18:00, then Sat 09:00 on a line of its own)',
    );
    expect(timetableText.safeParse("Tue Thu").error?.issues[0]?.message).toMatch(/^Give each timetable line its days and its times/);
    expect(timetableText.safeParse("18:00").success).toBe(false);
  });
});
