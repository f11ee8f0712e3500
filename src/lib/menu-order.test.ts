import { describe, expect, it } from "vitest";
import { addToCart, cartString, checkChoices, parseCart, priceCart, setQuantity, type OrderableItem } from "./menu-order";

const burger: OrderableItem = {
  key: "smash-burger",
  name: "Smash burger",
  priceCents: 1500,
  options: [
    {
      name: "Side",
      choose: "one",
      choices: [
        { name: "Fries", priceCents: 0 },
        { name: "Onion rings", priceCents: 200 },
      ],
    },
    {
      name: "Add",
      choose: "any",
      max: 2,
      choices: [
        { name: "Bacon", priceCents: 250 },
        { name: "Egg", priceCents: 150 },
        { name: "Cheese", priceCents: 100 },
      ],
    },
  ],
};
const pie: OrderableItem = { key: "key-lime-pie", name: "Key lime pie", priceCents: 800, options: [] };

describe("a cart in the address", () => {
  it("reads back what it wrote, and leaves out what it cannot read", () => {
    const cart = [
      { item: "smash-burger", choices: [[1], [0, 2]], quantity: 2 },
      { item: "key-lime-pie", choices: [], quantity: 1 },
    ];
    expect(cartString(cart)).toBe("smash-burger~1~0.2*2,key-lime-pie");
    expect(parseCart(cartString(cart))).toEqual(cart);
    expect(parseCart("smash-burger~1*0,Bad Key,pie*21,pie~x,pie*2")).toEqual([{ item: "pie", choices: [], quantity: 2 }]);
    expect(parseCart(undefined)).toEqual([]);
  });

  it("adds the same item with the same choices to its line, and changes or removes a line", () => {
    let cart = addToCart([], { item: "smash-burger", choices: [[1], [2, 0]], quantity: 1 });
    cart = addToCart(cart, { item: "smash-burger", choices: [[1], [0, 2]], quantity: 2 });
    cart = addToCart(cart, { item: "smash-burger", choices: [[0], []], quantity: 1 });
    expect(cart).toEqual([
      { item: "smash-burger", choices: [[1], [0, 2]], quantity: 3 },
      { item: "smash-burger", choices: [[0], []], quantity: 1 },
    ]);
    expect(setQuantity(cart, 0, 5)[0]!.quantity).toBe(5);
    expect(setQuantity(cart, 0, 0)).toEqual([cart[1]]);
  });
});

describe("the price of a cart", () => {
  it("is each item's price plus its choices, times the quantity, with the choices in its label", () => {
    const priced = priceCart([burger, pie], parseCart("smash-burger~1~0.2*2,key-lime-pie"));
    expect(priced).toEqual({
      ok: true,
      lines: [
        { label: "Smash burger (Onion rings, Bacon, Cheese)", quantity: 2, unitCents: 2050 },
        { label: "Key lime pie", quantity: 1, unitCents: 800 },
      ],
      totalCents: 4900,
    });
  });

  it("refuses a cart it cannot price rather than guessing", () => {
    expect(priceCart([burger], [])).toMatchObject({ ok: false });
    expect(priceCart([burger], parseCart("gone-item"))).toMatchObject({ ok: false, problem: expect.stringContaining("no longer on the menu") });
    expect(priceCart([burger], parseCart("smash-burger~~0"))).toMatchObject({ ok: false, problem: "Choose one side for the smash burger." });
    expect(priceCart([burger], parseCart("smash-burger~0~0.1.2"))).toMatchObject({ ok: false, problem: "Choose up to 2 add for the smash burger." });
    expect(priceCart([burger], parseCart("smash-burger~7~"))).toMatchObject({ ok: false });
  });

  it("checks choices against each group: exactly one of a size, any of the add-ons", () => {
    expect(checkChoices(burger, [[1], []])).toEqual({ ok: true, choices: [[1], []] });
    expect(checkChoices(burger, [[0, 1], []])).toMatchObject({ ok: false });
    expect(checkChoices(burger, [[0]])).toEqual({ ok: true, choices: [[0], []] });
  });
});
