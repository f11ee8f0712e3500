import { describe, expect, it } from "vitest";
import { themeSchema } from "../schema";
import { faviconSvg, shareImagePng, shareTitle, wrapTitle } from "./images";
import { typeset } from "./outlined-text";

const site = {
  id: "s1",
  name: "Rise Bakehouse",
  theme: themeSchema.parse({
    palette: {
      primary: "#7c2d12",
      onPrimary: "#ffffff",
      accent: "#b45309",
      background: "#fffaf5",
      surface: "#fdf0e4",
      text: "#1c1917",
      muted: "#57534e",
      border: "#e7d8c9",
    },
    fonts: { heading: "fraunces", body: "inter" },
    logo: { mark: "cake", shape: "circle" },
  }),
} as Parameters<typeof faviconSvg>[0];

describe("a site's identity images", () => {
  it("wraps a title into lines and cuts what does not fit with an ellipsis", () => {
    expect(wrapTitle("Fresh bread every morning", 12, 3)).toEqual(["Fresh bread", "every", "morning"]);
    expect(wrapTitle("One two three four five six seven", 9, 2)).toEqual(["One two", "three…"]);
    expect(wrapTitle("Fresh bread every morning", (line) => line.length <= 12, 3)).toEqual(["Fresh bread", "every", "morning"]);
  });

  it("sets words in the theme's own typeface, as outlines, and gives way where the font cannot", async () => {
    // Asked for at once, as a share image asks for its two fonts.
    const [fraunces, regular, inter] = await Promise.all([
      typeset("fraunces", 700, 64, ["Our sourdough"]),
      typeset("fraunces", 400, 64, ["Our sourdough"]),
      typeset("inter", 700, 64, ["Our sourdough"]),
    ]);
    if (!fraunces || !regular || !inter) throw new Error("a theme font could not be set");
    expect(fraunces.path("Our sourdough", 80, 160, "#fff")).toMatch(/^<g fill="#fff"><path transform="translate\(80 160\) scale\([\d.]+ -[\d.]+\)" d="M/);
    // Two typefaces, two widths, and two weights of one: the words really are measured in each.
    expect(Math.round(fraunces.width("Our sourdough"))).not.toBe(Math.round(inter.width("Our sourdough")));
    expect(fraunces.path("Our sourdough", 0, 0, "#fff")).not.toBe(regular.path("Our sourdough", 0, 0, "#fff"));
    expect(inter.width("Our sourdough")).toBeGreaterThan(300);
    // The system stack has no file, and the Latin file has no Greek.
    expect(await typeset("system", 700, 64, ["Our sourdough"])).toBeNull();
    expect(await typeset("fraunces", 700, 64, ["Ψωμί"])).toBeNull();
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
