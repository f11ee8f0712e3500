import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { shapePattern } from "@/demo/paths";
import { DEMO_SITES } from "@/modules/templates/showroom";
import { axeViolations, baseUrl, describeViolations, inTwoTabs } from "./browser";
import { demoPaths, readCatalogue } from "./catalogue";
import { covering, features, pageBlocks } from "./sample";
import { TITLE_MAX } from "@/modules/routing/route-meta";

/**
 * Reading demo pages as the crawl does (`npm run crawl`, tests/crawl/demo-sites.test.ts) and as its
 * sample in `npm test` does (tests/browser/demo-sample.test.ts): each page answers 200 with one
 * <h1>, a title and a description, passes axe (WCAG 2.2 AA) at a phone's and a desktop's width,
 * requests nothing from outside the server, shows nothing
 * axe misses (readPage), and links only to pages that exist.
 */
export const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;
const PHONE_WIDTH = WIDTHS[1].width;
/** What SiteFrame puts around every page of a site: the header, and whatever follows <main>. */
const SITE_CHROME = ["header[data-header]", "#main ~ *"];

const sitemaps = new Map<string, string[]>();

/** A site's paths as its sitemap lists them, read once. */
export async function sitemapPaths(slug: string): Promise<string[]> {
  if (!sitemaps.has(slug)) {
    const response = await fetch(`${baseUrl()}/${slug}/sitemap.xml`);
    expect(response.status, `${slug}/sitemap.xml`).toBe(200);
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, "&")).pathname);
    sitemaps.set(
      slug,
      locs.map((p) => p.replace(new RegExp(`^/${slug}/?`), "")),
    );
  }
  return sitemaps.get(slug)!;
}

export const siteUrl = (slug: string, path: string) => `/${slug}${path ? `/${path}` : ""}`;

/**
 * Reads every page at each width in two tabs (those in `phoneOnly` at the phone's alone) and
 * returns what is wrong, one line each; with `overflow`, also a page that scrolls sideways (only
 * with the pictures: Blink draws one it leaves out in a box of its own, of another size). A site's
 * header and footer are the same on every page of the site: axe reads them on the first page
 * opened there at each width, and the rest of each page after that.
 */
