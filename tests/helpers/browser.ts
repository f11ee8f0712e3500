import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { expect, inject } from "vitest";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/chromium";
import { waitUntil } from "./wait";

/**
 * Debian's Chromium, headless, with the flags this workplace needs (no background network).
 * `pictures: false` is for the crawls that check markup and links, not layout (Blink draws a
 * picture it leaves out in a box of its own): fetching and decoding hundreds of photographs was
 * much of their time. Blink leaves them out itself; a Playwright route that aborts them would turn
 * off the HTTP cache, and every page would fetch its stylesheets, fonts and scripts again.
 * `args` adds flags (a host resolver rule, say).
 *
 * Every page of its contexts is watched (`watch`): a console error, an uncaught error or an answer
 * of 400 or more that the test did not declare (`expectFailures`) fails the test.
 */
export async function launchBrowser(options: { pictures?: boolean; args?: string[] } = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, ...(options.pictures === false ? ["--blink-settings=imagesEnabled=false"] : []), ...(options.args ?? [])],
  });
  const slowdown = Number(process.env.BROWSER_CPU_SLOWDOWN ?? 1);
  return watched(slowdown > 1 ? slowedDown(browser, slowdown) : browser);
}

/** What went wrong on the pages since the last `takeProblems`, as a person would have seen it (or a console shown it). */
const problems: Array<{ page: Page; text: string }> = [];
/** Patterns of problems the running test declared it expects. */
const expected: Array<string | RegExp> = [];
/** The open pages, for a screenshot and their HTML when a test fails. */
const openPages = new Set<Page>();

const isExpected = (text: string) => expected.some((pattern) => (typeof pattern === "string" ? text.includes(pattern) : pattern.test(text)));

function watch(page: Page): void {
  if (openPages.has(page)) return;
  openPages.add(page);
  page.on("close", () => openPages.delete(page));
  const report = (text: string) => problems.push({ page, text });
  page.on("pageerror", (error) => report(`page error on ${page.url()}: ${error.message}`));
  page.on("console", (message) => {
    // A resource that failed to load is reported by its answer (below), with its address.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) report(`console error on ${page.url()}: ${message.text()}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) report(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on("requestfailed", (request) => {
    // Aborted: a navigation that replaced the page, or a page closed, before the answer came. "csp": a
    // script preload in a context without JavaScript (a policy that refuses a script a page asks for
    // is a console error, above).
    const failure = request.failure()?.errorText ?? "";
    if (!failure.includes("ERR_ABORTED") && failure !== "csp") report(`failed ${request.method()} ${request.url()}: ${failure}`);
  });
  // A page the test closes after something went wrong on it is saved first, while it can be.
  const close = page.close.bind(page);
  page.close = async (...args) => {
    if (problems.some((p) => p.page === page && !isExpected(p.text))) await savePage(page, failureFolder(), "closed").catch(() => {});
    return close(...args);
  };
}

function watchContext(context: BrowserContext): BrowserContext {
  context.on("page", watch);
  for (const page of context.pages()) watch(page);
  const close = context.close.bind(context);
  context.close = async (...args) => {
    for (const page of context.pages())
      if (problems.some((p) => p.page === page && !isExpected(p.text))) await savePage(page, failureFolder(), "closed").catch(() => {});
    return close(...args);
  };
  return context;
}

function watched(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => watchContext(await newContext(...args));
  // Playwright's newPage makes its own context through newContext; made here, so it is watched whatever the order of wrappers.
  browser.newPage = async (...args) => {
    const context = await browser.newContext(...args);
    const page = await context.newPage();
    watch(page);
    // The page owns its context, as with Playwright's own newPage: closing it closes both.
    page.once("close", () => void context.close().catch(() => {}));
    return page;
  };
  return browser;
}

/**
 * Declares problems the running test expects on its pages (a 404 it asks for, the error boundary's
 * own error): each pattern is matched against a problem's text, such as "404 GET http://…/x.js",
 * "console error on http://…: …" or "page error on http://…: …". Forgotten after the test.
 */
export function expectFailures(...patterns: Array<string | RegExp>): void {
  expected.push(...patterns);
}

/** The problems since the last call that no declared pattern matches; forgets them all. */
export function takeProblems(): string[] {
  return problems
    .splice(0)
    .map((p) => p.text)
    .filter((text) => !isExpected(text));
}

