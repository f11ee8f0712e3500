import { describe, expect, it } from "vitest";
import { quote } from "@/modules/payments/quote";
import { giftCardMail } from "./fulfilment";

describe("what a gift card's buyer and recipient read", () => {
  const card = {
    recipientName: "Jo",
    senderName: "Max",
    label: null,
    amountCents: 4000,
    message: null,
    code: "ABCD-EFGH-JKLM-NPQR",
    siteName: "The Copper Kettle",
    balancePage: "https://example.org/copper-kettle/gift-cards",
  };

  it("names the site as a name, gives the code and links to the balance check", () => {
    const text = giftCardMail(card);
    expect(text).toContain("Max sent you a gift card from The Copper Kettle, worth $40.");
    expect(text).not.toContain("a The");
    expect(text).toContain("Your code: ABCD-EFGH-JKLM-NPQR");
    expect(text).toContain("Check what is left on it at any time: https://example.org/copper-kettle/gift-cards");
  });

  it("does not say the amount twice on the line", () => {
    const config = {
      kind: "giftCard" as const,
      options: [
        { label: "$40", cents: 4000, name: null },
        { label: "Brunch for two ($60)", cents: 6000, name: "Brunch for two" },
      ],
    };
    const plain = quote(config, { card: "$40" });
    const named = quote(config, { card: "Brunch for two ($60)" });
    expect(plain.ok && plain.lines[0]!.label).toBe("Gift card");
    expect(named.ok && named.lines[0]!.label).toBe("Gift card: Brunch for two");
  });
});
