import { describe, expect, it } from "vitest";
import { gatherMenu } from "./gather";
import { menuShown, orderableItems, takeoutSections } from "./schema";

const dish = (name: string, priceCents: number, extra: object = {}) => ({ name, priceCents, ...extra });

describe("gatherMenu", () => {
  const { menu, pages } = gatherMenu([
    {
      path: "",
      blocks: [{ type: "menu" as const, props: { heading: "Favourites", favouritesOnly: true } }],
    },
    {
      path: "dining",
      blocks: [
        {
          type: "menu" as const,
          props: {
            sections: [
              { name: "Mains", items: [dish("Pot roast", 2800, { favourite: true, tags: ["house favourite"] }), dish("Trout", 2700, { tags: ["GF"] })] },
              { name: "Salads", items: [dish("Harvest salad", 1200, { tags: ["vegan", "gluten-free"] })] },
            ],
          },
        },
      ],
    },
    {
      path: "catering",
      blocks: [{ type: "menu" as const, props: { sections: [{ name: "Trays", items: [dish("Harvest salad", 4500)] }] } }],
    },
    {
      path: "takeout",
      blocks: [
        {
          type: "orderOnline" as const,
          props: {
            sections: [
              {
                name: "Mains",
                items: [
                  dish("Pot roast", 2800, { key: "pot-roast", optionGroups: [{ name: "Side", choices: [{ name: "Salad" }, { name: "Fries" }] }] }),
                  dish("Burger", 1800, { key: "burger", soldOut: true }),
                ],
              },
            ],
          },
        },
      ],
    },
  ]);

  it("makes one menu: one section per name, a dish met again joined with what the order block adds", () => {
    expect(menu.sections.map((s) => s.name)).toEqual(["Mains", "Salads", "Trays"]);
    const [roast, trout, burger] = menu.sections[0]!.items;
    expect(roast).toMatchObject({ name: "Pot roast", key: "pot-roast", takeout: true, favourite: true, labels: ["house favourite"] });
    expect(roast!.optionGroups[0]!.choices.map((c) => c.name)).toEqual(["Salad", "Fries"]);
    expect(trout).toMatchObject({ dietary: ["gluten-free"], labels: [], takeout: false });
    expect(burger).toMatchObject({ soldOut: true, takeout: true });
    expect(menu.sections[1]!.items[0]!.dietary).toEqual(["vegan", "gluten-free"]);
    // The catering tray of the salad is another dish, under a short name of its own.
    expect(menu.sections[2]!.items[0]).toMatchObject({ name: "Harvest salad", key: "harvest-salad-trays", priceCents: 4500 });
  });

  it("leaves each block naming its sections", () => {
    expect(pages.map((p) => p.blocks[0]!.props)).toEqual([
      { heading: "Favourites", favouritesOnly: true },
      { sections: ["Mains", "Salads"] },
      { sections: ["Trays"] },
      { sections: ["Mains"] },
    ]);
  });

  it("shows each block its part of the one menu, and orders only what is taken for pickup and not sold out", () => {
    expect(menuShown(menu, [], true).flatMap((s) => s.items.map((i) => i.name))).toEqual(["Pot roast"]);
    expect(menuShown(menu, ["salads", "Mains"], false).map((s) => s.name)).toEqual(["Salads", "Mains"]);
    expect(takeoutSections(menu, ["Mains"])[0]!.items.map((i) => i.name)).toEqual(["Pot roast", "Burger"]);
    expect(orderableItems(takeoutSections(menu, ["Mains"])).map((i) => i.key)).toEqual(["pot-roast"]);
  });
});