export async function readPages(browser: Browser, urls: readonly string[], options: { overflow: boolean; phoneOnly?: ReadonlySet<string> }): Promise<string[]> {
  const problems: string[] = [];
  const outside = new Set<string>();
  const linked = new Map<string, string>();
  const origin = new URL(baseUrl()).origin;
  for (const viewport of WIDTHS) {
    const framed = new Set<string>();
    const open = async (): Promise<Page> => {
      const tab = await browser.newPage({ viewport });
      tab.on("request", (request) => {
        const url = request.url();
        if (!url.startsWith(origin) && !url.startsWith("data:")) outside.add(url);
      });
      return tab;
    };
    const here = viewport.width === PHONE_WIDTH ? urls : urls.filter((url) => !options.phoneOnly?.has(url));
    await inTwoTabs(open, here, async (page, url) => {
      const at = `${url} at ${viewport.width} px`;
      const response = await page.goto(baseUrl() + url, { waitUntil: "load" });
      if (response?.status() !== 200) return void problems.push(`${at}: status ${response?.status()}`);
      // Everything but axe read in one evaluation (see readPage).
      const read = await page.evaluate(readPage);
      if (read.h1s !== 1) problems.push(`${at}: ${read.h1s} h1 elements`);
      if (!read.title) problems.push(`${at}: no title`);
      // What a search result shows of a title (modules/routing/route-meta.ts).
      if (read.title.length > TITLE_MAX) problems.push(`${at}: a title of ${read.title.length} characters, "${read.title}"`);
      if (!read.description) problems.push(`${at}: no meta description`);
      if (read.axeMisses.length) problems.push(`${at}: ${read.axeMisses.join(" | ")}`);
      if (options.overflow && read.overflow > 1) problems.push(`${at}: ${read.overflow}px too wide`);
      const site = url.split("/")[1]!;
      const chromeChecked = framed.has(site);
      framed.add(site);
      const violations = await axeViolations(page, chromeChecked ? SITE_CHROME : []);
      if (violations.length) problems.push(describeViolations(at, violations));
      for (const href of read.links) {
        const target = href.replace(/[#].*$/, "");
        if (!linked.has(target)) linked.set(target, url);
      }
    });
  }
  // The links not read, four at a time (the server renders those with a query).
  const read = new Set(urls);
  const unread = [...linked].filter(([target]) => target.includes("?") || !read.has(target));
  const linksFrom = Date.now();
  for (let i = 0; i < unread.length; i += 4) {
    await Promise.all(
      unread.slice(i, i + 4).map(async ([target, from]) => {
        const status = (await fetch(baseUrl() + target, { redirect: "manual" })).status;
        if (status !== 200) problems.push(`${from} links to ${target}, which answers ${status}`);
      }),
    );
  }
  for (const url of outside) problems.push(`a page asked for ${url}, outside the server`);
  const phoneOnly = options.phoneOnly?.size ?? 0;
  console.info(
    `${urls.length - phoneOnly} pages read at ${WIDTHS.map((w) => w.width).join(" and ")} px${phoneOnly ? `, ${phoneOnly} at ${PHONE_WIDTH} px alone` : ""}, ${unread.length} more addresses they link to checked in ${Math.round((Date.now() - linksFrom) / 1000)} s`,
  );
  return problems.sort();
}

/**
 * The sample of the demo that `npm test` reads: pages chosen, most new things first, until every
 * site kind, header, footer and section style, every block type and each variant of it shown in
 * the demo, and every dynamic shape of the catalogue (a post, an event, a product...) is on one of
 * them; then a page whose every thing other chosen pages show as well is dropped. Each site kind
 * needs a page of its own, so most of the sample is one page a kind. Returns the URLs, what each
 * was chosen for, and the pages there for their site's kind alone (each other thing they show is
 * on a page kept at both widths): those the sample reads at a phone's width only, where a page may
 * scroll sideways; every layout, block, variant and shape it reads at both.
 */
export function demoSample(): { urls: string[]; covers: Map<string, string>; kindAlone: Set<string> } {
  // By address: a page of a site's own may be an example of a dynamic shape too.
  const byUrl = new Map<string, Set<string>>();
  const candidate = (url: string, features: string[]) => byUrl.set(url, new Set([...(byUrl.get(url) ?? []), ...features]));
  const served = new Map<string, Set<string>>();
  for (const p of demoPaths()) if (!p.private) served.set(p.site, (served.get(p.site) ?? new Set()).add(p.path));
  for (const seed of DEMO_SITES) {
    const listed = served.get(seed.slug) ?? new Set();
    for (const page of pageBlocks(seed)) if (listed.has(page.path)) candidate(siteUrl(seed.slug, page.path), features(seed, page.blocks));
  }
  // One example of each public dynamic shape, from the first site that serves one.
  for (const entry of readCatalogue()) {
    const seed = DEMO_SITES.find((s) => s.slug === entry.slug)!;
    const listed = [...(served.get(entry.slug) ?? [])];
    for (const shape of entry.dynamic ?? []) {
      if (shape.private) continue;
      const pattern = shapePattern(shape.shape);
      const example = listed.find((p) => pattern.test(p) && !entry.static.includes(p));
      if (example) candidate(siteUrl(entry.slug, example), [`shape ${shape.shape}`, ...features(seed, [])]);
    }
  }
  const urls = covering(byUrl);
  // A page is there for its kind alone when each other thing it shows stays on a page read at both widths; the last chosen first.
  const atBoth = new Map<string, number>();
  for (const url of urls) for (const f of byUrl.get(url)!) atBoth.set(f, (atBoth.get(f) ?? 0) + 1);
  const kindAlone = new Set<string>();
  for (const url of urls.toReversed()) {
    const things = [...byUrl.get(url)!];
    if (!things.every((f) => f.startsWith("kind ") || atBoth.get(f)! > 1)) continue;
    kindAlone.add(url);
    for (const f of things) atBoth.set(f, atBoth.get(f)! - 1);
  }
  // Each thing by a page read at both widths where one shows it.
  const covers = new Map<string, string>();
  for (const url of [...urls.filter((u) => !kindAlone.has(u)), ...kindAlone]) for (const f of byUrl.get(url)!) if (!covers.has(f)) covers.set(f, url);
  return { urls, covers, kindAlone };
}

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
 * text, while its width is still the layout's; and how far the page scrolls sideways.
 */
function readPage(): { h1s: number; title: string; description: string; axeMisses: string[]; links: string[]; overflow: number } {
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
    // How far the page scrolls sideways (a phone must not).
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  };
}
