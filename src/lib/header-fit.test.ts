import { describe, expect, it } from "vitest";
import { headerBreakpoints, headerRowWidths, textWidth } from "./header-fit";

const base = { name: "Rise Bakehouse", fonts: { heading: "fraunces", body: "inter" }, layout: "classic" } as const;
const items = (...labels: string[]) => labels.map((label) => ({ label, hasChildren: false }));

describe("header fit", () => {
  it("measures text by its font: a wide label is wider, a bolder weight is wider, size scales", () => {
    expect(textWidth("Contact", "inter", 500, 16)).toBeGreaterThan(textWidth("About", "inter", 500, 16));
    expect(textWidth("Contact", "inter", 700, 16)).toBeGreaterThan(textWidth("Contact", "inter", 500, 16));
    expect(textWidth("Contact", "inter", 500, 32)).toBeCloseTo(2 * textWidth("Contact", "inter", 500, 16));
    expect(textWidth("Contact", "oswald", 500, 16)).toBeLessThan(textWidth("Contact", "inter", 500, 16));
  });

  it("keeps a short navigation on one row from the tablet width on", () => {
    expect(headerBreakpoints({ ...base, navigation: items("Menu", "About", "Contact"), action: "Order" })).toEqual({ oneRow: "md", stacked: "md" });
  });

  it("stacks a long navigation under the name and button before it collapses into the menu button", () => {
    const navigation = items("Waterproofing", "Foundation repair", "Crawl spaces", "Commercial", "Service area", "Blog", "Contact");
    const fit = headerBreakpoints({ ...base, navigation, action: "Free inspection" });
    expect(fit.oneRow).toBe("never");
    expect(fit.stacked).toBe("lg");
  });

  it("gives a centred header its one row only when the navigation and the button fit side by side", () => {
    const navigation = items("Services", "Our work", "Pricing", "Blog", "About", "Contact");
    const centred = headerRowWidths({ ...base, layout: "centered", navigation, action: "Get a proposal" });
    const classic = headerRowWidths({ ...base, navigation, action: "Get a proposal" });
    expect(centred.oneRow).toBeLessThan(classic.oneRow);
    expect(headerRowWidths({ ...base, layout: "action", navigation, action: "Get a proposal" }).oneRow).toBeGreaterThan(classic.oneRow);
    expect(headerBreakpoints({ ...base, navigation: items(...Array.from({ length: 14 }, (_, i) => `Department ${i}`)) })).toEqual({
      oneRow: "never",
      stacked: "never",
    });
  });
});
