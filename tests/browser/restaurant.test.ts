import { calendarOf } from "@/modules/sites/calendar";
import { and, eq } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatClock } from "@/lib/format";
import { addDays, dateIn, SITE_TIME_ZONE, weekdayOf } from "@/lib/time";
import { db, schema } from "@/server/db/client";
import { getBookables } from "@/modules/bookings/queries";
import { reserveTable } from "@/modules/bookings/reservations";
import { sessionsOn } from "@/modules/bookings/schedule";
import { reserveGiftCard } from "@/modules/gift-cards/service";
import { getSiteBySlug } from "@/modules/sites/queries";
import { baseUrl, hydrated, inFirstScreen, launchBrowser, wholeInFirstScreen } from "../helpers/browser";
import { addToOrder, checkWidths, fillCheckout, shootWidths, signInAsOwner } from "../helpers/restaurant";
import { plainForm } from "../helpers/plain-form";
import { payWithTestProvider } from "../helpers/visitors";

/**
 * A restaurant's visitors and owner on a phone: an order from the cart to
 * paid to collected on the order board, with a mail at each step; a gift card
 * paying part of one; a table reservation that refuses the place after the
 * last; and an order placed without JavaScript. Every new page is axe-clean
 * at 390 and 1280 px (with SHOTS_DIR set, screenshots of each go there).
 */
