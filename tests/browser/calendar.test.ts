import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/demo/accounts";
import { hoursOn } from "@/lib/calendar";
import { addDays, dateIn } from "@/lib/time";
import { reservationsOn } from "@/modules/bookings/reservations";
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
    await Promise.all([context.close(), visitor.close()]);
  });
});
