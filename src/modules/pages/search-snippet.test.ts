import { describe, expect, it } from "vitest";
import { cut, descriptionGuidance, searchTitle, titleGuidance } from "./search-snippet";

const site = {
  slug: "lockstep-escapes",
  name: "Lockstep Escape Rooms",
  tagline: "Escape rooms built in Rochester",
  address: "https://example.org/lockstep-escapes",
};

describe("a page's search snippet", () => {
  it("titles a page as its <head> does, the home page with the site's tagline", () => {
    expect(searchTitle(site, "Games", false)).toBe("Games | Lockstep Escape Rooms");
    expect(searchTitle(site, "Home", true)).toBe("Lockstep Escape Rooms: Escape rooms built in Rochester");
    expect(searchTitle({ ...site, tagline: undefined }, "Home", true)).toBe("Lockstep Escape Rooms");
  });

  it("says a title is short, good or long at the figures search results show", () => {
    expect(titleGuidance("x".repeat(39), false).text).toMatch(/^Short: 39 characters/);
    expect(titleGuidance("x".repeat(40), false)).toMatchObject({ tone: "good" });
    expect(titleGuidance("x".repeat(60), false)).toMatchObject({ tone: "good" });
    expect(titleGuidance("x".repeat(61), false).text).toMatch(/^Long: with the site's name it is 61 characters/);
    expect(titleGuidance("x".repeat(20), true)).toMatchObject({ tone: "good" });
  });

  it("says a description is missing, short, good or long", () => {
    expect(descriptionGuidance("  ").text).toMatch(/^Missing/);
    expect(descriptionGuidance("x".repeat(119)).text).toMatch(/^Short: 119 characters/);
    expect(descriptionGuidance("x".repeat(120))).toEqual({ tone: "good", text: "Good: 120 characters, shown whole." });
    expect(descriptionGuidance("x".repeat(156))).toMatchObject({ tone: "good" });
    expect(descriptionGuidance("x".repeat(157)).text).toMatch(/^Long: 157 characters/);
  });

  it("cuts at a word with an ellipsis, as a search result does", () => {
    expect(cut("short enough", 60)).toBe("short enough");
    expect(cut("Team building nights for offices, schools and clubs in Rochester", 60)).toBe("Team building nights for offices, schools and clubs in …");
  });
});
