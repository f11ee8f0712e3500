import { desc, eq } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "@/server/db/client";
import { contactHash } from "@/modules/contacts/service";
import { getSiteBySlug } from "@/modules/sites/queries";
import { axeViolations, baseUrl, describeViolations, hydrated, launchBrowser } from "../helpers/browser";

async function latestSubmission(slug: string) {
  const site = (await getSiteBySlug(slug))!;
  const [row] = await db().select().from(schema.submissions).where(eq(schema.submissions.siteId, site.id)).orderBy(desc(schema.submissions.createdAt)).limit(1);
  return row;
}

describe("forms in the browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it("work without JavaScript: errors beside their fields, values kept, then the site's thank-you page with a reference", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/clearpath-access/contact`);
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Send message" }) });
    await form.getByLabel("Your name").fill("Grace Hopper");
    await form.getByLabel("Email").fill("not an email");
    await form.getByRole("button", { name: "Send message" }).click();
    await page.waitForLoadState("load");

    const summary = page.getByRole("alert").filter({ hasText: "Please correct" });
    await expect.poll(() => summary.count()).toBe(1);
    const email = page.getByLabel("Email");
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await email.getAttribute("aria-describedby"))!;
    expect(await page.locator(`#${describedBy.split(" ").at(-1)}`).textContent()).toContain("Enter an email address like name@example.com");
    expect(await page.getByLabel("Your name").inputValue()).toBe("Grace Hopper");
    expect(await email.inputValue()).toBe("not an email");

    await page.getByLabel("Email").fill("grace@example.org");
    await page.getByLabel("What is it about?").selectOption("An audit");
    await page.locator("textarea[name=message]").fill("We need an audit of our booking flow.");
    // A forged site field in the post changes nothing: the site comes from the route.
    await page.evaluate(() => {
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = "siteId";
      input.value = "00000000-0000-0000-0000-000000000000";
      document.querySelector("form")!.append(input);
    });
    await page.getByRole("button", { name: "Send message" }).click();
    await page.waitForURL(/\/clearpath-access\/thank-you\?ref=MS-/);
    const ref = new URL(page.url()).searchParams.get("ref")!;
    expect(await page.getByRole("status").filter({ hasText: ref }).count()).toBe(1);
    const stored = await latestSubmission("clearpath-access");
    expect(stored).toMatchObject({ reference: ref, status: "new", data: { name: "Grace Hopper", email: "grace@example.org", topic: "An audit" } });
    expect(stored!.data).not.toHaveProperty("siteId");
    // Without SMTP the mail waits in the outbox, readable.
    const mail = await db().select().from(schema.outbox).where(eq(schema.outbox.siteId, stored!.siteId));
    expect(mail.some((m) => m.kind === "submission-receipt" && m.toAddress === "grace@example.org" && m.textBody.includes(ref))).toBe(true);
    await context.close();
  });

  it("validate as you type with JavaScript, and send once however often the button is pressed", async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/clearpath-access/training-contact`);
    const email = page.getByLabel("Email");
    await hydrated(email);
    // Tabbing through fields not yet filled in marks none of them.
    const name = page.getByLabel("Your name");
    await name.focus();
    await page.keyboard.press("Tab");
    await email.focus();
    await email.blur();
    expect(await page.locator("[aria-invalid='true']").count()).toBe(0);
    await email.fill("nope");
    await email.blur();
    await expect.poll(() => email.getAttribute("aria-invalid")).toBe("true");
    await email.fill("lin@example.org");
    await email.blur();
    await expect.poll(() => email.getAttribute("aria-invalid")).toBeNull();

    // A submit with a missing answer: the summary takes focus, and the page stays axe-clean.
    const button = page.getByRole("button", { name: "Send", exact: true });
    await button.click();
    const summary = page.getByRole("alert").filter({ hasText: "Please correct" });
    await expect.poll(() => summary.count()).toBe(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("alert");
    expect(describeViolations("training form with errors", await axeViolations(page))).toBe("");

    await page.getByLabel("Your name").fill("Lin Training");
    await page.getByLabel("Organization").fill("Seneca County");
    await page.getByLabel("Designers").check();
    const before = await db().select().from(schema.submissions);
    await button.dblclick();
    await page.waitForURL(/\/clearpath-access\/thank-you\?ref=MS-/);
    const after = await db().select().from(schema.submissions);
    expect(after.length - before.length).toBe(1);
    await page.close();
  });

  it("refuse a mislabelled upload with a clear message", async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/clearpath-access/audits-contact`);
    await page.getByLabel("Your name").fill("Ida Upload");
    await page.getByLabel("Work email").fill("ida@example.org");
    await page.getByLabel("Organization").fill("Upload Co");
    await page.getByLabel("Website or app to audit").fill("upload.example");
    await page.getByLabel("Website", { exact: true }).check();
    await page
      .getByLabel("A brief or RFP, if you have one")
      .setInputFiles({ name: "brief.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html>not a pdf</html>") });
    await page.getByRole("button", { name: "Request a quote" }).click();
    await expect.poll(() => page.getByText('"brief.pdf" is not a PDF or Word document. Please attach a PDF or Word document.').count()).toBeGreaterThan(0);
    await page.close();
  });
});

