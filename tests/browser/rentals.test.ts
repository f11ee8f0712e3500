import { mkdirSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "@/server/db/client";
import { DEMO_ACCOUNTS } from "@/demo/accounts";
import { applicationReturnPath } from "@/modules/forms/present";
import { getSiteBySlug } from "@/modules/sites/queries";
import { newReference } from "@/server/reference";
import { axeViolations, baseUrl, describeViolations, inFirstScreen, launchBrowser, wholeInFirstScreen } from "../helpers/browser";

/**
 * A visitor to the rentals site on a phone: the list of homes, one home's
 * page, its "Apply for this unit", the application with its fee paid through
 * the test provider, and the result at the top naming the unit. Then the
 * owner's inbox, which groups the applications by unit. Each new page is
 * axe-clean at 390 and 1280 px (with SHOTS_DIR set, screenshots go there).
 */
const SITE = "maple-row-rentals";
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.SHOTS_DIR;

async function checkWidths(page: Page, name: string, widths = [390, 1280]) {
  await page.waitForFunction(() => document.title.length > 0);
  await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; }" });
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const violations = await axeViolations(page);
    expect(violations, describeViolations(page.url(), violations)).toEqual([]);
    // Nothing scrolls sideways: a rent or a date never pushes the page wider.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} at ${width} scrolls sideways`).toBe(true);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-full.png`, fullPage: true });
    }
  }
  await page.setViewportSize(PHONE);
}

/** Each text's lines as drawn: a rent that wraps is drawn on two. */
const lineCount = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .first()
    .evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));

