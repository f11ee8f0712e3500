import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, expectFailures, launchBrowser } from "../helpers/browser";

/**
 * The error boundary shows the specification's fallback text, with the digest
 * for a server-side exception, and resets when the path changes. The faults
 * come from ?fault=..., which the test server enables (MAINSTREET_FAULT_INJECTION).
 */
// Next's route announcer is an alert too; ours is the one with the message.
const boundary = (page: import("playwright-core").Page) => page.getByRole("alert").filter({ hasText: "Application error" });

describe("the error boundary", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it("shows a server-side exception with its digest, and recovers on navigation", async () => {
    // The fault answers 500, and the browser's console reports the error the page was sent.
    expectFailures(/^500 GET .*\?fault=server$/, /^console error on .*\?fault=server: /);
    const page = await browser.newPage();
    const response = await page.goto(`${baseUrl()}/comfortline-hvac/about?fault=server`);
    expect(response?.status()).toBe(500);
    await expect
      .poll(() =>
        boundary(page)
          .textContent()
          .catch(() => ""),
      )
      .toContain("Application error: a server-side exception has occurred");
    const alert = (await boundary(page).textContent())!;
    expect(alert).toContain("See the server logs for more information.");
    expect(await page.getByTestId("error-digest").textContent()).toMatch(/\S+/);
    // The header survives the error: follow one of its links.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact", exact: true }).click();
    await page.waitForURL(/\/comfortline-hvac\/contact$/);
    await expect.poll(() => boundary(page).count()).toBe(0);
    expect(await page.locator("h1").textContent()).toBeTruthy();
    await page.close();
  });

  it("shows a client-side exception without a digest, and recovers on navigation", async () => {
    // The fault throws in the page: an uncaught error, and React's report of it in the console.
    expectFailures(/^page error on .*\?fault=client: /, /^console error on .*\?fault=client: /);
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/comfortline-hvac/about?fault=client`);
    await expect
      .poll(() =>
        boundary(page)
          .textContent()
          .catch(() => ""),
      )
      .toContain("Application error: a client-side exception has occurred");
    expect(await boundary(page).textContent()).toContain("See the browser console for more information.");
    expect(await page.getByTestId("error-digest").count()).toBe(0);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact", exact: true }).click();
    await page.waitForURL(/\/comfortline-hvac\/contact$/);
    await expect.poll(() => boundary(page).count()).toBe(0);
    await page.close();
  });
});
