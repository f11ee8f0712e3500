import { describe, expect, it } from "vitest";
import { quoteTrip, type TripPriceList } from "./trip";

const list: TripPriceList = {
  packages: [{ key: "classic", name: "Classic Seneca", pricePerPersonCents: 129_00, wineryCount: 3 }],
  wineries: [
    { key: "a", name: "Alder Ridge", tastingFeeCents: 15_00 },
    { key: "b", name: "Bluff Point", tastingFeeCents: 20_00 },
  ],
  customBasePerPersonCents: 95_00,
  minGuests: 2,
  maxGuests: 14,
  depositPercent: 25,
};

describe("quoteTrip", () => {
  it("prices a package per person, with a deposit", () => {
    expect(quoteTrip(list, { plan: "classic", wineries: [], guests: 4 })).toMatchObject({ ok: true, perPersonCents: 129_00, totalCents: 516_00, depositCents: 129_00 });
  });

  it("prices a custom trip from the base and the chosen wineries' fees, ignoring unknown ones", () => {
    expect(quoteTrip(list, { plan: "custom", wineries: ["a", "b", "zzz"], guests: 3 })).toMatchObject({ ok: true, perPersonCents: 130_00, totalCents: 390_00, depositCents: 97_50 });
  });

  it("refuses a party outside the limits, an empty custom trip or an unknown package", () => {
    expect(quoteTrip(list, { plan: "classic", wineries: [], guests: 1 }).ok).toBe(false);
    expect(quoteTrip(list, { plan: "classic", wineries: [], guests: 15 }).ok).toBe(false);
    expect(quoteTrip(list, { plan: "custom", wineries: [], guests: 4 }).ok).toBe(false);
    expect(quoteTrip(list, { plan: "nope", wineries: [], guests: 4 }).ok).toBe(false);
  });
});
