import { describe, expect, it } from "vitest";
import { blocksThatFit } from "./fit";
import { BLOCK_TYPES } from "./schemas";

describe("the blocks a kind of site is offered first", () => {
  it("gives a restaurant its menu, orders and tables, and no mortgage calculator, homes for rent or bill to pay", () => {
    const first = blocksThatFit("restaurant", [], BLOCK_TYPES);
    expect(first).toEqual(expect.arrayContaining(["hero", "richText", "gallery", "menu", "orderOnline", "reservation", "form"]));
    for (const type of ["mortgageCalculator", "unitList", "billPayment", "donation", "tripBuilder"]) expect(first).not.toContain(type);
  });

  it("offers first what the site's pages already show, whatever its kind, and leaves nothing out of the whole list", () => {
    expect(blocksThatFit("single-page:handyman", ["menu"], BLOCK_TYPES)).toEqual(expect.arrayContaining(["menu", "serviceAreas"]));
    expect(blocksThatFit("single-page:handyman", [], BLOCK_TYPES)).not.toContain("menu");
    expect(blocksThatFit("town-government", [], BLOCK_TYPES)).toContain("billPayment");
    expect(blocksThatFit("barber", [], BLOCK_TYPES)).not.toContain("reservation");
  });
});
