import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, baseUrl, describeViolations, inFirstScreen, launchBrowser } from "../helpers/browser";

const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.SHOTS_DIR;

async function expectAccessible(page: Page) {
  await page.waitForFunction(() => document.title.length > 0);
  const violations = await axeViolations(page);
  expect(violations, describeViolations(page.url(), violations)).toEqual([]);
}

/** For looking at: the result at a phone's and a laptop's width (only when SHOTS_DIR is set). */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png` });
  await page.setViewportSize(PHONE);
}

describe("every checkout ends on its result, first on a phone's screen", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it("an escape-room booking opens on a day with places and ends on 'You are booked' with the booked time in the first screen", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${baseUrl()}/lockstep-escapes/booking`);
    // No date asked for: the picker opens on the next day with a session that can be booked.
    const open = page.getByTestId("availability").locator("li").filter({ hasText: "places left" });
    expect(await open.count()).toBeGreaterThan(0);
    const time = (await open.first().locator("span").first().textContent())!;
    await page.getByRole("radio", { name: time }).check();
    await page.getByLabel("Players").selectOption({ index: 1 });
    await page.getByLabel("Your name").fill("Team Phone");
    await page.getByLabel("Your email").fill("phone@example.org");
    await page.locator("input[name=phone]").fill("(585) 555-0111");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.waitForURL(/\/checkout\/test\//);
    await page.getByRole("button", { name: /the card is accepted/ }).click();
    await page.waitForURL(/\/lockstep-escapes\/booking\?payment=R-/);
    await page.getByTestId("booked-time").waitFor();
    expect(await page.getByRole("heading", { level: 2, name: "You are booked" }).count()).toBe(1);
    expect(await page.getByTestId("booked-time").textContent()).toContain(time);
    await expect.poll(() => inFirstScreen(page, "booked-time")).toBe(true);
    // The way to change it: the payer's own page, or (within a day of the game) a phone call.
    expect(await page.getByRole("link", { name: "Change or cancel this booking" }).or(page.getByText(/to change or cancel it please call us/)).count()).toBe(1);
    await expectAccessible(page);
    await shoot(page, "booking-result");
    await page.close();
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
