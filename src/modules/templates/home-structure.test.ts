import { describe, expect, it } from "vitest";
import type { SeedBlockInput } from "@/modules/menus/gather";
import { DEMO_SITES } from "./showroom";

/** A home page's structure: its blocks in order, a hero by its layout. */
export function homeStructure(blocks: SeedBlockInput[]): string {
  return blocks.map((block) => (block.type === "hero" ? `hero:${(block.props as { variant?: string }).variant ?? "split"}` : block.type)).join(" > ");
}

describe("the showroom's home pages", () => {
  it("never share a structure between sites of different kinds", () => {
    const seen = new Map<string, { slug: string; kind: string }>();
    const shared: string[] = [];
    for (const site of DEMO_SITES) {
      const home = site.pages.find((page) => page.path === "");
      if (!home) continue;
      const structure = homeStructure(home.blocks);
      const earlier = seen.get(structure);
      if (earlier && earlier.kind !== site.kind) shared.push(`${earlier.slug} (${earlier.kind}) and ${site.slug} (${site.kind}): ${structure}`);
      else seen.set(structure, { slug: site.slug, kind: site.kind });
    }
    expect(shared).toEqual([]);
  });

  it("lead with what the business sells", () => {
    const leads = (slug: string) =>
      homeStructure(DEMO_SITES.find((site) => site.slug === slug)!.pages.find((page) => page.path === "")!.blocks)
        .split(" > ")
        .slice(1, 3);
    expect(leads("lakeview-grill")).toContain("menu");
    expect(leads("copper-kettle")).toContain("menu");
    expect(leads("town-of-alder-creek")).toContain("notice");
    expect(leads("brightside-dental")).toContain("split"); // the Smile Plan, for patients without insurance
    expect(leads("lakeside-bungalow")).toContain("gallery");
    expect(leads("ironpetal-tattoo")).toContain("gallery"); // the portfolio
    expect(leads("golden-hour-photo")).toContain("gallery");
    expect(leads("copper-kettle")).toEqual(["menu", "contactDetails"]); // the menu, then the hours and where
    expect(leads("brightside-dental")).toContain("logoCloud"); // the insurance plans taken
  });

  it("use every layout family of the theme, each on several sites", () => {
    const count = (values: string[]) => values.reduce((map, value) => map.set(value, (map.get(value) ?? 0) + 1), new Map<string, number>());
    const families = {
      header: count(DEMO_SITES.map((site) => site.theme.header ?? "classic")),
      footer: count(DEMO_SITES.map((site) => site.theme.footer ?? "columns")),
      sectionStyle: count(DEMO_SITES.map((site) => site.theme.sectionStyle ?? "cards")),
      hero: count(DEMO_SITES.map((site) => homeStructure(site.pages.find((page) => page.path === "")!.blocks).split(" > ")[0]!)),
    };
    const rare = Object.entries(families).flatMap(([family, used]) => [...used].filter(([, n]) => n < 3).map(([value, n]) => `${family} ${value}: ${n}`));
    expect(rare).toEqual([]);
    expect([...families.header.keys()].sort()).toEqual(["action", "bar", "centered", "classic", "overlay"]);
    expect([...families.footer.keys()].sort()).toEqual(["band", "columns", "map", "simple"]);
    expect([...families.sectionStyle.keys()].sort()).toEqual(["bands", "cards", "editorial", "rows"]);
  });
});
