import { describe, expect, it } from "vitest";
import { fitTitle, TITLE_MAX } from "./route-meta";

describe("fitTitle", () => {
  it("puts the site's name after the page's title when both fit a search result", () => {
    expect(fitTitle("Our story", " | Test Bakery")).toBe("Our story | Test Bakery");
  });

  it("keeps the page's own title alone when the name would not fit, and cuts only a title too long by itself, at a word", () => {
    const long = "Five things to know before your first tattoo appointment";
    expect(fitTitle(long, " | Iron Petal Tattoo")).toBe(long);
    const longer = "Everything you need to know about the spring water main flushing programme in Alder Creek";
    const cut = fitTitle(longer, " | Town of Alder Creek");
    expect(cut.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(cut).toMatch(/^Everything you need to know about the spring water main\S*…$/);
  });
});
