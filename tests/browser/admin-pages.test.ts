import type { Browser, Page } from "playwright-core";
import { calendarOf } from "@/modules/sites/calendar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/demo/accounts";
import { md } from "@/lib/rich-text/markdown";
import { getBookables } from "@/modules/bookings/queries";
import { sessionsOn } from "@/modules/bookings/schedule";
import { holdPlaces } from "@/modules/bookings/service";
import { eventService } from "@/modules/events/service";
import { holdUntil } from "@/modules/payments/payment";
import { getSiteBySlug } from "@/modules/sites/queries";
import { axeViolations, baseUrl, describeViolations, launchBrowser, shoot } from "../helpers/browser";
import { dayPastDemoBookings, payWithTestProvider, sendForm } from "../helpers/visitors";

/**
 * Every admin screen passes axe (WCAG 2.2 AA) at a phone's and a tablet's
 * width: each section of a site's admin, the first record each list links to,
 * the console's screens, and the sign-in pages. On a phone (390 px) none
 * scrolls sideways (nor at 360 px, in the webfont or its fallback) and its
 * main heading is in the first screen, not under the sections' menu. One tab
 * walks them: the walk is CPU-bound (axe, the server's renders), and two tabs
 * measured slower on the busy two-core machine.
 */
const SITE = "lockstep-escapes";
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 820, height: 1180 };

const visited = new Set<string>();

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

