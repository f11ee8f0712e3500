/**
 * What an earlier saved version of a record holds that the current one does not, in words an
 * owner reads before restoring it: each field that differs with both its values, and a page's
 * blocks one by one (added, taken out, moved or changed, each changed field of a block named).
 * Versions are the inputs a save took (revisions' data), so any kind of record compares alike.
 */
export interface VersionChange {
  /** "Title", "Block 2 (Opening banner) › Heading". */
  field: string;
  /** What the earlier version holds, or null when it has no such field or block. */
  then: string | null;
  /** What the current version holds, or null. */
  now: string | null;
}

/** How much of a value the comparison shows: a long text is cut, with an ellipsis. */
const SHOWN = 240;

/** Fields that are machinery, not content: an owner neither wrote nor would compare them. */
const HIDDEN = new Set(["id", "version", "updatedAt", "createdAt", "siteId"]);

interface BlockLike {
  id?: unknown;
  type: string;
  props?: unknown;
}

const isBlocks = (value: unknown): value is BlockLike[] =>
  Array.isArray(value) && value.every((item) => item && typeof item === "object" && typeof (item as BlockLike).type === "string");

/** "heroImage" -> "Hero image", "priceCents" -> "Price". */
export function fieldName(key: string): string {
  const words = key
    .replace(/Cents$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as readable text: strings as they are, numbers and yes/no, the words inside rich text and lists. */
export function readableValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value !== "object") return cut(String(value));
  const words: string[] = [];
  JSON.stringify(value, (key, inner: unknown) => {
    // Addresses, pictures' ids and designs' names are not words the owner wrote.
    if (typeof inner === "string" && inner && !/^(type|href|icon|image|asset|variant|form|key|id|mark|style)$/.test(key)) words.push(inner);
    else if (typeof inner === "number" && key !== "level") words.push(String(inner));
    return inner;
  });
  return cut(words.join(" · ")) || "(a picture, link or design)";
}

const cut = (text: string) => (text.length > SHOWN ? `${text.slice(0, SHOWN - 1)}…` : text);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The changes from `current` back to `version` (what restoring `version` would change).
 * `blockLabel` names a block's type ("hero" -> "Opening banner").
 */
export function versionChanges(version: unknown, current: unknown, blockLabel: (type: string) => string = (t) => t): VersionChange[] {
  const then = (version && typeof version === "object" ? version : {}) as Record<string, unknown>;
  const now = (current && typeof current === "object" ? current : {}) as Record<string, unknown>;
  const changes: VersionChange[] = [];
  for (const key of [...new Set([...Object.keys(now), ...Object.keys(then)])]) {
    if (HIDDEN.has(key) || same(then[key], now[key])) continue;
    if (isBlocks(then[key] ?? []) && isBlocks(now[key] ?? []) && (Array.isArray(then[key]) || Array.isArray(now[key]))) {
      changes.push(...blockChanges((then[key] ?? []) as BlockLike[], (now[key] ?? []) as BlockLike[], blockLabel));
      continue;
    }
    changes.push({
      field: fieldName(key),
      then: key in then ? readableValue(then[key]) : null,
      now: key in now ? readableValue(now[key]) : null,
    });
  }
  return changes;
}

/** Blocks matched by their id where they have one (else by place and type); each field of a changed block named. */
function blockChanges(then: BlockLike[], now: BlockLike[], blockLabel: (type: string) => string): VersionChange[] {
  const keyOf = (block: BlockLike, index: number) => (typeof block.id === "string" && block.id ? `id:${block.id}` : `at:${index}:${block.type}`);
  const nowByKey = new Map(now.map((block, index) => [keyOf(block, index), { block, index }]));
  const thenKeys = new Set(then.map(keyOf));
  const name = (block: BlockLike, index: number) => `Block ${index + 1} (${blockLabel(block.type)})`;
  const changes: VersionChange[] = [];
  then.forEach((block, index) => {
    const match = nowByKey.get(keyOf(block, index));
    if (!match) {
      changes.push({ field: name(block, index), then: readableValue(block.props), now: null });
      return;
    }
    if (match.index !== index) changes.push({ field: name(block, index), then: `In place ${index + 1}`, now: `In place ${match.index + 1}` });
    const before = (block.props ?? {}) as Record<string, unknown>;
    const after = (match.block.props ?? {}) as Record<string, unknown>;
    for (const key of [...new Set([...Object.keys(after), ...Object.keys(before)])]) {
      if (same(before[key], after[key])) continue;
      changes.push({
        field: `${name(block, index)} › ${fieldName(key)}`,
        then: key in before ? readableValue(before[key]) : null,
        now: key in after ? readableValue(after[key]) : null,
      });
    }
  });
  now.forEach((block, index) => {
    if (!thenKeys.has(keyOf(block, index))) changes.push({ field: name(block, index), then: null, now: readableValue(block.props) });
  });
  return changes;
}