const PHONE = { width: 390, height: 844 };
let address = 10;
/** Each visitor its own address (the server trusts one proxy hop), so rate limits never mix tests. */
const visitor = () => ({ viewport: PHONE, extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${address++}` } });

async function mailTo(slug: string, to: string) {
  const site = (await getSiteBySlug(slug))!;
  return db()
    .select()
    .from(schema.outbox)
    .where(and(eq(schema.outbox.siteId, site.id), eq(schema.outbox.toAddress, to)))
    .orderBy(schema.outbox.createdAt);
}

describe("a restaurant online, on a phone", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it("an order goes from the cart to paid to collected on the order board, with a mail to the customer at each step", async () => {
    const context = await browser.newContext(visitor());
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/copper-kettle/takeout`);
    await checkWidths(page, "order-empty");

    await addToOrder(page, "Kettle burger", ["Medium rare", "Fried egg"], 2);
    expect(await page.getByRole("status").filter({ hasText: "Added to your order" }).count()).toBe(1);
    await addToOrder(page, "Six-hour pot roast", ["Side salad"]);
    // Two burgers at $18 + $2, a pot roast at $28 + $4.
    expect(await page.getByTestId("cart-total").textContent()).toBe("$72");
    expect(await page.getByRole("list", { name: "In your order" }).textContent()).toContain("2 × Kettle burger (Medium rare, Fried egg)");
    // The address holds the cart before the addition: a reload shows the same order, never one more.
    await page.reload();
    expect(await page.getByTestId("cart-total").textContent()).toBe("$72");
    await checkWidths(page, "order-cart");

    await page.getByRole("link", { name: "Choose a pickup time and pay" }).click();
    const pickup = await fillCheckout(page, { name: "Casey Phone", email: "casey.order@example.org" });
    await expect.poll(() => page.getByTestId("quote-total").textContent()).toBe("$72");
    await checkWidths(page, "order-checkout");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.waitForURL(/\/checkout\/test\//);
    expect(await page.getByTestId("checkout-total").textContent()).toBe("$72");
    await page.getByRole("button", { name: /the card is accepted/ }).click();
    await page.waitForURL(/\/copper-kettle\/takeout\?payment=R-/);
    await page.getByTestId("pickup-time").waitFor();
    expect(await page.getByRole("heading", { level: 2, name: "Your order is in" }).count()).toBe(1);
    expect(await page.getByTestId("pickup-time").textContent()).toBe(pickup);
    await expect.poll(() => inFirstScreen(page, "pickup-time")).toBe(true);
    const reference = (await page.getByTestId("receipt-number").textContent())!;
    await checkWidths(page, "order-paid");

    // The owner's board: new, preparing, ready, collected; each step emails the customer.
    const owner = await browser.newContext({ viewport: PHONE });
    const board = await signInAsOwner(owner, "/admin/sites/copper-kettle/orders");
    const card = (step: string) => board.getByTestId(`board-${step}`).getByRole("article").filter({ hasText: reference });
    await card("new").waitFor();
    await checkWidths(board, "order-board");
    for (const [button, to] of [
      ["Start preparing", "preparing"],
      ["Mark ready", "ready"],
      ["Mark collected", "collected"],
    ] as const) {
      await board.getByRole("button", { name: `${button} order ${reference}` }).click();
      await card(to).waitFor();
    }
    await checkWidths(board, "order-board-collected");
    const mails = await mailTo("copper-kettle", "casey.order@example.org");
    expect(mails.map((m) => m.kind)).toEqual(["receipt", "order-preparing", "order-ready", "order-collected"]);
    expect(mails[0]!.textBody).toContain(`Pickup: ${pickup}.`);
    expect(mails[2]!.subject).toBe(`The Copper Kettle: your order is ready to collect [${reference}]`);

    await page.reload();
    expect(await page.getByTestId("order-progress").textContent()).toBe("You have collected it. Enjoy your meal.");
    await owner.close();
    await context.close();
  }, 360_000);

  it("a gift card pays part of an order, and the card processor is asked only for the rest", async () => {
    const site = (await getSiteBySlug("copper-kettle"))!;
    await payWithTestProvider(
      {
        siteId: site.id,
        purpose: "gift_card",
        payer: { email: "giver@example.org" },
        lines: [{ label: "Gift card", quantity: 1, unitCents: 2500 }],
        successPath: "gift-cards",
        cancelPath: "gift-cards",
      },
      (tx, payment) =>
        reserveGiftCard(tx, site.id, payment.id, {
          label: null,
          amountCents: 2500,
          recipientName: "Dana",
          recipientEmail: "dana.card@example.org",
          senderName: "Giver",
          message: null,
        }),
    );
    const code = /Your code: ([0-9A-Z-]{19})/.exec((await mailTo("copper-kettle", "dana.card@example.org"))[0]!.textBody)![1]!;
    // Its balance, asked on the gift card page without JavaScript and with it: the same answer, the code never in the address.
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ ...visitor(), javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/copper-kettle/gift-cards`);
      if (javaScriptEnabled) await hydrated(page.getByRole("button", { name: "Check balance" }));
      await page.getByLabel("Gift card code").fill(code);
      await page.getByRole("button", { name: "Check balance" }).click();
      await expect.poll(() => page.getByRole("status").filter({ hasText: "gift card has $25 left of $25." }).count()).toBe(1);
      expect(page.url()).not.toContain(code);
      if (javaScriptEnabled) await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("gift-card-balance");
      await context.close();
    }

    const context = await browser.newContext(visitor());
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/copper-kettle/takeout`);
    await addToOrder(page, "Six-hour pot roast", []);
    await page.getByRole("link", { name: "Choose a pickup time and pay" }).click();
    await fillCheckout(page, { name: "Dana Card", email: "dana.card@example.org" }, code.toLowerCase());
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.waitForURL(/\/checkout\/test\//);
    // $28 less the card's $25: the processor is asked for $3.
    expect(await page.getByTestId("checkout-total").textContent()).toBe("$3");
    expect(await page.getByText(`Gift card ending ${code.slice(-4)}`).count()).toBe(1);
    await page.getByRole("button", { name: /the card is accepted/ }).click();
    await page.waitForURL(/\/copper-kettle\/takeout\?payment=R-/);
    await page.getByTestId("pickup-time").waitFor();
    expect(await page.getByTestId("payment-result").textContent()).toContain("-$25");

    await page.goto(`${baseUrl()}/copper-kettle/gift-cards`);
    await page.getByLabel("Gift card code").fill(code);
    await page.getByRole("button", { name: "Check balance" }).click();
    await expect.poll(() => page.getByText("has $0 left of $25").count()).toBe(1);
    await context.close();
  });

  for (const javaScriptEnabled of [true, false]) {
    const without = javaScriptEnabled ? "" : "-no-js";
    it(`a table reservation takes the last places once and refuses the place after the last, keeping what the guest typed${javaScriptEnabled ? "" : ", without JavaScript too"}`, async () => {
      const site = (await getSiteBySlug("olive-and-ash"))!;
      const tables = (await getBookables(site.id)).find((b) => b.key === "tables")!;
      // Four days ahead (nine without JavaScript, so the two runs fill different days), or the next open day after: its first time, filled to two places from the end.
      let date = addDays(dateIn(new Date(), SITE_TIME_ZONE), javaScriptEnabled ? 4 : 9);
      while (sessionsOn(tables, date, calendarOf(site)).length === 0) date = addDays(date, 1);
      const first = sessionsOn(tables, date, calendarOf(site))[0]!;
      const at = formatClock(first, SITE_TIME_ZONE);
      for (const [i, party] of [5, 5, 5, 3].entries()) {
        await reserveTable({
          siteId: site.id,
          bookable: tables,
          startsAt: first,
          partySize: party,
          guest: { email: `early-${i}-${weekdayOf(date)}@example.org`, name: "Early Guest" },
        });
      }

      const url = `${baseUrl()}/olive-and-ash/contact?party=2&date=${date}#reserve`;
      const [a, b] = await Promise.all([browser.newContext({ ...visitor(), javaScriptEnabled }), browser.newContext({ ...visitor(), javaScriptEnabled })]);
      const pageA = await a.newPage();
      const pageB = await b.newPage();
      for (const [page, name] of [
        [pageA, `Avery ${javaScriptEnabled ? "Last" : "Plain"}`],
        [pageB, `Blake ${javaScriptEnabled ? "After" : "Plain"}`],
      ] as const) {
        await page.goto(url);
        const form = page.getByRole("region", { name: "Reserve a table" });
        // The day's times are said once, as the choices, and the first of them is in the first screen.
        expect(await form.getByText(at, { exact: true }).count()).toBe(1);
        await expect.poll(() => wholeInFirstScreen(form.getByRole("radio").first())).toBe(true);
        await form.getByRole("radio", { name: at, exact: true }).check();
        await form.getByLabel("Your name").fill(name);
        await form.getByLabel("Your email").fill(`${name.toLowerCase().replace(" ", ".")}@example.org`);
        await form.locator("input[name=phone]").fill("(585) 555-0177");
        await form.getByLabel("Anything we should know").fill("A birthday.");
      }
      if (javaScriptEnabled) await checkWidths(pageB, "reservation-form");
      // With JavaScript the post goes by fetch and the page moves without a reload (nothing here survives a load).
      if (javaScriptEnabled) {
        await hydrated(pageA.getByRole("button", { name: "Reserve the table" }));
        await hydrated(pageB.getByRole("button", { name: "Reserve the table" }));
        await pageA.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
      }

      await pageA.getByRole("button", { name: "Reserve the table" }).click();
      await pageA.waitForURL(/\/olive-and-ash\/contact\?reservation=T-/);
      await pageA.getByTestId("reserved-time").waitFor();
      expect(await pageA.getByRole("heading", { level: 2, name: "Your table is reserved" }).count()).toBe(1);
      expect(await pageA.getByTestId("reserved-time").textContent()).toContain(at);
      await expect.poll(() => inFirstScreen(pageA, "reserved-time")).toBe(true);
      if (javaScriptEnabled) {
        expect(await pageA.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
        await expect.poll(() => pageA.evaluate(() => document.activeElement?.id)).toBe("result");
      }
      await (javaScriptEnabled ? checkWidths : shootWidths)(pageA, `reservation-result${without}`);

      await pageB.getByRole("button", { name: "Reserve the table" }).click();
      await expect
        .poll(() =>
          pageB
            .getByRole("alert")
            .filter({ hasText: `The last table at ${at} has just been taken` })
            .count(),
        )
        .toBeGreaterThan(0);
      expect(await pageB.getByRole("region", { name: "Reserve a table" }).getByLabel("Your name").inputValue()).toBe(
        `Blake ${javaScriptEnabled ? "After" : "Plain"}`,
      );
      expect(await pageB.getByLabel("Anything we should know").inputValue()).toBe("A birthday.");
      // What was typed is kept on the server: the address the guest was sent back to carries none of it.
      expect(pageB.url()).not.toMatch(/Blake|birthday|555/);
      if (javaScriptEnabled) await expect.poll(() => pageB.evaluate(() => document.activeElement?.id)).toBe("reserve-problem");
      await (javaScriptEnabled ? checkWidths : shootWidths)(pageB, `reservation-error${without}`);
      // A new look at the day (reload: the same address with its #reserve would only scroll).
      await pageB.reload();
      expect(await pageB.getByTestId("reservation-unavailable").textContent()).toContain(`${at} (full)`);
      expect(await pageB.getByRole("radio", { name: at, exact: true }).count()).toBe(0);
      expect((await mailTo("olive-and-ash", `avery.${javaScriptEnabled ? "last" : "plain"}@example.org`)).map((m) => m.kind)).toEqual(["reservation"]);

      // The guest cancels from their own page; the place is free again.
      await pageA.getByRole("link", { name: "Cancel this reservation" }).click();
      await pageA.getByRole("button", { name: "Cancel this reservation" }).click();
      await expect.poll(() => pageA.getByText(/reservation T-[0-9A-Z-]+ · cancelled/).count()).toBe(1);
      await (javaScriptEnabled ? checkWidths : shootWidths)(pageA, `reservation-cancelled${without}`);
      await pageB.reload();
      expect(await pageB.getByRole("radio", { name: at, exact: true }).count()).toBe(1);

      if (!javaScriptEnabled) return void (await Promise.all([a.close(), b.close()]));
      // The owner's list of the day (the Copper Kettle's, whose owner the demo has).
      const owner = await browser.newContext({ viewport: PHONE });
      const list = await signInAsOwner(owner, "/admin/sites/copper-kettle/reservations");
      await list.getByRole("heading", { level: 1, name: "Reservations" }).waitFor();
      await checkWidths(list, "reservations-admin");
      await Promise.all([a.close(), b.close(), owner.close()]);
    }, 300_000);
  }

  it("a reservation and a gift card's balance post to routes of their own: refused for a closed day, from another origin, and for bad input never with a 5xx", async () => {
    const site = (await getSiteBySlug("olive-and-ash"))!;
    const tables = (await getBookables(site.id)).find((b) => b.key === "tables")!;
    let closed = addDays(dateIn(new Date(), SITE_TIME_ZONE), 1);
    while (sessionsOn(tables, closed, calendarOf(site)).length > 0) closed = addDays(closed, 1);
    const from = visitor().extraHTTPHeaders;
    const contact = `${baseUrl()}/olive-and-ash/contact`;
    const html = await (await fetch(contact, { headers: from })).text();
    // The form names where it posts (the Nu HTML Checker refuses `action=""`).
    expect(/<form[^>]*action="([^"]*)"[^>]*>(?:(?!<\/form>)[\s\S])*Reserve the table/.exec(html)?.[1]).toBe("/api/sites/olive-and-ash/reservations");
    const form = await plainForm(contact, "Reserve the table", from);
    const typed = { time: "5:00 PM", name: "Casey Closed", email: "casey@example.org", phone: "(585) 555-0100", requests: "A quiet table." };

    // A day the restaurant is closed: back to the form with why, and nothing personal in the address.
    const refused = await form.post({ ...typed, date: closed });
    expect(refused.status).toBe(303);
    const back = refused.headers.get("location")!;
    expect(back).toMatch(new RegExp(`^/olive-and-ash/contact\\?date=${closed}&party=2&kept=[0-9a-f-]{36}#reserve-problem$`));
    expect(back).not.toMatch(/Casey|casey|555|quiet/);
    const shown = await (await fetch(`${baseUrl()}${back}`, { headers: from })).text();
    expect(shown).toContain("Nothing was reserved: that day is not open for reservations.");
    // What was typed is read back by the same visitor only.
    expect(await (await fetch(`${baseUrl()}${back}`, { headers: visitor().extraHTTPHeaders })).text()).not.toContain("Nothing was reserved");

    // From another origin: refused before anything is read. Bad input: a 4xx, or back to the form, never a 5xx.
    const foreign = await form.post(typed, { Origin: "https://elsewhere.example" });
    expect(foreign.status).toBe(403);
    const post = (body: BodyInit, headers: Record<string, string> = {}) =>
      fetch(`${baseUrl()}/api/sites/olive-and-ash/reservations`, { method: "POST", body, headers: { ...from, ...headers }, redirect: "manual" });
    expect((await post(JSON.stringify(typed), { "Content-Type": "application/json" })).status).toBe(400);
    expect((await post(new URLSearchParams({ ...typed, page: "../admin" }))).status).toBe(404);
    expect((await post(new URLSearchParams({ ...typed, page: "about" }))).status).toBe(404);
    const nonsense = await post(new URLSearchParams({ page: "contact", date: "2020-02-31", party: "9999", time: "\u0000", name: "x".repeat(5000) }));
    expect(nonsense.status).toBe(303);
    expect(
      (await fetch(`${baseUrl()}/api/sites/no-such-site/reservations`, { method: "POST", body: new URLSearchParams(typed), redirect: "manual" })).status,
    ).toBe(404);

    // A gift card's balance: the code goes in the post, the answer comes back to this visitor by a token.
    const cards = `${baseUrl()}/copper-kettle/gift-cards`;
    const cardsHtml = await (await fetch(cards, { headers: from })).text();
    expect(/<form[^>]*action="([^"]*)"[^>]*>(?:(?!<\/form>)[\s\S])*Check balance/.exec(cardsHtml)?.[1]).toBe("/api/sites/copper-kettle/gift-card-balance");
    const balance = await plainForm(cards, "Check balance", from);
    const asked = await balance.post({ code: "ABCD-EFGH-JKMN-PQRS" });
    expect(asked.status).toBe(303);
    expect(asked.headers.get("location")).toMatch(/^\/copper-kettle\/gift-cards\?balance=[0-9a-f-]{36}#gift-card-balance$/);
    expect(await (await fetch(`${baseUrl()}${asked.headers.get("location")}`, { headers: from })).text()).toContain(
      "We could not find a gift card with that code",
    );
    expect((await balance.post({ code: "ABCD-EFGH-JKMN-PQRS" }, { Origin: "https://elsewhere.example" })).status).toBe(403);
    // The page's own script asks for where to go as JSON, and goes there without a reload.
    const inPlace = await balance.post({ code: "" }, { "X-Posted-In-Place": "1" });
    expect(inPlace.status).toBe(200);
    expect(((await inPlace.json()) as { location: string }).location).toMatch(/^\/copper-kettle\/gift-cards\?balance=/);
  });

  it("without JavaScript a reservation's times are said once, as its choices, the first of them in the first screen", async () => {
    const context = await browser.newContext({ ...visitor(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/olive-and-ash/contact?party=2#reserve`);
    const form = page.getByRole("region", { name: "Reserve a table" });
    const first = form.getByRole("radio").first();
    expect(await form.getByText((await first.getAttribute("value"))!, { exact: true }).count()).toBe(1);
    await expect.poll(() => wholeInFirstScreen(first)).toBe(true);
    await context.close();
  });

  for (const javaScriptEnabled of [true, false]) {
    it(`"Add to order" comes back to the same item, a phone keeps the count and total in a bar, and pickup is a day then a time${javaScriptEnabled ? "" : ", without JavaScript too"}`, async () => {
      const context = await browser.newContext({ ...visitor(), javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/lakeview-grill/order-online`);
      // With JavaScript the cart changes in place: the page is never loaded again.
      if (javaScriptEnabled) await hydrated(page.getByRole("button", { name: "Add Clam chowder to order" }));
      let loads = 0;
      page.on("load", () => loads++);
      await addToOrder(page, "Clam chowder", ["Bowl"], 2);
      expect(loads).toBe(javaScriptEnabled ? 0 : 1);
      expect(new URL(page.url()).hash).toMatch(/-item-clam-chowder$/);
      const form = page.getByRole("form", { name: "Clam chowder" });
      await expect.poll(() => wholeInFirstScreen(form.getByRole("button", { name: "Add Clam chowder to order" }))).toBe(true);
      expect(await form.getByRole("status").textContent()).toContain("Added to your order.");
      // The bar: the server's count and total, in view while the menu scrolls.
      const bar = page.getByTestId("cart-bar");
      await expect.poll(() => wholeInFirstScreen(bar)).toBe(true);
      expect(await bar.textContent()).toBe(`Your order: 2 items${await page.getByTestId("cart-total").textContent()}`);
      if (javaScriptEnabled) await checkWidths(page, "order-added");
      // The pickup day first, then only that day's times.
      const days = page.getByTestId("pickup-days").getByRole("link");
      const last = days.last();
      const day = (await last.textContent())!;
      await last.click();
      await page.waitForURL(/[?&]day=\d{4}-\d{2}-\d{2}#pickup-day$/);
      await expect.poll(() => wholeInFirstScreen(page.getByLabel("Pickup time"))).toBe(true);
      expect(await page.getByTestId("pickup-days").getByRole("link", { name: day }).getAttribute("aria-current")).toBe("date");
      const times = (await page.getByLabel("Pickup time").locator("option").allTextContents()).filter((t) => / at /.test(t));
      expect(times.length).toBeGreaterThan(0);
      const short = day.replace(/^(\w{3})\w*, (\w{3})\w* (\d+)$/, "$1, $2 $3");
      expect(
        times.every((t) => t.startsWith(`${short} at `)),
        `${short}: ${times.join(" | ")}`,
      ).toBe(true);
      if (javaScriptEnabled) await checkWidths(page, "order-pickup-day");
      await context.close();
    });
  }

  it("an order is placed without JavaScript, the cart in the address and the checkout a plain form", async () => {
    const context = await browser.newContext({ ...visitor(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/lakeview-grill/order-online`);
    await addToOrder(page, "Wings", ["Hot"]);
    await addToOrder(page, "Clam chowder", ["Bowl"], 2);
    // Wings $15, two bowls at $6 + $3.
    expect(await page.getByTestId("cart-total").textContent()).toBe("$33");
    await page.getByRole("link", { name: "One more Wings (Hot)" }).click();
    expect(await page.getByTestId("cart-total").textContent()).toBe("$48");
    await page.getByRole("link", { name: "Remove Clam chowder (Bowl)" }).click();
    expect(await page.getByTestId("cart-total").textContent()).toBe("$30");
    await fillCheckout(page, { name: "Noa Script", email: "noa.script@example.org" });
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.waitForURL(/\/checkout\/test\//);
    expect(await page.getByTestId("checkout-total").textContent()).toBe("$30");
    await context.close();
  });
});
