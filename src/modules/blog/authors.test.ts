import { describe, expect, it } from "vitest";
import { authorOf, authorsOf } from "./authors";

describe("authors of posts", () => {
  it("reads a byline as a name, a role and an address", () => {
    expect(authorOf("Tom Brennan, founder")).toEqual({ name: "Tom Brennan", role: "founder", slug: "tom-brennan" });
    expect(authorOf("Mark Feeney, CPCU, vice president of commercial lines")).toEqual({
      name: "Mark Feeney",
      role: "CPCU, vice president of commercial lines",
      slug: "mark-feeney",
    });
    expect(authorOf("Dr. Raj Patel")).toEqual({ name: "Dr. Raj Patel", role: null, slug: "dr-raj-patel" });
  });

  it("names nobody for an empty byline or one no address can be made of", () => {
    expect(authorOf(null)).toBeNull();
    expect(authorOf("  ")).toBeNull();
    expect(authorOf("…, editor")).toBeNull();
  });

  it("lists each author once, however their byline is written", () => {
    const authors = authorsOf([{ author: "Tom Brennan" }, { author: null }, { author: "Tom Brennan, founder" }, { author: "Lena Moss" }]);
    expect(authors.map((a) => a.slug)).toEqual(["tom-brennan", "lena-moss"]);
  });
});
