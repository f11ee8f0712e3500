import { and, desc, eq } from "drizzle-orm";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "@/server/db/client";
import { DEMO_ACCOUNTS } from "@/demo/accounts";
import { getSiteBySlug } from "@/modules/sites/queries";
import { axeViolations, baseUrl, describeViolations, expectFailures, hydrated, launchBrowser } from "../helpers/browser";

/**
 * The admin as its people use it: each demo role signs in and does its main
 * jobs, the way a keyboard or a mouse would, with axe on every screen.
 */
type Account = { email: string; password: string };

async function signIn(context: BrowserContext, account: Account, landing = "/admin"): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl()}${landing}`);
  await page.waitForURL(/\/login\?next=/);
  // By keyboard only: the fields and the button are reached with Tab.
  await page.getByLabel("Email").focus();
  await page.keyboard.type(account.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(account.password);
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname === landing);
  return page;
}

async function expectAccessible(page: Page) {
  await page.waitForLoadState("load");
  const violations = await axeViolations(page);
  expect(violations, describeViolations(page.url(), violations)).toEqual([]);
}

/** Axe at a phone's and a tablet's width; with SHOTS set, a screenshot of each into that folder. */
async function atWidths(page: Page, name: string) {
  // A button fading back from its busy look is not a contrast failure.
  await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; }" });
  for (const width of [390, 768]) {
    await page.setViewportSize({ width, height: 900 });
    // An editor's Save bar sticks to the bottom of the window, and axe counts a control it half covers as too small
    // (target-size) wherever the page happens to be scrolled: at the end of the page the bar rests in its own place.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expectAccessible(page);
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe("the admin in the browser", () => {
  let browser: Browser;
  /** The owner's session, signed in once by keyboard: the jobs after the sign-in test start from it. */
  let ownerSession: Awaited<ReturnType<BrowserContext["storageState"]>>;
  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext();
    await signIn(context, DEMO_ACCOUNTS.owner);
    ownerSession = await context.storageState();
    await context.close();
  });

  /** A context of the owner's, already signed in, with a page open at `landing`. */
  async function asOwner(landing: string, options: { viewport?: { width: number; height: number } } = {}) {
    const context = await browser.newContext({ ...options, storageState: ownerSession });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}${landing}`);
    return { context, page };
  }
  afterAll(async () => browser?.close());

  it("signs in (the sign-in page is accessible and refuses a wrong password politely), and signs out", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/login`);
    await expectAccessible(page);
    await page.getByLabel("Email").fill(DEMO_ACCOUNTS.owner.email);
    await page.getByLabel("Password").fill("not-the-password-1");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/error=credentials/);
    expect(await page.getByRole("alert").filter({ hasText: "do not match" }).count()).toBe(1);
    expect(await page.getByLabel("Email").inputValue()).toBe(DEMO_ACCOUNTS.owner.email);
    await expectAccessible(page);

    const admin = await signIn(context, DEMO_ACCOUNTS.owner);
    expect(await admin.getByRole("link", { name: "Lockstep Escape Rooms" }).count()).toBe(1);
    expect(await admin.getByRole("link", { name: "The Copper Kettle" }).count()).toBe(1);
    await expectAccessible(admin);
    await admin.getByRole("button", { name: "Sign out", exact: true }).click();
    await admin.waitForURL(/\/login\?signed-out=here/);
    await admin.goto(`${baseUrl()}/admin`);
    await admin.waitForURL(/\/login\?next=/);
    await context.close();
  });

  it("lets an owner edit a page and see it live at once, with the old version in its history", async () => {
    const { context, page } = await asOwner("/admin/sites/lockstep-escapes/pages");
    await expectAccessible(page);
    await page.getByRole("link", { name: "Our Escape Room Games" }).click();
    await page.waitForURL(/\/pages\/[0-9a-f-]{36}$/);
    const editorUrl = page.url();
    await page.locator("summary", { hasText: "2. Cards" }).click();
    const heading = page.locator("#f-blocks-1-props-heading");
    expect(await heading.inputValue()).toBe("The rooms");
    await heading.fill("Three rooms, built here");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Save and publish" }).click();
    // A save and publish is two writes, beside the live preview's renders: more than poll's default second on a busy machine.
    await expect.poll(() => page.getByRole("status").filter({ hasText: "it is live now" }).count(), { timeout: 15_000 }).toBe(1);

    const visitor = await browser.newPage();
    await visitor.goto(`${baseUrl()}/lockstep-escapes/games`);
    expect(await visitor.getByRole("heading", { name: "Three rooms, built here" }).count()).toBe(1);
    await visitor.close();

    await page.getByRole("link", { name: "History" }).click();
    await page.waitForURL(/\/history\/page\//);
    await expectAccessible(page);
    // The current version, and the page as it was before this first edit.
    const versions = page.getByRole("list", { name: "Saved versions, newest first" }).getByRole("listitem");
    expect(await versions.count()).toBe(2);
    expect(await versions.nth(1).getByText("As it was before the first edit").count()).toBe(1);
    // Before restoring it, the earlier version says what it would change and shows itself, on a phone as on a desktop.
    await versions
      .nth(1)
      .getByRole("link", { name: /^What changed, and a preview/ })
      .click();
    await page.waitForURL(/\?version=[0-9a-f-]{36}#compare$/);
    const compare = page.getByRole("region", { name: /^The version saved .*, beside the current one$/ });
    const then = compare.getByRole("definition").filter({ hasText: "This version: The rooms" });
    expect(await compare.getByRole("term").filter({ hasText: "Block 2 (Cards) › Heading" }).count()).toBe(1);
    expect(await then.count()).toBe(1);
    expect(await compare.getByRole("definition").filter({ hasText: "Now: Three rooms, built here" }).count()).toBe(1);
    const frame = compare.frameLocator('iframe[title="Preview of the page"]');
    await frame.getByRole("heading", { name: "The rooms" }).first().waitFor();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page);
      if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/history-compare-${width}.png`, fullPage: true });
    }

    // A block schema's rule is enforced on the server and shown beside the field.
    await page.goto(editorUrl);
    await page.locator("summary", { hasText: "2. Cards" }).click();
    await page.locator("#f-blocks-1-props-items-0-title").fill("");
    await page.locator("#f-title").fill("Games: a title typed before a failed save");
    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect.poll(() => page.getByRole("alert").filter({ hasText: "Some fields need attention" }).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.locator("#f-blocks-1-props-items-0-title").getAttribute("aria-invalid")).toBe("true");
    // Nothing typed is lost, and the summary beside the Save button has the focus.
    expect(await page.locator("#f-title").inputValue()).toBe("Games: a title typed before a failed save");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("alert");

    // A block goes in at any place from a picker that says what each is for; moves are announced; a block can be copied.
    await page.getByRole("button", { name: "Insert a block here, at place 1" }).click();
    await page.getByRole("button", { name: /^Notice A boxed message/ }).click();
    await page.locator("summary", { hasText: "1. Notice" }).waitFor();
    await page.getByRole("button", { name: "Move down: block 1. Notice" }).click();
    await expect
      .poll(() =>
        page
          .locator("[aria-live=polite]")
          .filter({ hasText: /Notice moved to place 2 of \d+\./ })
          .count(),
      )
      .toBe(1);
    await page.getByRole("button", { name: "Duplicate block 2. Notice" }).click();
    expect(await page.locator("summary", { hasText: "3. Notice" }).count()).toBe(1);
    await atWidths(page, "blocks");
    await context.close();
  });

  it("refuses a second tab's stale save with the other change shown and nothing lost, and asks before leaving unsaved changes", async () => {
    const { context, page: first } = await asOwner("/admin/sites/copper-kettle/pages");
    await first.getByRole("link", { name: "Weekend Brunch" }).click();
    await first.waitForURL(/\/pages\/[0-9a-f-]{36}$/);
    const second = await context.newPage();
    await second.goto(first.url());
    // The second tab saves first.
    await second.locator("#f-title").fill("Weekend Brunch, Saturdays too");
    await second.getByRole("button", { name: "Save and publish" }).click();
    await second.getByRole("status").filter({ hasText: "it is live now" }).waitFor();
    // The first tab, opened before, is refused; what was typed stays; the other change is shown.
    await first.locator("#f-description").fill("Brunch on Sundays, with the first tab's words.");
    await first.getByRole("button", { name: "Save and publish" }).click();
    const conflict = first.getByRole("alert").filter({ hasText: "Someone else saved this page while you were editing it" });
    await conflict.waitFor();
    expect(await conflict.textContent()).toContain("Weekend Brunch, Saturdays too");
    expect(await first.locator("#f-description").inputValue()).toBe("Brunch on Sundays, with the first tab's words.");
    await atWidths(first, "conflict");
    // Keeping mine saves over theirs.
    await first.getByRole("button", { name: "Keep mine (save over theirs)" }).click();
    await first.getByRole("status").filter({ hasText: "it is live now" }).waitFor();

    // Leaving with unsaved changes asks first; staying keeps them.
    await first.locator("#f-description").fill("Not saved yet.");
    const asked: string[] = [];
    first.once("dialog", (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await first.getByRole("link", { name: "History" }).first().click();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toMatch(/not saved/);
    expect(first.url()).toMatch(/\/pages\/[0-9a-f-]{36}$/);
    expect(await first.locator("#f-description").inputValue()).toBe("Not saved yet.");
    await context.close();
  });

  it("renames a page's address: the old one leads to the new, the menu follows, and the redirect is listed for the owner", async () => {
    const { context, page } = await asOwner("/admin/sites/copper-kettle/pages");
    await page.getByRole("link", { name: "Lunch & Dinner Menu" }).click();
    await page.waitForURL(/\/pages\/[0-9a-f-]{36}$/);
    const editor = page.url();
    await page.locator("#f-path").fill("lunch-and-dinner");
    await page.getByRole("button", { name: "Save and publish" }).click();
    await page.getByRole("status").filter({ hasText: "it is live now" }).waitFor();

    const visitor = await browser.newPage();
    const response = await visitor.goto(`${baseUrl()}/copper-kettle/dining`);
    expect(response?.status()).toBe(200);
    expect(new URL(visitor.url()).pathname).toBe("/copper-kettle/lunch-and-dinner");
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/copper-kettle\/dining$/);
    expect(await visitor.locator('a[href$="/copper-kettle/dining"]').count()).toBe(0);
    await visitor.close();

    await page.goto(`${baseUrl()}/admin/sites/copper-kettle/redirects`);
    expect(await page.getByRole("listitem").filter({ hasText: "/copper-kettle/dining goes to /copper-kettle/lunch-and-dinner" }).count()).toBe(1);
    await atWidths(page, "redirects");

    // And back to its catalogue address, which the demo's tests expect: the page answers there itself again.
    await page.goto(editor);
    await page.locator("#f-path").fill("dining");
    await page.getByRole("button", { name: "Save and publish" }).click();
    await page.getByRole("status").filter({ hasText: "it is live now" }).waitFor();
    expect((await fetch(`${baseUrl()}/copper-kettle/dining`, { redirect: "manual" })).status).toBe(200);
    await context.close();
  });

  it("lets an owner write a draft post, preview it, publish it and find it on the blog", async () => {
    const { context, page } = await asOwner("/admin/sites/lockstep-escapes/posts/new");
    await page.getByLabel("Title").fill("Our winter hours");
    expect(await page.getByLabel("Address (slug)").inputValue()).toBe("our-winter-hours");
    await page.getByLabel("Excerpt").fill("Open late on Fridays all winter.");
    const text = page.getByRole("textbox", { name: "Text" });
    await text.click();
    await page.keyboard.type("From December we stay open until midnight on Fridays.");
    await expectAccessible(page);
    // One way to publish, the page editor's: a draft first.
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.waitForURL(/\/posts\/[0-9a-f-]{36}\?created=1$/);

    const preview = (await page.getByRole("link", { name: "Preview the draft" }).getAttribute("href"))!;
    // A draft is not found by a visitor, at its address or under the drafts.
    expectFailures(/^404 GET .*\/lockstep-escapes\/blog\/(drafts\/)?our-winter-hours(\?.*)?$/);
    const visitor = await browser.newPage();
    await visitor.goto(`${baseUrl()}/lockstep-escapes/blog/our-winter-hours`);
    expect(await visitor.title()).not.toContain("Our winter hours");
    expect((await visitor.goto(`${baseUrl()}/lockstep-escapes/blog/drafts/our-winter-hours`))?.status()).toBe(404);
    await visitor.goto(`${baseUrl()}${preview}`);
    expect(await visitor.getByText("until midnight on Fridays").count()).toBeGreaterThan(0);
    // The signed-in owner sees the draft at its address without the link.
    const own = await page.goto(`${baseUrl()}/lockstep-escapes/blog/drafts/our-winter-hours`);
    expect(own?.status()).toBe(200);
    expect(await page.getByText("until midnight on Fridays").count()).toBeGreaterThan(0);
    await page.goBack();
    await page.waitForURL(/\/posts\/[0-9a-f-]{36}\?created=1$/);

    // Scheduled from the Publishing panel: the editor then gives the scheduled post's signed preview link, never its address.
    const tomorrow = new Date(Date.now() + 86_400_000);
    const local = new Intl.DateTimeFormat("sv-SE", { timeZone: "America/New_York", dateStyle: "short" }).format(tomorrow);
    await page.getByLabel(/^Publish the saved draft at/).fill(`${local}T09:30`);
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await page.getByText("Scheduled: the saved draft goes live by itself at that time.").waitFor();
    await page.reload();
    await page.getByRole("link", { name: "Preview the scheduled post" }).waitFor();
    expect(await page.getByRole("link", { name: "View it live" }).count()).toBe(0);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page);
      if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/post-scheduled-${width}.png`, fullPage: true });
    }

    await page.getByRole("button", { name: "Save and publish" }).click();
    await page.getByRole("status").filter({ hasText: "it is live now" }).waitFor();
    await visitor.goto(`${baseUrl()}/lockstep-escapes/blog`);
    expect(await visitor.getByRole("link", { name: "Our winter hours" }).count()).toBeGreaterThan(0);
    await visitor.close();
    await context.close();
  });

  it("lets an owner on a phone keep a draft of a live post beside it, preview it and publish it", async () => {
    const site = (await getSiteBySlug("lockstep-escapes"))!;
    const [post] = await db()
      .select({ id: schema.posts.id, slug: schema.posts.slug, title: schema.posts.title })
      .from(schema.posts)
      .where(and(eq(schema.posts.siteId, site.id), eq(schema.posts.status, "published")))
      .orderBy(desc(schema.posts.publishedAt))
      .limit(1);
    const { context, page } = await asOwner(`/admin/sites/lockstep-escapes/posts/${post!.id}`, { viewport: { width: 390, height: 844 } });
    const changed = `${post!.title} (updated)`;
    await hydrated(page.getByRole("button", { name: "Save draft" }));
    await page.getByLabel("Title").fill(changed);
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByRole("status").filter({ hasText: "visitors see the published version until you publish" }).waitFor();
    const preview = (await page.getByRole("link", { name: /Preview the saved draft/ }).getAttribute("href"))!;

    // Visitors keep the live post; the signed link shows the draft.
    const visitor = await browser.newPage();
    await visitor.goto(`${baseUrl()}/lockstep-escapes/blog/${post!.slug}`);
    expect(await visitor.getByRole("heading", { level: 1 }).textContent()).toBe(post!.title);
    await visitor.goto(`${baseUrl()}${preview}`);
    expect(await visitor.getByRole("heading", { level: 1 }).textContent()).toBe(changed);

    // Opened again, the editor holds the draft and says so.
    await page.reload();
    expect(await page.getByLabel("Title").inputValue()).toBe(changed);
    expect(await page.getByTestId("publication").textContent()).toBe("Published; draft changes not live yet.");
    await page.getByRole("button", { name: "Discard draft" }).waitFor();
    await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; }" });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page);
      if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/post-draft-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 390, height: 844 });

    await page.getByRole("button", { name: "Save and publish" }).click();
    await page.getByRole("status").filter({ hasText: "it is live now" }).waitFor();
    await visitor.goto(`${baseUrl()}/lockstep-escapes/blog/${post!.slug}`);
    expect(await visitor.getByRole("heading", { level: 1 }).textContent()).toBe(changed);
    await visitor.close();
    await context.close();
  });

  it("lets an owner read a visitor's message and export the messages as CSV", async () => {
    const site = (await getSiteBySlug("lockstep-escapes"))!;
    const visitor = await browser.newPage();
    await visitor.goto(`${baseUrl()}/lockstep-escapes/contact`);
    const form = visitor.locator("form").filter({ has: visitor.getByRole("button", { name: "Send message" }) });
    await form.getByLabel("Your name").fill("Ada Lovelace");
    await form.getByLabel("Email").fill("ada@example.org");
    await form.getByLabel("What is it about?").selectOption("A question about a game");
    await form.getByLabel("Message").fill("Can we book the whole Bigfoot room for a team of eight?");
    await form.getByRole("button", { name: "Send message" }).click();
    const thanks = visitor.getByRole("status").filter({ hasText: /MS-/ });
    await expect.poll(() => thanks.count()).toBe(1);
    const reference = /MS-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec((await thanks.textContent())!)![0];
    await visitor.close();
    const [stored] = await db()
      .select({ id: schema.submissions.id })
      .from(schema.submissions)
      .where(and(eq(schema.submissions.siteId, site.id), eq(schema.submissions.reference, reference)))
      .orderBy(desc(schema.submissions.createdAt));
    expect(stored).toBeDefined();

    const { context, page } = await asOwner("/admin/sites/lockstep-escapes/inbox");
    await expectAccessible(page);
    await page
      .getByRole("link", { name: new RegExp(reference) })
      .first()
      .click();
    await page.waitForURL(new RegExp(`/inbox/${stored!.id}`));
    expect(await page.getByText("whole Bigfoot room").count()).toBeGreaterThan(0);
    await expectAccessible(page);

    const csv = await page.request.get(`${baseUrl()}/admin/sites/lockstep-escapes/export/messages`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(await csv.text()).toContain(reference);
    await context.close();
  });

  it("keeps an editor to content: no inbox, no other site", async () => {
    const context = await browser.newContext();
    const page = await signIn(context, DEMO_ACCOUNTS.editor);
    expect(await page.getByRole("link", { name: "Lockstep Escape Rooms" }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "The Copper Kettle" }).count()).toBe(0);
    await page.goto(`${baseUrl()}/admin/sites/lockstep-escapes/inbox`);
    await page.waitForURL(/denied=inbox/);
    expect(await page.getByRole("alert").filter({ hasText: "Only the site's owners" }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Messages" }).count()).toBe(0);
    await expectAccessible(page);
    expectFailures(/^404 GET .*\/admin\/sites\/copper-kettle\/pages$/);
    const other = await page.goto(`${baseUrl()}/admin/sites/copper-kettle/pages`);
    expect(other?.status()).toBe(404);
    const csv = await page.request.get(`${baseUrl()}/admin/sites/lockstep-escapes/export/messages`);
    expect(csv.status()).toBeGreaterThanOrEqual(400);
    await context.close();
  });

  it("creates a site from a template as the new business's own, hidden until launched through its checklist, then deletes it", async () => {
    const context = await browser.newContext();
    const page = await signIn(context, DEMO_ACCOUNTS.operator, "/admin/console/new");
    await atWidths(page, "new-site");
    await page.getByLabel("Kind of site").selectOption("dental");
    await page.getByLabel("Business name").fill("Maple Street Dental");
    await page.getByLabel("Address", { exact: true }).fill("maple-street-dental");
    await page.getByLabel("Phone").fill("(315) 555-0199");
    await page.getByLabel("Email").fill("office@maplestreet.example");
    await page.getByLabel("Street").fill("9 Orchard Lane");
    await page.getByLabel("Town or city").fill("Geneva");
    await page.getByLabel("State").fill("NY");
    // The hours page's week grid: Monday to Friday, and a half day on Saturday.
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]) {
      await page.getByLabel(`${day} opens`, { exact: true }).fill("08:00");
      await page.getByLabel(`${day} closes`, { exact: true }).fill("16:30");
    }
    await page.getByLabel("Saturday opens", { exact: true }).fill("09:00");
    // A half-given address is refused beside the missing line, and nothing typed is lost.
    await page.getByRole("button", { name: /create/i }).click();
    await expect.poll(() => page.getByText("Fill in every line of the address").count()).toBeGreaterThan(0);
    expect(await page.getByLabel("Street").inputValue()).toBe("9 Orchard Lane");
    expect(await page.getByLabel("Friday closes", { exact: true }).inputValue()).toBe("16:30");
    await page.getByLabel("ZIP code").fill("14456");
    // Saturday's half-given span is refused beside the day.
    await page.getByRole("button", { name: /create/i }).click();
    await page.getByText("Give both the opening and the closing time, or neither for a closed day.").first().waitFor();
    expect(await page.getByLabel("Saturday opens", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    await page.getByLabel("Saturday closes", { exact: true }).fill("12:00");
    await page.getByLabel("Leave them out").check();
    await page.getByRole("button", { name: /create/i }).click();
    await page.waitForURL(/\/admin\/sites\/maple-street-dental$/);
    await page.getByRole("heading", { name: "Before you launch" }).waitFor();
    // The platform read every text of every page on what is under it; the showroom's pictures came over, each named where it is.
    await page.getByText("Every text reads on what is under it (done)").waitFor();
    const pictures = page.getByRole("list", { name: "Where: The pictures are yours" });
    expect(await pictures.getByRole("listitem").count()).toBeGreaterThan(0);
    expect(await pictures.getByRole("listitem").first().textContent()).toMatch(
      /^The template's picture “.+” on (the home page|page "\/.+")\. Edit (the home page|page)/,
    );
    await atWidths(page, "launch-checklist");
    await expectAccessible(page);
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/launch-checklist-1280.png`, fullPage: true });
    // The week the form took is the one the hours page edits.
    await page.goto(`${baseUrl()}/admin/sites/maple-street-dental/hours`);
    const week = page.getByRole("group", { name: "Opening hours by day" });
    expect(await week.getByLabel("Wednesday closes", { exact: true }).inputValue()).toBe("16:30");
    expect(await week.getByLabel("Saturday closes", { exact: true }).inputValue()).toBe("12:00");
    expect(await week.getByLabel("Sunday opens", { exact: true }).inputValue()).toBe("");
    await page.goto(`${baseUrl()}/admin/sites/maple-street-dental`);

    // Before its launch and after its deletion, the site is not found by a visitor.
    expectFailures(/^404 GET .*\/maple-street-dental(\/about)?$/);
    const visitor = await browser.newPage();
    const soon = await visitor.goto(`${baseUrl()}/maple-street-dental/about`);
    expect(soon?.status()).toBe(404);
    expect(await visitor.locator("h1").textContent()).toBe("Coming soon");
    expect(await visitor.content()).not.toContain("Maple Street Dental");

    await page.getByRole("button", { name: "Launch the site" }).click();
    await page.getByText("Confirm “Your phone, email, address and hours are right” first.").waitFor();
    await page.getByLabel("Your phone, email, address and hours are right").check();
    await page.getByLabel("The pictures are yours", { exact: true }).check();
    await page.getByLabel("The logo and colours are yours").check();
    await page.getByRole("button", { name: "Launch the site" }).click();
    await page.getByText("Launched: /maple-street-dental is public now.").waitFor();

    const showroom = ["Brightside", "555-0128", "5855550128", "318 South Main", "brightside.example", "Marsh", "Canandaigua"];
    for (const path of ["", "/about", "/contact", "/team"]) {
      const response = await visitor.goto(`${baseUrl()}/maple-street-dental${path}`);
      expect(response?.status(), path).toBe(200);
      const html = await visitor.content();
      expect(html).toContain("Maple Street Dental");
      expect(
        showroom.filter((s) => html.includes(s)),
        path,
      ).toEqual([]);
    }
    expect(await visitor.locator('a[href^="tel:"]').first().getAttribute("href")).toBe("tel:+13155550199");
    // The opening banner keeps the showroom's photograph until the owner's own takes its place.
    await visitor.goto(`${baseUrl()}/maple-street-dental`);
    expect(await visitor.locator("main section").first().locator("img").count()).toBeGreaterThan(0);

    await page.goto(`${baseUrl()}/admin/console/sites/maple-street-dental/delete`);
    await expectAccessible(page);
    await page.getByLabel("Type maple-street-dental to confirm").fill("maple-street-dental");
    await page.getByRole("button", { name: /delete/i }).click();
    await page.waitForURL(/\/admin\/console\?deleted=/);
    expect((await visitor.goto(`${baseUrl()}/maple-street-dental`))?.status()).toBe(404);
    await visitor.close();
    await context.close();
  });
});
