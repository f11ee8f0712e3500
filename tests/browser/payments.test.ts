import { and, desc, eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hoursOn } from "@/lib/calendar";
import { addDays, dateIn, SITE_TIME_ZONE, weekdayOf } from "@/lib/time";
import { db, schema } from "@/server/db/client";
import { getSiteBySlug, siteCalendar } from "@/modules/sites/queries";
import { axeViolations, baseUrl, describeViolations, hydrated, launchBrowser } from "../helpers/browser";
import { plainForm } from "../helpers/plain-form";
import { dayPastDemoBookings } from "../helpers/visitors";

async function latestPayment(slug: string) {
  const site = (await getSiteBySlug(slug))!;
  const [row] = await db().select().from(schema.payments).where(eq(schema.payments.siteId, site.id)).orderBy(desc(schema.payments.createdAt)).limit(1);
  return row!;
}

async function mailTo(slug: string, to: string) {
  const site = (await getSiteBySlug(slug))!;
  return db()
    .select()
    .from(schema.outbox)
    .where(and(eq(schema.outbox.siteId, site.id), eq(schema.outbox.toAddress, to)));
}

async function expectAccessible(page: Page) {
  // After a server action's redirect the page arrives by client navigation, and its <title> a moment later.
  await page.waitForFunction(() => document.title.length > 0);
  const violations = await axeViolations(page);
  expect(violations, describeViolations(page.url(), violations)).toEqual([]);
}

/** On the test provider's page: check the total, then choose what the card does. */
async function payAtCheckout(page: Page, choice: RegExp, total?: string) {
  await page.waitForURL(/\/checkout\/test\/cs_test_/);
  if (total) expect(await page.getByTestId("checkout-total").textContent()).toBe(total);
  await page.getByRole("button", { name: choice }).click();
}

