import { describe, expect, it } from "vitest";
import type { BlockInput } from "@/blocks/schemas";
import { SEED_IMAGE_PREFIX, type EventSeed, type PageSeed, type SiteSeed } from "./seed";
import { DEMO_SITES } from "./showroom";

/** Every catalogue key a value names, however deep (a hero's image, a menu item's, a picture in rich text). */
function keysIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") {
    if (value.startsWith(SEED_IMAGE_PREFIX)) into.push(value.slice(SEED_IMAGE_PREFIX.length));
  } else if (Array.isArray(value)) {
    for (const item of value) keysIn(item, into);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) keysIn(item, into);
  }
  return into;
}

const published = <T extends { status?: "draft" | "published" }>(items: T[] = []) => items.filter((item) => item.status !== "draft");

/** The events an event list shows, as its component picks them (events/components/event-list.tsx): with a limit, the nearest on each side. */
function listedEvents(
  site: SiteSeed,
  props: { organization?: string; show?: "upcoming" | "past" | "both"; limit?: number },
  organization?: string,
): EventSeed[] {
  const owner = props.organization ?? organization;
  const all = owner
    ? (site.organizations?.find((o) => o.slug === owner)?.events ?? [])
    : [...(site.events ?? []), ...(site.organizations ?? []).flatMap((o) => o.events ?? [])];
  const sorted = published(all).sort((a, b) => a.startsInDays - b.startsInDays);
  const past = sorted.filter((e) => e.startsInDays < 0).reverse();
  const upcoming = sorted.filter((e) => e.startsInDays >= 0);
  const limit = props.limit ?? Infinity;
  const show = props.show ?? "both";
  return [...(show === "upcoming" ? [] : past.slice(0, limit)), ...(show === "past" ? [] : upcoming.slice(0, limit))];
}

/** What a hero draws (blocks/components/content.tsx): a banner or an editorial hero no picture, a collage its further pictures. */
function heroPictures(props: Extract<BlockInput, { type: "hero" }>["props"]) {
  if (props.variant === "banner" || props.variant === "editorial") return [];
  return props.variant === "collage" && props.image ? [props.image, ...(props.images ?? []).slice(0, 3)] : [props.image];
}

/**
 * The pictures a page shows, by catalogue key: what its blocks name, and what
 * its list blocks bring in from the site's collections (an event's picture, a
 * team member's portrait, a home's first photo, a product's first photo; a
 * product's further photos are thumbnails a few pixels wide, left out).
 */
function picturesOn(site: SiteSeed, page: PageSeed, organization?: string): string[] {
  const keys: string[] = [];
  for (const block of page.blocks as BlockInput[]) {
    keysIn(block.type === "hero" ? heroPictures(block.props) : block.props, keys);
    if (block.type === "eventList") for (const event of listedEvents(site, block.props, organization)) keysIn(event.image, keys);
    if (block.type === "teamGrid") for (const member of published(site.team)) keysIn(member.photo, keys);
    if (block.type === "unitList") for (const unit of site.units ?? []) keysIn(unit.photos?.[0], keys);
    if (block.type === "shop") for (const product of site.products ?? []) keysIn(product.images?.[0], keys);
  }
  return keys;
}

/** Every page of a site as its address inside the site, with the organization it belongs to. */
function pagesOf(site: SiteSeed): Array<{ address: string; page: PageSeed; organization?: string }> {
  return [
    ...site.pages.map((page) => ({ address: page.path, page })),
    ...(site.organizations ?? []).flatMap((o) => o.pages.map((page) => ({ address: `${o.slug}/${page.path}`, page, organization: o.slug }))),
    ...(site.serviceAreas ?? []).flatMap((region) =>
      region.cities.map((city) => ({
        address: `${region.slug}/${city.slug}`,
        page: { path: `${region.slug}/${city.slug}`, title: city.title, description: city.description, blocks: city.blocks },
      })),
    ),
  ];
}

/** "site/path: key ×2" for each picture a page shows more than once. */
function repeatedPictures(sites: readonly SiteSeed[]): string[] {
  const found: string[] = [];
  for (const site of sites) {
    for (const { address, page, organization } of pagesOf(site)) {
      const counts = new Map<string, number>();
      for (const key of picturesOn(site, page, organization)) counts.set(key, (counts.get(key) ?? 0) + 1);
      for (const [key, n] of counts) if (n > 1) found.push(`${site.slug}/${address}: ${key} ×${n}`);
    }
  }
  return found;
}

describe("the showroom's pictures", () => {
  it("finds a picture a page shows twice", () => {
    const site = DEMO_SITES.find((s) => s.slug === "copper-kettle")!;
    const home = site.pages.find((p) => p.path === "")!;
    const hero = home.blocks.find((b) => b.type === "hero")!;
    const twice = { ...site, pages: [{ ...home, blocks: [hero, hero] }] };
    expect(repeatedPictures([twice]).length).toBeGreaterThan(0);
  });

  it("never shows one photograph twice on a page", () => {
    expect(repeatedPictures(DEMO_SITES)).toEqual([]);
  });

  it("gives no hero a picture its variant never draws", () => {
    const unused: string[] = [];
    for (const site of DEMO_SITES) {
      for (const { address, page } of pagesOf(site)) {
        for (const block of page.blocks as BlockInput[]) {
          if (block.type !== "hero") continue;
          const drawn = new Set(keysIn(heroPictures(block.props)));
          for (const key of keysIn([block.props.image, block.props.images])) if (!drawn.has(key)) unused.push(`${site.slug}/${address}: ${key}`);
        }
      }
    }
    expect(unused).toEqual([]);
  });
});
