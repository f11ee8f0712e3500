import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { DEMO_ACCOUNTS } from "@/demo/accounts";
import { md } from "@/lib/rich-text/markdown";
import { getBookables } from "@/modules/bookings/queries";
import { sessionsOn } from "@/modules/bookings/schedule";
import { eventService } from "@/modules/events/service";
import { calendarOf } from "@/modules/sites/calendar";
import { getSiteBySlug } from "@/modules/sites/queries";
import { axeViolations, baseUrl, describeViolations, launchBrowser } from "./browser";
import { dayPastDemoBookings, payWithTestProvider, placesHeld, sendForm } from "./visitors";

/**
 * Reading the admin's screens as their users would (checkScreen) and finding
 * them all (siteAdminScreens). The crawl reads every screen this way
 * (tests/crawl/admin-screens.test.ts); `npm test` reads one of each kind and
 * asks the rest for a 200 (tests/browser/admin-pages.test.ts).
 */
export const ADMIN_SITE = "lockstep-escapes";
export const ADMIN_PHONE = { width: 390, height: 844 };
export const TABLET = { width: 820, height: 1180 };

/** Something in each list of ADMIN_SITE: an event, a visitor's message and a paid booking, so each list has a record to open. */
export async function fillAdminLists(): Promise<void> {
  const site = (await getSiteBySlug(ADMIN_SITE))!;
  await eventService.save(site.id, {
    slug: "lights-out-night",
    title: "Lights Out night",
    summary: "Every room in the dark.",
    body: md`
Bring a torch.
    `,
    startsAt: "2030-01-10T23:00:00Z",
    endsAt: "2030-01-11T02:00:00Z",
    location: "Lockstep",
  });
  await sendForm(site.id, "contact", {
    name: "Ada Lovelace",
    email: "ada@example.org",
    topic: "A question about a game",
    message: "Is Bigfoot scary for a ten-year-old?",
  });
  const [game] = await getBookables(site.id);
  const [startsAt] = sessionsOn(game!, dayPastDemoBookings(6), calendarOf(site));
  await payWithTestProvider(
    {
      siteId: site.id,
      purpose: "booking",
      payer: { email: "gus@example.org", name: "Gus Guest" },
      lines: [{ label: game!.name, quantity: 2, unitCents: game!.pricePerPersonCents }],
      details: { bookable: game!.name },
      successPath: "booking",
      cancelPath: "booking",
    },
    placesHeld(site.id, game!, startsAt!, 2),
  );
}

/** A tab signed in as the operator, who sees every section of every site. */
export async function operatorTab(browser: Browser): Promise<Page> {
  const page = await browser.newPage({ viewport: TABLET });
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel("Email").fill(DEMO_ACCOUNTS.operator.email);
  await page.getByLabel("Password").fill(DEMO_ACCOUNTS.operator.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/admin$/);
  return page;
}

/**
 * For a describe block that walks the admin: the lists filled and a browser with the operator's tab
 * open before its tests (the pictures left out: axe reads markup), closed after them.
 */
export function walkingTheAdmin(): { browser: () => Browser; page: () => Page } {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    await fillAdminLists();
    browser = await launchBrowser({ pictures: false });
    page = await operatorTab(browser);
  });
  afterAll(async () => browser?.close());
  return { browser: () => browser, page: () => page };
}

/** What sticks out past the right edge of the window, as a few selectors with their right edge (the document scrolls sideways when there is any). */
function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= edge) return [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 3).join(".")}` : ""}`;
    const out = [...document.querySelectorAll("body *")].filter(
      (el) => el.getBoundingClientRect().right > edge + 0.5 && !el.parentElement?.closest("[role=region]"),
    );
    // The innermost: an element none of whose children sticks out too.
    const innermost = out.filter((el) => !out.some((other) => other !== el && el.contains(other)));
    return [
      `scrollWidth ${document.documentElement.scrollWidth} > ${edge}`,
      ...innermost.slice(0, 4).map((el) => `${name(el)} to ${Math.round(el.getBoundingClientRect().right)}`),
    ];
  });
}

/** What `read` finds while the page is drawn in the fonts' fallback, as when the webfont did not come in time. */
async function inFallbackFont<T>(page: Page, read: () => Promise<T>): Promise<T> {
  const fonts = ["--site-font-heading", "--site-font-body"];
  await page.evaluate((names) => names.forEach((name) => document.documentElement.style.setProperty(name, "system-ui, sans-serif")), fonts);
  try {
    return await read();
  } finally {
    await page.evaluate((names) => names.forEach((name) => document.documentElement.style.removeProperty(name)), fonts);
  }
}

