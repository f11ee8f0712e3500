import { describe, expect, it } from "vitest";
import { stripeLines } from "./stripe";

describe("Stripe's line items", () => {
  it("are ours as they are, or one line for what is left when a gift card paid part (Stripe takes no line below zero)", () => {
    const lines = [{ label: "Latte (Oat)", quantity: 2, unitCents: 575 }];
    expect(stripeLines({ lines, amountCents: 1150, reference: "R-AAAA-BBBB" })).toBe(lines);
    expect(
      stripeLines({
        lines: [...lines, { label: "Gift card ending WXYZ", quantity: 1, unitCents: -500, giftCardId: "c1" }],
        amountCents: 650,
        reference: "R-AAAA-BBBB",
      }),
    ).toEqual([{ label: "Order R-AAAA-BBBB: 2 × Latte (Oat), less gift card ending WXYZ", quantity: 1, unitCents: 650 }]);
  });
});
