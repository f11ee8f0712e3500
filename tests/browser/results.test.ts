import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feeInWords } from "@/modules/payments/fees";
import { DEMO_SITES } from "@/modules/templates/showroom";
import { PHONE, baseUrl, expectAccessible, hydrated, inFirstScreen, launchBrowser, shoot, wholeInFirstScreen } from "../helpers/browser";

/**
 * The escape room's booking steps as a visitor on a phone takes them, each checked with axe:
 * the first day the calendar offers, its first time, the first game with a party of three, then
 * the payer's details. Returns the time booked ("4:00 PM").
 */
async function walkBookingSteps(page: Page, name: string, email: string, { axe = true } = {}): Promise<string> {
  // axe runs in the page's own scripting, which a tab without JavaScript does not have; the markup is the same.
  const check = async (step: string) => {
    if (!axe) return;
    await expectAccessible(page);
    await shoot(page, step);
  };
  // Step 1: the calendar opens on the month of the next day with places; a day with places is a link.
  await page.getByRole("heading", { name: /^Step 1 of 4 Choose a day$/ }).waitFor();
  // On a phone the month starts in the first screen of the booking page, with its first day that has places.
  expect(await page.getByRole("table").evaluate((el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
  expect(await wholeInFirstScreen(page.getByRole("link", { name: /: places left$/ }).first())).toBe(true);
  await check("booking-1-day");
  const day = page.getByRole("link", { name: /: places left$/ }).first();
  const dayName = (await day.getAttribute("aria-label"))!.replace(/: places left$/, "");
  await day.click();
  // Step 2: the day's start times are the buttons, each saying how large a party it still takes.
  await page.getByRole("heading", { name: `Step 2 of 4 Choose a time on ${dayName}` }).waitFor();
  await check("booking-2-time");
  // A party of three: the demo's coming bookings (and this file's other walk) fill some times and games.
  const slot = page
    .getByTestId("availability")
    .getByRole("link")
    .filter({ hasText: /up to ([3-9]|\d\d) players/ })
    .first();
  expect(await slot.textContent()).toMatch(/up to \d+ players/);
  const time = (await slot.locator("span").first().textContent())!;
  await slot.click();
  // Step 3: the games open then, names whole, with places left; and the party's size.
  await page.getByRole("heading", { name: "Step 3 of 4 Choose a game and your party" }).waitFor();
  expect(await page.getByText(`${dayName} at ${time}`).count()).toBeGreaterThan(0);
  const game = page
    .locator("label")
    .filter({ hasText: / ([3-9]|\d\d) of \d+ places left/ })
    .getByRole("radio")
    .first();
  await game.check();
  await page.getByLabel("Players", { exact: true }).selectOption("3");
  await check("booking-3-game");
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  // Step 4: what was chosen, each with a way to change it, then the payer's details.
  await page.getByRole("heading", { name: "Step 4 of 4 Your details and payment" }).waitFor();
  const steps = page.getByRole("list", { name: "Booking steps" });
  expect(await steps.textContent()).toContain(dayName);
  expect(await steps.textContent()).toContain(time);
  expect(await steps.textContent()).toMatch(/, 3 players/);
  // The party was chosen on step 3: step 4 prices it and does not ask again.
  expect(await page.locator("[name=players]").count()).toBe(0);
  expect(await page.getByTestId("quote-total").textContent()).toMatch(/^\$\d+/);
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Your email").fill(email);
  await page.locator("input[name=phone]").fill("(585) 555-0111");
  await check("booking-4-pay");
  return time;
}

/** The trip builder's "Price my trip" on a phone: the price, not the package chooser, is what the visitor sees next. */
async function priceATrip(page: Page) {
  await page.goto(`${baseUrl()}/vine-and-valley-tours/trip-builder`);
  await page.getByRole("radio", { name: /^Seneca Lake Classic/ }).check();
  await page.getByLabel(/^Guests/).fill("4");
  await page.getByRole("button", { name: "Price my trip" }).click();
  await page.waitForURL(/guests=4.*#.*-price$/);
  const price = page.getByTestId("trip-price");
  expect(await price.textContent()).toContain("$516");
  await expect.poll(() => inFirstScreen(page, "trip-price")).toBe(true);
}

/** Axe at a phone's and a laptop's width, with screenshots of each when SHOTS_DIR is set; ends at the phone's. */
async function checkWidths(page: Page, name: string) {
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page);
  await page.setViewportSize(PHONE);
  await shoot(page, name);
}

/** The town's bill block as the demo stores it: its fee rule is the one checkout charges. */
const townBills = () => {
  const site = DEMO_SITES.find((s) => s.slug === "town-of-alder-creek")!;
  const block = site.pages.flatMap((p) => p.blocks).find((b) => b.type === "billPayment")!;
  return block.type === "billPayment" ? block.props : null;
};

describe("every flow's first screen shows its main action", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  for (const javaScriptEnabled of [true, false]) {
    const how = javaScriptEnabled ? "" : ", without JavaScript too";
    it(`a donation page opens on its amounts, above giving by phone, and starts on monthly where the charity wants it${how}`, async () => {
      const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled });
      const page = await context.newPage();
      for (const [site, starts] of [
        ["open-door-housing", "Monthly"],
        ["harbor-light-support", "One time"],
      ] as const) {
        await page.goto(`${baseUrl()}/${site}/donate`);
        const amount = page.getByRole("radio").first();
        expect(await wholeInFirstScreen(amount), site).toBe(true);
        const phone = page.getByRole("link", { name: /^Give by phone/ });
        const [amountTop, phoneTop] = await Promise.all([
          amount.evaluate((el) => el.getBoundingClientRect().top),
          phone.evaluate((el) => el.getBoundingClientRect().top),
        ]);
        expect(amountTop, site).toBeLessThan(phoneTop);
        expect(await page.getByRole("radio", { name: starts, exact: true }).isChecked(), site).toBe(true);
        if (javaScriptEnabled) await checkWidths(page, `donate-${site}`);
      }
      await context.close();
    });

    it(`a job page has Apply in the first screen, leading to the form, and Careers is in the site's navigation${how}`, async () => {
      const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/comfortline-hvac/careers`);
      await page.locator("main a[href*='/careers/']").first().click();
      await page.waitForURL(/\/comfortline-hvac\/careers\/[a-z0-9-]+$/);
      expect(await wholeInFirstScreen(page.getByTestId("apply-link"))).toBe(true);
      if (javaScriptEnabled) await checkWidths(page, "job");
      await page.getByTestId("apply-link").click();
      await page.waitForURL(/#form-job-application$/);
      await expect.poll(() => wholeInFirstScreen(page.getByRole("heading", { name: /^Apply for / }))).toBe(true);
      await page.setViewportSize({ width: 1280, height: 900 });
      expect(await page.getByRole("banner").getByRole("link", { name: "Careers", exact: true }).count()).toBe(1);
      await context.close();
    });

    it(`the town's bill form says the account's format and the card fee, from the rule checkout charges, before the payer types${how}`, async () => {
      const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/town-of-alder-creek/payments`);
      const described = (label: string) =>
        page.getByLabel(label).evaluate((el) =>
          (el.getAttribute("aria-describedby") ?? "")
            .split(" ")
            .map((id) => document.getElementById(id)?.textContent ?? "")
            .join(" "),
        );
      expect(await described("Account, ticket or application number")).toContain("The 8-digit account number");
      // The seed's rule with the block's defaults, as the server parses it.
      const fee = { label: "Convenience fee", percent: 0, fixedCents: 0, minCents: 0, ...townBills()!.fee };
      expect(await described("Amount in dollars")).toContain(feeInWords(fee));
      expect(await described("Amount in dollars")).toContain("($2.65 on a $100 payment)");
      if (javaScriptEnabled) await checkWidths(page, "bill-form");
      await context.close();
    });
  }
});