/** The main heading lies wholly inside the first screen. */
function headingInFirstScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const h1 = document.querySelector("main h1");
    if (!h1) return false;
    const box = h1.getBoundingClientRect();
    return window.scrollY === 0 && box.top >= 0 && box.bottom <= window.innerHeight;
  });
}

/**
 * A screen as its users see it, as lines of what is wrong: it answers 200, passes axe (WCAG 2.2
 * AA) at a phone's and a tablet's width, its main heading is in a phone's first screen, and it
 * never scrolls sideways at 390 or 360 px, in the webfont or its fallback.
 */
export async function checkScreen(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  await page.setViewportSize(ADMIN_PHONE);
  const response = await page.goto(`${baseUrl()}${path}`);
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState("load");
  if (!(await headingInFirstScreen(page))) problems.push(`${path}: at ${ADMIN_PHONE.width} px the main heading is not in the first screen`);
  const sideways = await overflow(page);
  if (sideways.length) problems.push(`${path}: at ${ADMIN_PHONE.width} px the page scrolls sideways: ${sideways.join("; ")}`);
  // An editor's Save bar sticks to the bottom of the window over whatever scrolls under it, and
  // axe counts a control it half covers as too small (target-size), wherever the page happens to be
  // scrolled; at the end of the page the bar rests in its own place and covers nothing.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const phone = await axeViolations(page);
  if (phone.length) problems.push(describeViolations(`${path} at ${ADMIN_PHONE.width} px`, phone));
  await page.setViewportSize({ width: 360, height: ADMIN_PHONE.height });
  const narrow = await overflow(page);
  if (narrow.length) problems.push(`${path}: at 360 px the page scrolls sideways: ${narrow.join("; ")}`);
  // The webfont is optional (server/font-files.ts): a first visit may keep the wider fallback for good, so both must fit.
  const fallback = await inFallbackFont(page, () => overflow(page));
  if (fallback.length) problems.push(`${path}: at 360 px in the fallback font the page scrolls sideways: ${fallback.join("; ")}`);
  await page.setViewportSize(TABLET);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const tablet = await axeViolations(page);
  if (tablet.length) problems.push(describeViolations(`${path} at ${TABLET.width} px`, tablet));
  return problems;
}

/** The first link on the page whose address matches, as a path. */
export async function firstLink(page: Page, pattern: RegExp): Promise<string | null> {
  const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  return hrefs.find((href) => pattern.test(href)) ?? null;
}

/** A screen's HTML as the signed-in tab's session gets it, which must answer 200. */
async function screenHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(`${baseUrl()}${path}`);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** The links in a part of a page's HTML (from the first `start` to the `end` after it), as paths. */
function linksIn(html: string, start: string, end: string): string[] {
  const from = html.indexOf(start);
  if (from < 0) return [];
  const part = html.slice(from, html.indexOf(end, from));
  return [...part.matchAll(/<a [^>]*?href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
}

/**
 * Every screen of a site's admin: its sections (from the sections' menu), the first record each
 * list links to and its new-record screen, and a collection's own records and new one, each asked
 * for once by the signed-in tab's session (a 200 each). In the order the menu lists them.
 */
export async function siteAdminScreens(page: Page, slug: string): Promise<string[]> {
  const overview = `/admin/sites/${slug}`;
  const sections = linksIn(await screenHtml(page, overview), 'aria-label="Site administration"', "</nav>");
  expect(sections.length, sections.join(" ")).toBeGreaterThan(15);
  const screens = [...sections];
  const recordAndNew = async (list: string): Promise<string[]> => {
    const links = linksIn(await screenHtml(page, list), "<main", "</main>");
    // A record by its id first: a list's other links (the bookings' Calendar) are screens of their own.
    const record =
      links.find((href) => new RegExp(`^${list}/[0-9a-f-]{36}$`).test(href)) ?? links.find((href) => new RegExp(`^${list}/(?!new$)[^/?]+$`).test(href));
    const created = links.find((href) => href === `${list}/new`);
    return [record, created].filter((href): href is string => Boolean(href));
  };
  for (const section of sections) {
    const found = await recordAndNew(section);
    if (!section.endsWith("/content")) screens.push(...found);
    // The content section lists collections: each is a list, with a record and a new one of its own.
    else for (const href of found) screens.push(href, ...(href.endsWith("/new") ? [] : await recordAndNew(href)));
  }
  return [...new Set(screens)];
}
