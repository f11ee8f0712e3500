/**
 * The one resolver for every public path of a site. Pure: it decides what a
 * path means from the site's index (which pages exist, where collections are
 * mounted, which regions and organizations there are); loading the content,
 * and answering 404 when an item named by the route does not exist, is the
 * caller's job. Order (DESIGN.md):
 *   1. the site root is its home page
 *   2. a page whose path equals the rest of the path, at any depth
 *   3. a collection mounted at the first segment(s)
 *   4. {region}/{city} when the site has service areas
 *   5. {organization}[/...] when the site has organizations
 *   6. otherwise not found
 */
import type { CollectionKey } from "@/lib/collections";

export type { CollectionKey };

export interface SiteIndex {
  pagePaths: ReadonlySet<string>;
  mounts: Readonly<Partial<Record<CollectionKey, string>>>;
  regions: ReadonlySet<string>;
  organizations: ReadonlySet<string>;
}

export type Route =
  | { kind: "page"; path: string }
  | { kind: "post"; slug: string }
  | { kind: "postCategory"; category: string }
  | { kind: "drafts" }
  | { kind: "draft"; slug: string }
  | { kind: "event"; slug: string }
  | { kind: "newsItem"; slug: string }
  | { kind: "job"; slug: string }
  | { kind: "teamMember"; slug: string }
  | { kind: "city"; region: string; city: string }
  | { kind: "organizationPage"; organization: string; path: string }
  | { kind: "organizationEvents"; organization: string }
  | { kind: "organizationEvent"; organization: string; slug: string }
  | { kind: "organizationNews"; organization: string }
  | { kind: "organizationNewsItem"; organization: string; slug: string }
  | { kind: "notFound" };

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function resolveRoute(index: SiteIndex, segments: readonly string[]): Route {
  // Paths are lowercase slugs; anything else (dots, encoded characters, empty segments) names nothing.
  if (!segments.every((s) => SEGMENT.test(s))) return { kind: "notFound" };
  const path = segments.join("/");

  if (index.pagePaths.has(path)) return { kind: "page", path };
  if (segments.length === 0) return { kind: "notFound" };

  const collection = resolveCollection(index, segments);
  if (collection) return collection;

  if (segments.length === 2 && index.regions.has(segments[0]!)) {
    return { kind: "city", region: segments[0]!, city: segments[1]! };
  }

  const [first, ...rest] = segments as [string, ...string[]];
  if (index.organizations.has(first)) return resolveOrganization(first, rest);

  return { kind: "notFound" };
}

function resolveCollection(index: SiteIndex, segments: readonly string[]): Route | null {
  for (const [collection, base] of Object.entries(index.mounts) as Array<[CollectionKey, string]>) {
    const baseSegments = base.split("/");
    if (!baseSegments.every((s, i) => segments[i] === s)) continue;
    const rest = segments.slice(baseSegments.length);
    const route = collectionRoute(collection, rest);
    if (route) return route;
  }
  return null;
}

function collectionRoute(collection: CollectionKey, rest: readonly string[]): Route | null {
  const [a, b] = rest;
  if (collection === "posts") {
    if (rest.length === 1 && a === "drafts") return { kind: "drafts" };
    if (rest.length === 2 && a === "drafts") return { kind: "draft", slug: b! };
    if (rest.length === 2 && a === "category") return { kind: "postCategory", category: b! };
    if (rest.length === 1) return { kind: "post", slug: a! };
    return null;
  }
  if (rest.length !== 1) return null;
  const kinds = { events: "event", news: "newsItem", jobs: "job", team: "teamMember" } as const;
  return { kind: kinds[collection], slug: a! };
}

function resolveOrganization(organization: string, rest: readonly string[]): Route {
  const [a, b] = rest;
  if (a === "events" && rest.length === 1) return { kind: "organizationEvents", organization };
  if (a === "events" && rest.length === 2) return { kind: "organizationEvent", organization, slug: b! };
  if (a === "news" && rest.length === 1) return { kind: "organizationNews", organization };
  if (a === "news" && rest.length === 2) return { kind: "organizationNewsItem", organization, slug: b! };
  return { kind: "organizationPage", organization, path: rest.join("/") };
}
