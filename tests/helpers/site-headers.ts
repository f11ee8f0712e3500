import type { Browser, Page } from "playwright-core";
import type { SiteSeed } from "@/modules/templates/seed";
import { DEMO_SITES } from "@/modules/templates/showroom";
import { baseUrl, inTwoTabs } from "./browser";
import { covering } from "./sample";

/**
 * Headers that fit, on a demo site's home page without JavaScript: at 1024 and 1280 px either
 * the whole desktop row (name, every navigation item, the call-to-action button) sits on one
 * line, or the header shows its menu button instead; at 390 px the menu opens as a full-width
 * panel. Nothing is wider than the window, and the footer's email address stays inside its
 * column. `npm test` reads a sample of the sites (headerSample; tests/browser/site-headers.test.ts),
 * the crawl every one (tests/crawl/site-headers.test.ts).
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

interface PhoneMenu {
  /** The menu button is there to press. */
  shown: boolean;
  box: { x: number; width: number } | null;
  layout: HeaderLayout;
}

export interface Home {
  wide: Map<number, HeaderLayout>;
  phone: PhoneMenu | null;
}

/**
 * Each site's home page loaded once, without JavaScript, and measured at 1280, 1024
 * and 390 px by resizing the window (the layout is the one a load at that
 * width gives), its menu opened at 390; two tabs, one per core. Loading each
 * home three times was most of this file's time.
 */
export async function walkHomes(browser: Browser, sites: readonly SiteSeed[]): Promise<Map<string, Home>> {
  const found = new Map<string, Home>();
  const open = () => browser.newPage({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
  await inTwoTabs(open, sites, async (page, seed) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl()}/${seed.slug}`);
    const wide = new Map<number, HeaderLayout>();
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      wide.set(width, await measure(page));
    }
    await page.setViewportSize({ width: 390, height: 900 });
    let phone: PhoneMenu | null = null;
    if (await page.locator("header nav").count()) {
      const summary = page.locator("header > div > details > summary");
      const shown = await summary.isVisible();
      if (shown) await summary.click();
      const box = shown ? await page.locator("header > div > details > nav").boundingBox() : null;
      phone = { shown, box, layout: await measure(page) };
    }
    found.set(seed.slug, { wide, phone });
  });
  return found;
}

/** What does not fit at 1024 and 1280 px, with how many headers collapsed into the menu button and how many have navigation. */
export function wideProblems(homes: Map<string, Home>): { problems: string[]; collapsed: number; withNavigation: number } {
  const problems: string[] = [];
  let collapsed = 0;
  let withNavigation = 0;
  for (const [slug, { wide }] of homes) {
    for (const [width, layout] of wide) {
      const at = `${slug} at ${width}px`;
      if (layout.hasNavigation && layout.desktopShown === layout.menuShown)
        problems.push(`${at}: desktop navigation ${layout.desktopShown ? "and" : "nor"} menu button shown`);
      if (layout.desktopShown && layout.rows > 1) problems.push(`${at}: the navigation takes ${layout.rows} lines`);
      if (layout.wrappedItems.length) problems.push(`${at}: ${layout.wrappedItems.join(", ")} wrapped`);
      if (layout.overflow > 0) problems.push(`${at}: the page is ${layout.overflow}px wider than the window`);
      if (layout.emailOverflow > 1) problems.push(`${at}: the footer's email sticks out of its column by ${layout.emailOverflow}px`);
      if (layout.menuShown) collapsed++;
      if (layout.hasNavigation) withNavigation++;
    }
  }
  return { problems: problems.sort(), collapsed, withNavigation };
}

/** What is wrong with the phone menu at 390 px. */
export function phoneProblems(homes: Map<string, Home>): string[] {
  const problems: string[] = [];
  for (const [slug, { phone }] of homes) {
    if (!phone) continue;
    if (!phone.shown) {
      problems.push(`${slug}: no menu button at 390px`);
      continue;
    }
    const { box, layout } = phone;
    if (!box || box.x > 0 || box.width < 390) problems.push(`${slug}: the open menu is ${box ? `${box.width}px wide at x=${box.x}` : "not shown"}`);
    if (layout.overflow > 0) problems.push(`${slug} at 390px: the page is ${layout.overflow}px wider than the window`);
    if (layout.emailOverflow > 1) problems.push(`${slug} at 390px: the footer's email sticks out by ${layout.emailOverflow}px`);
  }
  return problems;
}

/** How much a header's desktop row holds: the name, the top navigation's labels and the call-to-action's, in characters. */
function rowLength(seed: SiteSeed): number {
  const settings = seed.settings as { navigation?: Array<{ label: string }>; headerAction?: { label: string } };
  return [seed.name, ...(settings.navigation ?? []).map((link) => link.label), settings.headerAction?.label ?? ""].join("").length;
}

/**
 * The sites `npm test` reads: every header and footer style, and for each header style the
 * site with the most in its desktop row (the likeliest not to fit) and the one with the least;
 * a one-page site without navigation among them. Chosen by `covering` (./sample.ts).
 */
export function headerSample(): SiteSeed[] {
  const things = new Map<SiteSeed, Set<string>>(DEMO_SITES.map((seed) => [seed, new Set<string>()]));
  const theme = (seed: SiteSeed) => seed.theme as { header?: string; footer?: string };
  const header = (seed: SiteSeed) => theme(seed).header ?? "classic";
  const navigated = (seed: SiteSeed) => Boolean((seed.settings as { navigation?: unknown[] }).navigation?.length);
  for (const seed of DEMO_SITES) {
    things
      .get(seed)!
      .add(`header ${header(seed)}`)
      .add(`footer ${theme(seed).footer ?? "columns"}`);
    if (!navigated(seed)) things.get(seed)!.add("no navigation");
  }
  for (const style of new Set(DEMO_SITES.filter(navigated).map(header))) {
    const bySize = DEMO_SITES.filter((seed) => header(seed) === style && navigated(seed)).sort((a, b) => rowLength(a) - rowLength(b));
    things.get(bySize.at(0)!)!.add(`the least in a ${style} header`);
    things.get(bySize.at(-1)!)!.add(`the most in a ${style} header`);
  }
  return covering(things);
}
