/**
 * The one resolver for every public path of a site. Pure: it decides what a
 * path means from the site's index (which pages exist, where collections are
 * mounted, which first segments a collection's records name) and the
 * collections' own route declarations; loading the content, and answering
 * 404 when an item named by the route does not exist, is the caller's job.
 * Order (docs/design.md):
 *   1. the site root is its home page
 *   2. a page whose path equals the rest of the path, at any depth
 *   3. a collection mounted at the first segment(s)
 *   4. a collection rooted at the first segment ({region}/{city} for service
 *      areas, then {organization}[/...]), in the registry's order
 *   5. otherwise not found
 */
import type { Mounts } from "@/lib/collections";
import type { CollectionKind, CollectionRoute } from "@/modules/collections/kind";

export interface SiteIndex {
  pagePaths: ReadonlySet<string>;
  mounts: Mounts;
  /** For each rooted collection, the first segments its records name on this site (the site's regions, its organizations). */
  rooted: Readonly<Record<string, ReadonlySet<string>>>;
}

export type Route = { kind: "page"; path: string } | { kind: "collection"; collection: string; route: CollectionRoute } | { kind: "notFound" };

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function resolveRoute(index: SiteIndex, segments: readonly string[], kinds: readonly Pick<CollectionKind, "key" | "paths">[]): Route {
  // Paths are lowercase slugs; anything else (dots, encoded characters, empty segments) names nothing.
  if (!segments.every((s) => SEGMENT.test(s))) return { kind: "notFound" };
  const path = segments.join("/");

  if (index.pagePaths.has(path)) return { kind: "page", path };
  if (segments.length === 0) return { kind: "notFound" };

  for (const { key, paths } of kinds) {
    const base = index.mounts[key];
    if (!("mounted" in paths) || !base) continue;
    const baseSegments = base.split("/");
    if (!baseSegments.every((s, i) => segments[i] === s)) continue;
    const route = paths.mounted(segments.slice(baseSegments.length));
    if (route) return { kind: "collection", collection: key, route };
  }

  const [first, ...rest] = segments as [string, ...string[]];
  for (const { key, paths } of kinds) {
    if (!("rooted" in paths) || !index.rooted[key]?.has(first)) continue;
    const route = paths.rooted.route(first, rest);
    if (route) return { kind: "collection", collection: key, route };
  }

  return { kind: "notFound" };
}
