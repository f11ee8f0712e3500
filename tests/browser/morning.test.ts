import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/demo/accounts";
import { addDays, dateIn, SITE_TIME_ZONE } from "@/lib/time";
import { pool } from "@/server/db/client";
import { getSiteBySlug } from "@/modules/sites/queries";
import { baseUrl, expectAccessible, launchBrowser, PHONE, shoot } from "../helpers/browser";

/** The owner's morning (the overview's yesterday, the picker's figures, landing after sign-in), the host stand's no-show, and invitations with their link. */
const SITE = "copper-kettle";
/** A server action's answer, on a busy machine, can take longer than expect.poll's default second. */
const WAIT = { timeout: 15_000 };

async function signIn(context: BrowserContext, account: { email: string; password: string }): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/admin") && !url.search.includes("landing"));
  return page;
}

/** axe at a phone's and a laptop's width, with a screenshot of each when SHOTS_DIR is set. */
async function checkWidths(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await expectAccessible(page);
  await shoot(page, name);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page);
}

describe("the owner's morning", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it("shows an owner of two sites each one's yesterday, and the overview yesterday beside the day before, each figure its list's", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await signIn(context, DEMO_ACCOUNTS.owner);
    // Two sites: the picker, each site with its figures.
    expect(new URL(page.url()).pathname).toBe("/admin");
    expect(await page.getByTestId("site-yesterday").count()).toBe(DEMO_ACCOUNTS.owner.sites.length);
    await checkWidths(page, "morning-picker");

    await page.getByRole("link", { name: "Copper Kettle" }).click();
    await page.waitForURL((url) => url.pathname === `/admin/sites/${SITE}`);
    const yesterday = page.getByRole("table", { name: "Yesterday beside the day before" });
    const figure = (what: string, column: 1 | 2) =>
      yesterday
        .getByRole("row", { name: new RegExp(`^${what}`) })
        .getByRole("cell")
        .nth(column - 1);
    const messages = Number(await figure("Messages received", 1).textContent());
    await figure("Messages received", 1).getByRole("link").click();
    await page.waitForURL(/\/inbox\?status=all&day=/);
    expect(await page.getByTestId("one-day").textContent()).toContain(`: ${messages}.`);
    await page.goBack();
    const money = await figure("Money received", 1).textContent();
    await figure("Money received", 1).getByRole("link").click();
    await page.waitForURL(/\/payments\?day=/);
    const amounts = await page.getByRole("table").getByRole("row").locator("td:nth-child(5)").allTextContents();
    const paid = amounts.reduce((sum, text) => sum + Math.round(Number(text.replace(/[^0-9.]/g, "")) * 100), 0);
    expect(`$${(paid / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`).toBe(money);

    // Today's tables on Needs you are the Reservations page's for today.
    await page.goto(`${baseUrl()}/admin/sites/${SITE}/reservations`);
    const tables = Number(/: (\d+) tables?,/.exec((await page.getByText(/\d+ tables?, \d+ guests/).textContent()) ?? "")?.[1]);
    await page.goto(`${baseUrl()}/admin/sites/${SITE}`);
    if (tables > 0) expect(await page.getByRole("region", { name: "Needs you" }).textContent()).toContain(`Table reservations: ${tables} today`);
    await checkWidths(page, "morning-overview");

    // The period picker's Yesterday, compared with the day before.
    await page.getByRole("navigation", { name: "Period" }).getByRole("link", { name: "Yesterday" }).click();
    await page.waitForURL(/period=yesterday/);
    expect(await page.getByRole("link", { name: "Yesterday", exact: true }).first().getAttribute("aria-current")).toBe("page");
    expect(await page.getByText(/^“Was”: the day before \(/).count()).toBe(1);
    expect(await page.locator("dd", { hasText: /^was \d/ }).count()).toBe(4);
    await context.close();
  });

  it("lands someone who works on one site on its overview after signing in", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await signIn(context, DEMO_ACCOUNTS.editor);
    expect(new URL(page.url()).pathname).toBe(`/admin/sites/${DEMO_ACCOUNTS.editor.sites[0]}`);
    // An editor reads no inbox, so no yesterday of messages and money either.
    expect(await page.getByRole("table", { name: "Yesterday beside the day before" }).count()).toBe(0);
    await context.close();
  });

  it("marks a party that did not come at the host stand, and counts it on the morning screen", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await signIn(context, DEMO_ACCOUNTS.owner);
    const day = addDays(dateIn(new Date(), SITE_TIME_ZONE), -1);
    await page.goto(`${baseUrl()}/admin/sites/${SITE}/reservations?date=${day}`);
    const button = page.getByRole("button", { name: /^Did not come/ }).first();
    const reference = /\(([^)]+)\)\s*$/.exec((await button.textContent())!)![1]!;
    await button.click();
    await expect.poll(() => page.getByRole("button", { name: `Came after all (${reference})` }).count(), WAIT).toBe(1);
    expect(await page.getByText(/\d+ tables?, \d+ guests/).textContent()).toContain("1 did not come");
    await checkWidths(page, "reservations-no-show");
    await page.goto(`${baseUrl()}/admin/sites/${SITE}`);
    const yesterday = page.getByRole("table", { name: "Yesterday beside the day before" });
    expect(
      await yesterday
        .getByRole("row", { name: /^Guests who did not come/ })
        .getByRole("cell")
        .first()
        .textContent(),
    ).toBe("1");
    // Taken back, as the host stand would when the party turns up late.
    await page.goto(`${baseUrl()}/admin/sites/${SITE}/reservations?date=${day}`);
    await page.getByRole("button", { name: `Came after all (${reference})` }).click();
    await expect.poll(() => page.getByRole("button", { name: `Did not come (${reference})` }).count(), WAIT).toBe(1);
    await context.close();
  });

  it("shows an invitation with its mail and its link to the owner and the operator, and warns that mail is not delivered", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await signIn(context, DEMO_ACCOUNTS.owner);
    await page.goto(`${baseUrl()}/admin/sites/${SITE}/people`);
    // The test server has no mail server: the admin says so.
    expect(await page.getByTestId("mail-warning").textContent()).toContain("tell the platform's operator");
    const email = `new-cook-${Date.now()}@example.org`;
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Name").fill("New Cook");
    await page.getByRole("button", { name: "Invite" }).click();
    const invitation = page.getByTestId("invitation").filter({ hasText: email });
    await expect.poll(() => invitation.count(), WAIT).toBe(1);
    expect(await invitation.textContent()).toContain("Mail waiting to be sent");
    const link = await invitation.getByLabel(`Invitation link for ${email}`).inputValue();
    expect(link).toMatch(/\/login\/invitation\?site=/);
    await checkWidths(page, "people-invitation");

    // The link, handed over, opens the new account's first-password page.
    const invited = await browser.newContext({ viewport: PHONE });
    const theirs = await invited.newPage();
    await theirs.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl()));
    await theirs.waitForURL(/\/login\/reset\?token=/);
    await invited.close();

    const operatorContext = await browser.newContext({ viewport: PHONE });
    const console = await signIn(operatorContext, DEMO_ACCOUNTS.operator);
    await console.goto(`${baseUrl()}/admin/console/people`);
    expect(await console.getByTestId("mail-warning").textContent()).toContain("set SMTP_URL");
    expect(await console.getByTestId("invitation").filter({ hasText: email }).count()).toBe(1);
    await checkWidths(console, "console-invitations");
    await operatorContext.close();

    await page.getByRole("button", { name: `Withdraw the invitation of ${email}` }).click();
    await expect.poll(() => invitation.count(), WAIT).toBe(0);
    await context.close();
  });

  it("gives the operator what needs them, the platform's health, each site's record with its actions, and domain words that do not say localhost", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await signIn(context, DEMO_ACCOUNTS.operator);
    await page.goto(`${baseUrl()}/admin/console`);
    const needs = page.getByRole("region", { name: "Needs you" });
    expect(await needs.textContent()).toContain("No mail server is set (SMTP_URL)");
    // No Suspend or Delete on the list's rows; each site's status says what visitors find.
    expect(await page.getByRole("button", { name: /^Suspend/ }).count()).toBe(0);
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: "The Copper Kettle" }) });
    expect(await row.textContent()).toContain("Live");
    await checkWidths(page, "console-sites");

    await row.getByRole("link", { name: "The Copper Kettle" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/console/sites/copper-kettle");
    expect(await page.getByRole("button", { name: "Suspend the site" }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Delete the site…" }).count()).toBe(1);
    await checkWidths(page, "console-site-record");

    await page.goto(`${baseUrl()}/admin/console/health`);
    for (const section of ["Database", "Mail", "File storage", "Background work"]) expect(await page.getByRole("heading", { name: section }).count()).toBe(1);
    expect(await page.getByRole("region", { name: "Database" }).textContent()).toMatch(/Working.*Answers in \d+ ms/);
    expect(await page.getByRole("region", { name: "File storage" }).textContent()).toContain("stored, read and removed");
    expect(await page.getByRole("region", { name: "Mail" }).textContent()).toContain("Needs you");
    await checkWidths(page, "console-health");

    // The test server has no PUBLIC_URL: the domain page says what to set, never "localhost".
    await page.goto(`${baseUrl()}/admin/sites/copper-kettle/domains`);
    expect(await page.getByRole("alert").filter({ hasText: "PUBLIC_URL" }).textContent()).toContain("Set PUBLIC_URL");
    expect(await page.getByRole("region", { name: "Certificates and www" }).textContent()).toContain("www.example.com");
    expect(await page.locator("main").textContent()).not.toContain("localhost");
    await checkWidths(page, "domains-no-public-url");
    await context.close();
  });

  it("shows a scheduled post's signed preview link in its editor, never its address before it is live", async () => {
    const site = (await getSiteBySlug("lockstep-escapes"))!;
    const slug = `coming-${Date.now()}`;
    const { rows } = await pool().query<{ id: string }>(
      "insert into posts (site_id, slug, title, excerpt, body, status, published_at) values ($1, $2, 'A post for tomorrow', '', $3, 'scheduled', now() + interval '1 day') returning id",
      [site.id, slug, JSON.stringify({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Soon." }] }] })],
    );
    try {
      const context = await browser.newContext({ viewport: PHONE });
      const page = await signIn(context, DEMO_ACCOUNTS.owner);
      await page.goto(`${baseUrl()}/admin/sites/${site.slug}/posts/${rows[0]!.id}`);
      expect(await page.getByText(/^Scheduled for .*: until then only people with the preview link see it\.$/).count()).toBe(1);
      expect(await page.getByRole("link", { name: new RegExp(`/${slug}$`) }).count()).toBe(0);
      await checkWidths(page, "post-scheduled");
      const preview = await page.getByRole("link", { name: "Preview the scheduled post" }).getAttribute("href");
      const visitor = await browser.newContext();
      const answer = await (await visitor.newPage()).goto(new URL(preview!, baseUrl()).toString());
      expect(answer?.status()).toBe(200);
      await visitor.close();
      await context.close();
    } finally {
      await pool().query("delete from posts where id = $1", [rows[0]!.id]);
    }
  });
});
