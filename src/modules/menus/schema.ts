import { z } from "zod";
import { imageRefSchema } from "@/lib/image-ref";
import type { OrderableItem } from "@/lib/menu-order";
import { slugify } from "@/lib/slugify";

/**
 * A site's one menu: its sections and dishes (or a barber's services) with
 * prices, options and dietary labels. The menu block shows some or all of its
 * sections, the home page's block others, and ordering for pickup sells from
 * it, so a dish added once is everywhere; orders are priced from it on the
 * server.
 */

/** The dietary labels every menu understands, in the order a dish shows them. */
export const DIETARY_LABELS = ["vegetarian", "vegan", "gluten-free", "dairy-free", "nut-free", "spicy"] as const;
export type DietaryLabel = (typeof DIETARY_LABELS)[number];

export const DIETARY_WORDS: Record<DietaryLabel, string> = {
  vegetarian: "Vegetarian",
  vegan: "Vegan",
  "gluten-free": "Gluten-free",
  "dairy-free": "Dairy-free",
  "nut-free": "Nut-free",
  spicy: "Spicy",
};

const text = (max: number) => z.string().trim().min(1).max(max);
const cents = z.number().int().min(0).max(10_000_000);

const optionGroupSchema = z.object({
  name: text(60),
  /** one: exactly one choice, the first chosen to begin with (a size); any: none or several (add-ons). */
  choose: z.enum(["one", "any"]).default("one"),
  max: z.number().int().min(1).max(20).optional(),
  choices: z
    .array(z.object({ name: text(80), extraCents: cents.default(0) }))
    .min(1)
    .max(20),
});

export const menuItemSchema = z.object({
  name: text(120),
  description: text(400).optional(),
  priceCents: cents,
  /** The fixed labels, which every menu words and orders alike. */
  dietary: z.array(z.enum(DIETARY_LABELS)).max(DIETARY_LABELS.length).default([]).meta({ checkboxes: DIETARY_WORDS }),
  /** The owner's own labels ("House favourite", "Contains sesame"). */
  labels: z.array(text(30)).max(4).default([]),
  /** A photograph of the dish, optional. */
  image: imageRefSchema.optional(),
  /** A seasonal dish: the months (1 to 12) it is served; the menu says them, or when it is back (lib/seasons). */
  months: z.array(z.number().int().min(1).max(12)).min(1).max(11).optional(),
  /** Choices made when ordering (a size, add-ons). */
  optionGroups: z.array(optionGroupSchema).max(6).default([]),
  /** Ordered for pickup where the site takes orders; off for a dish served only at the table. */
  takeout: z.boolean().default(true),
  soldOut: z.boolean().default(false),
  /** A house favourite: a menu block set to favourites (the home page's) shows it. */
  favourite: z.boolean().default(false),
  /** The short name a basket knows the dish by; made from its name when not given, so it is set only to keep a renamed dish's baskets. */
  key: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(60)
    .optional(),
});

export const menuSectionSchema = z.object({
  name: text(120),
  description: text(400).optional(),
  items: z.array(menuItemSchema).max(80).default([]),
});

/** The menu's shape, as read back (defaults filled in); a save also passes siteMenuSchema's checks. */
export const siteMenuShape = z.object({ sections: z.array(menuSectionSchema).max(30).default([]) });

export const siteMenuSchema = siteMenuShape
  .refine((menu) => new Set(menu.sections.map((s) => s.name.toLowerCase())).size === menu.sections.length, {
    message: "Two sections share a name; the blocks choose sections by name.",
    path: ["sections"],
  })
  .refine(
    (menu) => {
      const keys = menu.sections.flatMap((s) => s.items.map(itemKey));
      return new Set(keys).size === keys.length;
    },
    { message: "Two dishes share a name; give one a different name or short name.", path: ["sections"] },
  );

export type SiteMenu = z.output<typeof siteMenuSchema>;
export type SiteMenuInput = z.input<typeof siteMenuSchema>;
export type MenuSection = SiteMenu["sections"][number];
export type MenuItem = MenuSection["items"][number];

export const EMPTY_MENU: SiteMenu = { sections: [] };

/** The short name a basket knows an item by. */
export function itemKey(item: { key?: string; name: string }): string {
  return item.key ?? (slugify(item.name) || "dish");
}

/** The sections a block shows, by the names it lists, in the block's order; all of them when it lists none. */
export function sectionsShown(menu: SiteMenu, names: readonly string[]): MenuSection[] {
  if (!names.length) return menu.sections;
  const byName = new Map(menu.sections.map((s) => [s.name.toLowerCase(), s]));
  return names.flatMap((name) => byName.get(name.trim().toLowerCase()) ?? []);
}

/** What a menu block shows: its sections, or only their favourites (sections without one left out). */
export function menuShown(menu: SiteMenu, names: readonly string[], favouritesOnly: boolean): MenuSection[] {
  const sections = sectionsShown(menu, names);
  if (!favouritesOnly) return sections;
  return sections.map((s) => ({ ...s, items: s.items.filter((item) => item.favourite) })).filter((s) => s.items.length > 0);
}

/** The sections as ordering shows them: only the dishes taken for pickup, sections left empty by that left out. */
export function takeoutSections(menu: SiteMenu, names: readonly string[]): MenuSection[] {
  return sectionsShown(menu, names)
    .map((section) => ({ ...section, items: section.items.filter((item) => item.takeout) }))
    .filter((section) => section.items.length > 0);
}

/** What can be ordered now, as the pricing sees it: every dish for pickup not sold out, with its options. */
export function orderableItems(sections: readonly MenuSection[]): OrderableItem[] {
  return sections.flatMap((section) =>
    section.items
      .filter((item) => item.takeout && !item.soldOut)
      .map((item) => ({
        key: itemKey(item),
        name: item.name,
        priceCents: item.priceCents,
        options: item.optionGroups.map((g) => ({
          name: g.name,
          choose: g.choose,
          max: g.max,
          choices: g.choices.map((c) => ({ name: c.name, priceCents: c.extraCents })),
        })),
      })),
  );
}

/** A dish's labels as a visitor reads them: the fixed ones in their order, then the owner's own. */
export const labelWords = (item: Pick<MenuItem, "dietary" | "labels">): string[] => [
  ...DIETARY_LABELS.filter((label) => item.dietary.includes(label)).map((label) => DIETARY_WORDS[label]),
  ...item.labels,
];

const LABEL_SPELLINGS: Record<string, DietaryLabel> = {
  v: "vegetarian",
  veg: "vegetarian",
  vegetarian: "vegetarian",
  vg: "vegan",
  vegan: "vegan",
  gf: "gluten-free",
  "gluten free": "gluten-free",
  "gluten-free": "gluten-free",
  df: "dairy-free",
  "dairy free": "dairy-free",
  "dairy-free": "dairy-free",
  "nut free": "nut-free",
  "nut-free": "nut-free",
  spicy: "spicy",
  hot: "spicy",
};

/** A free-text tag as one of the fixed labels when it spells one ("GF", "Vegan"), else null: it stays the owner's own. */
export const dietaryOf = (tag: string): DietaryLabel | null => LABEL_SPELLINGS[tag.trim().toLowerCase()] ?? null;

declare module "@/server/db/schema/json" {
  interface JsonShapes {
    siteMenu: SiteMenu;
  }
}
