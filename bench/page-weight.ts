import { brotliCompressSync, constants } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/chromium";
import { scriptsOnLoad } from "./page-scripts";

/**
 * What a page makes a phone download on a first visit: its HTML (brotli at
 * the quality the page cache uses) and its JavaScript, counted as the budget's
 * test counts it (./page-scripts.ts: every script the browser fetches while
 * the page loads, brotli at quality 11).
 */
export interface PageWeight {
  name: string;
  path: string;
  htmlKb: number;
  scripts: number;
  javascriptKb: number;
}

const htmlKb = (bytes: Buffer) => Math.round((brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }).length / 1024) * 10) / 10;

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
      const { scripts, kb, document } = await scriptsOnLoad(page, base + path);
      weights.push({ name, path, htmlKb: htmlKb(await document!.body()), scripts: scripts.length, javascriptKb: kb });
      await context.close();
    }
    return weights;
  } finally {
    await browser.close();
  }
}
