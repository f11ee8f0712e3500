import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/demo/accounts";
import { addDays, dateIn, SITE_TIME_ZONE } from "@/lib/time";
import { md } from "@/lib/rich-text/markdown";
import { getBookables } from "@/modules/bookings/queries";
import { sessionsOn } from "@/modules/bookings/schedule";
import { holdPlaces } from "@/modules/bookings/service";
import { eventService } from "@/modules/events/service";
import { holdUntil } from "@/modules/payments/payment";
import { getSiteBySlug } from "@/modules/sites/queries";
import { axeViolations, baseUrl, describeViolations, launchBrowser } from "../helpers/browser";
import { payWithTestProvider, sendForm } from "../helpers/visitors";

/**
 * Every admin screen passes axe (WCAG 2.2 AA) at a tablet's width: each
 * section of a site's admin, the first record each list links to, the
 * console's screens, and the sign-in pages.
 */
const SITE = "lockstep-escapes";

const visited = new Set<string>();

async function check(page: Page, path: string): Promise<string[]> {
  visited.add(path);
  const response = await page.goto(`${baseUrl()}${path}`);
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState("load");
  const violations = await axeViolations(page);
  return violations.length ? [describeViolations(path, violations)] : [];
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
    await eventService.save(site.id, { slug: "lights-out-night", title: "Lights Out night", summary: "Every room in the dark.", body: md`Bring a torch.`, startsAt: "2030-01-10T23:00:00Z", endsAt: "2030-01-11T02:00:00Z", location: "Lockstep" });
    await sendForm(site.id, "contact", { name: "Ada Lovelace", email: "ada@example.org", topic: "A question about a game", message: "Is Bigfoot scary for a ten-year-old?" });
    const [game] = await getBookables(site.id);
    const [startsAt] = sessionsOn(game!, addDays(dateIn(new Date(), SITE_TIME_ZONE), 5), SITE_TIME_ZONE);
    await payWithTestProvider({ siteId: site.id, purpose: "booking", payer: { email: "gus@example.org", name: "Gus Guest" }, lines: [{ label: game!.name, quantity: 2, unitCents: game!.pricePerPersonCents }], details: { bookable: game!.name }, successPath: "booking", cancelPath: "booking" }, (tx, payment) =>
      holdPlaces(tx, { siteId: site.id, bookable: game!, startsAt: startsAt!, partySize: 2, contactId: payment.contactId, paymentId: payment.id, holdUntil: holdUntil(payment) }),
    );
    browser = await launchBrowser({ pictures: false });
    page = await browser.newPage({ viewport: { width: 820, height: 1180 } });
    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel("Email").fill(DEMO_ACCOUNTS.operator.email);
    await page.getByLabel("Password").fill(DEMO_ACCOUNTS.operator.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/admin$/);
  });
  afterAll(async () => browser?.close());

  it("passes axe on each section of a site's admin and on a record of each list", async () => {
    const problems: string[] = [];
    problems.push(...(await check(page, `/admin/sites/${SITE}`)));
    const sections = await page.locator("nav[aria-label='Site administration'] a").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    expect(sections.length, sections.join(" ")).toBeGreaterThan(15);
    const collections: string[] = [];
    for (const section of sections) {
      problems.push(...(await check(page, section)));
      const record = await firstLink(page, new RegExp(`^${section}/(?!new$)[^/?]+$`));
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
    const pageEditor = await page.goto(`${baseUrl()}/admin/sites/${SITE}/pages`).then(() => firstLink(page, /\/pages\/[0-9a-f-]{36}$/));
    problems.push(...(await check(page, pageEditor!.replace("/pages/", "/history/page/"))));
    expect(problems, problems.join("\n")).toEqual([]);
    // Sections, their records, the collections and theirs: the walk reached them all.
    const reached = [...visited].join("\n");
    for (const screen of ["pages", "posts", "inbox", "payments", "bookings", "forms", "content/[a-z-]+"]) expect(reached, screen).toMatch(new RegExp(`/${screen}/[0-9a-f-]{36}$`, "m"));
    for (const screen of ["pages", "posts", "content/[a-z-]+"]) expect(reached, screen).toMatch(new RegExp(`/${screen}/new$`, "m"));
  });

  it("passes axe on the console's screens and the sign-in pages", async () => {
    const problems: string[] = [];
    for (const path of ["/admin", "/admin/console", "/admin/console/figures", "/admin/console/new", "/admin/console/people", "/admin/console/audit", `/admin/console/sites/${SITE}/delete`]) problems.push(...(await check(page, path)));
    const visitor = await browser.newPage();
    for (const path of ["/login", "/login/forgot", "/login/reset?token=x"]) problems.push(...(await check(visitor, path)));
    await visitor.close();
    expect(problems, problems.join("\n")).toEqual([]);
  });
});
