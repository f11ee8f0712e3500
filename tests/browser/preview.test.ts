import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/demo/accounts";
import { axeViolations, baseUrl, describeViolations, hydrated, launchBrowser } from "../helpers/browser";

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

/**
 * A field the owner moves to with the keyboard is not left under the sticky Save bar (WCAG 2.4.11):
 * the page is scrolled so that a field sits just under the bar, as it does while one scrolls, and the
 * field is focused; the browser has to bring it clear of the bar.
 */
async function saveBarCoversNothing(page: Page) {
  const field = page.locator("#f-blocks-0-props-heading");
  await field.evaluate((el) => {
    const bar = document.querySelector("[data-save-bar]")!.getBoundingClientRect();
    window.scrollBy({ top: el.getBoundingClientRect().top - bar.top - 8, behavior: "instant" });
  });
  const before = await field.evaluate((el) => el.getBoundingClientRect().top - document.querySelector("[data-save-bar]")!.getBoundingClientRect().top);
  expect(before, "the field starts under the bar").toBeGreaterThan(0);
  await field.focus();
  await expect
    .poll(
      () => field.evaluate((el) => Math.round(document.querySelector("[data-save-bar]")!.getBoundingClientRect().top - el.getBoundingClientRect().bottom)),
      { message: "space between the focused field and the Save bar" },
    )
    .toBeGreaterThanOrEqual(0);
}

/** Points along the Save bar where something other than the bar (or what it holds) is drawn on top. */
function barOnTop(page: Page): Promise<string[]> {
  return page.locator("[data-save-bar]").evaluate((bar) => {
    const box = bar.getBoundingClientRect();
    const wrong: string[] = [];
    for (let x = box.left + 4; x < box.right; x += 24)
      for (const y of [box.top + 2, box.top + box.height / 2, box.bottom - 2]) {
        const hit = document.elementFromPoint(x, y);
        if (hit && !bar.contains(hit))
          wrong.push(`${Math.round(x)},${Math.round(y)}: ${hit.tagName.toLowerCase()} ${hit.textContent?.trim().slice(0, 30) ?? ""}`);
      }
    return wrong;
  });
}

