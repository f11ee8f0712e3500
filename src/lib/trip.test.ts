import { describe, expect, it } from "vitest";
import { MAX_CUSTOM_WINERIES, MIN_CUSTOM_WINERIES, quoteTrip, tripRules, type TripPriceList } from "./trip";

const list: TripPriceList = {
  packages: [
    { key: "classic", name: "Classic Seneca", pricePerPersonCents: 129_00, wineryCount: 3 },
    { key: "grand", name: "Grand Tour", pricePerPersonCents: 179_00, wineryCount: 5, days: ["sat"] },
  ],
  wineries: [
    { key: "a", name: "Alder Ridge", tastingFeeCents: 15_00 },
    { key: "b", name: "Bluff Point", tastingFeeCents: 20_00 },
    ...["c", "d", "e", "f"].map((key) => ({ key, name: `Winery ${key}`, tastingFeeCents: 10_00 })),
  ],
  customBasePerPersonCents: 95_00,
  minGuests: 2,
  maxGuests: 14,
  depositPercent: 25,
};

describe("quoteTrip", () => {
  it("prices a package per person, with a deposit", () => {
    expect(quoteTrip(list, { plan: "classic", wineries: [], guests: 4 })).toMatchObject({
      ok: true,
      perPersonCents: 129_00,
      totalCents: 516_00,
      depositCents: 129_00,
    });
  });

  it("prices a custom trip from the base and the chosen wineries' fees, ignoring unknown ones", () => {
    expect(quoteTrip(list, { plan: "custom", wineries: ["a", "b", "zzz"], guests: 3 })).toMatchObject({
      ok: true,
      perPersonCents: 130_00,
      totalCents: 390_00,
      depositCents: 97_50,
    });
  });

  it("refuses a party outside the limits, an empty custom trip or an unknown package", () => {
    expect(quoteTrip(list, { plan: "classic", wineries: [], guests: 1 }).ok).toBe(false);
    expect(quoteTrip(list, { plan: "classic", wineries: [], guests: 15 }).ok).toBe(false);
    expect(quoteTrip(list, { plan: "custom", wineries: [], guests: 4 }).ok).toBe(false);
    expect(quoteTrip(list, { plan: "nope", wineries: [], guests: 4 }).ok).toBe(false);
  });

  it("keeps a custom trip within the limits its sentence states, and a Saturday tour on Saturdays", () => {
    const rules = tripRules(list);
    expect(rules).toContain("pick two to five wineries for a custom trip: $95 a person");
    expect(rules).toContain("Grand Tour runs on Saturdays only.");
    expect(rules).toContain("Groups of 2 to 14. A 25% deposit books the trip; the balance is due on the day.");
    const keys = list.wineries.map((w) => w.key);
    expect(quoteTrip(list, { plan: "custom", wineries: keys.slice(0, MIN_CUSTOM_WINERIES - 1), guests: 2 }).ok).toBe(false);
    expect(quoteTrip(list, { plan: "custom", wineries: keys.slice(0, MIN_CUSTOM_WINERIES), guests: 2 }).ok).toBe(true);
    expect(quoteTrip(list, { plan: "custom", wineries: keys.slice(0, MAX_CUSTOM_WINERIES), guests: 2 }).ok).toBe(true);
    expect(quoteTrip(list, { plan: "custom", wineries: keys.slice(0, MAX_CUSTOM_WINERIES + 1), guests: 2 }).ok).toBe(false);
    expect(quoteTrip(list, { plan: "grand", wineries: [], guests: 2, date: "2026-12-05" }).ok).toBe(true);
    expect(quoteTrip(list, { plan: "grand", wineries: [], guests: 2, date: "2026-12-08" })).toEqual({
      ok: false,
      problem: "Grand Tour runs on Saturdays only. Choose one of those days, or another trip.",
    });
  });
});
