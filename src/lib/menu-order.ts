/**
 * An order from a menu whose items have options (a size, add-ons), as a pure
 * function of the menu and a cart. The cart travels as a short string in the
 * page's address (`?cart=`), so it works without JavaScript, survives a
 * reload and comes back after a declined card; the server prices it again
 * from the stored menu before anything is charged.
 *
 * A cart is lines joined by ",": an item's key, then "~" and the indices of
 * the choices made in each of its option groups (joined by "."), then "*" and
 * the quantity: `smash-burger~1~0.2*2` is two of the burger, the second choice
 * of its first group and the first and third of its second.
 */

export interface MenuOptionGroup {
  name: string;
  /** one: exactly one choice (a size); any: none or several, up to `max` (add-ons). */
  choose: "one" | "any";
  max?: number;
  choices: ReadonlyArray<{ name: string; priceCents: number }>;
}

export interface OrderableItem {
  key: string;
  name: string;
  priceCents: number;
  options: readonly MenuOptionGroup[];
}

export interface CartLine {
  item: string;
  /** For each of the item's option groups, in order: the indices of the choices made. */
  choices: number[][];
  quantity: number;
}

export interface PricedCartLine {
  label: string;
  quantity: number;
  unitCents: number;
}

export const MAX_CART_LINES = 30;
export const MAX_QUANTITY = 20;

const ITEM_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The lines a cart string holds; what cannot be read is left out (the server prices only what it can read). */
export function parseCart(raw: string | undefined | null): CartLine[] {
  if (!raw) return [];
  const lines: CartLine[] = [];
  for (const part of raw.slice(0, 2000).split(",")) {
    const [body = "", count] = part.split("*");
    const [item = "", ...groups] = body.split("~");
    const quantity = count === undefined ? 1 : Number(count);
    if (!ITEM_KEY.test(item) || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) continue;
    const choices = groups.map((g) => (g === "" ? [] : g.split(".").map(Number)));
    if (choices.some((g) => g.some((i) => !Number.isInteger(i) || i < 0 || i > 50))) continue;
    lines.push({ item, choices, quantity });
    if (lines.length === MAX_CART_LINES) break;
  }
  return lines;
}

const sameChoices = (a: number[][], b: number[][]) =>
  a.length === b.length && a.every((g, i) => g.length === b[i]!.length && g.every((c, j) => c === b[i]![j]));

export function cartString(lines: readonly CartLine[]): string {
  return lines.map((l) => `${l.item}${l.choices.map((g) => `~${g.join(".")}`).join("")}${l.quantity === 1 ? "" : `*${l.quantity}`}`).join(",");
}

/** The cart with a line added: the same item with the same choices adds to that line's quantity. */
export function addToCart(lines: readonly CartLine[], line: CartLine): CartLine[] {
  const choices = line.choices.map((g) => [...g].sort((a, b) => a - b));
  const same = lines.findIndex((l) => l.item === line.item && sameChoices(l.choices, choices));
  if (same >= 0) return lines.map((l, i) => (i === same ? { ...l, quantity: Math.min(MAX_QUANTITY, l.quantity + line.quantity) } : l));
  return [...lines, { ...line, choices }].slice(0, MAX_CART_LINES);
}

/** The cart with line `index` set to a new quantity (0 takes it out). */
export function setQuantity(lines: readonly CartLine[], index: number, quantity: number): CartLine[] {
  return lines.flatMap((l, i) => (i !== index ? [l] : quantity >= 1 ? [{ ...l, quantity: Math.min(MAX_QUANTITY, Math.floor(quantity)) }] : []));
}

/**
 * The choices a visitor made for an item, checked against its option groups:
 * each "one" group needs exactly one, an "any" group at most its `max`.
 * Returns the problem in words, or the choices with defaults applied.
 */
export function checkChoices(item: OrderableItem, choices: readonly (readonly number[])[]): { ok: true; choices: number[][] } | { ok: false; problem: string } {
  const checked: number[][] = [];
  for (const [g, group] of item.options.entries()) {
    const picked = [...new Set(choices[g] ?? [])].sort((a, b) => a - b);
    if (picked.some((i) => i >= group.choices.length)) return { ok: false, problem: `Choose a ${group.name.toLowerCase()} from the list.` };
    if (group.choose === "one" && picked.length !== 1)
      return { ok: false, problem: `Choose one ${group.name.toLowerCase()} for the ${item.name.toLowerCase()}.` };
    if (group.choose === "any" && group.max !== undefined && picked.length > group.max)
      return { ok: false, problem: `Choose up to ${group.max} ${group.name.toLowerCase()} for the ${item.name.toLowerCase()}.` };
    checked.push(picked);
  }
  return { ok: true, choices: checked };
}

/** "Smash burger (Double, bacon)": the item and what was chosen, in the order of its groups. */
export function lineLabel(item: OrderableItem, choices: readonly (readonly number[])[]): string {
  const names = item.options.flatMap((group, g) => (choices[g] ?? []).map((i) => group.choices[i]!.name));
  return names.length ? `${item.name} (${names.join(", ")})` : item.name;
}

export type PricedCart = { ok: true; lines: PricedCartLine[]; totalCents: number } | { ok: false; problem: string };

/** The cart priced from the menu; a line naming an item or choice the menu no longer has is refused, never guessed. */
export function priceCart(items: readonly OrderableItem[], cart: readonly CartLine[]): PricedCart {
  if (!cart.length) return { ok: false, problem: "Your order is empty. Add something from the menu first." };
  const lines: PricedCartLine[] = [];
  for (const line of cart) {
    const item = items.find((i) => i.key === line.item);
    if (!item) return { ok: false, problem: "Something in your order is no longer on the menu. Please remove it and check your order." };
    const checked = checkChoices(item, line.choices);
    if (!checked.ok) return checked;
    const extras = item.options.reduce((sum, group, g) => sum + checked.choices[g]!.reduce((s, i) => s + group.choices[i]!.priceCents, 0), 0);
    lines.push({ label: lineLabel(item, checked.choices), quantity: line.quantity, unitCents: item.priceCents + extras });
  }
  return { ok: true, lines, totalCents: lines.reduce((sum, l) => sum + l.quantity * l.unitCents, 0) };
}