describe("every checkout ends on its result, first on a phone's screen", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it("an escape-room booking takes four steps (day, time, game and party, payment) without a reload, and ends on 'You are booked' with the booked time in the first screen", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${baseUrl()}/lockstep-escapes/booking`);
    // A mark on the window: a reload between steps would wipe it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const time = await walkBookingSteps(page, "Team Phone", "phone@example.org");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.waitForURL(/\/checkout\/test\//);
    await page.getByRole("button", { name: /the card is accepted/ }).click();
    await page.waitForURL(/\/lockstep-escapes\/booking\?payment=R-/);
    await page.getByTestId("booked-time").waitFor();
    expect(await page.getByRole("heading", { level: 2, name: "You are booked" }).count()).toBe(1);
    expect(await page.getByTestId("booked-time").textContent()).toContain(time);
    await expect.poll(() => inFirstScreen(page, "booked-time")).toBe(true);
    // The way to change it: the payer's own page, or (within a day of the game) a phone call.
    expect(
      await page
        .getByRole("link", { name: "Change or cancel this booking" })
        .or(page.getByText(/to change or cancel it please call us/))
        .count(),
    ).toBe(1);
    await expectAccessible(page);
    await shoot(page, "booking-result");
    await page.close();
  });

  it("an escape-room booking takes the same four steps without JavaScript", async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/lockstep-escapes/booking`);
    await walkBookingSteps(page, "Team Plain", "plain@example.org", { axe: false });
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.waitForURL(/\/checkout\/test\//);
    await context.close();
  });

  it("a declined card on the town's payment page says so in the first screen and keeps every value entered", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${baseUrl()}/town-of-alder-creek/payments`);
    await page.getByLabel("What are you paying?").selectOption("Water and sewer bill");
    await page.getByLabel("Account, ticket or application number").fill("12345678");
    await page.getByLabel("Amount in dollars").fill("150");
    await page.getByLabel("Your name").fill("Sam Declined");
    await page.getByLabel("Your email").fill("declined@example.org");
    await page.getByRole("button", { name: "Continue to card payment" }).click();
    await page.waitForURL(/\/checkout\/test\//);
    await page.getByRole("button", { name: /Decline/ }).click();
    await page.waitForURL(/\/town-of-alder-creek\/payments\?payment=R-/);
    await page.getByTestId("payment-result").waitFor();
    expect(await page.getByRole("alert").filter({ hasText: "Your card was declined" }).count()).toBe(1);
    await expect.poll(() => inFirstScreen(page, "payment-result")).toBe(true);
    expect(await page.getByLabel("What are you paying?").inputValue()).toBe("Water and sewer bill");
    expect(await page.getByLabel("Account, ticket or application number").inputValue()).toBe("12345678");
    expect(await page.getByLabel("Amount in dollars").inputValue()).toBe("150");
    expect(await page.getByLabel("Your name").inputValue()).toBe("Sam Declined");
    expect(await page.getByLabel("Your email").inputValue()).toBe("declined@example.org");
    await expectAccessible(page);
    await shoot(page, "bill-declined");

    // The values are the form's own: paying again from them goes through, and the result says what was paid for.
    await page.getByRole("button", { name: "Continue to card payment" }).click();
    await page.waitForURL(/\/checkout\/test\//);
    await page.getByRole("button", { name: /Pay \$/ }).click();
    await page.waitForURL(/\/town-of-alder-creek\/payments\/success\?payment=R-/);
    await page.getByTestId("payment-result").waitFor();
    expect(await page.getByRole("heading", { level: 2, name: "Payment received: Water and sewer bill, account number 12345678" }).count()).toBe(1);
    await expect.poll(() => inFirstScreen(page, "receipt-number")).toBe(true);
    await expectAccessible(page);
    await shoot(page, "bill-paid");
    await page.close();
  });

  // Without JavaScript first: the walk with it pays the bill.
  for (const javaScriptEnabled of [false, true]) {
    it(`a town bill looked up by its number and name shows what is due in the first screen, and the form is filled in to pay it${javaScriptEnabled ? "" : ", without JavaScript too"}`, async () => {
      const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/town-of-alder-creek/payments`);
      // The demo's first water account (src/demo/town-bills.ts), with a name that is not on it, then the right one.
      const lookUp = async (name: string) => {
        await page.getByLabel("Which bill").selectOption("Water and sewer bill");
        await page.getByLabel("Its number").fill("10230418");
        await page.getByLabel("Last name on the bill").fill(name);
        await page.getByRole("button", { name: "Look up my bill" }).click();
      };
      await lookUp("Smith");
      await page.waitForURL(/lookup=none#bill-lookup$/);
      expect(await page.getByTestId("bill-lookup-problem").textContent()).toContain("We found no bill with that number and name.");
      await expect.poll(() => inFirstScreen(page, "bill-lookup-problem")).toBe(true);
      await lookUp("osei");
      await page.waitForURL(/\?bill=[^&]+#bill-lookup$/);
      const result = page.getByTestId("bill-lookup-result");
      expect(await result.getByRole("heading", { level: 3 }).textContent()).toMatch(/^\$\d+(\.\d\d)? to pay$/);
      expect(await result.textContent()).toContain("Water and sewer bill, account number 10230418, Margaret A. Osei.");
      await expect.poll(() => inFirstScreen(page, "bill-lookup-result")).toBe(true);
      const due = (await result.getByRole("heading", { level: 3 }).textContent())!.replace(/^\$| to pay$/g, "");
      expect(await page.getByLabel("What are you paying?").inputValue()).toBe("Water and sewer bill");
      expect(await page.getByLabel("Account, ticket or application number").inputValue()).toBe("10230418");
      expect(Number(await page.getByLabel("Amount in dollars").inputValue())).toBe(Number(due));
      if (!javaScriptEnabled) return context.close();
      await expectAccessible(page);
      await shoot(page, "bill-lookup");

      // More than is due is refused in words; the amount due is paid, and looking it up again says so.
      await page.getByLabel("Your name").fill("Margaret Osei");
      await page.getByLabel("Your email").fill("m.osei@example.org");
      await page.getByLabel("Amount in dollars").fill(String(Number(due) + 10));
      await page.getByRole("button", { name: "Continue to card payment" }).click();
      await page.getByText(`That is more than the $${due} due on this bill.`).first().waitFor();
      await page.getByLabel("Amount in dollars").fill(Number(due).toFixed(2));
      await page.getByRole("button", { name: "Continue to card payment" }).click();
      await page.waitForURL(/\/checkout\/test\//);
      await page.getByRole("button", { name: /Pay \$/ }).click();
      await page.waitForURL(/\/town-of-alder-creek\/payments\/success\?payment=R-/);
      await page.goto(`${baseUrl()}/town-of-alder-creek/payments`);
      await lookUp("Osei");
      await page.waitForURL(/\?bill=/);
      expect(await result.getByRole("heading", { level: 3 }).textContent()).toBe("Paid in full");
      expect(await result.textContent()).toContain(`Paid online since$${due}`);
      await context.close();
    });
  }

  it("a gift card ends on a result naming its recipient, first on the screen", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${baseUrl()}/copper-kettle/gift-cards`);
    await page.getByRole("radio", { name: "$50" }).check();
    await page.getByLabel("Recipient's name").fill("Jo Phone");
    await page.getByLabel("Recipient's email").fill("jo.phone@example.org");
    await page.getByLabel("Your name").fill("Max Phone");
    await page.getByLabel("Your email").fill("max.phone@example.org");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.waitForURL(/\/checkout\/test\//);
    await page.getByRole("button", { name: /the card is accepted/ }).click();
    await page.waitForURL(/\/copper-kettle\/gift-cards\?payment=R-/);
    await page.getByTestId("payment-result").waitFor();
    expect(await page.getByRole("heading", { level: 2, name: "Your gift card for Jo Phone is paid" }).count()).toBe(1);
    await expect.poll(() => inFirstScreen(page, "receipt-number")).toBe(true);
    await expectAccessible(page);
    await shoot(page, "gift-card-result");
    await page.close();
  });

  it("the winery trip's 'Price my trip' lands on the price, in the first screen and focused, so it is said", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${baseUrl()}/vine-and-valley-tours/trip-builder`);
    await hydrated(page.getByRole("button", { name: "Price my trip" }));
    await priceATrip(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("trip-price");
    await expectAccessible(page);
    await shoot(page, "trip-priced");
    await page.close();
  });

  it("the winery trip's 'Price my trip' lands on the price without JavaScript too", async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    await priceATrip(await context.newPage());
    await context.close();
  });

  it("a wine-tour deposit ends on 'You are booked' with the departure's time, and the builder states its own rules", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const date = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`${baseUrl()}/vine-and-valley-tours/trip-builder?plan=keuka-heritage&guests=2&date=${date}`);
    expect(await page.getByTestId("trip-rules").textContent()).toContain("pick two to five wineries for a custom trip");
    await page.getByLabel("Your name").fill("Alex Phone");
    await page.getByLabel("Your email").fill("alex.phone@example.org");
    await page.locator("input[name=phone]").fill("(585) 555-0143");
    await page.getByRole("button", { name: /Pay the .* deposit/ }).click();
    await page.waitForURL(/\/checkout\/test\//);
    await page.getByRole("button", { name: /the card is accepted/ }).click();
    await page.waitForURL(/\/vine-and-valley-tours\/trip-builder\?payment=R-/);
    await page.getByTestId("booked-time").waitFor();
    await expect.poll(() => inFirstScreen(page, "booked-time")).toBe(true);
    await expectAccessible(page);
    await shoot(page, "trip-result");
    await page.close();
  });
});
