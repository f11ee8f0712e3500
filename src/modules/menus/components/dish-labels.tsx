import { labelWords, type MenuItem } from "../schema";

/** A dish's dietary labels and the owner's own, as the menu and the order form both show them. */
export function DishLabels({ item }: { item: Pick<MenuItem, "dietary" | "labels"> }) {
  const words = labelWords(item);
  if (!words.length) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-1.5" aria-label="Dietary notes">
      {words.map((word) => (
        <li key={word} className="rounded-full border border-line px-2 text-xs text-muted">
          {word}
        </li>
      ))}
    </ul>
  );
}
