import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/demo/accounts";
import { axeViolations, baseUrl, describeViolations, launchBrowser } from "../helpers/browser";

/**
 * Editing a page as its owner sees it: the real page beside the form,
 * following the typing before anything is saved; a saved draft that
 * visitors do not see; publishing that they do.
 */
const SHOTS = "/work/shots";
const OLD = "An hour that shows you how your team actually works";
const NEW = "An hour your team will talk about all year";

async function expectAccessible(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(page.url(), violations)).toEqual([]);
}

describe("the page editor's live preview and drafts", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it("shows the unsaved edit in the preview, saves it as a draft visitors do not see, and publishes it", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/admin/sites/lockstep-escapes/pages`);
    await page.getByLabel("Email").fill(DEMO_ACCOUNTS.owner.email);
    await page.getByLabel("Password").fill(DEMO_ACCOUNTS.owner.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/sites/lockstep-escapes/pages");
    await page.getByRole("row").filter({ hasText: "/lockstep-escapes/team-building" }).getByRole("link").click();
    await page.waitForURL(/\/pages\/[0-9a-f-]{36}$/);

    // The preview is the site's own page, and follows the form before anything is saved.
    const preview = page.frameLocator('iframe[title="Live preview of the page"]');
    await preview.getByRole("heading", { name: OLD }).waitFor();
    await page.locator("summary", { hasText: "1. Opening banner" }).click();
    await page.locator("#f-blocks-0-props-heading").fill(NEW);
    await preview.getByRole("heading", { name: NEW }).waitFor();
    expect(await preview.getByText("Preview of your unsaved changes").count()).toBe(1);
    await page.getByRole("button", { name: "Phone", exact: true }).click();
    expect(await page.getByRole("button", { name: "Phone", exact: true }).getAttribute("aria-pressed")).toBe("true");
    await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; }" });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await preview.getByRole("heading", { name: NEW }).waitFor();
      await expectAccessible(page);
      // On a phone the preview is under the form: the picture shows it, as the owner scrolls to it.
      await page.getByRole("heading", { name: "Preview", exact: true }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/preview-${width}.png` });
    }

    // Saved as a draft: the editor says so, and a visitor still gets the published page.
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByRole("status").filter({ hasText: "Saved the draft" }).waitFor();
    await page.getByText("Published; draft changes not live yet.").first().waitFor();
    const visitor = await browser.newPage();
    await visitor.goto(`${baseUrl()}/lockstep-escapes/team-building`);
    expect(await visitor.getByRole("heading", { name: OLD }).count()).toBe(1);
    expect(await visitor.getByRole("heading", { name: NEW }).count()).toBe(0);

    // Published: the visitor's next look is the new page (the page cache dropped the old one).
    await page.getByRole("button", { name: "Save and publish" }).click();
    await page.getByRole("status").filter({ hasText: "it is live now" }).waitFor();
    await visitor.reload();
    expect(await visitor.getByRole("heading", { name: NEW }).count()).toBe(1);
    await visitor.close();
    await context.close();
  });
});
