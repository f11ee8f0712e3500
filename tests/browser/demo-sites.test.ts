import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shapePattern } from "@/demo/paths";
import { DEMO_SITES } from "@/modules/templates/showroom";
import { axeViolations, baseUrl, describeViolations, inTwoTabs, launchBrowser } from "../helpers/browser";
import { demoPaths, readCatalogue } from "../helpers/catalogue";

/**
 * The crawl: for every demo site, its sitemap lists its catalogue paths and
 * enough examples of each dynamic shape; every page in it answers 200 with one
 * <h1>, a title and a description, passes axe (WCAG 2.2 AA), requests nothing
 * from outside the server, and links only to pages that exist. The crawl reads
 * in two tabs at once (one per core) and leaves the photographs out: axe reads
 * markup, and decoding hundreds of pictures was most of its time.
 */
const catalogue = readCatalogue();
/** What SiteFrame puts around every page of a site: the header, and whatever follows <main>. */
const SITE_CHROME = ["header[data-header]", "#main ~ *"];
const sitemaps = new Map<string, string[]>();

async function sitemapPaths(slug: string): Promise<string[]> {
  if (!sitemaps.has(slug)) {
    const response = await fetch(`${baseUrl()}/${slug}/sitemap.xml`);
    expect(response.status, `${slug}/sitemap.xml`).toBe(200);
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, "&")).pathname);
    sitemaps.set(slug, locs.map((p) => p.replace(new RegExp(`^/${slug}/?`), "")));
  }
  return sitemaps.get(slug)!;
}

