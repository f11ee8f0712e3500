import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../helpers/browser";
import { headerSample, phoneProblems, walkHomes, wideProblems, type Home } from "../helpers/site-headers";

/**
 * Headers that fit (tests/helpers/site-headers.ts), on the home pages of a sample of the demo
 * sites: every header and footer style, and for each header style the site with the most in its
 * desktop row and the one with the least (headerSample). The crawl reads every site's
 * (tests/crawl/site-headers.test.ts).
 */
describe("site headers", () => {
  let browser: Browser;
  let homes: Map<string, Home>;
  beforeAll(async () => {
    browser = await launchBrowser();
    homes = await walkHomes(browser, headerSample());
  });
  afterAll(async () => browser?.close());

  it("put the whole desktop row on one line at 1024 and 1280 px, or collapse into the menu button", async () => {
    const { problems, collapsed, withNavigation } = wideProblems(homes);
    expect(problems).toEqual([]);
    // The test sees both states: some sites' rows do not fit at 1024 px.
    expect(collapsed).toBeGreaterThan(0);
    expect(collapsed).toBeLessThan(withNavigation);
    console.info(`${homes.size} sites: ${collapsed} of ${withNavigation} headers with navigation show the menu button at 1024 or 1280 px`);
  });

  it("open the phone menu as a full-width panel, without JavaScript", async () => {
    expect(phoneProblems(homes)).toEqual([]);
  });
});