describe("a contact's own page", () => {
  it("opens with the signed link only, is never cached or indexed, and unsubscribes in one click", async () => {
    const stored = await latestSubmission("clearpath-access");
    const [contact] = await db().select().from(schema.contacts).where(eq(schema.contacts.id, stored!.contactId!));
    const hash = contactHash(contact!.publicKey);
    const url = `${baseUrl()}/contacts/${contact!.publicKey}/${hash}`;
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    const html = await page.text();
    expect(html).toContain(contact!.email);
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    for (const wrong of [hash.slice(0, -2), `${hash}A`, contactHash("another-contact-key")]) {
      expect((await fetch(`${baseUrl()}/contacts/${contact!.publicKey}/${wrong}`)).status).toBe(404);
    }
    expect((await fetch(`${baseUrl()}/contacts/unknown-key-123/${hash}`)).status).toBe(404);

    const data = await fetch(`${url}/data`);
    expect(
      data.status,
      `${url}/data: ${await data
        .clone()
        .text()
        .then((t) => t.slice(0, 300))}`,
    ).toBe(200);
    expect(data.headers.get("content-disposition")).toContain("attachment");
    expect((await data.json()) as unknown).toMatchObject({ contact: { email: contact!.email } });

    const oneClick = await fetch(`${url}/unsubscribe`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(oneClick.status).toBe(200);
  });

  it("is axe-clean", async () => {
    const stored = await latestSubmission("clearpath-access");
    const [contact] = await db().select().from(schema.contacts).where(eq(schema.contacts.id, stored!.contactId!));
    const browser = await launchBrowser();
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/contacts/${contact!.publicKey}/${contactHash(contact!.publicKey)}`);
    expect(describeViolations("contact page", await axeViolations(page))).toBe("");
    await browser.close();
  });
});

describe("the footer sign-up", () => {
  it("asks for consent, sends nothing but the confirmation, and subscribes once confirmed on the contact's page", async () => {
    const browser = await launchBrowser();
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/daily-grind-coffee`);
    const footer = page.locator("section[aria-labelledby=footer-signup]");
    await footer.locator("input[name=email]").fill("reader@example.org");
    await footer.getByRole("button", { name: "Sign me up" }).click();
    await expect
      .poll(() =>
        footer
          .getByRole("alert")
          .textContent()
          .catch(() => ""),
      )
      .toContain("Please correct");
    await footer.getByLabel(/Yes, email me Roast Notes/).check();
    await footer.getByRole("button", { name: "Sign me up" }).click();
    await expect
      .poll(() =>
        footer
          .getByRole("status")
          .textContent()
          .catch(() => ""),
      )
      .toContain("check your inbox");

    const site = (await getSiteBySlug("daily-grind-coffee"))!;
    const [contact] = await db().select().from(schema.contacts).where(eq(schema.contacts.email, "reader@example.org"));
    expect(contact!.siteId).toBe(site.id);
    const [subscription] = await db().select().from(schema.subscriptions).where(eq(schema.subscriptions.contactId, contact!.id));
    expect(subscription).toMatchObject({
      list: "roast-notes",
      status: "pending",
      consentText: "Yes, email me Roast Notes, about once a month. I can unsubscribe at any time.",
    });
    const mail = await db().select().from(schema.outbox).where(eq(schema.outbox.toAddress, "reader@example.org"));
    expect(mail.map((m) => m.kind)).toEqual(["subscription-confirm"]);
    expect(mail[0]!.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });

    const link = /(http\S+\/contacts\/\S+\?confirm=roast-notes)/.exec(mail[0]!.textBody)![1]!;
    await page.goto(baseUrl() + new URL(link).pathname + new URL(link).search);
    await page.getByRole("button", { name: "Yes, subscribe me" }).click();
    await expect
      .poll(async () => (await db().select().from(schema.subscriptions).where(eq(schema.subscriptions.contactId, contact!.id)))[0]!.status)
      .toBe("confirmed");
    await browser.close();
  });
});