async function check(page: Page, path: string): Promise<string[]> {
  visited.add(path);
  const problems: string[] = [];
  await page.setViewportSize(PHONE);
  const response = await page.goto(`${baseUrl()}${path}`);
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState("load");
  if (!(await headingInFirstScreen(page))) problems.push(`${path}: at ${PHONE.width} px the main heading is not in the first screen`);
  const sideways = await overflow(page);
  if (sideways.length) problems.push(`${path}: at ${PHONE.width} px the page scrolls sideways: ${sideways.join("; ")}`);
  // An editor's Save bar sticks to the bottom of the window over whatever scrolls under it, and
  // axe counts a control it half covers as too small (target-size), wherever the page happens to be
  // scrolled; at the end of the page the bar rests in its own place and covers nothing.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const phone = await axeViolations(page);
  if (phone.length) problems.push(describeViolations(`${path} at ${PHONE.width} px`, phone));
  await page.setViewportSize({ width: 360, height: PHONE.height });
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
async function firstLink(page: Page, pattern: RegExp): Promise<string | null> {
  const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  return hrefs.find((href) => pattern.test(href)) ?? null;
}

describe("every admin screen", () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    // Something in each list: an event, a visitor's message and a paid booking.
    const site = (await getSiteBySlug(SITE))!;
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
      (tx, payment) =>
        holdPlaces(tx, {
          siteId: site.id,
          bookable: game!,
          startsAt: startsAt!,
          partySize: 2,
          contactId: payment.contactId,
          paymentId: payment.id,
          holdUntil: holdUntil(payment),
        }),
    );
    browser = await launchBrowser({ pictures: false });
    page = await browser.newPage({ viewport: TABLET });
    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel("Email").fill(DEMO_ACCOUNTS.operator.email);
    await page.getByLabel("Password").fill(DEMO_ACCOUNTS.operator.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/admin$/);
  });
  afterAll(async () => browser?.close());

  it(
    "passes axe on each section of a site's admin and on a record of each list",
    async () => {
      const problems: string[] = [];
      problems.push(...(await check(page, `/admin/sites/${SITE}`)));
      const sections = await page.locator("nav[aria-label='Site administration'] a").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
      expect(sections.length, sections.join(" ")).toBeGreaterThan(15);
      const collections: string[] = [];
      for (const section of sections) {
        problems.push(...(await check(page, section)));
        // A record by its id first: a list's other links (the bookings' Calendar) are screens of their own.
        const record = (await firstLink(page, new RegExp(`^${section}/[0-9a-f-]{36}$`))) ?? (await firstLink(page, new RegExp(`^${section}/(?!new$)[^/?]+$`)));
        const created = await firstLink(page, new RegExp(`^${section}/new$`));
        if (record && section.endsWith("/content")) collections.push(record);
        for (const next of [record && !section.endsWith("/content") ? record : null, created]) if (next) problems.push(...(await check(page, next)));
      }
      for (const collection of collections) {
        problems.push(...(await check(page, collection)));
        const record = await firstLink(page, new RegExp(`^${collection}/(?!new$)[^/?]+$`));
        const created = await firstLink(page, new RegExp(`^${collection}/new$`));
        for (const next of [record, created]) if (next) problems.push(...(await check(page, next)));
      }
      // A section only a site that takes bill payments has.
      problems.push(...(await check(page, "/admin/sites/town-of-alder-creek/bills")));
      // A restaurant's one menu, and its history.
      const kettle = (await getSiteBySlug("copper-kettle"))!;
      for (const screen of ["/admin/sites/copper-kettle/menu", `/admin/sites/copper-kettle/history/menu/${kettle.id}`])
        problems.push(...(await check(page, screen)));
      const pageEditor = await page.goto(`${baseUrl()}/admin/sites/${SITE}/pages`).then(() => firstLink(page, /\/pages\/[0-9a-f-]{36}$/));
      problems.push(...(await check(page, pageEditor!.replace("/pages/", "/history/page/"))));
      expect(problems, problems.join("\n")).toEqual([]);
      // Sections, their records, the collections and theirs: the walk reached them all.
      const reached = [...visited].join("\n");
      for (const screen of ["pages", "posts", "inbox", "payments", "bookings", "forms", "content/[a-z-]+"])
        expect(reached, screen).toMatch(new RegExp(`/${screen}/[0-9a-f-]{36}$`, "m"));
      for (const screen of ["pages", "posts", "content/[a-z-]+"]) expect(reached, screen).toMatch(new RegExp(`/${screen}/new$`, "m"));
      // Some forty screens at two widths: past the default two minutes on a busy machine.
    },
    5 * 60_000,
  );

  it("loads a town's file of amounts due from a phone, and a payer then finds their bill by it", async () => {
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl()}/admin/sites/town-of-alder-creek/bills`);
    await page.getByLabel("Bill", { exact: true }).selectOption({ label: "Town parking ticket" });
    await page.getByLabel("File of amounts due (CSV)").setInputFiles({
      name: "tickets.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("Ticket number,Name,Amount,Due\r\nP200001,Jo Whitaker,45.00,2030-01-31\r\nP200002,Sam Lin,35.00,\r\n"),
    });
    await page.getByRole("button", { name: "Load the amounts" }).click();
    await page.getByText("Loaded 2 amounts due for Town parking ticket. Payers can look them up now.").waitFor();
    expect(await page.getByRole("table", { name: "Amounts due loaded, by bill" }).textContent()).toContain("Town parking ticket");
    await shoot(page, "admin-bills");

    const visitor = await browser.newPage({ viewport: PHONE });
    await visitor.goto(`${baseUrl()}/town-of-alder-creek/payments`);
    await visitor.getByLabel("Which bill").selectOption("Town parking ticket");
    await visitor.getByLabel("Its number").fill("p200001");
    await visitor.getByLabel("Last name on the bill").fill("Whitaker");
    await visitor.getByRole("button", { name: "Look up my bill" }).click();
    await visitor.getByTestId("bill-lookup-result").waitFor();
    expect(await visitor.getByTestId("bill-lookup-result").getByRole("heading").textContent()).toBe("$45 to pay");
    await visitor.close();
  });

  it("passes axe on the console's screens and the sign-in pages", async () => {
    const problems: string[] = [];
    for (const path of [
      "/admin",
      "/admin/console",
      "/admin/console/figures",
      "/admin/console/new",
      "/admin/console/people",
      "/admin/console/audit",
      "/admin/console/health",
      `/admin/console/sites/${SITE}`,
      `/admin/console/sites/${SITE}/delete`,
    ])
      problems.push(...(await check(page, path)));
    const visitor = await browser.newPage();
    for (const path of ["/login", "/login/forgot", "/login/reset?token=x"]) problems.push(...(await check(visitor, path)));
    await visitor.close();
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("puts the sections in a menu on a phone, with and without JavaScript, and beside the work from a tablet up", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const owner = await context.newPage();
    await owner.goto(`${baseUrl()}/login?next=/admin/sites/${SITE}`);
    await owner.getByLabel("Email").fill(DEMO_ACCOUNTS.owner.email);
    await owner.getByLabel("Password").fill(DEMO_ACCOUNTS.owner.password);
    await owner.getByRole("button", { name: "Sign in" }).click();
    await owner.waitForURL((url) => url.pathname === `/admin/sites/${SITE}`);
    const ownerSections = owner.locator("nav[aria-label='Site administration']");
    const ownerMenu = owner.locator("summary", { hasText: "Menu" });
    await owner.waitForLoadState("load");
    // By keyboard: the bar opens, a section's link is followed, and the menu is closed on the next page.
    expect(await ownerSections.isVisible()).toBe(false);
    await ownerMenu.focus();
    await owner.keyboard.press("Enter");
    await ownerSections.waitFor();
    if (process.env.SHOTS) await owner.screenshot({ path: `${process.env.SHOTS}/admin-menu-open-390.png`, fullPage: true });
    await ownerSections.getByRole("link", { name: "Pages" }).click();
    await owner.waitForURL((url) => url.pathname === `/admin/sites/${SITE}/pages`);
    await owner.getByRole("heading", { level: 1, name: "Pages" }).waitFor();
    expect(await ownerSections.isVisible()).toBe(false);
    // Escape closes it and leaves the focus on the bar.
    await ownerMenu.click();
    await ownerSections.waitFor();
    await owner.keyboard.press("Escape");
    await ownerSections.waitFor({ state: "hidden" });
    expect(await owner.evaluate(() => document.activeElement?.tagName)).toBe("SUMMARY");

    // The owner's four screens at three widths: the sections beside the work from a tablet up; with SHOTS set, a screenshot of each.
    const pageEditor = await firstLink(owner, /\/pages\/[0-9a-f-]{36}$/);
    const screens = { overview: `/admin/sites/${SITE}`, pages: `/admin/sites/${SITE}/pages`, editor: pageEditor!, inbox: `/admin/sites/${SITE}/inbox` };
    for (const width of [390, 1024, 1280]) {
      await owner.setViewportSize({ width, height: width === 390 ? PHONE.height : 800 });
      for (const [name, path] of Object.entries(screens)) {
        await owner.goto(`${baseUrl()}${path}`);
        await owner.waitForLoadState("load");
        expect(await ownerSections.isVisible(), `${path} at ${width} px`).toBe(width >= 1024);
        expect(await ownerMenu.isVisible(), `${path} at ${width} px`).toBe(width < 768);
        if (process.env.SHOTS) await owner.screenshot({ path: `${process.env.SHOTS}/admin-${name}-${width}.png` });
      }
    }
    await context.close();

    // Without JavaScript the bar is a <details> still: it opens on a phone, and a tablet shows the sections as they are.
    const plain = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false, storageState: await page.context().storageState() });
    const still = await plain.newPage();
    await still.goto(`${baseUrl()}/admin/sites/${SITE}/pages`);
    const stillSections = still.locator("nav[aria-label='Site administration']");
    expect(await stillSections.isVisible()).toBe(false);
    await still.locator("summary", { hasText: "Menu" }).click();
    await stillSections.waitFor();
    await still.setViewportSize(TABLET);
    await still.reload();
    await stillSections.waitFor();
    expect(await still.locator("summary", { hasText: "Menu" }).isVisible()).toBe(false);
    await plain.close();
  });
});