/** After each browser test (tests/setup/browser-guard.ts): its declarations end. */
export function forgetExpectedFailures(): void {
  expected.splice(0);
}

const root = path.resolve(import.meta.dirname, "../..");
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 80);

/** test-results/failures/<file>/<test>/, for the running test. */
export function failureFolder(): string {
  const state = expect.getState();
  return path.join(
    root,
    "test-results/failures",
    slug(path.basename(state.testPath ?? "unknown", ".test.ts")),
    slug(state.currentTestName ?? "outside-a-test"),
  );
}

let saves = 0;

/** Saves a screenshot and the HTML of one page under `folder`; returns the files written. */
async function savePage(page: Page, folder: string, label: string): Promise<string[]> {
  mkdirSync(folder, { recursive: true });
  const base = path.join(folder, `${label}-${++saves}`);
  const written: string[] = [];
  try {
    writeFileSync(`${base}.html`, `<!-- ${page.url()} -->\n${await page.content()}`);
    written.push(`${base}.html`);
    await page.screenshot({ path: `${base}.png`, fullPage: true, timeout: 10_000 });
    written.push(`${base}.png`);
  } catch {
    // A page closing or crashed as the test failed: what was saved is enough.
  }
  return written;
}

/** Saves a screenshot and the HTML of every open page under `folder`; returns the files written, with those saved as pages closed. */
export async function savePages(folder: string): Promise<string[]> {
  const written: string[] = [];
  for (const page of openPages) written.push(...(await savePage(page, folder, "open")));
  return written;
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
  await Promise.all(
    [0, 1].map(async () => {
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
    }),
  );
}

/**
 * The element lies wholly inside the first screen. Poll it: a result's address ends in #result,
 * and the browser scrolls there once the page has settled.
 */
export function inFirstScreen(page: Page, testId: string): Promise<boolean> {
  return wholeInFirstScreen(page.getByTestId(testId));
}

/** The same for any element: a step's calendar, a form's first choice. */
export function wholeInFirstScreen(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
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
  // An element inside HTML an island places as it was (a posting form's fields: src/islands/island.tsx) is live once the island's own element is;
  // one outside any island that an island acts on (a gallery's thumbnails) once the page's islands are hydrated.
  const live = (el: Element) => {
    const has = (node: Element | null | undefined, prefix: string) => !!node && Object.keys(node).some((key) => key.startsWith(prefix));
    const island = el.closest("[data-island]");
    if (has(el, "__reactProps$") || has(island?.firstElementChild, "__reactProps$")) return true;
    const islands = [...document.querySelectorAll("[data-island]")];
    // A plain island (no React: src/islands/names.ts) says so itself once mounted.
    return !island && islands.length > 0 && islands.some((element) => has(element, "__reactContainer$") || element.hasAttribute("data-mounted"));
  };
  if (!(await waitUntil(() => locator.evaluate(live), { timeout }))) throw new Error(`${locator.toString()} was not hydrated within ${timeout} ms`);
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
  // Evaluated through the DevTools protocol, not a <script> tag: pages without scripts send `script-src 'none'`. Once a
  // document: a second run on the same page (another width) reuses it.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(async (exclude) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const context = exclude.length ? { include: [["html"]], exclude: exclude.map((selector) => [selector]) } : document;
    // Violations only: collecting every pass and incomplete node was half of each run's time.
    const result = await axe.run(context, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
      resultTypes: ["violations"],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, exclude);
}

export function describeViolations(url: string, violations: AxeViolation[]): string {
  return violations
    .map((v) => `${url}: ${v.id} (${v.impact}) ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}: ${n.failureSummary ?? ""}`).join("\n")}`)
    .join("\n");
}

/** A phone's window, as the visitor journeys are walked. */
export const PHONE = { width: 390, height: 844 };

/** The page passes axe (WCAG 2.2 AA), read once its title is in (after a client-side navigation Next adds it last). */
export async function expectAccessible(page: Page): Promise<void> {
  await page.waitForFunction(() => document.title.length > 0);
  const violations = await axeViolations(page);
  expect(violations, describeViolations(page.url(), violations)).toEqual([]);
}

/** For looking at: the screen at a phone's and a laptop's width, back at the phone's (only when SHOTS_DIR is set). */
export async function shoot(page: Page, name: string): Promise<void> {
  const shots = process.env.SHOTS_DIR;
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${shots}/${name}-1280.png` });
  await page.setViewportSize(PHONE);
}
