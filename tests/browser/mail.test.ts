import { and, eq, isNotNull, ne } from "drizzle-orm";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { md } from "@/lib/rich-text/markdown";
import { db, schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import { DEMO_ACCOUNTS } from "@/demo/accounts";
import { ensureUser, setMembership } from "@/modules/auth/service";
import { upsertContact } from "@/modules/contacts/service";
import { newsService } from "@/modules/news/service";
import { setMailLimits } from "@/modules/console/service";
import { saveNewsletter, sendNewsletter } from "@/modules/newsletters/service";
import { getSiteBySlug, type SiteId } from "@/modules/sites/queries";
import { axeViolations, baseUrl, describeViolations, hydrated, launchBrowser, PHONE, shoot } from "../helpers/browser";

/**
 * Owners writing back, on a phone: a reply to a message, a newsletter
 * composed and sent, and the town's clerk publishing a news item that goes
 * to the list set to take every one. axe at 390 and 1280 px on each screen.
 */
const SHOTS = process.env.SHOTS_DIR;

async function signIn(context: BrowserContext, account: { email: string; password: string }, landing: string): Promise<Page> {
  const page = await context.newPage();
  const failures: string[] = [];
  page.on("console", (m) => m.type() === "error" && failures.push(`${m.text()} ${m.location().url}`));
  page.on("response", (r) => r.status() >= 400 && failures.push(`${r.status()} ${r.url()}`));
  // A navigation cancels the router's prefetches: aborted is not failed.
  page.on("requestfailed", (r) => r.failure()?.errorText !== "net::ERR_ABORTED" && failures.push(`${r.url()} ${r.failure()?.errorText}`));
  (page as Page & { failures: string[] }).failures = failures;
  await page.goto(`${baseUrl()}${landing}`);
  await page.waitForURL(/\/login\?next=/);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: /sign in/i }).click();
  await page.waitForURL((url) => url.pathname === landing);
  return page;
}

