import { describe, expect, it } from "vitest";
import { siteHref } from "./links";
import { contrastRatio } from "./contrast";
import { wallClock } from "./time";

describe("siteHref", () => {
  it("puts site-relative links under the site's prefix and leaves the rest alone", () => {
    expect(siteHref("brightside", "")).toBe("/brightside");
    expect(siteHref("brightside", "contact")).toBe("/brightside/contact");
    expect(siteHref("brightside", "/services/crowns/")).toBe("/brightside/services/crowns");
    expect(siteHref("brightside", "https://example.org/x")).toBe("https://example.org/x");
    expect(siteHref("brightside", "tel:+15855550100")).toBe("tel:+15855550100");
    expect(siteHref("brightside", "mailto:a@b.example")).toBe("mailto:a@b.example");
    expect(siteHref("brightside", "#menu")).toBe("#menu");
  });
});

describe("contrastRatio", () => {
  it("matches WCAG's figures", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 1);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    expect(contrastRatio("#767676", "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio("#777777", "#ffffff")).toBeLessThan(4.5);
  });
});

describe("wallClock", () => {
  it("places a local time in New York on the right instant in winter and in summer", () => {
    expect(wallClock(new Date("2026-01-15T12:00:00Z"), 0, "09:30").toISOString()).toBe("2026-01-15T14:30:00.000Z");
    expect(wallClock(new Date("2026-07-15T12:00:00Z"), 2, "18:00").toISOString()).toBe("2026-07-17T22:00:00.000Z");
  });
});
