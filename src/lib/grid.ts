/**
 * The columns of a grid of cards, chosen from how many there are so the last
 * row never holds one card alone on a wide screen: four and eight go in
 * fours, three, six and nine in threes, other even counts in twos, and the
 * rest in threes (5 → 3 + 2, 7 → 3 + 3 + 1 is avoided by fours: 4 + 3).
 * `preferred` (an owner's choice) wins when it leaves no card alone.
 * The class names are written out whole so Tailwind finds them.
 */
const CLASSES = {
  1: "",
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

export type ColumnCount = keyof typeof CLASSES;

export function columnsFor(count: number, preferred?: ColumnCount): ColumnCount {
  const strands = (cols: number) => count > cols && count % cols === 1;
  if (preferred && !strands(preferred) && count >= preferred) return preferred;
  if (count <= 1) return 1;
  if (count === 2) return 2;
  if (count === 3) return 3;
  if (count % 4 === 0) return 4;
  if (count % 3 === 0) return 3;
  if (!strands(3)) return 3;
  if (!strands(4)) return 4;
  return 3; // 13, 25…: every choice strands one
}

export const gridColumns = (count: number, preferred?: ColumnCount): string => CLASSES[columnsFor(count, preferred)];
