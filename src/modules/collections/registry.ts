import type { RegisteredEditor } from "@/modules/admin/editable";
import type { AdminCollection } from "./admin";
import type { CollectionKind } from "./kind";

/**
 * The kinds of collection a deployment has, looked up by what the resolver,
 * the loaders and the admin hold: a kind's key, an admin section's key, an
 * editor's entity name. Each must be unique across the kinds, checked once
 * when the registry is made.
 */
export interface CollectionRegistry {
  /** In the order they claim paths: a kind listed earlier wins a path two kinds could answer. */
  readonly kinds: readonly CollectionKind[];
  kind(key: string): CollectionKind | null;
  /** The admin's Content section, in the order it lists them. */
  readonly admin: readonly AdminCollection[];
  adminCollection(key: string): AdminCollection | null;
  editor(entity: string): RegisteredEditor | null;
}

export function collectionRegistry(kinds: readonly CollectionKind[]): CollectionRegistry {
  const byKey = uniqueBy(kinds, (k) => k.key, "collection");
  const admin = kinds.flatMap((k) => k.admin ?? []);
  const adminByKey = uniqueBy(admin, (c) => c.key, "admin section");
  const editors = new Map<string, RegisteredEditor>();
  for (const kind of kinds) {
    for (const [entity, editor] of Object.entries(kind.editors ?? {})) {
      if (editors.has(entity)) throw new Error(`Two collections register an editor for "${entity}"`);
      editors.set(entity, editor);
    }
  }
  return {
    kinds,
    kind: (key) => byKey.get(key) ?? null,
    admin,
    adminCollection: (key) => adminByKey.get(key) ?? null,
    editor: (entity) => editors.get(entity) ?? null,
  };
}

function uniqueBy<T>(items: readonly T[], keyOf: (item: T) => string, what: string): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) {
    const key = keyOf(item);
    if (map.has(key)) throw new Error(`Two ${what}s are named "${key}"`);
    map.set(key, item);
  }
  return map;
}
