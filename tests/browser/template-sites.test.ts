import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchSite } from "@/modules/launch/service";
import { demoPictureFiles } from "@/demo/images/place";
import { createSiteFromTemplate } from "@/modules/templates/service";
import { member } from "../helpers/actors";
import { axeViolations, baseUrl, describeViolations, launchBrowser } from "../helpers/browser";

/**
 * A site made from a template, as the operator makes one and its owner
 * launches it: its home page reads at a phone's and a desktop's width, by
 * axe and by every text's colour against the colour Chromium paints under
 * it (axe leaves text over pictures and gradients "incomplete").
 */
interface Faint {
  text: string;
  ratio: number;
}

/** Every visible text whose drawn colour against the first opaque background under it is below AA. */
function faintTexts(page: Page): Promise<Faint[]> {
  return page.evaluate(() => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const c = [r!, g!, b!].map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
    };
    const found: Faint[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element) continue;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (style.visibility === "hidden" || box.width <= 1 || box.height <= 1 || element.closest("[hidden], .sr-only, svg, script, style")) continue;
      // The background Chromium paints under it: the first opaque one up the tree; over a photograph, its overlay's lightest.
      // A header laid over a full-bleed photograph (globals.css) is not inside it, yet drawn over it: text whose centre is
      // on the photograph takes its overlay as ground when the walk reaches what holds the whole photograph.
      const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      const photo = [...document.querySelectorAll("[data-full-bleed]")]
        .map((p) => p.getBoundingClientRect())
        .find((p) => centre.x >= p.left && centre.x <= p.right && centre.y >= p.top && centre.y <= p.bottom);
      const within = (r: DOMRect, p: DOMRect) => r.top >= p.top - 1 && r.bottom <= p.bottom + 1 && r.left >= p.left - 1 && r.right <= p.right + 1;
      let under = [255, 255, 255];
      for (let at: Element | null = element; at; at = at.parentElement) {
        if (at.hasAttribute("data-full-bleed")) {
          under = [102, 102, 102];
          break;
        }
        // An ancestor that holds the whole photograph is a ground the photograph is painted over.
        if (photo && within(photo, at.getBoundingClientRect())) {
          under = [102, 102, 102];
          break;
        }
        const bg = rgb(getComputedStyle(at).backgroundColor);
        if (bg.length >= 3 && (bg[3] ?? 1) >= 0.99) {
          under = bg.slice(0, 3);
          break;
        }
      }
      const fg = rgb(style.color);
      const alpha = (fg[3] ?? 1) * Number(style.opacity);
      const drawn = fg.slice(0, 3).map((v, i) => v * alpha + under[i]! * (1 - alpha));
      const [hi, lo] = [lum(drawn), lum(under)].sort((a, b) => b - a) as [number, number];
      const ratio = (hi + 0.05) / (lo + 0.05);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      if (ratio < (large ? 3 : 4.5)) found.push({ text: text.slice(0, 60), ratio: Math.round(ratio * 100) / 100 });
    }
    return found;
  });
}

describe("a site made from a template", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  // The bakery without the showroom's pictures (its banner on the main colour), the restaurant with them (words over a photograph).
  it.each([
    ["single-page:bakery", false],
    ["restaurant", true],
  ] as const)("made from the %s template and launched, reads at 390 and 1280 px (with the template's pictures: %s)", async (kind, pictures) => {
    const slug = `crumb-${randomBytes(3).toString("hex")}`;
    const id = await createSiteFromTemplate(
      kind,
      {
        slug,
        name: "Crumb & Crust Bakery",
        phone: "(315) 555-0142",
        email: "hello@crumb.example",
        address: { street: "4 Mill Street", locality: "Lyons", region: "NY", postalCode: "14489" },
        hours: [{ days: ["wed", "thu", "fri"], opens: "07:00", closes: "14:00" }],
        examples: "none",
      },
      pictures ? demoPictureFiles() : undefined,
    );
    await launchSite(await member(id, "owner"), slug, ["contact", "pictures", "logo"]);
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      page.on("requestfailed", (r) => errors.push(`${r.url()} ${r.failure()?.errorText ?? ""}`));
      const url = `${baseUrl()}/${slug}`;
      expect((await page.goto(url))?.status()).toBe(200);
      const html = await page.content();
      for (const fragment of ["Canandaigua", "Fairport", "Since 2011", "Kettle Club"]) expect(html, fragment).not.toContain(fragment);
      const violations = await axeViolations(page);
      expect(violations, describeViolations(url, violations)).toEqual([]);
      expect(await faintTexts(page), `${kind} at ${width}`).toEqual([]);
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/template-${kind.replace(/\W+/g, "-")}-${width}.png` });
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
