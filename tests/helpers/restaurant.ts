import { mkdirSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { DEMO_ACCOUNTS } from "@/demo/accounts";
import { axeViolations, baseUrl, describeViolations } from "./browser";

/** A restaurant's walks (restaurant.test.ts, menu.test.ts): the owner signing in, a visitor ordering for pickup. */

const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.SHOTS_DIR;

/** Axe at a phone's and a laptop's width, with a screenshot of each when SHOTS_DIR is set; ends at the phone's. */
export async function checkWidths(page: Page, name: string) {
  await page.waitForFunction(() => document.title.length > 0);
  await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; }" });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const violations = await axeViolations(page);
    expect(violations, describeViolations(page.url(), violations)).toEqual([]);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-full.png`, fullPage: true });
    }
  }
  await page.setViewportSize(PHONE);
}

/** The screenshots alone, for a page seen without JavaScript (axe needs scripts): at a phone's and a laptop's width when SHOTS_DIR is set. */
export async function shootWidths(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
    }
  }
  await page.setViewportSize(PHONE);
}

export async function signInAsOwner(context: BrowserContext, landing: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl()}${landing}`);
  await page.waitForURL(/\/login\?next=/);
  await page.getByLabel("Email").fill(DEMO_ACCOUNTS.owner.email);
  await page.getByLabel("Password").fill(DEMO_ACCOUNTS.owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === landing);
  return page;
}

/** Adds an item from the order page's menu: its options by their labels, then how many. */
export async function addToOrder(page: Page, item: string, choices: string[], quantity = 1) {
  const form = page.getByRole("form", { name: item });
  for (const choice of choices) await form.getByLabel(choice, { exact: false }).check();
  if (quantity > 1) await form.getByLabel(`How many ${item}`).selectOption(String(quantity));
  const before = page.url();
  await form.getByRole("button", { name: `Add ${item} to order` }).click();
  await page.waitForURL((url) => url.href !== before);
}

/** Pickup, payer and (optionally) a gift card; answers the pickup time chosen. */
export async function fillCheckout(page: Page, who: { name: string; email: string }, giftCard?: string): Promise<string> {
  const pickup = page.getByLabel("Pickup time");
  const first = (await pickup.locator("option").nth(1).textContent())!;
  await pickup.selectOption(first);
  await page.getByLabel("Your name").fill(who.name);
  await page.getByLabel("Your email").fill(who.email);
  await page.locator("input[name=phone]").fill("(585) 555-0142");
  await page.getByLabel("A note for the kitchen").fill("No onions, please.");
  if (giftCard) await page.getByLabel("Gift card code").fill(giftCard);
  return first;
}
