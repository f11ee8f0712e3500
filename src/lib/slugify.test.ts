import { describe, expect, it } from "vitest";
import { slugify } from "./slugify";

describe("addresses made from titles", () => {
  it("are lowercase words joined by dashes, accents and signs spelled out or dropped", () => {
    expect(slugify("Spring Menu & Wine")).toBe("spring-menu-and-wine");
    expect(slugify("  Café Crème: 2026!  ")).toBe("cafe-creme-2026");
    expect(slugify("x".repeat(100))).toHaveLength(80);
    expect(slugify("a ".repeat(60))).not.toMatch(/-$/);
  });
});
