import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/demo/accounts";
import { axeViolations, baseUrl, describeViolations, hydrated, launchBrowser } from "../helpers/browser";

/**
 * Editing an event and the theme as the owner sees them: the real page
 * beside the form, following the typing before anything is saved; an
 * event's saved draft that visitors do not see; publishing that they do.
 */
const SHOTS = "/work/shots/drafts";
const EVENT = "/copper-kettle/events/riesling-harvest-dinner";
const OLD = "Riesling Harvest Dinner with Hollow Ridge Cellars";
const NEW = "Riesling Harvest Dinner: a second night added";

async function expectAccessible(page: Page, what: string) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(`${what} ${page.url()}`, violations)).toEqual([]);
}

/** Axe and a screenshot at a phone's and a desktop's width; on the phone the preview is opened from the Save bar, as a dialog. */
async function atBothWidths(page: Page, name: string, field: string, previewShows: () => Promise<unknown>) {
  await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; }" });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if (width === 390) {
      await page.getByRole("button", { name: "Preview", exact: true }).click();
      await page.getByRole("dialog", { name: "Preview" }).waitFor();
    }
    await previewShows();
    await expectAccessible(page, `${name} at ${width} px`);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
    if (width === 390) {
      await page.keyboard.press("Escape");
      await page.getByRole("dialog", { name: "Preview" }).waitFor({ state: "hidden" });
      // The form where the owner typed, with the Save bar and its Preview button.
      await page.locator(field).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/${name}-form-${width}.png` });
    }
  }
}

describe("the live preview and drafts of an event, and the theme's preview", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  async function signedIn(path: string) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}${path}`);
    await page.getByLabel("Email").fill(DEMO_ACCOUNTS.owner.email);
    await page.getByLabel("Password").fill(DEMO_ACCOUNTS.owner.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === path);
    return { context, page };
  }

  it("shows the unsaved edit of an event in the preview, saves it as a draft the public event page does not show, and publishes it", async () => {
    const { context, page } = await signedIn("/admin/sites/copper-kettle/content/events");
    await page.getByRole("link", { name: OLD }).first().click();
    await page.waitForURL(/\/content\/events\/[0-9a-f-]{36}$/);
    const editor = page.url();

    // The preview is the event's own public page, and follows the form before anything is saved.
    const preview = page.frameLocator('iframe[title="Live preview of the event"]');
    await preview.getByRole("heading", { name: OLD }).waitFor();
    expect(await page.getByTestId("publication").textContent()).toBe("Published.");
    // Typed before React takes the form over, the edit would never reach the preview.
    await hydrated(page.locator("#f-title"));
    await page.locator("#f-title").fill(NEW);
    await preview.getByRole("heading", { name: NEW }).waitFor();
    expect(await preview.getByText("Preview of your unsaved changes").count()).toBe(1);
    await atBothWidths(page, "event-editor", "#f-title", () => preview.getByRole("heading", { name: NEW }).waitFor());

    // Saved as a draft: the editor says so, and a visitor still gets the published event.
    await page.getByRole("button", { name: "Save draft" }).click();
    const saved = page.getByRole("status").filter({ hasText: "Saved the draft" });
    await saved.waitFor();
    expect(await saved.getByRole("link", { name: "View it live" }).count()).toBe(0);
    const draftLink = (await saved.getByRole("link", { name: /Preview the saved draft/ }).getAttribute("href"))!;
    expect(draftLink).toMatch(new RegExp(`^${EVENT}\\?preview=`));
    await page.getByText("Published; draft changes not live yet.").first().waitFor();
    const visitor = await browser.newPage();
    await visitor.goto(`${baseUrl()}${EVENT}`);
    expect(await visitor.getByRole("heading", { name: OLD }).count()).toBe(1);
    expect(await visitor.getByRole("heading", { name: NEW }).count()).toBe(0);
    await visitor.goto(`${baseUrl()}/copper-kettle/events`);
    expect(await visitor.getByText(NEW).count()).toBe(0);
    // The signed link shows the draft, with its banner.
    await visitor.goto(`${baseUrl()}${draftLink}`);
    expect(await visitor.getByRole("heading", { name: NEW }).count()).toBe(1);
    expect(await visitor.getByText("this is the event’s saved draft").count()).toBe(1);
    await expectAccessible(visitor, "the draft through its preview link");
    await page.getByRole("heading", { name: "Publishing" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/event-draft-saved-1280.png`, fullPage: true });

    // Published: the visitor's next look is the new event (the page cache dropped the old one).
    await page.getByRole("button", { name: "Save and publish" }).click();
    const published = page.getByRole("status").filter({ hasText: "it is live now" });
    await published.waitFor();
    expect(await published.getByRole("link", { name: "View it live" }).getAttribute("href")).toBe(EVENT);
    await visitor.goto(`${baseUrl()}${EVENT}`);
    expect(await visitor.getByRole("heading", { name: NEW }).count()).toBe(1);
    await visitor.close();

    // And back to the demo's title, which other tests read.
    await page.goto(editor);
    await page.locator("#f-title").fill(OLD);
    await page.getByRole("button", { name: "Save and publish" }).click();
    await page.getByRole("status").filter({ hasText: "it is live now" }).waitFor();

    // A new event: a draft from the start, its preview filling in as the owner types.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl()}/admin/sites/copper-kettle/content/events/new`);
    await preview.getByRole("heading", { name: "Untitled event" }).waitFor();
    await hydrated(page.locator("#f-title"));
    await page.locator("#f-title").fill("Cider Pressing Afternoon");
    await preview.getByRole("heading", { name: "Cider Pressing Afternoon" }).waitFor();
    expect(await page.getByRole("button", { name: "Create draft event" }).count()).toBe(1);
    await atBothWidths(page, "event-new", "#f-title", () => preview.getByRole("heading", { name: "Cider Pressing Afternoon" }).waitFor());
    await page.goto(`${baseUrl()}/admin/sites/copper-kettle/content/events`);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page, `the events list at ${width} px`);
      await page.screenshot({ path: `${SHOTS}/events-list-${width}.png` });
    }
    await context.close();
  });

  it("shows the site's home page in the unsaved theme colour before it is saved", async () => {
    const { context, page } = await signedIn("/admin/sites/copper-kettle/settings");
    const preview = page.frameLocator('iframe[title="Live preview of the home page in your theme"]');
    const primary = () =>
      preview
        .locator('[style*="--site-primary"]')
        .first()
        .evaluate((el) => getComputedStyle(el).getPropertyValue("--site-primary").trim().toLowerCase());
    await preview.locator('[style*="--site-primary"]').first().waitFor();
    const saved = await primary();
    const chosen = saved === "#1d4ed8" ? "#1e40af" : "#1d4ed8";
    await hydrated(page.locator("#f-theme-palette-primary"));
    await page.locator("#f-theme-palette-primary").fill(chosen);
    await expect.poll(primary, { timeout: 10_000 }).toBe(chosen);
    expect(await preview.getByText("Preview of your unsaved theme").count()).toBe(1);
    await atBothWidths(page, "theme-editor", "#f-theme-palette-primary", () => expect.poll(primary, { timeout: 10_000 }).toBe(chosen));
    // Nothing saved: visitors get the saved colour.
    const visitor = await browser.newPage();
    await visitor.goto(`${baseUrl()}/copper-kettle`);
    expect(
      await visitor
        .locator('[style*="--site-primary"]')
        .first()
        .evaluate((el) => getComputedStyle(el).getPropertyValue("--site-primary").trim().toLowerCase()),
    ).toBe(saved);
    await visitor.close();
    await context.close();
  });
});
