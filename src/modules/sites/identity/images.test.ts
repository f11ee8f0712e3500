import { describe, expect, it } from "vitest";
import { themeSchema } from "../schema";
import { faviconSvg, shareImagePng, shareTitle, wrapTitle } from "./images";

const site = {
  id: "s1",
  name: "Rise Bakehouse",
  theme: themeSchema.parse({
    palette: { primary: "#7c2d12", onPrimary: "#ffffff", accent: "#b45309", background: "#fffaf5", surface: "#fdf0e4", text: "#1c1917", muted: "#57534e", border: "#e7d8c9" },
    fonts: { heading: "fraunces", body: "inter" },
    logo: { mark: "cake", shape: "circle" },
  }),
} as Parameters<typeof faviconSvg>[0];

describe("a site's identity images", () => {
  it("wraps a title into lines and cuts what does not fit with an ellipsis", () => {
    expect(wrapTitle("Fresh bread every morning", 12, 3)).toEqual(["Fresh bread", "every", "morning"]);
    expect(wrapTitle("One two three four five six seven", 9, 2)).toEqual(["One two", "three…"]);
  });

  it("leaves the site's name out of a share image's title, where the image shows it anyway", () => {
    expect(shareTitle("Our sourdough | Rise Bakehouse", "Rise Bakehouse")).toBe("Our sourdough");
    expect(shareTitle("Rise Bakehouse: bread in Geneva (N.Y.)", "Rise Bakehouse")).toBe("Bread in Geneva (N.Y.)");
    expect(shareTitle("Rise Bakehouse", "Rise Bakehouse")).toBe("Rise Bakehouse");
    expect(shareTitle("A (strange) name", "A (strange) name")).toBe("A (strange) name");
  });

  it("draws the favicon in the site's colours with its mark, escaping nothing it should not", () => {
    const svg = faviconSvg(site);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('fill="#7c2d12"');
    expect(svg).toContain('stroke="#ffffff"');
    expect(svg).toContain("<circle");
  });

  it("draws a 1200x630 share image, a different one for a different title", async () => {
    const a = await shareImagePng(site, "Our sourdough");
    const b = await shareImagePng(site, "Wedding cakes & <tiers>");
    expect([a.readUInt32BE(16), a.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(a.equals(b)).toBe(false);
  });
});
