import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SITES } from "@/modules/templates/showroom";
import { launchBrowser } from "../helpers/browser";
import { phoneProblems, walkHomes, wideProblems, type Home } from "../helpers/site-headers";

/**
 * Headers that fit (tests/helpers/site-headers.ts), on every demo site's home page. `npm test`
 * reads a sample of them (tests/browser/site-headers.test.ts).
 */
describe("every site's header", () => {
  let browser: Browser;
  let homes: Map<string, Home>;
  beforeAll(async () => {
    browser = await launchBrowser();
    homes = await walkHomes(browser, DEMO_SITES);
  });
  afterAll(async () => browser?.close());

  it("puts the whole desktop row on one line at 1024 and 1280 px, or collapses into the menu button", () => {
    const { problems, collapsed, withNavigation } = wideProblems(homes);
    expect(problems).toEqual([]);
    expect(collapsed).toBeGreaterThan(0);
    expect(collapsed).toBeLessThan(withNavigation);
  });

  it("opens the phone menu as a full-width panel, without JavaScript", () => {
    expect(phoneProblems(homes)).toEqual([]);
  });
});
