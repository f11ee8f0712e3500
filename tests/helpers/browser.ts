import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { inject } from "vitest";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/chromium";
import { waitUntil } from "./wait";

/**
 * Debian's Chromium, headless, with the flags this workplace needs (no background network).
 * `pictures: false` is for the crawls that check markup and links, not layout (Blink draws a
 * picture it leaves out in a box of its own): fetching and decoding hundreds of photographs was
 * much of their time. Blink leaves them out itself; a Playwright route that aborts them would turn
 * off the HTTP cache, and every page would fetch its stylesheets, fonts and scripts again.
 */
export async function launchBrowser(options: { pictures?: boolean } = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: options.pictures === false ? [...CHROMIUM_FLAGS, "--blink-settings=imagesEnabled=false"] : CHROMIUM_FLAGS,
  });
  const slowdown = Number(process.env.BROWSER_CPU_SLOWDOWN ?? 1);
  return slowdown > 1 ? slowedDown(browser, slowdown) : browser;
}

/**
 * BROWSER_CPU_SLOWDOWN=N runs every page's scripts N times slower (DevTools' CPU throttling), as on
 * a loaded CI machine: a test that acts before the page is ready fails here first, not now and then.
 */
function slowedDown(browser: Browser, rate: number): Browser {
  const throttled = async (page: Page) => {
    await (await page.context().newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate });
    return page;
  };
  const withThrottle = (context: BrowserContext) => {
    const newPage = context.newPage.bind(context);
    context.newPage = async () => throttled(await newPage());
    return context;
  };
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => withThrottle(await newContext(...args));
  browser.newPage = async (...args) => (await browser.newContext(...args)).newPage();
  return browser;
}

export const baseUrl = () => inject("baseUrl");

/**
 * Visits every item in two tabs at once (one per core), each taking the next item when done with
 * one. Each tab is closed for a fresh one every 80 visits: a renderer that has run axe on hundreds
 * of pages holds gigabytes, and its collections slow every page after.
 */
export async function inTwoTabs<T>(open: () => Promise<Page>, items: readonly T[], visit: (page: Page, item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all([0, 1].map(async () => {
    let page = await open();
    let visits = 0;
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
      if (++visits % 80 === 0) {
        await page.close();
        page = await open();
      }
      await visit(page, item);
    }
    await page.close();
  }));
}

/**
 * The element lies wholly inside the first screen. Poll it: a result's address ends in #result,
 * and the browser scrolls there once the page has settled.
 */
export function inFirstScreen(page: Page, testId: string): Promise<boolean> {
  return page.getByTestId(testId).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });
}

/**
 * React has hydrated the element: its handlers are attached. Until then a blur or a change is the
 * browser's alone and validation as you type does not run; filling a field the moment the client
 * router is up (window.next) races this on a slow machine.
 */
export async function hydrated(locator: Locator, timeout = 15_000): Promise<void> {
  // Polled here, not with expect.poll (a concurrent test, the faults file's, has no global expect) nor
  // Playwright's waitForFunction (it evals its predicate in the page, which a strict CSP refuses).
  if (!(await waitUntil(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps$"))), { timeout })))
    throw new Error(`${locator.toString()} was not hydrated within ${timeout} ms`);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

/**
 * Runs axe-core on the page for WCAG 2.2 AA (and everything below it). `exclude` leaves out parts
 * already checked elsewhere (CSS selectors), such as a site's header and footer, which are the
 * same on every page of the site.
 */
export async function axeViolations(page: Page, exclude: string[] = []): Promise<AxeViolation[]> {
  // After a client-side navigation Next puts the new page's <title> in after its content (its metadata streams
  // behind it), and axe could read an admin page between the two. A title that never comes is axe's to report.
  await waitUntil(() => page.evaluate(() => document.title !== ""), { timeout: 5_000 });
  // Evaluated through the DevTools protocol, not a <script> tag: pages without scripts send `script-src 'none'`.
  await page.evaluate(axeSource);
  return page.evaluate(async (exclude) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const context = exclude.length ? { include: [["html"]], exclude: exclude.map((selector) => [selector]) } : document;
    // Violations only: collecting every pass and incomplete node was half of each run's time.
    const result = await axe.run(context, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] }, resultTypes: ["violations"] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  }, exclude);
}

export function describeViolations(url: string, violations: AxeViolation[]): string {
  return violations.map((v) => `${url}: ${v.id} (${v.impact}) ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}: ${n.failureSummary ?? ""}`).join("\n")}`).join("\n");
}
