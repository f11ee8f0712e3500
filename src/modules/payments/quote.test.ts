import { describe, expect, it } from "vitest";
import { OTHER_AMOUNT, quote } from "./quote";

describe("checkout quotes", () => {
  it("adds the convenience fee to a bill, within the bill's limits", () => {
    const config = {
      kind: "bill" as const,
      bills: [{ label: "Water and sewer", minCents: 100, maxCents: 500_000 }],
      fee: { label: "Card fee", percent: 2.65, fixedCents: 0, minCents: 200 },
    };
    expect(quote(config, { bill: "Water and sewer", amount: "150.00" })).toEqual({
      ok: true,
      totalCents: 15_398,
      lines: [
        { label: "Water and sewer", quantity: 1, unitCents: 15_000 },
        { label: "Card fee", quantity: 1, unitCents: 398 },
      ],
    });
    expect(quote(config, { bill: "Water and sewer", amount: "9000" })).toEqual({ ok: false, errors: { amount: "Enter an amount from $1 to $5000" } });
    expect(quote(config, { bill: "Something else", amount: "10" }).ok).toBe(false);
  });

  it("takes a preset or another amount for a gift, and covers the fees when asked", () => {
    const config = {
      kind: "donation" as const,
      presets: [{ label: "$50", cents: 5000 }],
      minCents: 500,
      maxCents: 100_000,
      coverFees: { percent: 2.2, fixedCents: 30 },
    };
    expect(quote(config, { gift: "$50", frequency: "Monthly" })).toMatchObject({ ok: true, totalCents: 5000, lines: [{ label: "Monthly gift" }] });
    const covered = quote(config, { gift: OTHER_AMOUNT, other_amount: "20", cover_fees: ["yes"] });
    expect(covered).toMatchObject({ ok: true, lines: [{ unitCents: 2000 }, { label: "Card fees, covered by you" }] });
    expect(quote(config, { gift: OTHER_AMOUNT, other_amount: "2" })).toEqual({ ok: false, errors: { other_amount: "Enter an amount from $5 to $1000" } });
  });

  it("prices an order from the site's prices, with shipping until the free threshold", () => {
    const config = {
      kind: "order" as const,
      products: [{ field: "qty_print", name: "Print", unitCents: 4000, productId: "p1" }],
      shipping: { flatCents: 1800, freeOverCents: 25_000 },
    };
    expect(quote(config, { qty_print: "2", delivery: "Ship it to me" })).toMatchObject({ ok: true, totalCents: 9800 });
    expect(quote(config, { qty_print: "7", delivery: "Ship it to me" })).toMatchObject({ ok: true, totalCents: 28_000 });
    expect(quote(config, { qty_print: "2", delivery: "Pick up" })).toMatchObject({ ok: true, totalCents: 8000 });
    expect(quote(config, { qty_print: "0" }).ok).toBe(false);
  });

  it("prices an order for pickup from the menu's own prices and options, never the browser's", () => {
    const items = [
      {
        key: "latte",
        name: "Latte",
        priceCents: 500,
        options: [
          {
            name: "Milk",
            choose: "one" as const,
            choices: [
              { name: "Whole", priceCents: 0 },
              { name: "Oat", priceCents: 75 },
            ],
          },
        ],
      },
    ];
    expect(quote({ kind: "menuOrder", items, cart: "latte~1*2" }, { pickup: "Friday, December 4 at 8:15 AM" })).toEqual({
      ok: true,
      lines: [{ label: "Latte (Oat)", quantity: 2, unitCents: 575 }],
      totalCents: 1150,
    });
    expect(quote({ kind: "menuOrder", items, cart: "latte~5" }, {}).ok).toBe(false);
    expect(quote({ kind: "menuOrder", items, cart: "" }, {}).ok).toBe(false);
  });
});
