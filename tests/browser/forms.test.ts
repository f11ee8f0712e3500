import { desc, eq } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "@/server/db/client";
import { contactHash } from "@/modules/contacts/service";
import { getSiteBySlug } from "@/modules/sites/queries";
import { axeViolations, baseUrl, describeViolations, hydrated, launchBrowser } from "../helpers/browser";
import { plainForm } from "../helpers/plain-form";
import { IN_PLACE_HEADER } from "@/modules/routing/in-place";

async function latestSubmission(slug: string) {
  const site = (await getSiteBySlug(slug))!;
  const [row] = await db().select().from(schema.submissions).where(eq(schema.submissions.siteId, site.id)).orderBy(desc(schema.submissions.createdAt)).limit(1);
  return row;
}

let nextAddress = 1;
/** A visitor of their own address (the test server trusts one proxy hop), so rate limits and kept answers stay apart. */
const visitor = () => ({ "X-Forwarded-For": `198.51.101.${nextAddress++}` });

describe("a form's post to its own route, as a browser without JavaScript sends it", () => {
  const contact = () => `${baseUrl()}/clearpath-access/contact`;

  it("names a real address to post to, never an empty action", async () => {
    const html = await (await fetch(contact())).text();
    expect(html).not.toContain('action=""');
    const tag = /<form[^>]* action="\/api\/sites\/clearpath-access\/forms\/[a-z0-9-]+"[^>]*>/.exec(html)?.[0];
    expect(tag).toContain('method="post"');
  });

  it("answers errors by going back to the form, what was typed kept on the server (not in the address, not in the page cache, not for anyone else)", async () => {
    const from = visitor();
    const form = await plainForm(contact(), "Send message", from);
    const answer = await form.post({ name: "Plain Poster", email: "not an email", topic: "Training", message: "A question, typed once." });
    expect(answer.status).toBe(303);
    const back = answer.headers.get("location")!;
    expect(back).toMatch(/^\/clearpath-access\/contact\?form=[0-9a-f-]{36}#form-[a-z0-9-]+$/);
    for (const typed of ["Plain", "Poster", "not", "question"]) expect(back).not.toContain(typed);

    for (let i = 0; i < 2; i++) {
      const page = await fetch(baseUrl() + back, { headers: from });
      expect(page.status).toBe(200);
      expect(page.headers.get("x-cache") ?? "").not.toBe("hit");
      const html = await page.text();
      expect(html).toContain("Enter an email address like name@example.com");
      expect(html).toContain('value="Plain Poster"');
      expect(html).toContain("A question, typed once.</textarea>");
    }
    // Another visitor following the same address sees the empty form.
    const other = await (await fetch(baseUrl() + back, { headers: visitor() })).text();
    expect(other).not.toContain("Plain Poster");
    expect(other).not.toContain("Enter an email address like name@example.com");

    const sent = await form.post({ name: "Plain Poster", email: "plain@example.org", topic: "Training", message: "A question, typed once." });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toMatch(/^\/clearpath-access\/thank-you\?ref=MS-/);
  });

  it("answers the script's own send with JSON: its errors, or the thank-you page's address", async () => {
    const form = await plainForm(contact(), "Send message", visitor());
    const json = { [IN_PLACE_HEADER]: "1" };
    const wrong = await form.post({ name: "Json Poster", email: "nope", topic: "Training", message: "Hello" }, json);
    expect(wrong.status).toBe(200);
    const body = (await wrong.json()) as { state: { status: string; errors: Record<string, string> } };
    expect(body.state.status).toBe("error");
    expect(body.state.errors.email).toContain("Enter an email address");
    const right = await form.post({ name: "Json Poster", email: "json@example.org", topic: "Training", message: "Hello" }, json);
    expect(right.status).toBe(200);
    expect(((await right.json()) as { redirect: string }).redirect).toMatch(/^\/clearpath-access\/thank-you\?ref=MS-/);
  });

  it("takes a file upload past the limit of a form without files, up to the form's own", async () => {
    const from = visitor();
    const html = await (await fetch(`${baseUrl()}/clearpath-access/audits-contact`)).text();
    const file = /<input[^>]* type="file"[^>]*>/.exec(html)![0];
    const name = / name="([^"]+)"/.exec(file)![1]!;
    const form = await plainForm(`${baseUrl()}/clearpath-access/audits-contact`, "Request a quote", from);
    const body = new FormData();
    for (const [field, value] of form.fields) body.append(field, value);
    body.set("name", "Big Brief");
    const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(300 * 1024, "a")]);
    body.set(name, new Blob([pdf], { type: "application/pdf" }), "brief.pdf");
    const answer = await fetch(form.action, { method: "POST", body, headers: from, redirect: "manual" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toMatch(/\?form=/);
  });

  it("refuses a post from another origin (403), and what is no form of ours with a 4xx, never a 5xx", async () => {
    const from = visitor();
    const form = await plainForm(contact(), "Send message", from);
    const values = { name: "Far Away", email: "far@example.org", topic: "Training", message: "Hello" };
    expect((await form.post(values, { Origin: "https://elsewhere.example" })).status).toBe(403);
    const send = (body: BodyInit, headers: Record<string, string> = {}) =>
      fetch(form.action, { method: "POST", body, headers: { ...from, ...headers }, redirect: "manual" });
    expect((await send("not a form", { "Content-Type": "text/plain" })).status).toBe(400);
    const placeless = new FormData();
    for (const [name, value] of Object.entries(values)) placeless.set(name, value);
    expect((await send(placeless)).status).toBe(400);
    const nul = new FormData();
    for (const [name, value] of form.fields) nul.append(name, value);
    nul.set("name", "Nul\u0000Byte");
    nul.set("message", "\u0000");
    expect((await send(nul)).status).toBeLessThan(500);
    const unknown = await fetch(form.action.replace(/forms\/[a-z0-9-]+$/, "forms/no-such-form"), {
      method: "POST",
      body: (() => {
        const body = new FormData();
        for (const [name, value] of form.fields) body.append(name, value);
        return body;
      })(),
      headers: { ...from, [IN_PLACE_HEADER]: "1" },
    });
    expect(unknown.status).toBe(404);
    expect((await fetch(`${baseUrl()}/api/sites/no-such-site/forms/contact`, { method: "POST", body: new FormData(), headers: from })).status).toBe(404);
  });
});

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

    // A submit with a missing answer: sent to the form's route by script, shown in place; the summary takes focus, and the page stays axe-clean.
    const button = page.getByRole("button", { name: "Send", exact: true });
    const posted = page.waitForRequest((r) => r.method() === "POST" && r.url().includes("/api/sites/clearpath-access/forms/"));
    await button.click();
    expect((await posted).headers()[IN_PLACE_HEADER]).toBe("1");
    const summary = page.getByRole("alert").filter({ hasText: "Please correct" });
    await expect.poll(() => summary.count()).toBe(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("alert");
    expect(new URL(page.url()).pathname).toBe("/clearpath-access/training-contact");
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
  it("works without JavaScript: its errors, then its thank-you, in the footer of the page it was sent from", async () => {
    const browser = await launchBrowser();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/daily-grind-coffee`);
    const footer = page.locator("section[aria-labelledby=footer-signup]");
    await footer.locator("input[name=email]").fill("plain-reader@example.org");
    await footer.getByRole("button", { name: "Sign me up" }).click();
    await page.waitForURL(/\/daily-grind-coffee\?form=[0-9a-f-]{36}#footer-signup-section$/);
    expect(await footer.getByRole("alert").textContent()).toContain("Please correct");
    expect(await footer.locator("input[name=email]").inputValue()).toBe("plain-reader@example.org");
    const refused = page.url();
    await footer.getByLabel(/Yes, email me Roast Notes/).check();
    await footer.getByRole("button", { name: "Sign me up" }).click();
    await page.waitForURL((url) => url.href !== refused && url.search.startsWith("?form="));
    expect(await footer.getByRole("status").textContent()).toContain("check your inbox");
    expect(page.url()).not.toContain("plain-reader");
    await browser.close();
  });

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
