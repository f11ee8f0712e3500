import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/demo/accounts";
import { and, eq } from "drizzle-orm";
import { formatClock } from "@/lib/format";
import { addDays, clockIn, dateIn, SITE_TIME_ZONE } from "@/lib/time";
import { db, schema } from "@/server/db/client";
import { getBookables } from "@/modules/bookings/queries";
import { sessionsOn } from "@/modules/bookings/schedule";
import { calendarOf } from "@/modules/sites/calendar";
import { getSiteBySlug } from "@/modules/sites/queries";
import { axeViolations, baseUrl, describeViolations, launchBrowser } from "../helpers/browser";
import { dayPastDemoBookings } from "../helpers/visitors";

/**
 * The escape room's front desk, as its owner on a phone: the week's
 * sessions, a booking taken by phone, moved to another session, a session
 * blocked out and opened again, the booking found in the Bookings list,
 * moved from its own page and cancelled there; and the restaurant's host
 * stand: a table taken by phone, moved and its party changed. Each screen
 * axe-clean at a phone's, a tablet's and a laptop's width.
 */
const SITE = "lockstep-escapes";
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.SHOTS_DIR;

async function checkWidths(page: Page, name: string) {
  await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; }" });
  for (const width of [390, 820, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 1000 });
    const violations = await axeViolations(page);
    expect(violations, describeViolations(page.url(), violations)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} at ${width} scrolls sideways`).toBe(true);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize(PHONE);
}

describe("the front desk", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it("the owner takes a booking by phone, moves it, and blocks a session out and opens it again", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const calendar = `/admin/sites/${SITE}/bookings/calendar`;
    await page.goto(`${baseUrl()}${calendar}`);
    await page.waitForURL(/\/login\?next=/);
    await page.getByLabel("Email").fill(DEMO_ACCOUNTS.owner.email);
    await page.getByLabel("Password").fill(DEMO_ACCOUNTS.owner.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === calendar);
    await checkWidths(page, "desk-calendar");

    // The last session of a week past the demo's bookings (which fill some sessions, the late ones
    // most) and past the days the other tests book.
    await page.goto(`${baseUrl()}${calendar}?from=${dayPastDemoBookings(5)}`);
    await page.getByTestId("desk-session").last().click();
    await page.waitForURL(/\/calendar\/[a-z0-9-]+\/\d+$/);
    await page.getByRole("form", { name: "Add a booking taken by phone" }).waitFor();
    const session = page.url();
    await checkWidths(page, "desk-session");
    const form = page.getByRole("form", { name: "Add a booking taken by phone" });
    await form.getByLabel("Guest's name").fill("Pat Phone");
    await form.getByLabel("Phone").fill("(585) 555-0199");
    await form.getByLabel("Email").fill("pat.phone@example.org");
    await form.getByLabel("Places").selectOption("2");
    await form.getByRole("button", { name: /^Book .* for this guest$/ }).click();
    await expect.poll(() => form.getByRole("status").textContent()).toMatch(/^Booked Pat Phone by phone for 2, .*: booking B-/);
    await page.getByRole("cell", { name: /^Pat Phone/ }).waitFor();
    await checkWidths(page, "desk-session-booked");

    const move = page.getByRole("form", { name: "Move the booking of Pat Phone" });
    const target = (await move.locator("option").nth(1).getAttribute("value"))!;
    await move.locator("select").selectOption(target);
    await move.getByRole("button", { name: "Move" }).click();
    // The desk follows the booking to its new session.
    await page.waitForURL(new RegExp(`/${target}\\?moved=1$`));
    await page.getByText("The booking was moved to this session; the guest was emailed.").waitFor();
    await page.getByRole("cell", { name: /^Pat Phone/ }).waitFor();

    await page.goto(session);
    await page.getByRole("button", { name: "Block it out" }).click();
    await expect
      .poll(() =>
        page
          .locator("section", { has: page.locator("#block") })
          .getByRole("status")
          .textContent(),
      )
      .toMatch(/^Blocked out /);
    await page.goto(`${baseUrl()}${calendar}?from=${dayPastDemoBookings(5)}`);
    await expect.poll(() => page.getByTestId("desk-session").last().textContent()).toMatch(/Blocked out/);
    await page.goto(session);
    await page.getByRole("button", { name: "Open it again" }).click();
    await expect
      .poll(() =>
        page
          .locator("section", { has: page.locator("#block") })
          .getByRole("status")
          .textContent(),
      )
      .toMatch(/^Opened .* for booking again\.$/);

    // The phone booking is in the Bookings list beside those paid online (the demo's own on the day it moved to), and is cancelled from there with nothing to refund.
    const day = dateIn(new Date(Number(target)), SITE_TIME_ZONE);
    await page.goto(`${baseUrl()}/admin/sites/${SITE}/bookings?from=${day}&to=${day}`);
    const row = page.getByRole("row", { name: /Pat Phone/ });
    await expect.poll(() => row.textContent()).toMatch(/B-[0-9A-Z]{4}-[0-9A-Z]{4}By phone, pays at the desk/);
    await checkWidths(page, "bookings-with-phone-booking");
    await row.getByRole("link").first().click();
    await page.waitForURL(/\/bookings\/[0-9a-f-]{36}$/);
    await page.getByText(/^Taken by phone as booking B-/).waitFor();
    await checkWidths(page, "phone-booking");
    // Moved from its own page, without going back to the calendar.
    const moveHere = page.getByRole("form", { name: "Move the booking of Pat Phone" });
    const later = (await moveHere.locator("option").nth(1).getAttribute("value"))!;
    await moveHere.locator("select").selectOption(later);
    await moveHere.getByRole("button", { name: "Move" }).click();
    await expect.poll(() => moveHere.getByRole("status").textContent()).toMatch(/^Moved the booking from .* to .*; the guest was emailed\.$/);
    await page.getByLabel("I have told the guest that their booking is cancelled.").check();
    await page.getByRole("button", { name: /^Cancel booking B-/ }).click();
    await page
      .getByText(/^Booking B-.* is cancelled and its places are free\. The guest is emailed a notice; nothing was paid online, so nothing is refunded\.$/)
      .waitFor();
    await context.close();
  }, 300_000);

  it("the host takes a table by phone, calls the guest with a tap, and moves the table and changes its party", async () => {
    const site = (await getSiteBySlug("copper-kettle"))!;
    const tables = (await getBookables(site.id)).find((b) => b.kind === "table")!;
    // Nine days ahead or the next day the tables are open, past the demo's reservations.
    let date = addDays(dateIn(new Date(), SITE_TIME_ZONE), 9);
    while (sessionsOn(tables, date, calendarOf(site)).length < 2) date = addDays(date, 1);
    const [first, second] = sessionsOn(tables, date, calendarOf(site)) as [Date, Date];
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const list = `/admin/sites/copper-kettle/reservations`;
    await page.goto(`${baseUrl()}${list}?date=${date}`);
    await page.waitForURL(/\/login\?next=/);
    await page.getByLabel("Email").fill(DEMO_ACCOUNTS.owner.email);
    await page.getByLabel("Password").fill(DEMO_ACCOUNTS.owner.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === list);

    await page.getByText(/^A guest called for /).click();
    const form = page.getByRole("form", { name: "Take a reservation by phone" });
    await form.getByLabel("Time").selectOption(String(first.getTime()));
    await form.getByLabel("Guest's name").fill("Rosa Ring");
    await form.getByLabel("Phone").fill("(585) 555-0123");
    await form.getByLabel("Email").fill("rosa.ring@example.org");
    await form.getByLabel("Guests").selectOption("2");
    await form.getByLabel("Requests (optional)").fill("A quiet corner");
    await checkWidths(page, "reservation-by-phone");
    await form.getByRole("button", { name: "Reserve the table" }).click();
    await expect.poll(() => form.getByRole("status").textContent()).toMatch(/^Reserved a table for 2 for Rosa Ring, .*: reservation T-/);
    const row = page.getByRole("row", { name: /Rosa Ring/ });
    expect(await row.getByRole("link", { name: "(585) 555-0123" }).getAttribute("href")).toBe("tel:+15855550123");
    await expect.poll(() => row.textContent()).toMatch(/Taken by phone.*A quiet corner/);

    await row.getByText("Change…").click();
    const change = row.getByRole("form", { name: /^Change reservation T-/ });
    await change.getByLabel("Day and time").fill(`${date}T${clockIn(second, SITE_TIME_ZONE)}`);
    await change.getByLabel("Guests").fill("4");
    await checkWidths(page, "reservation-change");
    await change.getByRole("button", { name: "Change and tell the guest" }).click();
    await expect.poll(() => change.getByRole("status").textContent()).toMatch(/^The reservation is now for 4 on .*; the guest was emailed\.$/);
    await expect.poll(() => page.getByRole("row", { name: /Rosa Ring/ }).textContent()).toContain(formatClock(second, SITE_TIME_ZONE));
    const mails = await db()
      .select({ kind: schema.outbox.kind })
      .from(schema.outbox)
      .where(and(eq(schema.outbox.siteId, site.id), eq(schema.outbox.toAddress, "rosa.ring@example.org")))
      .orderBy(schema.outbox.createdAt);
    expect(mails.map((m) => m.kind)).toEqual(["booking-phone", "booking-moved"]);
    await context.close();
  });
});
