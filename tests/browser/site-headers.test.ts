import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SITES } from "@/modules/templates/showroom";
import { baseUrl, launchBrowser } from "../helpers/browser";

/**
 * Headers that fit, on every demo site's home page without JavaScript: at
 * 1024 and 1280 px either the whole desktop row (name, every navigation item,
 * the call-to-action button) sits on one line, or the header shows its menu
 * button instead; at 390 px the menu opens as a full-width panel. Nothing is
 * wider than the window, and the footer's email address stays inside its column.
 */
interface HeaderLayout {
  /** A one-page site has no navigation, and so neither row nor menu. */
  hasNavigation: boolean;
  desktopShown: boolean;
  menuShown: boolean;
  rows: number;
  wrappedItems: string[];
  overflow: number;
  emailOverflow: number;
}

function measure(page: Page): Promise<HeaderLayout> {
  return page.evaluate(() => {
    const header = document.querySelector("header")!;
    const visible = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
    const desktop = [...header.querySelectorAll("nav[aria-label='Main']")].find((nav) => !nav.closest("details") && visible(nav));
    const summary = [...header.querySelectorAll("details > summary")].find((s) => !s.closest("nav") && visible(s));
    const centre = (el: Element) => {
      const r = el.getBoundingClientRect();
      return (r.top + r.bottom) / 2;
    };
    const items = desktop ? [...desktop.querySelectorAll(":scope > ul > li")] : [];
    const button = [...header.querySelectorAll(":scope > div > a")].find((a) => a !== header.querySelector(":scope > div > a") && visible(a));
    const brand = header.querySelector(":scope > div > a")!;
    // Every item on one line; the button on the name's line or the items' (a line of its own is the failure).
    const lines = new Set(items.map((el) => Math.round(centre(el) / 16)));
    const buttonAlone = Boolean(desktop && button && ![brand, ...items].some((el) => Math.abs(centre(el) - centre(button)) < 12));
    const rows = lines.size + (buttonAlone ? 1 : 0);
    const pieces = [...items, ...(button ? [button] : [])];
    const wrappedItems = pieces.filter((el) => el.getBoundingClientRect().height > 56).map((el) => el.textContent ?? "");
    const email = document.querySelector("footer a[href^='mailto:']");
    const column = email?.parentElement;
    const emailOverflow = email && column ? Math.max(0, email.getBoundingClientRect().right - column.getBoundingClientRect().right) : 0;
    return {
      hasNavigation: Boolean(header.querySelector("nav[aria-label='Main']")),
      desktopShown: Boolean(desktop),
      menuShown: Boolean(summary),
      rows,
      wrappedItems,
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      emailOverflow,
    };
  });
}

describe("site headers", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  async function withPage<T>(width: number, run: (page: Page) => Promise<T>): Promise<T> {
    const context: BrowserContext = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
    try {
      return await run(await context.newPage());
    } finally {
      await context.close();
    }
  }

  it("put the whole desktop row on one line at 1024 and 1280 px, or collapse into the menu button", async () => {
    const problems: string[] = [];
    let collapsed = 0;
    let withNavigation = 0;
    // The two widths side by side, a tab each (the machine has two cores).
    await Promise.all([1024, 1280].map((width) =>
      withPage(width, async (page) => {
        for (const seed of DEMO_SITES) {
          await page.goto(`${baseUrl()}/${seed.slug}`);
          const layout = await measure(page);
          const at = `${seed.slug} at ${width}px`;
          if (layout.hasNavigation && layout.desktopShown === layout.menuShown) problems.push(`${at}: desktop navigation ${layout.desktopShown ? "and" : "nor"} menu button shown`);
          if (layout.desktopShown && layout.rows > 1) problems.push(`${at}: the navigation takes ${layout.rows} lines`);
          if (layout.wrappedItems.length) problems.push(`${at}: ${layout.wrappedItems.join(", ")} wrapped`);
          if (layout.overflow > 0) problems.push(`${at}: the page is ${layout.overflow}px wider than the window`);
          if (layout.emailOverflow > 1) problems.push(`${at}: the footer's email sticks out of its column by ${layout.emailOverflow}px`);
          if (layout.menuShown) collapsed++;
          if (layout.hasNavigation) withNavigation++;
        }
      }),
    ));
    expect(problems.sort()).toEqual([]);
    // The test sees both states: some sites' rows do not fit at 1024 px.
    expect(collapsed).toBeGreaterThan(0);
    expect(collapsed).toBeLessThan(withNavigation);
    console.info(`${collapsed} of ${withNavigation} headers with navigation show the menu button at 1024 or 1280 px`);
  });

  it("open the phone menu as a full-width panel, without JavaScript", async () => {
    const problems: string[] = [];
    await withPage(390, async (page) => {
      for (const seed of DEMO_SITES) {
        await page.goto(`${baseUrl()}/${seed.slug}`);
        const summary = page.locator("header > div > details > summary");
        if (!(await page.locator("header nav").count())) continue;
        if (!(await summary.isVisible())) {
          problems.push(`${seed.slug}: no menu button at 390px`);
          continue;
        }
        await summary.click();
        const box = await page.locator("header > div > details > nav").boundingBox();
        if (!box || box.x > 0 || box.width < 390) problems.push(`${seed.slug}: the open menu is ${box ? `${box.width}px wide at x=${box.x}` : "not shown"}`);
        const { overflow, emailOverflow } = await measure(page);
        if (overflow > 0) problems.push(`${seed.slug} at 390px: the page is ${overflow}px wider than the window`);
        if (emailOverflow > 1) problems.push(`${seed.slug} at 390px: the footer's email sticks out by ${emailOverflow}px`);
      }
    });
    expect(problems).toEqual([]);
  });
});
