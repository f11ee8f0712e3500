import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_PATH, searchableWith } from "@/modules/search/site-search";
import { DEMO_SITES } from "@/modules/templates/showroom";
import { PHONE, baseUrl, expectAccessible, launchBrowser, shoot, wholeInFirstScreen } from "../helpers/browser";

/** The demo sites that have search: more than a few pages, or a search page of their own (the same rule as the server's, from the seeds). */
const withSearch = DEMO_SITES.filter((site) => site.launched !== false && searchableWith(site.pages.map((p) => p.path)));
const withoutSearch = DEMO_SITES.filter((site) => site.launched !== false && !searchableWith(site.pages.map((p) => p.path)));

describe("search on every site of more than a few pages", () => {
  it("answers each such demo site's search page, links it from the header, and only those", async () => {
    expect(withSearch.length).toBeGreaterThan(20);
    for (const site of withSearch) {
      const home = await fetch(`${baseUrl()}/${site.slug}`);
      expect(home.status, site.slug).toBe(200);
      const header = (await home.text()).match(/<header[\s\S]*?<\/header>/)?.[0] ?? "";
      expect(header, `${site.slug}'s header links its search`).toContain(`href="/${site.slug}/${SEARCH_PATH}"`);
      const search = await fetch(`${baseUrl()}/${site.slug}/${SEARCH_PATH}?q=hours`);
      expect(search.status, site.slug).toBe(200);
      const html = await search.text();
      expect(html, site.slug).toContain('role="search"');
      // A page of results is kept out of search engines.
      expect(html, site.slug).toMatch(/<meta name="robots" content="noindex/);
    }
    for (const site of withoutSearch.slice(0, 5)) {
      expect((await fetch(`${baseUrl()}/${site.slug}/${SEARCH_PATH}`)).status, site.slug).toBe(404);
    }
  });

  it("finds only the site's own pages", async () => {
    for (const [slug, q] of [
      ["copper-kettle", "hours"],
      ["copper-kettle", "escape room"],
      ["lockstep-escapes", "soup"],
      ["brightside-dental", "appointment"],
    ] as const) {
      const html = await (await fetch(`${baseUrl()}/${slug}/${SEARCH_PATH}?q=${encodeURIComponent(q)}`)).text();
      const results = html.match(/<ol[\s\S]*?<\/ol>/)?.[0] ?? "";
      for (const [, href] of results.matchAll(/href="([^"]+)"/g)) expect(href, `${slug} ${q}`).toMatch(new RegExp(`^/${slug}(/|$)`));
    }
  });

  describe("a visitor on a phone", () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(async () => browser?.close());

    for (const javaScriptEnabled of [true, false]) {
      it(`searches from the header and sees the results in the first screen${javaScriptEnabled ? "" : ", without JavaScript too"}`, async () => {
        const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled });
        const page = await context.newPage();
        await page.goto(`${baseUrl()}/copper-kettle`);
        // On a phone search is in the menu, which leaves the name its room in the header.
        await page.getByRole("banner").getByText("Menu", { exact: true }).click();
        await page.getByRole("banner").getByRole("link", { name: "Search", exact: true }).click();
        await page.waitForURL(/\/copper-kettle\/search$/);
        const field = page.getByRole("searchbox");
        expect(await wholeInFirstScreen(field)).toBe(true);
        await field.fill("soup");
        await Promise.all([page.waitForURL(/\/copper-kettle\/search\?q=soup$/), page.getByRole("button", { name: "Search", exact: true }).click()]);
        const count = page.getByText(/^\d+ results? for “soup”$/);
        await count.waitFor();
        expect(await wholeInFirstScreen(count)).toBe(true);
        const first = page.getByRole("main").getByRole("listitem").first().getByRole("link");
        expect(await wholeInFirstScreen(first)).toBe(true);
        expect(await first.getAttribute("href")).toMatch(/^\/copper-kettle\//);
        if (javaScriptEnabled) {
          await expectAccessible(page);
          await shoot(page, "search-results");
          await page.setViewportSize({ width: 1280, height: 900 });
          await expectAccessible(page);
          await page.goto(`${baseUrl()}/copper-kettle`);
          await expectAccessible(page);
          await page.setViewportSize(PHONE);
          await expectAccessible(page);
          await shoot(page, "search-header");
        }
        await context.close();
      });
    }
  });
});
