import { describe, expect, it } from "vitest";
import { icsFor } from "./ics";

describe("icsFor", () => {
  const event = {
    uid: "site/bdtc/mixer@mainstreet",
    title: "Business After Hours; food, drinks, and music",
    description: "Meet your neighbours.\nBring cards.",
    location: "Phelps Hotel, 20 Main St",
    url: "http://localhost:3000/phelps-community/bdtc/events/mixer",
    startsAt: new Date("2026-12-03T22:00:00Z"),
    endsAt: new Date("2026-12-04T00:30:00Z"),
  };

  it("writes a valid single-event calendar with escaped text and UTC times", () => {
    const ics = icsFor(event, new Date("2026-11-21T00:00:00Z"));
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics).toContain("DTSTART:20261203T220000Z\r\n");
    expect(ics).toContain("DTEND:20261204T003000Z\r\n");
    expect(ics).toContain("SUMMARY:Business After Hours\\; food\\, drinks\\, and music\r\n");
    expect(ics).toContain("Meet your neighbours.\\nBring cards.");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("folds long lines at 75 octets", () => {
    const ics = icsFor({ ...event, description: "x".repeat(300) });
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});