describe("the demo deployment", () => {
  let browser: Browser;
  const outside: string[] = [];

  async function openTab(width: number, height: number, from = browser): Promise<Page> {
    const tab = await from.newPage({ viewport: { width, height } });
    const origin = new URL(baseUrl()).origin;
    tab.on("request", (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith("data:")) outside.push(url);
    });
    return tab;
  }

  beforeAll(async () => {
    browser = await launchBrowser({ pictures: false });
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
      for (const path of entry.static) {
        // The drafts index explains itself to visitors but is not for search engines.
        if (!listed.has(path) && path !== "blog/drafts") problems.push(`${seed.slug}: "${path}" is not in the sitemap`);
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

  it("answers 404 for every private path to an anonymous visitor", async () => {
    const privatePaths = demoPaths().filter((p) => p.private);
    expect(privatePaths.length).toBeGreaterThan(0);
    for (const p of privatePaths) expect((await fetch(baseUrl() + p.url)).status, p.url).toBe(404);
  });

  it("renders every page in the sitemaps with one h1, a title and a description, axe-clean, linking only to pages that exist", async () => {
    const problems: string[] = [];
    const visited = new Set<string>();
    const linked = new Map<string, string>();
    // A site's header, its footer and the sign-up above it are the same on every page of the site:
    // axe reads them on the first page the crawl opens there, and the rest of each page after that.
    const framed = new Set<string>();
    for (const seed of DEMO_SITES) for (const path of await sitemapPaths(seed.slug)) visited.add(`/${seed.slug}${path ? `/${path}` : ""}`);
    await inTwoTabs(() => openTab(1280, 900), [...visited], async (page, url) => {
      const response = await page.goto(baseUrl() + url, { waitUntil: "load" });
      if (response?.status() !== 200) return void problems.push(`${url}: status ${response?.status()}`);
      // Everything but axe read in one evaluation (see readPage).
      const read = await page.evaluate(readPage);
      if (read.h1s !== 1) problems.push(`${url}: ${read.h1s} h1 elements`);
      if (!read.title) problems.push(`${url}: no title`);
      if (!read.description) problems.push(`${url}: no meta description`);
      if (read.axeMisses.length) problems.push(`${url}: ${read.axeMisses.join(" | ")}`);
      const site = url.split("/")[1]!;
      const chromeChecked = framed.has(site);
      framed.add(site);
      const violations = await axeViolations(page, chromeChecked ? SITE_CHROME : []);
      if (violations.length) problems.push(describeViolations(url, violations));
      for (const href of read.links) {
        const target = href.replace(/[#].*$/, "");
        if (!linked.has(target)) linked.set(target, url);
      }
    });
    // The links the crawl did not visit, four at a time (the server renders those with a query).
    const unvisited = [...linked].filter(([target]) => target.includes("?") || !visited.has(target));
    for (let i = 0; i < unvisited.length; i += 4) {
      await Promise.all(unvisited.slice(i, i + 4).map(async ([target, from]) => {
        const status = (await fetch(baseUrl() + target, { redirect: "manual" })).status;
        if (status !== 200) problems.push(`${from} links to ${target}, which answers ${status}`);
      }));
    }
    console.info(`${visited.size} pages crawled, ${unvisited.length} more addresses they link to checked`);
    expect(problems.sort().join("\n")).toBe("");
    expect(outside).toEqual([]);
  }, 20 * 60_000);

  it("keeps the platform's own pages and the not-found pages axe-clean", async () => {
    const problems: string[] = [];
    const page = await openTab(1280, 900);
    for (const [url, status] of [["/", 200], ["/no-such-site", 404], ["/clearpath-access/no-such-page", 404], ["/clearpath-access/blog/drafts", 200]] as const) {
      const response = await page.goto(baseUrl() + url, { waitUntil: "load" });
      if (response?.status() !== status) problems.push(`${url}: status ${response?.status()}`);
      if ((await page.locator("h1").count()) !== 1) problems.push(`${url}: not exactly one h1`);
      const violations = await axeViolations(page);
      if (violations.length) problems.push(describeViolations(url, violations));
    }
    expect(problems.join("\n")).toBe("");
  });

  it("fits a phone: no page scrolls sideways at 360 pixels", async () => {
    // With the pictures: a page's width is what is measured (Blink draws a picture it leaves out in a box of its own).
    const withPictures = await launchBrowser();
    const wide: string[] = [];
    const urls = [];
    for (const seed of DEMO_SITES) for (const path of (await sitemapPaths(seed.slug)).slice(0, 3)) urls.push(`/${seed.slug}${path ? `/${path}` : ""}`);
    await inTwoTabs(() => openTab(360, 740, withPictures), urls, async (phone, url) => {
      await phone.goto(baseUrl() + url, { waitUntil: "load" });
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 1) wide.push(`${url}: ${overflow}px too wide`);
    });
    await withPictures.close();
    expect(wide).toEqual([]);
  }, 5 * 60_000);
});

/**
 * In the page, in one evaluation: its h1 count, title, description and links
 * within the server, and what a visitor would see wrong that axe does not
 * judge: an element given two colours of one kind (text, background, border) by the
 * theme's utility classes, which Tailwind settles by the stylesheet's order,
 * not the class list's (a secondary button over a hero's pattern came out
 * dark on dark this way: axe does not judge contrast over a background
 * image); the business's map shown twice (a contact block's and the
 * footer's); and one picture shown twice, such as a featured dish in the hero
 * and again in the menu below it. A picture is its file, whatever the width
 * or format served (/api/media/{site}/{asset id}-{width}.webp); pictures drawn
 * narrower than 80 pixels (a product's thumbnails, a reviewer's face) and
 * those not drawn at all (a closed tab's) are left out. Width alone: the crawl
 * turns the pictures off, and Blink then sizes a picture's height by its alt
 * text, while its width is still the layout's.
 */
function readPage(): { h1s: number; title: string; description: string; axeMisses: string[]; links: string[] } {
  const colour = /^(text|bg|border)-(primary|on-primary|accent|ink|muted|page|surface|line|error|white|black|transparent)$/;
  const found: string[] = [];
  const maps = [...document.querySelectorAll<HTMLElement>("[data-drawn-map]")].filter((map) => map.offsetParent !== null);
  if (maps.length > 1) found.push(`${maps.length} maps of the business`);
  const pictures = new Map<string, { alt: string; count: number }>();
  for (const img of document.querySelectorAll("img")) {
    if (img.getBoundingClientRect().width < 80) continue;
    const src = img.getAttribute("src") ?? "";
    const file = /\/api\/media\/[^/]+\/([0-9a-f-]{36})/.exec(src)?.[1] ?? src.replace(/[?#].*$/, "");
    const seen = pictures.get(file) ?? { alt: img.alt || file, count: 0 };
    pictures.set(file, { ...seen, count: seen.count + 1 });
  }
  for (const { alt, count } of pictures.values()) if (count > 1) found.push(`one picture shown ${count} times: "${alt}"`);
  for (const element of document.querySelectorAll("[class]")) {
    const kinds = new Map<string, string>();
    for (const token of element.classList) {
      const match = colour.exec(token);
      if (!match) continue;
      const before = kinds.get(match[1]!);
      if (before && before !== token) found.push(`colour classes that cancel each other (the stylesheet's order picks one): ${before} with ${token}`);
      kinds.set(match[1]!, token);
    }
  }
  return {
    h1s: document.querySelectorAll("h1").length,
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
    axeMisses: found.slice(0, 3),
    links: [...document.querySelectorAll("a[href^='/']")].map((a) => a.getAttribute("href")!),
  };
}
