import type { BlockInput, BlockPropsInput } from "@/blocks/schemas";
import { slugify } from "@/lib/slugify";
import { dietaryOf, itemKey, siteMenuSchema, type SiteMenu, type SiteMenuInput } from "./schema";

type MenuItemInput = NonNullable<NonNullable<SiteMenuInput["sections"]>[number]["items"]>[number];

/**
 * How a showroom site writes its menu: dishes inside the blocks that show
 * them, as an author reads them page by page. Loading such a site gathers
 * every block's dishes into the site's one menu (gatherMenu) and leaves each
 * block naming the sections it shows, as an owner's site stores them.
 */
export interface InlineMenuItem {
  key?: string;
  name: string;
  description?: string;
  priceCents: number;
  /** Free words; those spelling a dietary label ("vegan", "GF") become that label, the rest the owner's own. */
  tags?: string[];
  image?: MenuItemInput["image"];
  favourite?: boolean;
  months?: number[];
  optionGroups?: Array<{ name: string; choose?: "one" | "any"; max?: number; choices: Array<{ name: string; extraCents?: number }> }>;
  soldOut?: boolean;
}
export interface InlineMenuSection {
  name: string;
  description?: string;
  items: InlineMenuItem[];
}

type WithInlineSections<T extends "menu" | "orderOnline"> = { type: T; props: Omit<BlockPropsInput<T>, "sections"> & { sections: InlineMenuSection[] } };

/** A block as a seed writes it: as stored, or one of the menu's two blocks carrying its dishes. */
export type SeedBlockInput = BlockInput | WithInlineSections<"menu"> | WithInlineSections<"orderOnline">;

const carriesDishes = (block: SeedBlockInput): block is WithInlineSections<"menu"> | WithInlineSections<"orderOnline"> =>
  (block.type === "menu" || block.type === "orderOnline") && (block.props.sections ?? []).some((section) => typeof section === "object");

/**
 * The site's one menu from its pages' inline dishes, and the pages with each
 * menu block naming its sections. Sections of one name are one section. A
 * dish met again in the same section (by its short name or its name) is the
 * same dish, with the order block's price, words, options, short name and
 * "sold out" (what orders were charged) over the menu's. A dish the order blocks show is taken for pickup; one shown only
 * on the menu stays at the table. Another section's dish of the same name is
 * another dish (a catering tray of the salad), with a short name of its own.
 */
export function gatherMenu<P extends { blocks: SeedBlockInput[] }>(
  pages: readonly P[],
): { menu: SiteMenu; pages: Array<Omit<P, "blocks"> & { blocks: BlockInput[] }> } {
  const sections: Array<{ name: string; description?: string; items: Array<Record<string, unknown> & { name: string; key?: string }> }> = [];
  const sectionNamed = (name: string, description?: string) => {
    let section = sections.find((s) => s.name.toLowerCase() === name.toLowerCase());
    if (!section) sections.push((section = { name, ...(description && { description }), items: [] }));
    return section;
  };
  const gathered = pages.map((page) => ({
    ...page,
    blocks: page.blocks.map((block): BlockInput => {
      if (!carriesDishes(block)) return block as BlockInput;
      const forPickup = block.type === "orderOnline";
      for (const inline of block.props.sections) {
        const section = sectionNamed(inline.name, inline.description);
        for (const { tags = [], ...dish } of inline.items) {
          const key = itemKey(dish);
          const same = section.items.find((item) => itemKey(item) === key || item.name.toLowerCase() === dish.name.toLowerCase());
          const dietary = [...new Set(tags.map(dietaryOf).filter((label) => label !== null))];
          const labels = tags.filter((tag) => dietaryOf(tag) === null);
          if (same) {
            // What orders are charged is the order block's: its price, words, options and short name win; the menu's picture, months and favourite stay.
            if (forPickup) Object.assign(same, withoutUndefined(dish), { takeout: true });
          } else {
            const taken = sections.some((other) => other.items.some((item) => itemKey(item) === key));
            section.items.push({
              ...dish,
              ...(taken && { key: `${key}-${slugify(section.name)}`.slice(0, 60).replace(/-+$/, "") }),
              dietary,
              labels,
              takeout: forPickup,
            });
          }
        }
      }
      return { ...block, props: { ...block.props, sections: block.props.sections.map((s) => s.name) } } as BlockInput;
    }),
  }));
  return { menu: siteMenuSchema.parse({ sections }), pages: gathered };
}

const withoutUndefined = (value: Record<string, unknown>) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
