import { brotliCompressSync, constants } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/chromium";

/**
 * What a page makes a phone download: its HTML and every script the browser
 * fetches for it, counted in a real browser so that an island's chunk loaded
 * after hydration counts as much as a <script src> tag (Next's router, React
 * DOM and Turbopack's loader are about 115 KB on every page that has any).
 * The page is scrolled to its end, so what loads when it comes into view is
 * counted too. Each file is measured brotli-compressed at the quality the page
 * cache uses.
 */
export interface PageWeight {
  name: string;
  path: string;
  htmlKb: number;
  scripts: number;
  javascriptKb: number;
}

const compressedKb = (bytes: Buffer) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }).length / 1024;
const tenths = (kb: number) => Math.round(kb * 10) / 10;

export async function pageWeights(base: string, pages: Array<[string, string]>): Promise<PageWeight[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    const weights: PageWeight[] = [];
    for (const [name, path] of pages) {
      // A new context per page: an empty browser cache, as for a first visit.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      const page = await context.newPage();
      const scripts = new Map<string, Promise<Buffer>>();
      page.on("response", (response) => {
        if (response.request().resourceType() === "script" && response.ok()) scripts.set(response.url(), response.body());
      });
      const response = await page.goto(base + path, { waitUntil: "networkidle" });
      await page.evaluate(async () => {
        for (let y = 0; y <= document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      });
      await page.waitForLoadState("networkidle");
      const html = await response!.body();
      const bodies = await Promise.all(scripts.values());
      weights.push({
        name,
        path,
        htmlKb: tenths(compressedKb(html)),
        scripts: bodies.length,
        javascriptKb: tenths(bodies.reduce((kb, bytes) => kb + compressedKb(bytes), 0)),
      });
      await context.close();
    }
    return weights;
  } finally {
    await browser.close();
  }
}