describe("payments in the browser, with the test provider", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it("the town takes a bill payment with its fee shown first, and the success page shows the receipt and the mail goes out", async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/town-of-alder-creek/payments`);
    await expectAccessible(page);
    // The total follows the choices only once React has taken the form over (the server prices it again either way).
    await hydrated(page.getByLabel("Your email"));
    await page.getByLabel("What are you paying?").selectOption("Water and sewer bill");
    await page.getByLabel("Account, ticket or application number").fill("1234");
    await page.getByLabel("Amount in dollars").fill("150");
    await page.getByLabel("Your name").fill("Sam Resident");
    await page.getByLabel("Your email").fill("sam@example.org");
    await expect.poll(() => page.getByTestId("quote-total").textContent()).toBe("$153.98");
    await page.getByRole("button", { name: "Continue to card payment" }).click();
    // The account number does not match the bill's pattern: the error sits beside it, nothing typed is lost.
    // It comes back from the server's action, which on a loaded machine takes longer than expect.poll's one second.
    await expect.poll(() => page.getByRole("alert").filter({ hasText: "does not look right" }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.getByLabel("Amount in dollars").inputValue()).toBe("150");
    await page.getByLabel("Account, ticket or application number").fill("12345678");
    await page.getByRole("button", { name: "Continue to card payment" }).click();

    await payAtCheckout(page, /Pay \$153\.98/, "$153.98");
    await page.waitForURL(/\/town-of-alder-creek\/payments\/success\?payment=R-/);
    const receipt = await page.getByTestId("receipt-number").textContent();
    expect(receipt).toMatch(/^R-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await expectAccessible(page);
    const payment = await latestPayment("town-of-alder-creek");
    expect(payment).toMatchObject({ reference: receipt, status: "paid", amountCents: 15_398 });
    const mails = await mailTo("town-of-alder-creek", "sam@example.org");
    expect(mails.some((m) => m.kind === "receipt" && m.textBody.includes(receipt!))).toBe(true);

    // The same receipt link with the state rewritten in the URL still shows the database's state.
    const forged = new URL(page.url());
    forged.searchParams.set("status", "failed");
    await page.goto(forged.toString());
    expect(await page.getByTestId("receipt-number").textContent()).toBe(receipt);
    // A tampered signature shows nothing.
    forged.searchParams.set("check", "x".repeat(43));
    await page.goto(forged.toString());
    expect(await page.getByText("We could not find that payment").count()).toBe(1);
    await page.close();
  });

  it("a declined donation charges nothing and says so on the donate page", async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/open-door-housing/donate`);
    await expectAccessible(page);
    await hydrated(page.getByLabel("Your email"));
    await page.getByRole("radio", { name: "$75" }).check();
    await page.getByRole("radio", { name: "Monthly" }).check();
    await page.getByRole("checkbox", { name: /card fees/ }).check();
    await page.getByLabel("Dedicate this gift").selectOption("In memory of");
    await page.getByLabel("Name of the person").fill("Ruth Alder");
    await page.getByLabel("Your name").fill("Dana Donor");
    await page.getByLabel("Your email").fill("dana@example.org");
    await expect.poll(() => page.getByTestId("quote-total").textContent()).toBe("$77");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await payAtCheckout(page, /Decline/, "$77");
    await page.waitForURL(/\/open-door-housing\/donate\?payment=R-/);
    expect(await page.getByText("Your card was declined").count()).toBe(1);
    expect(await latestPayment("open-door-housing")).toMatchObject({
      status: "failed",
      recurring: "month",
      details: { dedication: "In memory of Ruth Alder" },
    });
    await page.close();
  });

  it("a donation posted as a browser without JavaScript posts it: its errors back with what was typed, then on to the provider; never from another origin", async () => {
    const from = { "X-Forwarded-For": "198.51.102.7" };
    const donate = `${baseUrl()}/harbor-light-support/donate`;
    const html = await (await fetch(donate)).text();
    expect(html).not.toContain('action=""');
    const gift = /name="gift" value="([^"]+)"/.exec(html)![1]!;
    const form = await plainForm(donate, "Continue to payment", from);
    expect(form.action).toBe(`${baseUrl()}/api/sites/harbor-light-support/checkout`);
    const wrong = await form.post({ name: "Plain Giver", email: "plain-giver@example.org" });
    expect(wrong.status).toBe(303);
    const back = wrong.headers.get("location")!;
    expect(back).toMatch(/^\/harbor-light-support\/donate\?form=[0-9a-f-]{36}#checkout$/);
    expect(back).not.toContain("plain-giver");
    const shown = await (await fetch(baseUrl() + back, { headers: from })).text();
    expect(shown).toContain('value="Plain Giver"');
    expect(shown).toMatch(/role="alert"/);

    expect(
      (await form.post({ gift, frequency: "One time", name: "Plain Giver", email: "plain-giver@example.org" }, { Origin: "https://elsewhere.example" })).status,
    ).toBe(403);
    const paid = await form.post({ gift, frequency: "One time", name: "Plain Giver", email: "plain-giver@example.org" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toMatch(/\/checkout\/test\/cs_test_/);
    expect(await latestPayment("harbor-light-support")).toMatchObject({ status: "pending" });
  });

  it("a donation that goes through ends on the thank-you page with the tax statement in the receipt", async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/harbor-light-support/donate`);
    const first = page.getByRole("radio").first();
    await first.check();
    await page.getByRole("radio", { name: "One time" }).check();
    await page.getByLabel("Your name").fill("Lee Giver");
    await page.getByLabel("Your email").fill("lee@example.org");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await payAtCheckout(page, /the card is accepted/);
    await page.waitForURL(/\/harbor-light-support\/donate\?payment=R-/);
    expect(await page.getByText("Thank you for your gift").count()).toBe(1);
    const [receipt] = (await mailTo("harbor-light-support", "lee@example.org")).filter((m) => m.kind === "receipt");
    expect(receipt!.textBody).toContain("EIN 16-5550456");
    await page.close();
  });

  it("a donor changes a monthly gift's amount, then cancels it, through the link on the thank-you page and in the receipt, without JavaScript too", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${baseUrl()}/open-door-housing/donate`);
    await hydrated(page.getByLabel("Your email"));
    await page.getByRole("radio", { name: "$25", exact: true }).check();
    // Open Door Housing starts on monthly.
    expect(await page.getByRole("radio", { name: "Monthly" }).isChecked()).toBe(true);
    await page.getByLabel("Your name").fill("Mo Monthly");
    await page.getByLabel("Your email").fill("mo@example.org");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await payAtCheckout(page, /the card is accepted/);
    // Its thank-you page, opened by the signed return link.
    await page.waitForURL(/\/open-door-housing\/[a-z-]+\?payment=R-/);
    const state = page.getByTestId("monthly-gift-state");
    expect(await state.textContent()).toContain("You give $25 each month until you change or cancel it.");
    expect(await page.getByRole("button", { name: "Cancel my monthly gift" }).count()).toBe(1);
    // A new amount outside the form's limits is refused in words; one inside it holds from the next month.
    await page.getByLabel("New monthly amount in dollars").fill("0.50");
    await page.getByRole("button", { name: "Change my monthly gift" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: /A monthly gift is from \$/ })
      .waitFor();
    await page.getByLabel("New monthly amount in dollars").fill("35");
    await page.getByRole("button", { name: "Change my monthly gift" }).click();
    await expect.poll(() => state.textContent()).toContain("You give $35 each month");
    expect((await mailTo("open-door-housing", "mo@example.org")).filter((m) => m.kind === "monthly-gift-changed")).toHaveLength(1);
    await expectAccessible(page);
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/monthly-gift-390.png`, fullPage: true });
    const payment = await latestPayment("open-door-housing");
    expect(payment).toMatchObject({ status: "paid", recurring: "month", recurringCancelledAt: null });

    // The receipt carries the same signed link; the donor opens it later, in a browser without JavaScript.
    const [receipt] = (await mailTo("open-door-housing", "mo@example.org")).filter((m) => m.kind === "receipt");
    const link = new URL(receipt!.textBody.match(/To change the amount or cancel it, use this link \(it is yours alone\): (\S+)/)![1]!);
    expect(link.searchParams.get("payment")).toBe(payment.reference);
    await page.close();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(`${baseUrl()}${link.pathname}${link.search}`);
    await plain.getByRole("button", { name: "Cancel my monthly gift" }).click();
    await plain.waitForURL(/\/open-door-housing\/[a-z-]+\?payment=R-/);
    await plain.getByText(/Your monthly gift was cancelled on .+\. Nothing more will be taken\./).waitFor();
    expect(await plain.getByRole("button", { name: "Cancel my monthly gift" }).count()).toBe(0);
    if (process.env.SHOTS_DIR) await plain.screenshot({ path: `${process.env.SHOTS_DIR}/monthly-gift-cancelled-390.png` });
    // The recurring record is stopped, and the donor and the charity are told, once.
    expect((await latestPayment("open-door-housing")).recurringCancelledAt).toBeInstanceOf(Date);
    const mails = await mailTo("open-door-housing", "mo@example.org");
    expect(mails.filter((m) => m.kind === "monthly-gift-cancelled")).toHaveLength(1);

    // A forged signature cancels nothing.
    const status = await fetch(`${baseUrl()}/api/sites/open-door-housing/monthly-gift`, {
      method: "POST",
      body: new URLSearchParams({ payment: payment.reference, check: "x".repeat(43), intent: "cancel" }),
      redirect: "manual",
    });
    expect(status.status).toBe(403);
    await context.close();
  });

  it("the escape room shows real availability, holds places while paying, releases them on cancel, and books on success", async () => {
    const page = await browser.newPage();
    const date = dayPastDemoBookings(4);
    const booking = `${baseUrl()}/lockstep-escapes/booking`;
    await page.goto(`${booking}?date=${date}`);
    await expectAccessible(page);
    const first = page.getByTestId("availability").getByRole("link").first();
    const time = (await first.locator("span").first().textContent())!;
    await first.click();
    await page.waitForURL(/time=/);
    // The game step at that time: each game with its places left.
    // Without its #fragment: going to the address a tab is already at, fragment and all, would not load it again.
    const games = page.url().replace(/#.*$/, "");
    const cryosleep = (p: Page) => p.locator("label", { hasText: "Cryosleep" });
    expect(await cryosleep(page).textContent()).toContain("8 of 8 places left");
    const at = (players: number) => `${games}&bookable=cryosleep&players=${players}`;

    const fill = async (on: Page, players: number, email: string, name = "Team Frost") => {
      await on.goto(at(players));
      expect(await on.getByRole("list", { name: "Booking steps" }).textContent()).toContain(time);
      await on.getByLabel("Your name").fill(name);
      await on.getByLabel("Your email").fill(email);
      await on.locator("input[name=phone]").fill("(585) 555-0199");
    };
    await fill(page, 6, "frost@example.org");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.waitForURL(/\/checkout\/test\//);
    // While the payer is at the checkout, the six places are held for them.
    const other = await browser.newPage();
    await other.goto(games);
    expect(await cryosleep(other).textContent()).toContain("2 of 8 places left");
    await payAtCheckout(page, /Cancel/);
    await page.waitForURL(/\/lockstep-escapes\/booking\?payment=R-/);
    expect(await page.getByText("Payment cancelled").count()).toBe(1);
    await expect.poll(async () => (await other.goto(games), await cryosleep(other).textContent())).toContain("8 of 8 places left");

    // Another party of four gets as far as its details while all eight places are free...
    await fill(other, 4, "late@example.org", "Late Team");
    await fill(page, 6, "frost@example.org");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await payAtCheckout(page, /the card is accepted/, "$" + String((6 * (await latestPayment("lockstep-escapes")).lines[0]!.unitCents) / 100));
    await page.waitForURL(/\/lockstep-escapes\/booking\?payment=R-/);
    expect(await page.getByText("You are booked").count()).toBe(1);
    const confirmation = (await mailTo("lockstep-escapes", "frost@example.org")).find((m) => m.kind === "receipt")!;
    expect(confirmation.textBody).toContain("To move or cancel");

    // ...and is refused before any payment once only two are left, with nothing typed lost.
    const before = await latestPayment("lockstep-escapes");
    await other.getByRole("button", { name: "Continue to payment" }).click();
    await expect.poll(() => other.getByRole("alert").filter({ hasText: "Only 2 places are left" }).count()).toBeGreaterThan(0);
    expect(await other.getByLabel("Your name").inputValue()).toBe("Late Team");
    expect((await latestPayment("lockstep-escapes")).id).toBe(before.id);
    // Asked again for four, the game step says why it cannot take them.
    await other.goto(at(4));
    expect(await other.getByRole("alert").filter({ hasText: "has room for" }).textContent()).toBe(
      "Cryosleep: Wake Up Aboard the Seneca has room for up to 2 players at this time: choose fewer players or another game.",
    );
    await other.close();

    // The confirmation's link leads to the payer's own page, where the booking can be cancelled and refunded.
    const ownPage = /open your page: (\S+)/.exec(confirmation.textBody)![1]!;
    await page.goto(ownPage);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Cancel and refund this booking" }).click();
    // The page shows it cancelled (loaded again after the post) before this test leaves it: leaving sooner races that load.
    await expect.poll(() => page.getByText(/· cancelled$/).count()).toBe(1);
    await expect.poll(async () => (await latestPayment("lockstep-escapes")).status).toBe("refunded");
    await page.goto(games);
    expect(await cryosleep(page).textContent()).toContain("8 of 8 places left");
    await page.close();
  });

  it("a gift card is paid for, its code mailed to the recipient, and its balance checked on the page", async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/copper-kettle/gift-cards`);
    await expectAccessible(page);
    await page.getByRole("radio", { name: "$50", exact: true }).check();
    await page.getByLabel("Recipient's name").fill("Jo Friend");
    await page.getByLabel("Recipient's email").fill("jo@example.org");
    await page.getByLabel("Your message").fill("Brunch is on me.");
    await page.getByLabel("Your name").fill("Max Giver");
    await page.getByLabel("Your email").fill("max@example.org");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await payAtCheckout(page, /the card is accepted/, "$50");
    await page.waitForURL(/\/copper-kettle\/gift-cards\?payment=R-/);
    const [mail] = await mailTo("copper-kettle", "jo@example.org");
    const code = /Your code: (\S+)/.exec(mail!.textBody)![1]!;
    await page.getByLabel("Gift card code").fill(code);
    await page.getByRole("button", { name: "Check balance" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "$50 left of $50" }).count(), { timeout: 20_000 }).toBe(1);
    await page.getByLabel("Gift card code").fill("AAAA-BBBB-CCCC-DDDD");
    await page.getByRole("button", { name: "Check balance" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "could not find" }).count()).toBe(1);
    await page.close();
  });

  it("the shop sells several items in one checkout, without JavaScript, and takes them from stock", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/hearthstone-home/shop`);
    const selects = page.locator("select[name^=qty_]");
    const first = (await selects.nth(0).getAttribute("name"))!;
    const second = (await selects.nth(1).getAttribute("name"))!;
    await selects.nth(0).selectOption("2");
    await selects.nth(1).selectOption("1");
    if (await page.getByRole("radio", { name: "Pick up" }).count()) await page.getByRole("radio", { name: "Pick up" }).check();
    await page.getByLabel("Your name").fill("Kim Builder");
    await page.getByLabel("Your email").fill("kim@example.org");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await payAtCheckout(page, /the card is accepted/);
    await page.waitForURL(/\/hearthstone-home\/shop\?payment=R-/);
    expect(await page.getByText("Your order is placed and paid").count()).toBe(1);
    const payment = await latestPayment("hearthstone-home");
    expect(payment.status).toBe("paid");
    expect(payment.lines.filter((l) => l.productId).map((l) => l.quantity)).toEqual([2, 1]);
    const site = (await getSiteBySlug("hearthstone-home"))!;
    const stock = await db()
      .select({ slug: schema.products.slug, stock: schema.products.stock })
      .from(schema.products)
      .where(eq(schema.products.siteId, site.id));
    expect(stock.length).toBeGreaterThan(1);
    expect([first, second].every((name) => name.startsWith("qty_"))).toBe(true);
    await context.close();
  });

  it("the wine tour prices a trip and books it with a deposit", async () => {
    const page = await browser.newPage();
    // Ten days on, or the next day the tours run then (Fridays to Sundays in winter; the Keuka package Wednesday to Sunday).
    const calendar = await siteCalendar((await getSiteBySlug("vine-and-valley-tours"))!.id);
    let date = addDays(dateIn(new Date(), SITE_TIME_ZONE), 10);
    while (!hoursOn(calendar, date).online || !["wed", "thu", "fri", "sat", "sun"].includes(weekdayOf(date))) date = addDays(date, 1);
    await page.goto(`${baseUrl()}/vine-and-valley-tours/trip-builder?plan=keuka-heritage&guests=4&date=${date}`);
    await expectAccessible(page);
    await page.getByLabel("Your name").fill("Alex Taster");
    await page.getByLabel("Your email").fill("alex@example.org");
    await page.locator("input[name=phone]").fill("(585) 555-0142");
    await page.getByRole("button", { name: /Pay the .* deposit/ }).click();
    await payAtCheckout(page, /the card is accepted/);
    await page.waitForURL(/\/vine-and-valley-tours\/trip-builder\?payment=R-/);
    expect(await page.getByText("You are booked").count()).toBe(1);
    const payment = await latestPayment("vine-and-valley-tours");
    expect(payment).toMatchObject({ status: "paid", purpose: "booking" });
    expect(payment.lines[0]!.label).toMatch(/^Deposit \(25%\)/);
    await page.close();
  });

  it("the webhook endpoint refuses an unsigned event", async () => {
    const response = await fetch(`${baseUrl()}/api/payments/webhooks/test`, {
      method: "POST",
      body: JSON.stringify({ id: "evt_1", type: "checkout.session.completed", data: { object: {} } }),
      headers: { "stripe-signature": "t=1,v1=00" },
    });
    expect(response.status).toBe(400);
    expect((await fetch(`${baseUrl()}/api/payments/webhooks/stripe`, { method: "POST", body: "{}" })).status).toBe(404);
  });
});