describe("the page editor's live preview and drafts", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  /** The demo owner, signed in at a desktop's width, in the editor of Lockstep's team-building page. */
  async function openTeamBuildingEditor() {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/admin/sites/lockstep-escapes/pages`);
    await page.getByLabel("Email").fill(DEMO_ACCOUNTS.owner.email);
    await page.getByLabel("Password").fill(DEMO_ACCOUNTS.owner.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/sites/lockstep-escapes/pages");
    await page.getByRole("row").filter({ hasText: "/lockstep-escapes/team-building" }).getByRole("link").click();
    await page.waitForURL(/\/pages\/[0-9a-f-]{36}$/);
    // Typed before React takes the form over, an edit would never reach the preview.
    await hydrated(page.locator("#f-title"));
    return { context, page };
  }

  it("shows the unsaved edit in the preview, saves it as a draft visitors do not see, and publishes it", async () => {
    const { context, page } = await openTeamBuildingEditor();

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
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      if (width === 390) {
        // On a phone the preview does not wait under the long form: the Save bar's "Preview" opens it over the editor.
        await page.getByRole("button", { name: "Preview", exact: true }).click();
        await page.getByRole("dialog", { name: "Preview" }).waitFor();
      }
      await preview.getByRole("heading", { name: NEW }).waitFor();
      await expectAccessible(page);
      await page.screenshot({ path: `${SHOTS}/preview-${width}.png` });
      if (width === 390) {
        await page.keyboard.press("Escape");
        await page.getByRole("dialog", { name: "Preview" }).waitFor({ state: "hidden" });
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Preview");
        await saveBarCoversNothing(page);
        if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/save-bar-390.png` });
      }
    }
    // At a desktop's width the Save bar is opaque, and nothing of the blocks behind it draws over it.
    expect(await page.locator("[data-save-bar]").evaluate((bar) => getComputedStyle(bar).backgroundColor)).toMatch(/^rgb\(/);
    await page
      .locator("#f-blocks-0-props-heading")
      .evaluate((field) => window.scrollTo({ top: field.getBoundingClientRect().top + window.scrollY - 200, behavior: "instant" }));
    expect(await barOnTop(page), "what draws over the Save bar").toEqual([]);
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/save-bar-1280.png` });

    // Saved as a draft: the editor says so, and a visitor still gets the published page.
    await page.getByRole("button", { name: "Save draft" }).click();
    const saved = page.getByRole("status").filter({ hasText: "Saved the draft" });
    await saved.waitFor();
    // A draft is not live: its notice offers the signed preview link, not "View it live".
    expect(await saved.getByRole("link", { name: "View it live" }).count()).toBe(0);
    const draftLink = (await saved.getByRole("link", { name: /Preview the saved draft/ }).getAttribute("href"))!;
    expect(draftLink).toMatch(/^\/lockstep-escapes\/team-building\?preview=/);
    await page.getByText("Published; draft changes not live yet.").first().waitFor();
    const visitor = await browser.newPage();
    await visitor.goto(`${baseUrl()}${draftLink}`);
    expect(await visitor.getByRole("heading", { name: NEW }).count()).toBe(1);
    await visitor.goto(`${baseUrl()}/lockstep-escapes/team-building`);
    expect(await visitor.getByRole("heading", { name: OLD }).count()).toBe(1);
    expect(await visitor.getByRole("heading", { name: NEW }).count()).toBe(0);

    // Published: the visitor's next look is the new page (the page cache dropped the old one).
    await page.getByRole("button", { name: "Save and publish" }).click();
    const published = page.getByRole("status").filter({ hasText: "it is live now" });
    await published.waitFor();
    expect(await published.getByRole("link", { name: "View it live" }).getAttribute("href")).toBe("/lockstep-escapes/team-building");
    await visitor.reload();
    expect(await visitor.getByRole("heading", { name: NEW }).count()).toBe(1);
    await visitor.close();
    await context.close();
  });

  it("shows the page in a search result and a shared link from the unsaved title and description, with their length guidance", async () => {
    const { context, page } = await openTeamBuildingEditor();

    await page.locator("summary", { hasText: "How it looks in search results and shared links" }).click();
    const result = page.getByTestId("search-result");
    const card = page.getByTestId("share-card");
    const title = "Team building nights for offices, schools and clubs in Rochester";
    await page.locator("#f-title").fill(title);
    await page.locator("#f-description").fill("Puzzles for groups.");
    // The search result cuts the title as search engines do; the guidance says why, and the field is described by it.
    await expect.poll(() => result.textContent()).toContain("lockstep-escapes › team-building");
    expect(await result.textContent()).toContain("Team building nights for offices, schools and clubs in …");
    expect(await page.locator("#f-title-length").textContent()).toMatch(/^Long: with the site's name it is 88 characters/);
    expect(await page.locator("#f-title").getAttribute("aria-describedby")).toContain("f-title-length");
    expect(await page.locator("#f-description-length").textContent()).toMatch(/^Short: 19 characters/);
    const good = "An hour and a half of puzzles for eight to forty people: we run the rooms, you watch your team work it out, then coffee and cake.";
    await page.locator("#f-description").fill(good);
    expect(await page.locator("#f-description-length").textContent()).toBe(`Good: ${good.length} characters, shown whole.`);
    expect(await card.textContent()).toContain(good);
    // The share image is drawn with the typed title, for the site's editors only.
    const image = card.getByRole("img");
    await expect.poll(() => image.getAttribute("src"), { timeout: 10_000 }).toContain(encodeURIComponent(title));
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBe(1200);
    const src = (await image.getAttribute("src"))!;
    expect((await fetch(`${baseUrl()}${src}`)).status).toBe(404);
    await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; }" });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.locator("summary", { hasText: "How it looks in search results and shared links" }).scrollIntoViewIfNeeded();
      await expectAccessible(page);
      await page.screenshot({ path: `${SHOTS}/search-preview-${width}.png` });
    }
    await context.close();
  });
});
