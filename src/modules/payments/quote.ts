import { parseCart, priceCart, type OrderableItem } from "@/lib/menu-order";
import type { SubmittedValues } from "@/modules/forms/submission";
import { convenienceFee, feeCover, parseDollars, type FeeRule } from "./fees";

/**
 * What a checkout form charges, as a pure function of the site's own prices
 * (the config, built on the server from stored content) and the visitor's
 * choices. The browser runs it to show the total as the visitor types; the
 * server runs it again on what was posted, and only its answer is charged.
 */
export interface PaymentLine {
  label: string;
  quantity: number;
  unitCents: number;
  /** A product this line takes stock from. */
  productId?: string;
  /** A gift card's share of the payment: the one kind of line below zero (see gift-cards/service). */
  giftCardId?: string;
}

export type QuoteConfig =
  | { kind: "bill"; bills: Array<{ label: string; minCents: number; maxCents: number }>; fee?: FeeRule & { label: string } }
  | {
      kind: "donation";
      presets: Array<{ label: string; cents: number }>;
      minCents: number;
      maxCents: number;
      coverFees?: { percent: number; fixedCents: number };
    }
  | { kind: "giftCard"; options: Array<{ label: string; cents: number; name?: string | null }>; custom?: { minCents: number; maxCents: number } }
  | {
      kind: "order";
      products: Array<{ field: string; name: string; unitCents: number; productId: string }>;
      shipping?: { flatCents: number; freeOverCents?: number };
    }
  | { kind: "perPerson"; label: string; unitCents: number; field: string }
  /** A cart from a menu with options (lib/menu-order): the cart was chosen on the page, the form adds the pickup and payer. */
  | { kind: "menuOrder"; items: OrderableItem[]; cart: string }
  | { kind: "fixed"; lines: PaymentLine[] };

export type Quote = { ok: true; lines: PaymentLine[]; totalCents: number } | { ok: false; errors: Record<string, string> };

/** The "other amount" choice of donation and gift card forms. */
export const OTHER_AMOUNT = "Other amount";
export const COVER_FEES = "yes";
export const SHIPPING = "Ship it to me";

const money = (cents: number) => `$${(cents / 100).toFixed(cents % 100 ? 2 : 0)}`;
const one = (values: SubmittedValues, name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");

function amountIn(raw: string, min: number, max: number, field: string): { cents: number } | { errors: Record<string, string> } {
  const cents = parseDollars(raw);
  if (cents === null) return { errors: { [field]: "Enter an amount in dollars, like 125.50" } };
  if (cents < min || cents > max) return { errors: { [field]: `Enter an amount from ${money(min)} to ${money(max)}` } };
  return { cents };
}

export function quote(config: QuoteConfig, values: SubmittedValues): Quote {
  const lines: PaymentLine[] = [];
  switch (config.kind) {
    case "bill": {
      const bill = config.bills.find((b) => b.label === one(values, "bill"));
      if (!bill) return { ok: false, errors: { bill: "Choose what you are paying" } };
      const amount = amountIn(one(values, "amount"), bill.minCents, bill.maxCents, "amount");
      if ("errors" in amount) return { ok: false, errors: amount.errors };
      lines.push({ label: bill.label, quantity: 1, unitCents: amount.cents });
      const fee = convenienceFee(amount.cents, config.fee);
      if (fee > 0) lines.push({ label: config.fee!.label, quantity: 1, unitCents: fee });
      break;
    }
    case "donation": {
      const choice = one(values, "gift");
      const preset = config.presets.find((p) => p.label === choice);
      let cents: number;
      if (preset) cents = preset.cents;
      else if (choice === OTHER_AMOUNT) {
        const amount = amountIn(one(values, "other_amount"), config.minCents, config.maxCents, "other_amount");
        if ("errors" in amount) return { ok: false, errors: amount.errors };
        cents = amount.cents;
      } else return { ok: false, errors: { gift: "Choose an amount" } };
      lines.push({ label: values.frequency === "Monthly" ? "Monthly gift" : "Gift", quantity: 1, unitCents: cents });
      if (config.coverFees && Array.isArray(values.cover_fees) && values.cover_fees.length)
        lines.push({ label: "Card fees, covered by you", quantity: 1, unitCents: feeCover(cents, config.coverFees) });
      break;
    }
    case "giftCard": {
      const choice = one(values, "card");
      const option = config.options.find((o) => o.label === choice);
      // The line names a package ("Gift card: Brunch for two"); a plain amount is already in the line's price.
      if (option) lines.push({ label: option.name ? `Gift card: ${option.name}` : "Gift card", quantity: 1, unitCents: option.cents });
      else if (choice === OTHER_AMOUNT && config.custom) {
        const amount = amountIn(one(values, "other_amount"), config.custom.minCents, config.custom.maxCents, "other_amount");
        if ("errors" in amount) return { ok: false, errors: amount.errors };
        lines.push({ label: "Gift card", quantity: 1, unitCents: amount.cents });
      } else return { ok: false, errors: { card: "Choose a gift card" } };
      break;
    }
    case "order": {
      for (const product of config.products) {
        const quantity = Number(one(values, product.field) || "0");
        if (Number.isInteger(quantity) && quantity > 0)
          lines.push({ label: product.name, quantity, unitCents: product.unitCents, productId: product.productId });
      }
      if (!lines.length) return { ok: false, errors: { [config.products[0]?.field ?? "form"]: "Choose how many of at least one item" } };
      const subtotal = lines.reduce((sum, l) => sum + l.quantity * l.unitCents, 0);
      const ships = config.shipping && one(values, "delivery") !== "Pick up";
      if (ships && !(config.shipping!.freeOverCents !== undefined && subtotal >= config.shipping!.freeOverCents) && config.shipping!.flatCents > 0) {
        lines.push({ label: "Shipping", quantity: 1, unitCents: config.shipping!.flatCents });
      }
      break;
    }
    case "perPerson": {
      const people = Number(one(values, config.field));
      if (!Number.isInteger(people) || people < 1) return { ok: false, errors: { [config.field]: "Choose how many" } };
      lines.push({ label: config.label, quantity: people, unitCents: config.unitCents });
      break;
    }
    case "menuOrder": {
      const priced = priceCart(config.items, parseCart(config.cart));
      if (!priced.ok) return { ok: false, errors: { form: priced.problem } };
      lines.push(...priced.lines);
      break;
    }
    case "fixed":
      lines.push(...config.lines);
      break;
  }
  return { ok: true, lines, totalCents: lines.reduce((sum, l) => sum + l.quantity * l.unitCents, 0) };
}

declare module "@/server/db/schema/json" {
  interface JsonShapes {
    paymentLines: PaymentLine[];
  }
}
