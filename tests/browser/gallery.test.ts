import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scriptsOnLoad } from "../../bench/page-scripts";
import { axeViolations, baseUrl, describeViolations, hydrated, launchBrowser } from "../helpers/browser";

/**
 * The gallery's larger pictures by keyboard alone: a thumbnail opens a modal
 * dialog that takes focus and keeps it, the thumbnails behind it cannot be
 * reached, Previous and Next move between pictures, and Escape closes it with
 * focus back on the thumbnail of the picture last shown. The arrow keys move
 * between pictures as Previous and Next do.
 */
const PATH = "/frame-and-field/gallery";

describe("the gallery's lightbox", () => {
  let browser: Browser;
  const failures: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  async function open(width: number, javaScriptEnabled = true): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
    const page = await context.newPage();
    page.on("console", (message) => message.type() === "error" && failures.push(message.text()));
    page.on("pageerror", (error) => failures.push(error.message));
    // Next's prefetches of the page's links are cut when the test closes the page: not a failure.
    page.on(
      "requestfailed",
      (request) =>
        !(request.failure()?.errorText === "net::ERR_ABORTED" && new URL(request.url()).searchParams.has("_rsc")) &&
        failures.push(`${request.url()}: ${request.failure()?.errorText}`),
    );
    expect((await page.goto(baseUrl() + PATH))?.status()).toBe(200);
    return page;
  }

  /** Where focus is: the open dialog's id it is inside (or null), and the focused element's id and text. */
  const focus = (page: Page) =>
    page.evaluate(() => {
      const active = document.activeElement;
      return { dialog: active?.closest("dialog[open]")?.id ?? null, id: active?.id ?? "", text: active?.textContent?.trim() ?? "" };
    });

  for (const width of [390, 1280]) {
    it(`opens as a modal dialog that keeps the keyboard inside, at ${width} px`, async () => {
      const page = await open(width);
      const thumbs = page.getByRole("link", { name: /View larger:/ });
      expect(await thumbs.count()).toBeGreaterThan(2);
      const first = thumbs.first();
      const firstId = (await first.getAttribute("id"))!;
      await hydrated(first);
      await first.focus();
      await page.keyboard.press("Enter");

      const dialog = page.getByRole("dialog");
      await expect.poll(() => dialog.count()).toBe(1);
      expect(await dialog.evaluate((el: HTMLDialogElement) => el.open && el.matches(":modal"))).toBe(true);
      const name = (await first.textContent())!.replace(/^.*View larger:\s*/, "");
      expect(await page.getByRole("dialog", { name }).count()).toBe(1);
      const opened = (await focus(page)).dialog;
      expect(opened).toBeTruthy();
      // Behind a modal dialog the page is inert: the thumbnails are out of reach.
      expect(await page.evaluate(() => document.querySelector("dialog:modal")?.id)).toBe(opened);
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press("Tab");
        expect((await focus(page)).dialog, `after ${i + 1} Tabs`).toBe(opened);
      }
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press("Shift+Tab");
        expect((await focus(page)).dialog, `after ${i + 1} Shift+Tabs`).toBe(opened);
      }
      const violations = await axeViolations(page);
      expect(describeViolations(PATH, violations)).toBe("");
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/lightbox-${width}.png` });

      await page.keyboard.press("Escape");
      await expect.poll(() => page.locator("dialog[open]").count()).toBe(0);
      await expect.poll(async () => (await focus(page)).id).toBe(firstId);
      await page.context().close();
    });
  }

  it("moves to the next picture and returns focus to that picture's thumbnail", async () => {
    const page = await open(1280);
    const thumbs = page.getByRole("link", { name: /View larger:/ });
    await hydrated(thumbs.first());
    await thumbs.first().focus();
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await focus(page)).dialog).toBeTruthy();
    const first = (await focus(page)).dialog;
    const next = page.locator("dialog[open]").getByRole("link", { name: /Next/ });
    await next.focus();
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await focus(page)).dialog).not.toBe(first);
    expect(await page.locator("dialog[open]").count()).toBe(1);
    const second = (await focus(page)).dialog;
    // The arrow keys move too: right to the third picture, left back to the second.
    await page.keyboard.press("ArrowRight");
    await expect.poll(async () => (await focus(page)).dialog).not.toBe(second);
    expect((await focus(page)).dialog).not.toBe(first);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(async () => (await focus(page)).dialog).toBe(second);
    expect(await page.locator("dialog[open]").count()).toBe(1);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("dialog[open]").count()).toBe(0);
    const secondThumb = await thumbs.nth(1).getAttribute("id");
    await expect.poll(async () => (await focus(page)).id).toBe(secondThumb);
    // "Back to the gallery" closes it too.
    await thumbs.nth(2).focus();
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await focus(page)).dialog).toBeTruthy();
    await page.locator("dialog[open]").getByRole("link", { name: "Back to the gallery" }).press("Enter");
    await expect.poll(() => page.locator("dialog[open]").count()).toBe(0);
    const third = await thumbs.nth(2).getAttribute("id");
    await expect.poll(async () => (await focus(page)).id).toBe(third);
    await page.context().close();
    expect(failures).toEqual([]);
  });

  it("is a small plain module: the page loads no React for it", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const { scripts, kb } = await scriptsOnLoad(page, baseUrl() + PATH);
    expect(scripts.map((script) => new URL(script.url).pathname)).toContainEqual(expect.stringMatching(/^\/_islands\/gallery-lightbox-[\w-]+\.js$/));
    expect(scripts.some((script) => script.url.includes("/react-root-"))).toBe(false);
    expect(kb).toBeLessThan(5);
    await context.close();
  });

  it("still opens each picture without scripts, by its link", async () => {
    const page = await open(390, false);
    await page
      .getByRole("link", { name: /View larger:/ })
      .first()
      .click();
    await expect.poll(() => page.locator("dialog:target img").isVisible()).toBe(true);
    await page.context().close();
  });
});
