import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SITES } from "@/demo/sites";
import { axeViolations, baseUrl, describeViolations, launchBrowser } from "../helpers/browser";
import { demoPaths, readCatalogue } from "../helpers/catalogue";

/**
 * Every path of every seeded site: 200 with one <h1>, a title and a
 * description, and no WCAG 2.2 AA violation; every private path 404.
 * Every catalogue path of those sites is among them.
 */
const paths = demoPaths();

describe("the seeded demo sites", () => {
  let browser: Browser;
  let page: Page;
  const outside: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const origin = new URL(baseUrl()).origin;
    page.on("request", (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith("data:")) outside.push(url);
    });
  });
  afterAll(async () => browser?.close());

  it("serve every catalogue path of the sites in the first part", () => {
    const served = new Set(paths.filter((p) => !p.private).map((p) => `${p.site}/${p.path}`));
    const catalogue = readCatalogue().filter((s) => DEMO_SITES.some((d) => d.slug === s.slug));
    expect(catalogue.length).toBe(DEMO_SITES.length);
    const missing = catalogue.flatMap((s) => s.static.filter((p) => !served.has(`${s.slug}/${p}`)).map((p) => `${s.slug}/${p}`));
    expect(missing).toEqual([]);
  });

  it("answer 404 for every private path to an anonymous visitor", async () => {
    const privatePaths = paths.filter((p) => p.private);
    expect(privatePaths.length).toBeGreaterThan(0);
    for (const p of privatePaths) {
      const response = await fetch(baseUrl() + p.url);
      expect(response.status, p.url).toBe(404);
    }
  });

  it("render every public path with one h1, a title and a description, axe-clean", async () => {
    const problems: string[] = [];
    for (const p of paths.filter((path) => !path.private)) {
      const response = await page.goto(baseUrl() + p.url, { waitUntil: "load" });
      if (response?.status() !== 200) {
        problems.push(`${p.url}: status ${response?.status()}`);
        continue;
      }
      const h1s = await page.locator("h1").count();
      if (h1s !== 1) problems.push(`${p.url}: ${h1s} h1 elements`);
      if (!(await page.title())) problems.push(`${p.url}: no title`);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      if (!description) problems.push(`${p.url}: no meta description`);
      const violations = await axeViolations(page);
      if (violations.length) problems.push(describeViolations(p.url, violations));
    }
    expect(problems.join("\n")).toBe("");
    expect(outside).toEqual([]);
  });

  it("keep the platform's own pages and the not-found pages axe-clean", async () => {
    const problems: string[] = [];
    for (const [url, status] of [["/", 200], ["/no-such-site", 404], ["/clearpath-access/no-such-page", 404], ["/clearpath-access/blog/drafts", 200]] as const) {
      const response = await page.goto(baseUrl() + url, { waitUntil: "load" });
      if (response?.status() !== status) problems.push(`${url}: status ${response?.status()}`);
      if ((await page.locator("h1").count()) !== 1) problems.push(`${url}: not exactly one h1`);
      const violations = await axeViolations(page);
      if (violations.length) problems.push(describeViolations(url, violations));
    }
    expect(problems.join("\n")).toBe("");
  });

  it("fit a phone: no page of a site scrolls sideways at 360 pixels", async () => {
    const phone = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const wide: string[] = [];
    for (const slug of DEMO_SITES.map((s) => s.slug)) {
      for (const p of paths.filter((x) => x.site === slug && !x.private).slice(0, 4)) {
        await phone.goto(baseUrl() + p.url, { waitUntil: "load" });
        const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (overflow > 1) wide.push(`${p.url}: ${overflow}px too wide`);
      }
    }
    await phone.close();
    expect(wide).toEqual([]);
  });
});
