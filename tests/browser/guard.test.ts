import { readdirSync, rmSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, expectFailures, failureFolder, launchBrowser, takeProblems } from "../helpers/browser";

/**
 * The guard every browser test runs under (tests/setup/browser-guard.ts): a page that asks for a
 * script the server does not have fails its test. The page is the test's own, served through a
 * route at the real server's address, so the script's 404 comes from the real server.
 */
const MISSING = "/_next/static/chunks/no-such-chunk.js";

async function pageWithMissingScript(page: Page): Promise<void> {
  const url = `${baseUrl()}/guard-fixture`;
  await page.route(url, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><title>Guard</title><h1>Guard</h1><script src="${MISSING}"></script></html>`,
    }),
  );
  await page.goto(url);
  expect(await page.locator("h1").textContent()).toBe("Guard");
}

describe("the browser tests' guard", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it("sees the 404 of a script a page asks for, and saves the page as the test closes it", async () => {
    rmSync(failureFolder(), { recursive: true, force: true });
    const page = await browser.newPage();
    await pageWithMissingScript(page);
    await page.close();
    expect(readdirSync(failureFolder()).sort()).toEqual([expect.stringMatching(/^closed-\d+\.html$/), expect.stringMatching(/^closed-\d+\.png$/)]);
    // Its answer, and Chromium's refusal to run an HTML page as a script.
    expect(takeProblems()).toEqual([
      `404 GET ${baseUrl()}${MISSING}`,
      expect.stringMatching(/^console error on .*\/guard-fixture: Refused to execute script from '.*no-such-chunk\.js'/),
    ]);
  });

  // Expected to fail, by the guard's afterEach alone: the test itself asserts nothing that could.
  it.fails("fails a test whose page asks for a missing script", async () => {
    const page = await browser.newPage();
    await pageWithMissingScript(page);
    await page.close();
  });

  it("lets a failure through that the test declared", async () => {
    expectFailures("no-such-chunk.js");
    const page = await browser.newPage();
    await pageWithMissingScript(page);
    await page.close();
  });
});