describe("rental listings", () => {
  let browser: Browser;
  beforeAll(async () => {
    // Pictures on only for the screenshots: the crawl and axe do not need them.
    browser = await launchBrowser({ pictures: Boolean(SHOTS) });
  });
  afterAll(async () => browser?.close());

  for (const javaScriptEnabled of [true, false]) {
    it(`the application page offers the homes as cards with photos, and a card opens the form on that home${javaScriptEnabled ? "" : ", without JavaScript too"}`, async () => {
      const context = await browser.newContext({
        viewport: PHONE,
        javaScriptEnabled,
        extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${javaScriptEnabled ? 72 : 73}` },
      });
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/${SITE}/rental-application`);
      const chooser = page.getByTestId("unit-chooser");
      const cards = chooser.getByRole("link");
      expect(await cards.count()).toBeGreaterThanOrEqual(5);
      expect(await chooser.locator("img").count()).toBe(await cards.count());
      if (javaScriptEnabled) await checkWidths(page, "application-choose");
      await chooser.getByRole("link", { name: /^418 Park Avenue, Apartment 2/ }).click();
      await page.waitForURL(/\/rental-application\?unit=418-park-avenue-apartment-2#form-rental-application$/);
      expect(await page.getByLabel("Home you're applying for").locator("option:checked").textContent()).toBe(
        "418 Park Avenue, Apartment 2: 1 bedroom, $1,295 a month",
      );
      // Only the chosen home is shown now, and the form follows it in the first screen.
      expect(
        await page
          .getByTestId("unit-chooser")
          .getByRole("link", { name: /^418 Park Avenue/ })
          .getAttribute("aria-current"),
      ).toBe("true");
      await expect.poll(() => wholeInFirstScreen(page.getByTestId("unit-chooser").getByRole("link").first())).toBe(true);
      if (javaScriptEnabled) await checkWidths(page, "application-chosen");
      await context.close();
    });
  }

  it("a visitor on a phone goes from the list to a home to its application, pays the fee (a second card after a declined one) and lands on the result naming the home", async () => {
    const context = await browser.newContext({ viewport: PHONE, extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.71" } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/${SITE}/units`);
    await checkWidths(page, "units");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "418 Park Avenue, Apartment 2" }) });
    const listedRent = await card.getByTestId("unit-rent").textContent();
    expect(listedRent).toBe("$1,295 a month");
    expect(await card.getByTestId("unit-available").textContent()).toBe("Available now");
    expect(await lineCount(page, "unit-rent")).toBe(1);
    // A home available later says its day in words, never as 2026-12-01.
    const later = await page.getByTestId("unit-available").allTextContents();
    expect(later.some((t) => /^Available from (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ 1, \d{4}$/.test(t))).toBe(true);
    expect(later.some((t) => /\d{4}-\d{2}/.test(t))).toBe(false);

    // Every unit's page answers and is axe-clean, as the demo crawl will ask.
    const units = await page.locator("main li h3 a").evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
    expect(units.length).toBeGreaterThanOrEqual(5);
    const other = await context.newPage();
    for (const path of units) {
      const response = await other.goto(`${baseUrl()}${path}`);
      expect(response?.status(), path).toBe(200);
      for (const width of [390, 1280]) {
        await other.setViewportSize({ width, height: 900 });
        const violations = await axeViolations(other);
        expect(violations, describeViolations(other.url(), violations)).toEqual([]);
      }
      expect(await other.getByRole("link", { name: "Apply for this unit" }).count(), path).toBe(1);
    }
    await other.close();

    await card.getByRole("link", { name: "418 Park Avenue, Apartment 2" }).click();
    await page.waitForURL(`**/${SITE}/units/418-park-avenue-apartment-2`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("418 Park Avenue, Apartment 2");
    expect(await page.getByTestId("unit-rent").textContent()).toBe(listedRent);
    expect(await page.locator("article img").count()).toBe(3);
    await checkWidths(page, "unit");

    await page.getByRole("link", { name: "Apply for this unit" }).click();
    await page.waitForURL(/\/rental-application\?unit=418-park-avenue-apartment-2#form-rental-application$/);
    const unitChoice = page.getByLabel("Home you're applying for");
    expect(await unitChoice.locator("option:checked").textContent()).toBe("418 Park Avenue, Apartment 2: 1 bedroom, $1,295 a month");

    await page.getByLabel("Desired move-in date").fill("2027-01-01");
    await page.getByLabel("Full legal name").fill("Rae Renter");
    await page.getByLabel("Date of birth").fill("1994-05-17");
    await page.locator("input[name=email]").fill("rae.renter@example.org");
    await page.locator("input[name=phone]").fill("(585) 555-0177");
    await page.getByLabel("Current street address").fill("12 Elm Street, Apartment 4");
    await page.getByLabel("City, state and ZIP code").fill("Rochester, NY 14607");
    await page.getByLabel("Adults who will live there (including you)").selectOption("1");
    await page.getByLabel("Gross monthly income").fill("4,200");
    await page.getByLabel("No pets").check();
    await page.getByLabel("Reference 1: name, phone and relationship").fill("Sam Landlord, (585) 555-0100, current landlord");
    await page
      .getByLabel("Proof of income and photo ID")
      .setInputFiles({ name: "pay-stub.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF") });
    await page.getByLabel(/I certify this application is true/).check();
    await page.getByRole("button", { name: "Submit and pay the $20 fee" }).click();

    await page.waitForURL(/\/checkout\/test\//);
    expect(await page.getByTestId("checkout-total").textContent()).toBe("$20");
    // The first card is declined: the application is in, and its fee is paid again from the result with another card.
    await page.getByRole("button", { name: "Decline the card" }).click();
    await page.waitForURL(new RegExp(`/${SITE}/rental-application\\?payment=R-`));
    await page.getByRole("heading", { name: "Your card was declined: nothing was charged" }).waitFor();
    await checkWidths(page, "application-fee-declined");
    await page.getByRole("button", { name: "Pay the $20 fee with another card" }).click();
    await page.waitForURL(/\/checkout\/test\//);
    expect(await page.getByTestId("checkout-total").textContent()).toBe("$20");
    await page.getByRole("button", { name: /the card is accepted/ }).click();
    await page.waitForURL(new RegExp(`/${SITE}/rental-application\\?payment=R-`));
    await page.getByTestId("applied-unit").waitFor();
    expect(await page.getByRole("heading", { level: 2, name: "Your application for 418 Park Avenue, Apartment 2 is in" }).count()).toBe(1);
    expect(await page.getByTestId("applied-unit").textContent()).toBe("418 Park Avenue, Apartment 2");
    await expect.poll(() => inFirstScreen(page, "applied-unit")).toBe(true);
    await expect.poll(() => inFirstScreen(page, "application-reference")).toBe(true);
    const reference = (await page.getByTestId("application-reference").textContent())!;
    await checkWidths(page, "application-paid");

    // The application holds the unit's id, not its words.
    const site = (await getSiteBySlug(SITE))!;
    const [stored] = await db()
      .select()
      .from(schema.submissions)
      .where(and(eq(schema.submissions.siteId, site.id), eq(schema.submissions.reference, reference)));
    const [unit] = await db()
      .select()
      .from(schema.rentalUnits)
      .where(and(eq(schema.rentalUnits.siteId, site.id), eq(schema.rentalUnits.slug, "418-park-avenue-apartment-2")));
    expect(stored!.unitId).toBe(unit!.id);

    // The application's own result (what an applicant sees where no fee is asked, or from the link kept): the unit, the fee paid.
    await page.goto(`${baseUrl()}${applicationReturnPath(SITE, "rental-application", reference)}`);
    await page.getByTestId("application-result").waitFor();
    expect(await page.getByTestId("applied-unit").textContent()).toContain("418 Park Avenue, Apartment 2");
    expect(await page.getByTestId("application-fee").textContent()).toMatch(/^\$20 paid, receipt R-/);
    await expect.poll(() => inFirstScreen(page, "applied-unit")).toBe(true);
    await checkWidths(page, "application-result");

    // The site's inbox (the operator's: the demo owner keeps the escape room and the restaurant) groups the applications by unit.
    const owner = await browser.newContext({ viewport: PHONE });
    const admin = await owner.newPage();
    const inbox = `/admin/sites/${SITE}/inbox`;
    await admin.goto(`${baseUrl()}${inbox}`);
    await admin.waitForURL(/\/login\?next=/);
    await admin.getByLabel("Email").fill(DEMO_ACCOUNTS.operator.email);
    await admin.getByLabel("Password").fill(DEMO_ACCOUNTS.operator.password);
    await admin.getByRole("button", { name: "Sign in" }).click();
    await admin.waitForURL((url) => url.pathname === inbox);
    const byUnit = admin.getByRole("navigation", { name: "Applications by unit" });
    const link = byUnit.getByRole("link", { name: /418 Park Avenue, Apartment 2/ });
    expect(await link.getByTestId("unit-applications").textContent()).toMatch(/^[1-9]\d* applications?$/);
    await link.click();
    await admin.waitForURL(/unit=/);
    expect(await admin.getByRole("link", { name: reference }).count()).toBe(1);
    await checkWidths(admin, "inbox-by-unit", [390, 820, 1280]);
    await admin.getByRole("link", { name: reference }).click();
    await admin.getByTestId("fee-state").waitFor();
    expect(await admin.getByTestId("fee-state").textContent()).toMatch(/^\$20, paid, payment R-/);
    await checkWidths(admin, "inbox-application", [390, 820, 1280]);
    // Units are edited in Content, like the site's other collections.
    await admin.goto(`${baseUrl()}/admin/sites/${SITE}/content/units`);
    await admin.getByRole("link", { name: "418 Park Avenue, Apartment 2" }).first().click();
    await admin.waitForURL(/\/content\/units\/[0-9a-f-]{36}$/);
    expect(await admin.getByLabel("Monthly rent").inputValue()).toMatch(/^1,?295(\.00)?$/);
    await checkWidths(admin, "unit-editor", [390, 820, 1280]);
    await owner.close();
    await context.close();
  });

  it("an application sent while the payment provider was away pays its fee from its own result", async () => {
    // What the form action leaves when the fee's checkout cannot open: the application, no payment.
    const site = (await getSiteBySlug(SITE))!;
    const [form] = await db()
      .select()
      .from(schema.forms)
      .where(and(eq(schema.forms.siteId, site.id), eq(schema.forms.key, "rental-application")));
    const [unit] = await db()
      .select()
      .from(schema.rentalUnits)
      .where(and(eq(schema.rentalUnits.siteId, site.id), eq(schema.rentalUnits.slug, "418-park-avenue-apartment-2")));
    const reference = newReference("MS");
    await db()
      .insert(schema.submissions)
      .values({
        siteId: site.id,
        formId: form!.id,
        reference,
        fingerprint: `later:${reference}`,
        data: { name: "Pat Later", email: "pat.later@example.org" },
        status: "new",
        pagePath: "rental-application",
        unitId: unit!.id,
      });

    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}${applicationReturnPath(SITE, "rental-application", reference)}`);
    await page.getByTestId("application-result").waitFor();
    expect(await page.getByTestId("application-fee").textContent()).toBe(
      "$20, not paid yet. You can pay it now, or we will call you about it (you can also call us at (585) 555-0114).",
    );
    await checkWidths(page, "application-fee-unpaid");
    await page.getByRole("button", { name: "Pay the $20 fee", exact: true }).click();
    await page.waitForURL(/\/checkout\/test\//);
    expect(await page.getByTestId("checkout-total").textContent()).toBe("$20");
    await page.getByRole("button", { name: /the card is accepted/ }).click();
    await page.waitForURL(new RegExp(`/${SITE}/rental-application\\?payment=R-`));
    await page.getByTestId("applied-unit").waitFor();
    expect(await page.getByTestId("application-reference").textContent()).toBe(reference);
    // Back on the application's own result, the fee reads paid and no button is left.
    await page.goto(`${baseUrl()}${applicationReturnPath(SITE, "rental-application", reference)}`);
    expect(await page.getByTestId("application-fee").textContent()).toMatch(/^\$20 paid, receipt R-/);
    expect(await page.getByRole("button", { name: /^Pay the/ }).count()).toBe(0);
    await context.close();
  });
});
