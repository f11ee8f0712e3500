import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shapePattern } from "@/demo/paths";
import { unlistedPaths } from "@/modules/templates/load";
import { DEMO_SITES } from "@/modules/templates/showroom";
import { axeViolations, baseUrl, describeViolations, expectFailures, launchBrowser } from "../helpers/browser";
import { demoPaths, readCatalogue } from "../helpers/catalogue";
import { demoSample, readPages, sitemapPaths } from "../helpers/crawl";
import { jsonLdOf, structuredDataProblems } from "../helpers/structured-data";

/**
 * The demo deployment in `npm test`: every site against the catalogue and its sitemap, private
 * paths hidden, and a sample of its pages read as the crawl reads them all (`npm run crawl`,
 * tests/helpers/crawl.ts): pages chosen until every site kind, header, footer and section style,
 * every block type and each variant of it the demo shows, and every dynamic shape of the catalogue
 * has been read at least once, pictures and all: at 1280 and 390 px, but a page there for its
 * site's kind alone at 390 px only (the crawl reads every page at both).
 */
const catalogue = readCatalogue();

/** Runs `each` over the items, four at once. */
async function fourAtATime<T>(items: readonly T[], each: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    [0, 1, 2, 3].map(async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await each(item);
    }),
  );
}

describe("the demo deployment", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it("has every catalogue site, and only those, each under its catalogue slug, name and kind", () => {
    expect(DEMO_SITES.map((s) => s.slug).sort()).toEqual(catalogue.map((s) => s.slug).sort());
    for (const seed of DEMO_SITES) {
      const entry = catalogue.find((s) => s.slug === seed.slug);
      expect(entry, seed.slug).toBeDefined();
      expect([seed.name, seed.kind]).toEqual([entry!.name, entry!.kind]);
    }
  });

  it("lists in each site's sitemap every catalogue path and enough of each dynamic shape, and never a private one", async () => {
    const problems: string[] = [];
    for (const seed of DEMO_SITES) {
      const entry = catalogue.find((s) => s.slug === seed.slug)!;
      const listed = new Set(await sitemapPaths(seed.slug));
      // Thank-you pages and search results are loaded out of search engines; the drafts index explains itself to visitors but is not for them either.
      const unlisted = new Set([...unlistedPaths(seed), "blog/drafts"]);
      for (const path of entry.static) {
        if (!listed.has(path) && !unlisted.has(path)) problems.push(`${seed.slug}: "${path}" is not in the sitemap`);
        if (listed.has(path) && unlisted.has(path)) problems.push(`${seed.slug}: "${path}" is in the sitemap, though kept from search engines`);
      }
      for (const shape of entry.dynamic ?? []) {
        if (shape.private) continue;
        const pattern = shapePattern(shape.shape);
        const examples = [...listed].filter((p) => pattern.test(p) && !entry.static.includes(p));
        if (examples.length < shape.min) problems.push(`${seed.slug}: ${examples.length} examples of "${shape.shape}" in the sitemap; needs ${shape.min}`);
      }
      for (const p of demoPaths().filter((d) => d.site === seed.slug && d.private)) {
        if (listed.has(p.path)) problems.push(`${seed.slug}: private "${p.path}" is in the sitemap`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("says in JSON-LD what every home page and each kind of item page is, with the properties Google requires and recommends", async () => {
    const problems: string[] = [];
    const read = async (url: string) => {
      const nodes = jsonLdOf(await (await fetch(baseUrl() + url)).text());
      problems.push(...structuredDataProblems(nodes, url));
      return nodes;
    };
    const types = new Set<string>();
    // Four sites at a time: each is a few requests the server renders while the test waits.
    await fourAtATime(DEMO_SITES, async (seed) => {
      const home = await read(`/${seed.slug}`);
      if (!home.some((node) => node["@type"] !== "BreadcrumbList")) problems.push(`/${seed.slug}: the home page does not say what the business is`);
      // One page of each dynamic shape the catalogue lists (a post, an event, a job, a news item...).
      const listed = await sitemapPaths(seed.slug);
      const entry = catalogue.find((s) => s.slug === seed.slug)!;
      for (const shape of entry.dynamic ?? []) {
        const pattern = shapePattern(shape.shape);
        const example = listed.find((p) => pattern.test(p) && !entry.static.includes(p));
        if (example) for (const node of await read(`/${seed.slug}/${example}`)) types.add(String(node["@type"]));
      }
      // A blog's authors have pages of their own (what a post's author.url leads to).
      const author = listed.find((p) => /^[^/]+\/author\/[^/]+$/.test(p));
      if (author) for (const node of await read(`/${seed.slug}/${author}`)) types.add(String(node["@type"]));
    });
    for (const type of ["BlogPosting", "NewsArticle", "Event", "JobPosting", "ProfilePage", "BreadcrumbList"]) expect([...types], type).toContain(type);
    expect(problems.join("\n")).toBe("");
  });

  it("answers 404 for every private path to an anonymous visitor", async () => {
    const privatePaths = demoPaths().filter((p) => p.private);
    expect(privatePaths.length).toBeGreaterThan(0);
    for (const p of privatePaths) expect((await fetch(baseUrl() + p.url)).status, p.url).toBe(404);
  });

  it(
    "renders a sample showing every kind at 390 px and every layout family, block and variant at 1280 and 390 px: one h1, a title, a description, axe-clean, no sideways scroll, links that exist",
    async () => {
      const { urls, covers, kindAlone } = demoSample();
      // Every kind of site, every header, footer and section style, every block type is on a page read.
      const covered = [...covers.keys()];
      for (const seed of DEMO_SITES) expect(covered).toContain(`kind ${seed.kind}`);
      for (const family of ["header", "footer", "section style"]) expect(covered.filter((f) => f.startsWith(`${family} `)).length, family).toBeGreaterThan(1);
      for (const seed of DEMO_SITES) for (const page of seed.pages) for (const block of page.blocks) expect(covered).toContain(`block ${block.type}`);
      expect(urls.length).toBeLessThan(120);
      // Each layout, block, variant and shape is on a page read at both widths.
      for (const [thing, url] of covers) if (!thing.startsWith("kind ")) expect(kindAlone, thing).not.toContain(url);
      console.info(`the sample: ${urls.length} pages for ${covers.size} things to show`);
      expect((await readPages(browser, urls, { overflow: true, phoneOnly: kindAlone })).join("\n")).toBe("");
    },
    15 * 60_000,
  );

  it("keeps the platform's own pages and the not-found pages axe-clean", async () => {
    const problems: string[] = [];
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // The not-found pages answer 404 by design.
    expectFailures(/^404 GET .*\/(no-such-site|no-such-page)$/);
    for (const [url, status] of [
      ["/", 200],
      ["/no-such-site", 404],
      ["/clearpath-access/no-such-page", 404],
      ["/clearpath-access/blog/drafts", 200],
    ] as const) {
      const response = await page.goto(baseUrl() + url, { waitUntil: "load" });
      if (response?.status() !== status) problems.push(`${url}: status ${response?.status()}`);
      if ((await page.locator("h1").count()) !== 1) problems.push(`${url}: not exactly one h1`);
      const violations = await axeViolations(page);
      if (violations.length) problems.push(describeViolations(url, violations));
    }
    expect(problems.join("\n")).toBe("");
  });
});
