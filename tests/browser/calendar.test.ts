import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/demo/accounts";
import { hoursOn } from "@/lib/calendar";
import { now } from "@/lib/clock";
import { addDays, dateIn } from "@/lib/time";
import { availabilityBetween, getBookables } from "@/modules/bookings/queries";
import { reservationsOn } from "@/modules/bookings/reservations";
import type { OrderBlock } from "@/modules/ordering/menu";
import { pickupLabel } from "@/modules/ordering/menu";
import { openPickupDays } from "@/modules/ordering/queries";
import { getPage } from "@/modules/pages/queries";
import { getSiteBySlug, siteCalendar } from "@/modules/sites/queries";
import { axeViolations, baseUrl, describeViolations, launchBrowser } from "../helpers/browser";

/**
 * An owner on a phone closes a coming day that already has reservations:
 * the public reservation form stops offering it on the next request and
 * says why, the footer announces it, and the
 * owner sees the day's reservations listed to handle (none cancelled).
 * Opening the day again brings the usual hours back.
 */
const SITE = "copper-kettle";
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.SHOTS_DIR;

async function checkWidths(page: Page, name: string) {
  for (const width of [390, 1280]) {
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

describe("the business's calendar", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it("an owner closes a day on a phone and every form obeys on the next request", async () => {
    const site = (await getSiteBySlug(SITE))!;
    const calendar = await siteCalendar(site.id);
    const today = dateIn(new Date(), calendar.timeZone);
    // A usual open day in the coming days that already has reservations from the demo's past.
    let date = addDays(today, 2);
    while (
      hoursOn(calendar, date).source === "special" ||
      !hoursOn(calendar, date).online ||
      !(await reservationsOn(site.id, date)).some((r) => r.status === "confirmed")
    )
      date = addDays(date, 1);
    const booked = (await reservationsOn(site.id, date)).filter((r) => r.status === "confirmed").length;

    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const hours = `/admin/sites/${SITE}/hours`;
    await page.goto(`${baseUrl()}${hours}`);
    await page.waitForURL(/\/login\?next=/);
    await page.getByLabel("Email").fill(DEMO_ACCOUNTS.owner.email);
    await page.getByLabel("Password").fill(DEMO_ACCOUNTS.owner.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === hours);
    await checkWidths(page, "hours");

    const form = page.getByRole("form", { name: "Close a day, or change its hours" });
    await form.getByLabel("Name (visitors read it)").fill("Closed for a private event");
    await form.getByLabel("Day", { exact: true }).fill(date);
    await form.getByRole("button", { name: "Save the day" }).click();
    await page.getByText("Closed on Closed for a private event. The site and its forms follow it now.").waitFor();
    const stranded = page.getByTestId("stranded");
    await stranded.waitFor();
    // Every reservation of the day is listed (other tests may have left a pickup order on it too).
    expect(await stranded.locator("li", { hasText: /: reservation T-/ }).count()).toBe(booked);
    expect(await page.getByTestId("special-days").textContent()).toContain("Closed for a private event");
    await checkWidths(page, "hours-closed");

    // A visitor asks for that day: no times, and the reason.
    const visitor = await browser.newContext({ viewport: PHONE });
    const guest = await visitor.newPage();
    await guest.goto(`${baseUrl()}/${SITE}/contact?party=2&date=${date}#reserve`);
    expect(await guest.getByTestId("reservation-closed").textContent()).toContain("Closed for a private event");
    expect(await guest.getByRole("button", { name: "Reserve the table" }).count()).toBe(0);
    if (date <= addDays(today, 13)) expect((await guest.getByTestId("special-hours").allTextContents()).join(" ")).toContain("Closed for a private event");
    await checkWidths(guest, "reservation-closed-day");

    // Open again: the usual times come back.
    // The day leaves the list (and its form with it) once removed.
    await page.getByRole("button", { name: "Remove Closed for a private event" }).click();
    await page.getByRole("button", { name: "Remove Closed for a private event" }).waitFor({ state: "detached" });
    // Without the fragment: the same address with it would only move within the page already shown.
    await guest.goto(`${baseUrl()}/${SITE}/contact?party=2&date=${date}`);
    // The times with room are the form's own choices.
    await guest.getByRole("button", { name: "Reserve the table" }).waitFor();
    expect(await guest.getByRole("radio").count()).toBeGreaterThan(0);
    expect((await reservationsOn(site.id, date)).filter((r) => r.status === "confirmed")).toHaveLength(booked);

    // The settings page no longer carries the hours: on a phone it was 13,887 px tall with them.
    await page.goto(`${baseUrl()}/admin/sites/${SITE}/settings`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    const tall = await page.evaluate(() => document.documentElement.scrollHeight);
    console.info(`settings page at 390 px: ${tall} px tall`);
    expect(tall).toBeLessThan(13_887);
    await Promise.all([context.close(), visitor.close()]);
  });

  /** Signs the demo owner in on a phone at a page of theirs. */
  async function ownerAt(path: string) {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}${path}`);
    await page.waitForURL(/\/login\?next=/);
    await page.getByLabel("Email").fill(DEMO_ACCOUNTS.owner.email);
    await page.getByLabel("Password").fill(DEMO_ACCOUNTS.owner.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === path);
    return { context, page };
  }

  /** The owner closes a day on the hours page, then opens it again when `work` is done. */
  async function closedWhile(page: Page, date: string, work: () => Promise<void>) {
    const form = page.getByRole("form", { name: "Close a day, or change its hours" });
    await form.getByLabel("Name (visitors read it)").fill("Closed for a staff day");
    await form.getByLabel("Day", { exact: true }).fill(date);
    await form.getByRole("button", { name: "Save the day" }).click();
    await page.getByText("Closed on Closed for a staff day. The site and its forms follow it now.").waitFor();
    try {
      await work();
    } finally {
      await page.getByRole("button", { name: "Remove Closed for a staff day" }).click();
      await page.getByRole("button", { name: "Remove Closed for a staff day" }).waitFor({ state: "detached" });
    }
  }

  // The server's clock and this process's are the same (`MAINSTREET_NOW` reaches both), so the days chosen here are the ones the forms offer.
  it("the pickup order form stops offering a day the owner closes", async (test) => {
    const site = (await getSiteBySlug(SITE))!;
    const props = (await getPage(site.id, "takeout"))!.blocks.find((b) => b.type === "orderOnline")!.props as OrderBlock;
    const { timeZone } = await siteCalendar(site.id);
    const today = dateIn(now(), timeZone);
    // A day after today with pickup times (the kitchen takes orders a few days ahead; none may be left at this hour).
    const day = (await openPickupDays(site, props, now())).find((d) => d.date > today && d.times.length);
    if (!day) return test.skip("no pickup day after today is offered at this hour; set MAINSTREET_NOW to a weekday noon");
    const prefix = pickupLabel(day.times[0]!, timeZone).split(" at ")[0]!;
    const takeout = `${baseUrl()}/${SITE}/takeout?cart=french-onion-soup&day=${day.date}`;
    const visitor = await browser.newContext({ viewport: PHONE });
    const guest = await visitor.newPage();
    const offered = async () => {
      await guest.goto(takeout);
      await guest.getByTestId("cart-total").first().waitFor();
      const times = await guest.getByLabel("Pickup time").locator("option").allTextContents();
      const days = await guest.locator(`[data-testid="pickup-days"] a[href*="day=${day.date}"]`).count();
      return { times: times.filter((t) => t.startsWith(prefix)).length, days };
    };
    expect((await offered()).times).toBeGreaterThan(0);

    const { context, page } = await ownerAt(`/admin/sites/${SITE}/hours`);
    await closedWhile(page, day.date, async () => {
      expect(await offered()).toEqual({ times: 0, days: 0 });
      await checkWidths(guest, "pickup-closed-day");
    });
    expect((await offered()).times).toBeGreaterThan(0);
    await Promise.all([context.close(), visitor.close()]);
  });

  it("the escape-room booking form stops offering a day the owner closes", async () => {
    const venue = "lockstep-escapes";
    const site = (await getSiteBySlug(venue))!;
    const { timeZone } = await siteCalendar(site.id);
    const today = dateIn(now(), timeZone);
    const games = (await getBookables(site.id)).filter((b) => b.kind !== "table");
    const ahead = await availabilityBetween(site.id, games, addDays(today, 2), addDays(today, 20), now());
    // A coming day with places in some game, not already special.
    const calendar = await siteCalendar(site.id);
    let date = addDays(today, 2);
    while (
      hoursOn(calendar, date).source === "special" ||
      !games.some((g) =>
        ahead
          .get(g.key)
          ?.get(date)
          ?.some((s) => s.open && s.placesLeft > 0),
      )
    )
      date = addDays(date, 1);
    const visitor = await browser.newContext({ viewport: PHONE });
    const guest = await visitor.newPage();
    const startTimes = async () => {
      await guest.goto(`${baseUrl()}/${venue}/booking?date=${date}`);
      await guest.getByRole("heading", { level: 1 }).waitFor();
      return guest.getByTestId("availability").getByRole("link").count();
    };
    expect(await startTimes()).toBeGreaterThan(0);

    const { context, page } = await ownerAt(`/admin/sites/${venue}/hours`);
    await closedWhile(page, date, async () => {
      expect(await startTimes()).toBe(0);
      await checkWidths(guest, "booking-closed-day");
    });
    expect(await startTimes()).toBeGreaterThan(0);
    await Promise.all([context.close(), visitor.close()]);
  });
});
