import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { paletteContrastProblems, themeSchema } from "@/modules/sites/schema";
import { DEMO_SITES } from "@/modules/templates/showroom";
import { validateSeed, type CatalogueSite } from "./validate";

const catalogue = (JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../docs/spec/catalogue.json"), "utf8")) as { sites: CatalogueSite[] }).sites;

describe("the demo deployment", () => {
  it.each(DEMO_SITES.map((s) => [s.slug, s] as const))("%s is valid, fits its catalogue entry and links only to its own pages", (slug, seed) => {
    const entry = catalogue.find((s) => s.slug === slug);
    expect(entry, `${slug} is not in the catalogue`).toBeDefined();
    expect(validateSeed(seed, entry)).toEqual([]);
  });

  it("gives every multi-page site its own look", () => {
    const multi = DEMO_SITES.filter((s) => s.pages.length > 1);
    const looks = multi.map((s) => JSON.stringify([s.theme.palette.primary, s.theme.fonts, s.theme.header, s.theme.footer, s.theme.logo.mark]));
    expect(new Set(looks).size).toBe(multi.length);
  });

  it("rejects a theme whose colours lack contrast", () => {
    const seed = DEMO_SITES[0]!;
    const washedOut = { ...seed.theme, palette: { ...seed.theme.palette, muted: "#cccccc" } };
    expect(themeSchema.safeParse(washedOut).success).toBe(false);
    expect(paletteContrastProblems(themeSchema.parse(seed.theme).palette)).toEqual([]);
  });
});
