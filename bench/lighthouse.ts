import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/chromium";

/**
 * Lighthouse 12 on the mobile profile (its default: a mid-range phone,
 * throttled CPU and a slow 4G link, simulated), driving Debian's Chromium,
 * for performance, accessibility, best practices and SEO.
 */
export interface LighthouseResult {
  name: string;
  path: string;
  scores: Record<"performance" | "accessibility" | "best-practices" | "seo", number>;
  /** Cumulative layout shift as Lighthouse measured it (0 is the aim: every picture has its width and height). */
  cls: number | null;
  /** The audits that cost points, for whoever improves the page next. */
  failing: string[];
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export async function runLighthouse(base: string, pages: Array<[string, string]>): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
  try {
    const results: LighthouseResult[] = [];
    for (const [name, path] of pages) {
      const run = await lighthouse(base + path, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
      const lhr = run!.lhr;
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as LighthouseResult["scores"];
      const failing = Object.values(lhr.audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 0.9 &&
            a.scoreDisplayMode !== "informative" &&
            a.scoreDisplayMode !== "manual" &&
            a.scoreDisplayMode !== "notApplicable",
        )
        .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ""}`);
      const cls = lhr.audits["cumulative-layout-shift"]?.numericValue;
      results.push({ name, path, scores, cls: cls === undefined ? null : Math.round(cls * 1000) / 1000, failing });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
