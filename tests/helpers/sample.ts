import type { SiteSeed } from "@/modules/templates/seed";

/**
 * Choosing a sample that shows every thing the whole shows: the demo's pages read in `npm test`
 * (demoSample in ./crawl.ts), the templates it makes sites from (./templates.ts), the sites
 * whose headers it measures (./site-headers.ts).
 */

/** The blocks of a site's pages (its own, its service-area towns', its organizations'), by path. */
export function pageBlocks(seed: SiteSeed): Array<{ path: string; blocks: Array<Record<string, unknown>> }> {
  const as = (blocks: unknown[]) => blocks as Array<Record<string, unknown>>;
  return [
    ...seed.pages.map((page) => ({ path: page.path, blocks: as(page.blocks) })),
    ...(seed.serviceAreas ?? []).flatMap((area) => area.cities.map((city) => ({ path: `${area.slug}/${city.slug}`, blocks: as(city.blocks) }))),
    ...(seed.organizations ?? []).flatMap((org) =>
      org.pages.map((page) => ({ path: page.path ? `${org.slug}/${page.path}` : org.slug, blocks: as(page.blocks) })),
    ),
  ];
}

/** A block's properties that choose how it is drawn. */
const VARIANT_KEYS = ["variant", "width", "tone", "show", "layout", "style"];

/** What a page shows that the sample must show at least once: its site's kind and layout families, its blocks and their variants. */
export function features(seed: SiteSeed, blocks: Array<Record<string, unknown>>): string[] {
  const theme = seed.theme as Record<string, unknown>;
  return [
    `kind ${seed.kind}`,
    `header ${String(theme.header ?? "classic")}`,
    `footer ${String(theme.footer ?? "columns")}`,
    `section style ${String(theme.sectionStyle ?? "cards")}`,
    ...blocks.flatMap((block) => [
      `block ${String(block.type)}`,
      ...VARIANT_KEYS.filter((key) => typeof block[key] === "string").map((key) => `block ${String(block.type)} ${key} ${String(block[key])}`),
    ]),
  ];
}

/**
 * The fewest of the candidates, near enough, that show every thing any of them shows: chosen
 * most new things first, then a candidate whose every thing the others chosen show as well
 * dropped, the last chosen first. In the order chosen.
 */
export function covering<K>(candidates: ReadonlyMap<K, ReadonlySet<string>>): K[] {
  const covered = new Set<string>();
  const chosen: K[] = [];
  for (;;) {
    let best: K | undefined;
    let bestNew = 0;
    for (const [key, things] of candidates) {
      const fresh = [...things].filter((f) => !covered.has(f)).length;
      if (fresh > bestNew) [best, bestNew] = [key, fresh];
    }
    if (best === undefined) break;
    chosen.push(best);
    for (const f of candidates.get(best)!) covered.add(f);
  }
  const shown = new Map<string, number>();
  for (const key of chosen) for (const f of candidates.get(key)!) shown.set(f, (shown.get(f) ?? 0) + 1);
  const kept = chosen.toReversed().filter((key) => {
    const needed = [...candidates.get(key)!].some((f) => shown.get(f) === 1);
    if (!needed) for (const f of candidates.get(key)!) shown.set(f, shown.get(f)! - 1);
    return needed;
  });
  return kept.reverse();
}
