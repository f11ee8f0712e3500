import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FONTS } from "@/lib/fonts";
import { DEMO_SITES } from "@/modules/templates/showroom";
import { baseUrl, launchBrowser } from "../helpers/browser";

/**
 * Brand fonts on the first visit: a visitor with an empty cache sees the
 * theme's own heading and body faces on the very first page (they are
 * preloaded; font-display: optional would otherwise skip a face that comes
 * late), and nothing shifts as the page comes in.
 */
const SITES = ["ironpetal-tattoo", "drycore-basements", "rise-bakehouse"];

describe("brand fonts", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it.each(SITES)("shows %s's own fonts on a first visit, preloaded, without layout shift", async (slug) => {
    const seed = DEMO_SITES.find((s) => s.slug === slug)!;
    const families = [...new Set([seed.theme.fonts.heading, seed.theme.fonts.body])]
      .filter((key) => key !== "system")
      .map((key) => FONTS[key].family.replace(/'/g, ""));
    expect(families.length).toBeGreaterThan(0);
    const html = await (await fetch(`${baseUrl()}/${slug}`)).text();
    const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)" as="font"/g)].map((m) => m[1]);
    expect(preloads).toHaveLength(families.length);
    // A new context: an empty cache, as on a first visit, over a slow connection, where a face found
    // only once the stylesheet is in would miss the first paint. (JavaScript on for the test's own
    // timer below.) A face the server sends late, busy with another file's pages, is skipped as
    // font-display: optional says: a second first visit tells that apart from a face never preloaded,
    // which misses every time.
    if (!(await firstVisit(false))) await firstVisit(true);
    /** One first visit; false when a face was not drawn and another visit is still to come (`last` false). */
    async function firstVisit(last: boolean): Promise<boolean> {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      try {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 250, downloadThroughput: 10_000_000, uploadThroughput: 5_000_000 });
        await page.goto(`${baseUrl()}/${slug}`);
        // What Chromium actually drew the heading and a paragraph with.
        await cdp.send("DOM.enable");
        await cdp.send("CSS.enable");
        const { root } = await cdp.send("DOM.getDocument");
        const drawnWith = async (selector: string) => {
          const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
          const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
          return fonts.filter((font) => font.isCustomFont).map((font) => font.familyName);
        };
        const heading = FONTS[seed.theme.fonts.heading].family
          .replace(/'|Variable/g, "")
          .trim()
          .split(" ")[0]!;
        const body = FONTS[seed.theme.fonts.body].family
          .replace(/'|Variable/g, "")
          .trim()
          .split(" ")[0]!;
        const drawn = { heading: (await drawnWith("h1")).join(), body: (await drawnWith("main p")).join() };
        if (!last && !(drawn.heading.includes(heading) && drawn.body.includes(body))) return false;
        expect(drawn.heading, "the heading").toContain(heading);
        expect(drawn.body, "the body text").toContain(body);
        // Once the fonts are in, the buffered shifts come to the observer at once; none come when there were none (two frames later).
        const shift = await page.evaluate(async () => {
          await document.fonts.ready;
          const entries = await new Promise<PerformanceEntryList>((resolve) => {
            const observer = new PerformanceObserver((list) => (observer.disconnect(), resolve(list.getEntries())));
            observer.observe({ type: "layout-shift", buffered: true });
            requestAnimationFrame(() => requestAnimationFrame(() => (resolve(observer.takeRecords()), observer.disconnect())));
          });
          return entries.reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0);
        });
        expect(shift).toBe(0);
        return true;
      } finally {
        await context.close();
      }
    }
  });
});