async function accessible(page: Page, name: string) {
  await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; }" });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const violations = await axeViolations(page, ["iframe"]);
    expect(violations, describeViolations(`${page.url()} at ${width}`, violations)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

async function subscribe(siteId: SiteId, email: string, list: string) {
  await write([], async (tx) => {
    const contact = await upsertContact(tx, siteId, { email });
    await tx
      .insert(schema.subscriptions)
      .values({ siteId, contactId: contact.id, list, status: "confirmed", consentText: "Yes", confirmedAt: new Date() })
      .onConflictDoNothing();
  });
}

describe("owners writing back", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it("an owner replies to a message on a phone, and sees it queued in the thread", async () => {
    const site = (await getSiteBySlug("copper-kettle"))!;
    const [message] = await db()
      .select({ id: schema.submissions.id, contactId: schema.submissions.contactId })
      .from(schema.submissions)
      .where(and(eq(schema.submissions.siteId, site.id), isNotNull(schema.submissions.contactId), ne(schema.submissions.status, "spam")))
      .limit(1);
    const [contact] = await db().select().from(schema.contacts).where(eq(schema.contacts.id, message!.contactId!));
    const context = await browser.newContext({ viewport: PHONE });
    const path = `/admin/sites/copper-kettle/inbox/${message!.id}`;
    const page = await signIn(context, DEMO_ACCOUNTS.owner, path);
    // It leads with who wrote, then what they wrote.
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(contact!.name ?? contact!.email);
    const wrote = page.getByRole("heading", { name: "What they wrote" });
    expect((await wrote.boundingBox())!.y).toBeLessThan(PHONE.height);

    const box = page.getByLabel(`Your reply to ${contact!.email}`);
    await hydrated(box);
    await box.fill("Thank you! We will have it ready on Saturday.");
    await page.getByRole("button", { name: "Send reply" }).click();
    await page.getByRole("status").filter({ hasText: "is in the outbox" }).waitFor();
    await page.getByRole("heading", { name: "Replies" }).waitFor();
    await page.locator("li").filter({ hasText: "Thank you! We will have it ready on Saturday." }).filter({ hasText: "Queued" }).waitFor();
    const replies = await db()
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.siteId, site.id), eq(schema.outbox.submissionId, message!.id)));
    expect(replies.some((r) => r.kind === "reply" && r.toAddress === contact!.email)).toBe(true);
    await accessible(page, "reply");
    expect((page as Page & { failures: string[] }).failures).toEqual([]);
    await context.close();
  });

  it("an owner writes a newsletter, previews it, sends a test to themselves and sends it", async () => {
    const site = (await getSiteBySlug("copper-kettle"))!;
    await subscribe(site.id, "reader-one@example.org", "newsletter");
    const context = await browser.newContext({ viewport: PHONE });
    const page = await signIn(context, DEMO_ACCOUNTS.owner, "/admin/sites/copper-kettle/newsletters/new");
    const subject = page.getByLabel("Subject");
    await hydrated(subject);
    await subject.fill("Pumpkin bread is back");
    // TipTap draws the text box itself (React does not own it): waiting for it is waiting for the editor.
    const editor = page.locator("#nl-body");
    await editor.waitFor();
    await editor.click();
    await page.keyboard.type("Fresh every morning from Monday.");
    await page.getByRole("checkbox", { name: /Newsletter/ }).check();
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.waitForURL(/\/newsletters\/[0-9a-f-]{36}$/);
    await page.getByTitle("Preview on a phone", { exact: true }).waitFor();
    // The mail as a mail client draws it, not an empty frame.
    for (const title of ["Preview on a phone", "Preview on a desktop", "Preview on a phone, dark mode", "Preview on a desktop, dark mode"]) {
      await expect.poll(() => page.frameLocator(`iframe[title="${title}"]`).locator("body").innerText()).toContain("Fresh every morning from Monday.");
    }
    expect(await page.getByLabel("The newsletter as plain text").textContent()).toContain("Fresh every morning from Monday.");
    await accessible(page, "newsletter-draft");

    await page.getByRole("button", { name: "Send a test to me" }).click();
    await page.getByRole("status").filter({ hasText: "a test copy is on its way" }).waitFor();
    await page.getByRole("button", { name: "Send now" }).click();
    // Sent, it can no longer change: the page shows what became of it instead of the form.
    await page.getByRole("heading", { name: "What happened" }).waitFor();
    const id = new URL(page.url()).pathname.split("/").at(-1)!;
    const copies = await db().select().from(schema.outbox).where(eq(schema.outbox.newsletterId, id));
    const mine = copies.find((c) => c.toAddress === "reader-one@example.org");
    expect(mine?.headers["List-Unsubscribe"]).toMatch(/\/unsubscribe\?lists=newsletter>$/);
    expect(mine?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const tests = await db()
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.siteId, site.id), eq(schema.outbox.kind, "newsletter-test")));
    expect(tests.some((t) => t.toAddress === DEMO_ACCOUNTS.owner.email && t.htmlBody)).toBe(true);
    await page.goto(`${baseUrl()}/admin/sites/copper-kettle/newsletters`);
    await accessible(page, "newsletters");

    // The owner puts the past newsletters on the site, where a visitor reads this one; then takes them off again.
    const archive = page.getByRole("form", { name: "The public archive" });
    const address = archive.getByLabel("Its address on the site");
    await hydrated(address);
    await address.fill("kettle-notes");
    await archive.getByRole("button", { name: "Show the archive on the site" }).click();
    await archive.getByRole("status").filter({ hasText: "Past newsletters are on the site at /copper-kettle/kettle-notes" }).waitFor();
    await archive.getByRole("button", { name: "Stop showing it" }).waitFor();
    await accessible(page, "newsletters-archive-shown");
    const visitor = await browser.newPage();
    await visitor.goto(`${baseUrl()}/copper-kettle/kettle-notes`);
    await visitor.getByRole("link", { name: "Pumpkin bread is back" }).waitFor();
    await archive.getByRole("button", { name: "Stop showing it" }).click();
    await archive.getByRole("status").filter({ hasText: "no longer on the site" }).waitFor();
    await visitor.close();
    // Off the site again (asked outside the browser: a page that answers 404 fails a browser test).
    expect((await fetch(`${baseUrl()}/copper-kettle/kettle-notes`)).status).toBe(404);
    expect((page as Page & { failures: string[] }).failures).toEqual([]);
    await context.close();
  });

  it("an owner writes and saves a newsletter without JavaScript, in a plain text box", async () => {
    await subscribe((await getSiteBySlug("copper-kettle"))!.id, "reader-one@example.org", "newsletter");
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await signIn(context, DEMO_ACCOUNTS.owner, "/admin/sites/copper-kettle/newsletters/new");
    await page.getByLabel("Subject").fill("Soup of the week");
    await page.getByLabel("Text (plain)").fill("## Tuesday\n\nLentil soup, and [the menu](https://example.org/menu).");
    await page.getByRole("checkbox", { name: /Newsletter/ }).check();
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.waitForURL(/\/newsletters\/[0-9a-f-]{36}$/);
    expect(await page.getByLabel("The newsletter as plain text").textContent()).toContain("Lentil soup, and the menu (https://example.org/menu).");
    const id = new URL(page.url()).pathname.split("/").at(-1)!;
    const [saved] = await db().select().from(schema.newsletters).where(eq(schema.newsletters.id, id));
    expect(saved).toMatchObject({ subject: "Soup of the week", status: "draft", lists: ["newsletter"] });
    expect(saved!.body.content[0]).toMatchObject({ type: "heading", attrs: { level: 2 } });
    await shoot(page, "newsletter-no-js");
    // axe cannot run in a page without JavaScript: the same HTML, its plain text box shown and its scripts left out, in a page that has it.
    const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>|<link\b[^>]*\bas="script"[^>]*>/g, "").replace(/<\/?noscript>/g, "");
    const reader = await browser.newPage({ viewport: PHONE });
    await reader.goto(`${baseUrl()}/login`);
    await reader.setContent(html);
    await reader.getByLabel("Text (plain)").waitFor();
    await accessible(reader, "newsletter-no-js-axe");
    await reader.close();
    await context.close();
  });

  it("the town's clerk publishes a news item on a phone, it goes to the list that takes every one, and its unsubscribe leaves that list only", async () => {
    const town = (await getSiteBySlug("town-of-alder-creek"))!;
    const clerk = { email: "clerk-test@townofaldercreek.example", password: "ledger-river-3321" };
    const user = await ensureUser({ email: clerk.email, name: "Clara Clerk", password: clerk.password });
    await setMembership(town.id, user.id, "owner");
    await subscribe(town.id, "resident@example.org", "town-news");
    await subscribe(town.id, "resident@example.org", "emergency-alerts");
    const item = await newsService.insert(
      town.id,
      {
        slug: `pothole-week-${Date.now()}`,
        title: "Pothole week",
        summary: "Crews fill potholes all week.",
        body: md`
Report one on the town's form.
        `,
        publishedAt: new Date(),
      },
      { status: "draft" },
    );

    const context = await browser.newContext({ viewport: PHONE });
    const page = await signIn(context, clerk, "/admin/sites/town-of-alder-creek/newsletters");
    // The town's four lists, Town news set (by the town's data) to take every news item.
    const list = page.getByRole("form", { name: "Settings of the list Town news" });
    for (const name of ["Meeting agendas", "Emergency alerts", "Water district notices"]) {
      await page.getByRole("form", { name: `Settings of the list ${name}` }).waitFor();
    }
    const every = list.getByRole("checkbox", { name: "Send every news item when it is published" });
    await hydrated(every);
    expect(await every.isChecked()).toBe(true);
    await accessible(page, "town-lists");

    await page.goto(`${baseUrl()}/admin/sites/town-of-alder-creek/content/news/${item.id}`);
    const publish = page.getByRole("button", { name: "Save and publish" });
    await hydrated(publish);
    await publish.click();
    // The copies are written by the mail worker once the publish has committed: give a busy machine time.
    const mine = () =>
      db()
        .select()
        .from(schema.outbox)
        .where(and(eq(schema.outbox.siteId, town.id), eq(schema.outbox.toAddress, "resident@example.org"), eq(schema.outbox.kind, "newsletter")));
    await expect.poll(async () => (await mine()).length, { timeout: 30_000 }).toBe(1);
    const [mail] = await mine();
    expect(mail!.subject).toBe("Pothole week");
    const link = /^<(http.*\/contacts\/[^/]+\/[^/]+\/unsubscribe\?lists=town-news)>$/.exec(mail!.headers["List-Unsubscribe"] ?? "");
    expect(link).not.toBeNull();
    expect((page as Page & { failures: string[] }).failures).toEqual([]);
    await context.close();

    // The resident follows the link on a phone: it asks about Town news only, and their other list stays.
    const resident = await browser.newContext({ viewport: PHONE });
    const own = await resident.newPage();
    await own.goto(`${baseUrl()}${new URL(link![1]!).pathname}${new URL(link![1]!).search}`);
    await own.getByRole("heading", { name: "Unsubscribe from Town news?" }).waitFor();
    await accessible(own, "contact-leave-list");
    await own.getByRole("button", { name: "Unsubscribe", exact: true }).click();
    await own.getByRole("status").filter({ hasText: "You are unsubscribed from Town news" }).waitFor();
    expect(await own.getByRole("checkbox", { name: "Town news" }).isChecked()).toBe(false);
    expect(await own.getByRole("checkbox", { name: "Emergency alerts" }).isChecked()).toBe(true);
    // The page changes the rest: join Meeting agendas.
    await own.getByRole("checkbox", { name: "Meeting agendas" }).check();
    await own.getByRole("button", { name: "Save my lists" }).click();
    await own.getByRole("status").filter({ hasText: "Your lists are saved" }).waitFor();
    await accessible(own, "contact-lists");
    const rows = await db()
      .select({ list: schema.subscriptions.list, status: schema.subscriptions.status })
      .from(schema.subscriptions)
      .innerJoin(schema.contacts, and(eq(schema.contacts.siteId, schema.subscriptions.siteId), eq(schema.contacts.id, schema.subscriptions.contactId)))
      .where(and(eq(schema.subscriptions.siteId, town.id), eq(schema.contacts.email, "resident@example.org")));
    expect(Object.fromEntries(rows.map((r) => [r.list, r.status]))).toEqual({
      "town-news": "unsubscribed",
      "emergency-alerts": "confirmed",
      "meeting-agendas": "confirmed",
    });

    // The town keeps every notice sent on its public archive, in the visitor's browser without an account.
    await own.goto(`${baseUrl()}/town-of-alder-creek/notices`);
    await own.getByRole("heading", { level: 1, name: "Past newsletters and notices" }).waitFor();
    await accessible(own, "town-notices-archive");
    await own.getByRole("link", { name: "Pothole week" }).first().click();
    await own.getByRole("heading", { level: 1, name: "Pothole week" }).waitFor();
    expect(await own.locator("main").innerText()).not.toContain("resident@example.org");
    await accessible(own, "town-notice");
    await resident.close();
  });

  it("the operator sets a site's sending limits on a phone; a send past the allowance is held, and its page says why", async () => {
    const site = (await getSiteBySlug("copper-kettle"))!;
    await subscribe(site.id, "reader-two@example.org", "newsletter");
    const context = await browser.newContext({ viewport: PHONE });
    const page = await signIn(context, DEMO_ACCOUNTS.operator, "/admin/console/sites/copper-kettle/mail");
    const allowance = page.getByLabel("Monthly allowance (mails)");
    await hydrated(allowance);
    await allowance.fill("1");
    await page.getByRole("button", { name: "Save the limits" }).click();
    await page.getByRole("status").filter({ hasText: "Saved the sending limits of /copper-kettle" }).waitFor();
    await accessible(page, "console-mail-limits");
    const user = await ensureUser(DEMO_ACCOUNTS.operator);
    const operator = { userId: user.id, email: DEMO_ACCOUNTS.operator.email, name: DEMO_ACCOUNTS.operator.name, isOperator: true };
    try {
      const id = await saveNewsletter(operator, "copper-kettle", null, {
        subject: "Too many",
        body: md`
Over the allowance.
        `,
        lists: ["newsletter"],
      });
      await expect(sendNewsletter(operator, "copper-kettle", id)).rejects.toThrow(/^Not sent: it goes to/);
      await page.goto(`${baseUrl()}/admin/sites/copper-kettle/newsletters/${id}`);
      await page.getByRole("alert").filter({ hasText: "of this month's allowance of 1 mails are left" }).waitFor();
      await accessible(page, "newsletter-held");
      // The site's own page in the console leads to its sending limits.
      await page.goto(`${baseUrl()}/admin/console/sites/copper-kettle`);
      await page.getByRole("link", { name: "Sending limits" }).click();
      await page.waitForURL(/\/admin\/console\/sites\/copper-kettle\/mail$/);
      await accessible(page, "console-site-mail");
    } finally {
      await setMailLimits(operator, "copper-kettle", { perMinute: "", monthlyAllowance: "" });
    }
    expect((page as Page & { failures: string[] }).failures).toEqual([]);
    await context.close();
  });
});
