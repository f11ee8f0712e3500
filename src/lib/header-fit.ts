import type { FontKey } from "./fonts";
import widths from "./font-widths.json";

/**
 * At which width a site's header has room for its name, every navigation
 * item and its call-to-action button on one row. Below it the header shows
 * the menu button instead, so no item ever wraps onto a line of its own.
 * Computed on the server from the labels and the theme's fonts (character
 * widths measured in Chromium by scripts/measure-font-widths.ts), because the
 * pages carry no JavaScript that could measure them in the browser.
 */

type Weight = 500 | 600 | 700;
const TABLE = widths as Record<FontKey, Record<Weight, number[]>>;

/** The text's width in px, set in `font` at `weight` and `size` px. */
export function textWidth(text: string, font: FontKey, weight: Weight, size: number): number {
  const table = TABLE[font][weight];
  // A character outside printable ASCII counts as a wide one ("M").
  const wide = table["M".charCodeAt(0) - 32]!;
  let thousandths = 0;
  for (const char of text) {
    const code = char.charCodeAt(0) - 32;
    thousandths += code >= 0 && code < table.length ? table[code]! : wide;
  }
  return (thousandths / 1000) * size;
}

/** Tailwind's breakpoints the header can switch at, narrowest first; "never" keeps the menu button. */
export const HEADER_BREAKPOINTS = [
  ["md", 768],
  ["lg", 1024],
  ["xl", 1280],
  ["2xl", 1536],
] as const;
export type HeaderBreakpoint = (typeof HEADER_BREAKPOINTS)[number][0] | "never";

/** The header's row: max-w-6xl less its padding (sm:px-6). */
const MAX_ROW = 1152 - 48;
/** Room left for rounding, sub-pixel layout and a font that is a little wider than measured. */
const SLACK = 1.05;

export interface HeaderContent {
  name: string;
  fonts: { heading: FontKey; body: FontKey };
  layout: "classic" | "centered" | "bar" | "action" | "overlay";
  navigation: Array<{ label: string; hasChildren: boolean }>;
  action?: string;
  /** The search link beside the navigation (site-header.tsx): a 20 px icon, 4 px gap and "Search", 8 px padding either side. */
  search?: boolean;
}

/** The widths in px the header's rows need (see modules/sites/components/site-header.tsx for the sizes). */
export function headerRowWidths(content: HeaderContent): { oneRow: number; navigation: number } {
  const { fonts } = content;
  // Logo (40) + gap (12) + the name in the heading font, bold, 20 px.
  const brand = 40 + 12 + textWidth(content.name, fonts.heading, 700, 20);
  // Each item: 12 px padding either side, the label in the body font, medium, 16 px; a menu adds its chevron; 4 px between items.
  const items = content.navigation.map((item) => 24 + textWidth(item.label, fonts.body, 500, 16) + (item.hasChildren ? 20 : 0));
  const navigation = items.reduce((sum, w) => sum + w, 0) + Math.max(0, items.length - 1) * 4;
  // The button: 16 px padding either side, semibold 14 px; 24 px from the navigation. The action
  // header's call button is larger: 24 px either side, a 20 px icon and its 8 px gap, semibold 16 px.
  const action = !content.action
    ? 0
    : content.layout === "action"
      ? 48 + 28 + textWidth(content.action, fonts.body, 600, 16) + 24
      : 32 + textWidth(content.action, fonts.body, 600, 14) + 24;
  const search = content.search ? 24 + 16 + 20 + 4 + textWidth("Search", fonts.body, 500, 16) : 0;
  // A centred header puts the name on a row of its own; the others put it 24 px before the navigation.
  const oneRow = (content.layout === "centered" ? navigation + action : brand + 24 + navigation + action) + search;
  return { oneRow: oneRow * SLACK, navigation: navigation * SLACK };
}

function rank(breakpoint: HeaderBreakpoint): number {
  const index = HEADER_BREAKPOINTS.findIndex(([name]) => name === breakpoint);
  return index < 0 ? HEADER_BREAKPOINTS.length : index;
}

function narrowestFitting(width: number): HeaderBreakpoint {
  for (const [name, px] of HEADER_BREAKPOINTS) {
    if (width <= Math.min(px - 48, MAX_ROW)) return name;
  }
  return "never";
}

/**
 * From which breakpoint everything fits on one row (`oneRow`), and from which
 * the navigation fits on a row of its own under the name and the button
 * (`stacked`, never wider than oneRow). Below `stacked` the menu button shows.
 * A centred header's one row is the navigation and button centred under the
 * name; where they do not fit together it stacks as the others do.
 */
export function headerBreakpoints(content: HeaderContent): { oneRow: HeaderBreakpoint; stacked: HeaderBreakpoint } {
  if (!content.navigation.length) return { oneRow: "md", stacked: "md" };
  const widths = headerRowWidths(content);
  const oneRow = narrowestFitting(widths.oneRow);
  const stacked = narrowestFitting(widths.navigation);
  // The navigation alone fits wherever the whole row does (a centred row may be the narrower one).
  return { oneRow, stacked: rank(stacked) < rank(oneRow) ? stacked : oneRow };
}
