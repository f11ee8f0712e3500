import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, baseUrl, describeViolations, launchBrowser } from "../helpers/browser";
import { dayPastDemoBookings } from "../helpers/visitors";

/** A person's browser: headless Chromium names itself in its user agent, and the platform does not count bots. */
const VISITOR_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36";
const SHOTS = process.env.SHOTS_DIR;

async function expectAccessible(page: Page, label: string) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(label, violations)).toEqual([]);
}

describe("the owner's dashboard", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it("shows the visits, the message and the booking a visitor just made, with the pages they came from", async () => {
    const visitor = await browser.newContext({ userAgent: VISITOR_AGENT });
    const page = await visitor.newPage();
    await page.goto(`${baseUrl()}/lockstep-escapes?utm_campaign=autumn-flyer`);
    await page.goto(`${baseUrl()}/lockstep-escapes/games`);
    await page.goto(`${baseUrl()}/lockstep-escapes/contact`);
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Send message" }) });
    await form.getByLabel("Your name").fill("Morgan Visitor");
    await form.getByLabel("Email").fill("morgan@example.org");
    await form.getByLabel("What is it about?").selectOption("A question about a game");
    await form.locator("textarea[name=message]").fill("Is Cryosleep fine for two people?");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => page.getByText("Thanks for getting in touch").count()).toBeGreaterThan(0);

    const date = dayPastDemoBookings(3);
    await page.goto(`${baseUrl()}/lockstep-escapes/booking?date=${date}`);
    await page.getByTestId("availability").getByRole("link").first().click();
    await page.getByRole("radio", { name: /Cryosleep/ }).check();
    await page.getByLabel("Players", { exact: true }).selectOption("2");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.getByLabel("Your name").fill("Morgan Visitor");
    await page.getByLabel("Your email").fill("morgan@example.org");
    await page.locator("input[name=phone]").fill("(585) 555-0100");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.waitForURL(/\/checkout\/test\/cs_test_/);
    await page.getByRole("button", { name: /the card is accepted/ }).click();
    await page.waitForURL(/\/lockstep-escapes\/booking\?payment=R-/);
    await visitor.close();

    const owner = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await owner.newPage();
    await admin.goto(`${baseUrl()}/admin/sites/lockstep-escapes?period=today`);
    await admin.waitForURL(/\/login\?next=/);
    await admin.getByLabel("Email").fill("owner@mainstreet.test");
    await admin.getByLabel("Password").fill("kettle-lock-7734");
    await admin.getByRole("button", { name: /sign in/i }).click();
    await admin.waitForURL(/\/admin\/sites\/lockstep-escapes\?period=today/);

    // Views are written every two seconds: the dashboard shows them on a reload.
    const figure = (term: string) =>
      admin
        .locator("dt", { hasText: new RegExp(`^${term}$`) })
        .locator("xpath=following-sibling::dd[1]")
        .textContent();
    await expect
      .poll(
        async () => {
          await admin.reload();
          return Number(await figure("Views"));
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(4);
    expect(Number(await figure("Visitors"))).toBeGreaterThanOrEqual(1);
    expect(Number(await figure("Conversions"))).toBeGreaterThanOrEqual(2);
    expect(await figure("Per 100 visitors")).not.toBe("–");

    const conversions = admin.getByRole("table", { name: /Conversions by page/ });
    expect(await conversions.getByRole("row").filter({ hasText: "/contact" }).filter({ hasText: "Contact message" }).count()).toBe(1);
    expect(await conversions.getByRole("row").filter({ hasText: "/booking" }).filter({ hasText: "Booking" }).count()).toBe(1);
    expect(
      await admin
        .getByRole("table", { name: /Top pages/ })
        .getByRole("row")
        .filter({ hasText: "/games" })
        .count(),
    ).toBe(1);
    expect(
      await admin
        .getByRole("table", { name: /Campaigns/ })
        .getByRole("row")
        .filter({ hasText: "autumn-flyer" })
        .count(),
    ).toBe(1);

    const needs = admin.getByRole("region", { name: "Needs you" });
    expect(await needs.getByRole("link", { name: "Contact message" }).count()).toBeGreaterThan(0);
    expect(await needs.getByText(/from \/contact/).count()).toBeGreaterThan(0);
    // The demo's past fills the next sessions (the first five are listed); the visitor's, on a day past them, is found in the list on its day.
    // Later in the day some of today's have passed: "(N still to come)".
    expect(await needs.getByText(/^Bookings: \d+ today( \(\d+ still to come\))?, \d+ in the next 7 days$/).count()).toBe(1);
    expect(
      await admin
        .getByRole("navigation", { name: "Site administration" })
        .getByRole("link", { name: /Messages \d+ new/ })
        .count(),
    ).toBe(1);
    expect(await admin.getByRole("img", { name: /Visitors and views, today/ }).count()).toBe(1);

    for (const [name, width] of [
      ["phone", 390],
      ["tablet", 768],
      ["desktop", 1280],
    ] as const) {
      await admin.setViewportSize({ width, height: 900 });
      await expectAccessible(admin, `dashboard at ${width} px`);
      if (SHOTS) {
        mkdirSync(SHOTS, { recursive: true });
        await admin.screenshot({ path: `${SHOTS}/overview-${name}.png`, fullPage: true });
      }
    }
    const csv = await admin.request.get(`${baseUrl()}/admin/sites/lockstep-escapes/export/visits?period=today`);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(await csv.text()).toContain("page,/contact,");
    await admin.goto(`${baseUrl()}/admin/sites/lockstep-escapes/bookings?from=${date}&to=${date}`);
    expect(
      await admin
        .getByRole("row", { name: /Morgan Visitor/ })
        .filter({ hasText: /Cryosleep/ })
        .count(),
    ).toBe(1);
    await owner.close();
  });

  it("gives the operator every site's figures, sortable, and accessible on a phone", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/admin/console/figures`);
    await page.waitForURL(/\/login\?next=/);
    await page.getByLabel("Email").fill("operator@mainstreet.test");
    await page.getByLabel("Password").fill("harbor-lantern-4821");
    await page.getByRole("button", { name: /sign in/i }).click();
    await page.waitForURL(/\/admin\/console\/figures/);
    await page.getByRole("link", { name: "Conversions" }).click();
    await page.waitForURL(/sort=conversions/);
    expect(await page.locator("th[aria-sort=descending]").textContent()).toContain("Conversions");
    await expectAccessible(page, "figures at 390 px");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/figures-phone.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectAccessible(page, "figures at 1280 px");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/figures-desktop.png` });
    await context.close();
  });
});
