import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPage } from "@/modules/pages/queries";
import { savePage } from "@/modules/pages/service";
import { getSiteBySlug } from "@/modules/sites/queries";
import { interactivePages, INTERACTIVE_PAGE_BUDGET_KB, scriptsOnLoad } from "../../bench/page-scripts";
import { baseUrl, hydrated, launchBrowser } from "../helpers/browser";

/** The scripts a page's HTML would run (structured data is not one). */
const scriptsIn = (html: string) => [...html.matchAll(/<script\b([^>]*)>/g)].filter((m) => !m[1]!.includes("application/ld+json")).length;

async function fetchPage(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(baseUrl() + path, { headers });
  return { cache: response.headers.get("x-cache"), html: await response.text() };
}

/** Saves a site's page unchanged, so its site's pages are rendered afresh on the next request. */
async function dropCachedPages(siteSlug: string, path: string) {
  const site = (await getSiteBySlug(siteSlug))!;
  const page = (await getPage(site.id, path))!;
  await savePage(site.id, { path, title: page.title, description: page.description, blocks: page.blocks });
}

describe("scripts on public pages", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it("are left out of a page with nothing interactive, on its first request as on every later one", async () => {
    await dropCachedPages("brightside-dental", "crowns");
    const first = await fetchPage("/brightside-dental/crowns");
    expect(first.cache).toBe("miss");
    expect(scriptsIn(first.html)).toBe(0);
    expect(first.html).not.toContain("__next_f");
    // The page is kept once compressed, a moment after it is sent.
    await expect.poll(async () => (await fetchPage("/brightside-dental/crowns")).cache).toBe("hit");
    expect((await fetchPage("/brightside-dental/crowns")).html).toBe(first.html);
    expect(first.html).toContain('<script type="application/ld+json">');
  });

  it("are, on a page with a form, the islands' own: none of Next's, within the budget, and the form checks fields as the visitor types", async () => {
    const { html } = await fetchPage("/clearpath-access/contact");
    expect(html).toMatch(/<script type="module" src="\/_islands\/client-[\w-]+\.js" nonce="[\w-]+"><\/script>/);
    expect(html).toContain('<div data-island="form-view"');
    expect(html).not.toMatch(/\/_next\/static\/chunks\/[\w-]+\.js/);
    expect(html).not.toContain("__next_f");

    const page = await browser.newPage();
    const { scripts, kb } = await scriptsOnLoad(page, baseUrl() + "/clearpath-access/contact");
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) {
      expect(new URL(script.url).pathname).toMatch(/^\/_islands\/[\w-]+\.js$/);
      expect(script.encoding).toBe("br");
      expect(script.caching).toContain("immutable");
    }
    // The form's checks are not among them: they load when the visitor reaches a field.
    expect(scripts.some((script) => script.url.includes("/submission-"))).toBe(false);
    expect(kb).toBeLessThanOrEqual(INTERACTIVE_PAGE_BUDGET_KB);

    // The island hydrated: the form checks a field as the visitor leaves it, before anything is sent.
    const email = page.getByLabel(/email/i).first();
    await hydrated(email);
    await email.fill("not an address");
    await email.blur();
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => "next" in window || "__next_f" in self)).toBe(false);
    await page.close();
  });

  it("are within the budget on every interactive kind of page (booking, donation, order, checkout)", async () => {
    const weights: string[] = [];
    for (const [kind, path] of await interactivePages(baseUrl())) {
      const page = await browser.newPage();
      const { scripts, kb } = await scriptsOnLoad(page, baseUrl() + path);
      weights.push(`${kind}: ${kb} KB in ${scripts.length} scripts`);
      // Each is an island page: a budget met by a page that lost its scripts would mean nothing.
      expect(scripts.length, `${kind} (${path})`).toBeGreaterThan(1);
      expect(kb, weights.join("; ")).toBeLessThanOrEqual(INTERACTIVE_PAGE_BUDGET_KB);
      await page.close();
    }
  });

  it("send a form while its checks are still on their way", async () => {
    const page = await browser.newPage();
    // The checks' file is held until the form has been sent: a slow link, with no fixed wait.
    let sent!: () => void;
    const released = new Promise<void>((resolve) => (sent = resolve));
    let asked = false;
    await page.route(/\/_islands\/submission-[\w-]+\.js$/, async (route) => {
      asked = true;
      await released;
      await route.continue().catch(() => undefined);
    });
    await page.goto(baseUrl() + "/clearpath-access/contact");
    const email = page.getByLabel("Email");
    await hydrated(email);
    await page.getByLabel("Your name").fill("Slow Link");
    await email.fill("slow.link@example.org");
    await page.getByLabel("What is it about?").selectOption("An audit");
    await page.locator("textarea[name=message]").fill("Sent while the form's checks were still loading.");
    expect(asked).toBe(true);
    await page.getByRole("button", { name: "Send message" }).click();
    await page.waitForURL(/\/clearpath-access\/thank-you\?ref=MS-/);
    sent();
    await page.close();
  });

  it("are kept for a signed-in visitor, who never gets the cached copy", async () => {
    const { cache, html } = await fetchPage("/brightside-dental/crowns", { Cookie: "mainstreet.session_token=not-a-session" });
    expect(cache).not.toBe("hit");
    expect(scriptsIn(html)).toBeGreaterThan(0);
  });

  it("are not needed to read a page on a phone, open its menu and follow a link", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const failures: string[] = [];
    page.on("pageerror", (error) => failures.push(error.message));
    await page.goto(baseUrl() + "/brightside-dental/crowns");
    expect(await page.evaluate(() => document.scripts.length - document.querySelectorAll('script[type="application/ld+json"]').length)).toBe(0);
    await expect.poll(() => page.title()).toContain("Brightside");
    await page.getByText("Menu", { exact: true }).click();
    const link = page.getByRole("navigation", { name: "Main" }).getByRole("link").first();
    const href = (await link.getAttribute("href"))!;
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    expect(await page.locator("h1").count()).toBe(1);
    expect(failures).toEqual([]);
    await page.close();
  });
});
