import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/demo/accounts";
import { formatDateTime } from "@/lib/format";
import { addDays, dateIn, localDateTimeValue, weekdayOf } from "@/lib/time";
import { appointmentByReference, availability, bookAppointment } from "@/modules/appointments/service";
import { openTimesOn } from "@/modules/appointments/slots";
import { getSiteBySlug } from "@/modules/sites/queries";
import { axeViolations, baseUrl, describeViolations, hydrated, inFirstScreen, launchBrowser } from "../helpers/browser";

/**
 * A visitor on a phone books with the demo's businesses, with and without
 * JavaScript: a haircut with a named barber and with anyone, the last mat
 * of a yoga class, a cleaning at their address. The result is on the first
 * screen; the link on it moves the appointment; the owner sees it on their
 * day. Every step is axe-clean at 390 and 1280 pixels.
 */
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.SHOTS_DIR;
let visitors = 0;

async function checkWidths(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 1000 });
    const violations = await axeViolations(page);
    expect(violations, describeViolations(page.url(), violations)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} at ${width} scrolls sideways`).toBe(true);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/appointments-${name}-${width}.png`, fullPage: width === 390 });
    }
  }
  await page.setViewportSize(PHONE);
}

/** A visitor of their own address (the server trusts one proxy hop), so the rate limits of one do not touch another. */
function visitor(browser: Browser, javaScriptEnabled: boolean): Promise<BrowserContext> {
  visitors++;
  return browser.newContext({ viewport: PHONE, javaScriptEnabled, extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${visitors}` } });
}

/** Service -> person -> the first day with room -> a time; answers the time's words. */
async function chooseTime(page: Page, service: string, person: string, check = false): Promise<void> {
  await page
    .getByTestId("appointment-services")
    .getByRole("link", { name: new RegExp(`^${service}`) })
    .click();
  if (person) {
    if (check) await checkWidths(page, "person");
    await page
      .getByTestId("appointment-people")
      .getByRole("link", { name: new RegExp(`^${person}`) })
      .click();
  }
  const month = page.getByTestId("appointment-month");
  await month.waitFor();
  if (check) await checkWidths(page, "month");
  let day = month.getByRole("link").first();
  // Late in a month every day left may be full: the next month has room.
  if ((await day.count()) === 0) {
    await page.getByRole("link", { name: /Later/ }).click();
    day = page.getByTestId("appointment-month").getByRole("link").first();
  }
  await day.click();
  const times = page.getByTestId("appointment-times");
  await times.waitFor();
  if (check) await checkWidths(page, "times");
  await times.getByRole("link").first().click();
  await page.getByTestId("appointment-details").waitFor();
}

/** The demo's operator's session, once signed in through the form: later owners start from it. */
let operatorSession: Awaited<ReturnType<BrowserContext["storageState"]>> | undefined;

/** The demo's operator, signed in on a phone at an admin path. */
async function signedIn(browser: Browser, path: string): Promise<{ owner: BrowserContext; admin: Page }> {
  const owner = await browser.newContext({ viewport: PHONE, storageState: operatorSession });
  const admin = await owner.newPage();
  await admin.goto(`${baseUrl()}${path}`);
  if (!operatorSession) {
    await admin.waitForURL(/\/login\?next=/);
    await admin.getByLabel("Email").fill(DEMO_ACCOUNTS.operator.email);
    await admin.getByLabel("Password").fill(DEMO_ACCOUNTS.operator.password);
    await admin.getByRole("button", { name: "Sign in" }).click();
    await admin.waitForURL((url) => url.pathname === path);
    operatorSession = await owner.storageState();
  }
  return { owner, admin };
}

/** Whether all of an element is inside the viewport. */
const inView = (element: Locator) => element.evaluate((e) => e.getBoundingClientRect().top >= 0 && e.getBoundingClientRect().bottom <= window.innerHeight);

async function fillDetails(page: Page, name: string, extra: Record<string, string> = {}) {
  const form = page.getByTestId("appointment-details");
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("Email").fill(`${name.split(" ")[0]!.toLowerCase()}@example.org`);
  await form.getByLabel("Phone (optional)").fill("(585) 555-0123");
  for (const [label, value] of Object.entries(extra)) await form.getByLabel(label).fill(value);
}

async function fillAndBook(page: Page, name: string, extra: Record<string, string> = {}) {
  await fillDetails(page, name, extra);
  await page
    .getByTestId("appointment-details")
    .getByRole("button", { name: /^Book / })
    .click();
  await page.getByTestId("appointment-result").waitFor();
}

/** Fills the details, books and pays at the test provider's checkout (the card accepted): the payment's result. */
async function bookAndPay(page: Page, name: string, dollars: string, extra: Record<string, string> = {}) {
  await fillDetails(page, name, extra);
  await page
    .getByTestId("appointment-details")
    .getByRole("button", { name: new RegExp(`^Book .* and pay \\$${dollars}$`) })
    .click();
  await page.waitForURL(/\/checkout\/test\//);
  await page.getByRole("button", { name: `Pay $${dollars} (the card is accepted)` }).click();
  await page.getByRole("heading", { name: "You are booked and paid" }).waitFor();
}

/** The times offered on the page, as "Sat 05:30" in the demo's zone. */
async function offeredClocks(page: Page): Promise<string[]> {
  const times = page.getByTestId("appointment-times").getByRole("link");
  await times.first().waitFor();
  const starts = await times.evaluateAll((links) => links.map((l) => new URL(l.getAttribute("href")!, location.href).searchParams.get("start")!));
  const clock = new Intl.DateTimeFormat("en-GB", { timeZone: "America/New_York", hour: "2-digit", minute: "2-digit", weekday: "short" });
  return starts.map((iso) => clock.format(new Date(iso)));
}

describe("appointments", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it("a haircut with a named barber, without JavaScript: the result first, an .ics, then moved by its link", async () => {
    const context = await visitor(browser, false);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/sharp-edge-barbers`);
    await page.getByRole("link", { name: "Book a chair" }).first().click();
    await chooseTime(page, "Skin fade", "Keisha Grant");
    // Nothing typed is lost when a field is wrong.
    await page.getByTestId("appointment-details").getByLabel("Your name").fill("Jordan Blake");
    await page.getByTestId("appointment-details").getByLabel("Email").fill("not an email");
    await page
      .getByTestId("appointment-details")
      .getByRole("button", { name: /^Book / })
      .click();
    await page.getByText("Enter an email address such as maria@example.com").waitFor();
    expect(await page.getByTestId("appointment-details").getByLabel("Your name").inputValue()).toBe("Jordan Blake");
    await fillAndBook(page, "Jordan Blake");
    expect(await inFirstScreen(page, "appointment-result")).toBe(true);
    expect(await page.getByTestId("appointment-person").textContent()).toBe("Keisha Grant");
    expect(await page.getByTestId("appointment-where").textContent()).toBe("655 Monroe Avenue, Rochester");
    expect(await page.getByTestId("appointment-policy").textContent()).toContain("until 2 hours before");
    const ics = await page.request.get(new URL((await page.getByRole("link", { name: "Add to your calendar" }).getAttribute("href"))!, page.url()).toString());
    expect(ics.headers()["content-type"]).toContain("text/calendar");
    expect(await ics.text()).toContain("Skin fade with Keisha Grant");

    const before = await page.getByTestId("appointment-when").textContent();
    await page.getByRole("link", { name: "Move it" }).click();
    const month = page.getByTestId("appointment-month");
    await month.waitFor();
    await month.getByRole("link").last().click();
    const moves = page.getByTestId("appointment-times").getByRole("button");
    await moves.first().waitFor();
    await moves.last().click();
    await page.getByRole("heading", { name: "Your appointment has moved" }).waitFor();
    expect(await page.getByTestId("appointment-when").textContent()).not.toBe(before);
    expect(await inFirstScreen(page, "appointment-result")).toBe(true);
    await context.close();
  });

  it("a haircut with anyone available, with JavaScript", async () => {
    const context = await visitor(browser, true);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/sharp-edge-barbers#appointment`);
    // axe runs as the page's script: every step is checked here, where script runs.
    await checkWidths(page, "services");
    await chooseTime(page, "Classic cut", "Anyone available", true);
    await checkWidths(page, "details");
    expect(await page.getByTestId("appointment-time-chosen").textContent()).toContain("with whoever of us is free");
    await fillAndBook(page, "Avery Stone");
    expect(await inFirstScreen(page, "appointment-result")).toBe(true);
    expect(["Dante Russo", "Keisha Grant", "Miguel Santos", "Ben Carroway"]).toContain(await page.getByTestId("appointment-person").textContent());
    await checkWidths(page, "result");
    await page.getByRole("link", { name: "Move it" }).click();
    await page.getByTestId("appointment-month").getByRole("link").first().click();
    await page.getByTestId("appointment-times").getByRole("button").first().waitFor();
    await checkWidths(page, "move");
    await context.close();
  }, 300_000);

  it("the last mat of a yoga class, after which the class is no longer offered", async () => {
    const site = (await getSiteBySlug("still-water-yoga"))!;
    const found = (await availability(site.id, "vinyasa", "any"))!;
    let open = openTimesOn(dateIn(new Date(), found.question.calendar.timeZone), found.question);
    for (let day = 1; !open.length; day++)
      open = openTimesOn(dateIn(new Date(Date.now() + day * 86_400_000), found.question.calendar.timeZone), found.question);
    const target = open[0]!;
    for (let n = 0; n < target.placesLeft - 1; n++) {
      await bookAppointment(site.id, {
        service: "vinyasa",
        person: "any",
        start: target.startsAt.toISOString(),
        name: `Student ${n}`,
        email: `student${n}@example.org`,
        phone: "",
        address: "",
        notes: "",
      });
    }
    const context = await visitor(browser, false);
    const page = await context.newPage();
    const date = dateIn(target.startsAt, found.question.calendar.timeZone);
    await page.goto(`${baseUrl()}/still-water-yoga?service=vinyasa&person=any&date=${date}#appointment`);
    const last = page.getByTestId("appointment-times").getByRole("link", { name: /1 place left/ });
    expect(await last.count()).toBe(1);
    await last.click();
    await fillAndBook(page, "Robin Hale");
    expect(await inFirstScreen(page, "appointment-result")).toBe(true);
    await page.goto(`${baseUrl()}/still-water-yoga?service=vinyasa&person=any&date=${date}#appointment`);
    expect(
      await page
        .getByTestId("appointment-times")
        .getByRole("link", { name: /place/ })
        .evaluateAll((links, at) => links.filter((l) => l.getAttribute("href")!.includes(encodeURIComponent(at))).length, target.startsAt.toISOString()),
    ).toBe(0);
    await context.close();
  });

  it("a cleaning at the visitor's address, which the result repeats; the owner sees it on their day", async () => {
    const context = await visitor(browser, true);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/spotless-home-cleaning#appointment`);
    await chooseTime(page, "Apartment or condo", "Anyone available");
    await page
      .getByTestId("appointment-details")
      .getByRole("button", { name: /^Book / })
      .click();
    await page.getByText("Enter your name").waitFor();
    await fillAndBook(page, "Casey Moreno", { "Address where we should come": "27 Elmwood Avenue, Brighton" });
    expect(await inFirstScreen(page, "appointment-result")).toBe(true);
    expect(await page.getByTestId("appointment-where").textContent()).toBe("27 Elmwood Avenue, Brighton");
    const reference = (await page.getByTestId("appointment-reference").textContent())!;
    await context.close();

    const { owner, admin } = await signedIn(browser, "/admin/sites/spotless-home-cleaning/appointments");
    const site = (await getSiteBySlug("spotless-home-cleaning"))!;
    const day = dateIn((await appointmentByReference(site.id, reference)).startsAt, "America/New_York");
    await admin.goto(`${baseUrl()}/admin/sites/spotless-home-cleaning/appointments?date=${day}`);
    await admin.getByTestId("owner-day").getByText("Casey Moreno").waitFor();
    expect(await admin.getByTestId("owner-day").textContent()).toContain("27 Elmwood Avenue, Brighton");
    await checkWidths(admin, "owner-day");

    // The owner moves it to a later free time on their phone; the customer is emailed.
    const booked = await appointmentByReference(site.id, reference);
    const found = (await availability(site.id, booked.serviceKey, "any", { online: false }))!;
    let later: Date | undefined;
    for (let d = 0; !later && d < 30; d++)
      later = openTimesOn(addDays(day, d), found.question).find((t) => t.startsAt > booked.startsAt && t.staffIds.length)?.startsAt;
    const move = admin.getByRole("form", { name: `Move ${reference}` });
    // Its form is hidden in a closed "Move…" until the owner opens it.
    await admin
      .locator("details", { has: admin.getByRole("form", { name: `Move ${reference}`, includeHidden: true }) })
      .locator("summary")
      .click();
    await hydrated(move);
    await move.getByLabel("New time", { exact: true }).fill(localDateTimeValue(later!, "America/New_York"));
    await move.getByLabel("With", { exact: true }).selectOption("any");
    await move.getByLabel("The customer will be emailed the new time.").check();
    await move.getByRole("button", { name: `Move ${reference}` }).click();
    // Moved, it leaves this time's row: the owner is taken to its new day, and told in words where it went.
    const movedTo = async () => (await appointmentByReference(site.id, reference)).startsAt.getTime();
    await expect
      .poll(movedTo, { message: `not moved; the form says: ${await move.textContent().catch(() => "(gone)")}`, timeout: 20_000 })
      .toBe(later!.getTime());
    const told = admin.getByTestId("appointment-moved");
    await told.waitFor();
    expect(await told.textContent()).toContain(`Moved ${reference} (Casey Moreno) to ${formatDateTime(later!, "America/New_York")}`);
    expect(new URL(admin.url()).searchParams.get("date")).toBe(dateIn(later!, "America/New_York"));
    await expect.poll(() => inView(told), { message: "the notice of the move is out of view" }).toBe(true);
    await checkWidths(admin, "moved");

    // Without JavaScript the form posts and the page comes back the same way: moved back to its first time.
    const plain = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false, storageState: await owner.storageState() });
    const form = await plain.newPage();
    await form.goto(admin.url());
    const back = form.getByRole("form", { name: `Move ${reference}`, includeHidden: true });
    await form.locator("details", { has: back }).locator("summary").click();
    await back.getByLabel("New time", { exact: true }).fill(localDateTimeValue(booked.startsAt, "America/New_York"));
    // Whoever is free, as in the move there: the form offers the person it is now with, who may be
    // busy at the first time (the demo's own bookings differ by the day the suite runs).
    await back.getByLabel("With", { exact: true }).selectOption("any");
    await back.getByLabel("The customer will be emailed the new time.").check();
    await back.getByRole("button", { name: `Move ${reference}` }).click();
    await form
      .getByTestId("appointment-moved")
      .getByText(`to ${formatDateTime(booked.startsAt, "America/New_York")}`)
      .waitFor();
    expect(await inView(form.getByTestId("appointment-moved"))).toBe(true);
    expect(await movedTo()).toBe(booked.startsAt.getTime());
    expect(new URL(form.url()).searchParams.get("date")).toBe(day);
    await plain.close();
    await admin.goto(`${baseUrl()}/admin/sites/spotless-home-cleaning/appointments?date=${day}`);
    await admin.getByTestId("owner-day").getByText("Casey Moreno").waitFor();
    await owner.close();
  });

  it("an owner on a phone adds a service and a person's hours; the booking page offers just those times", async () => {
    const { owner, admin } = await signedIn(browser, "/admin/sites/happy-tails-grooming/appointments/setup");
    await hydrated(admin.getByRole("form", { name: "Booking rules" }));

    // Dana works ten to noon, Tuesday to Friday.
    await admin.getByText("Change the week of Dana Kowalczyk").click();
    const week = admin.getByRole("form", { name: "Dana Kowalczyk's week" });
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]) {
      const working = !["Monday", "Saturday", "Sunday"].includes(day);
      await week.getByLabel(`${day} starts`, { exact: true }).fill(working ? "10:00" : "");
      await week.getByLabel(`${day} ends`, { exact: true }).fill(working ? "12:00" : "");
      await week.getByLabel(`${day} second span starts`).fill("");
      await week.getByLabel(`${day} second span ends`).fill("");
    }
    await week.getByRole("button", { name: /^Save Dana Kowalczyk.s week$/ }).click();
    await week.getByText("Saved Dana Kowalczyk's week.").waitFor();

    // A new service only Dana gives; a price in words is refused in words first.
    await admin.getByText("Add a service", { exact: true }).click();
    const add = admin.getByRole("form", { name: "Add a service" });
    await add.getByLabel("Name", { exact: true }).fill("Nail grind");
    await add.getByLabel("Length in minutes").fill("20");
    await add.getByLabel("Price in dollars").fill("twelve");
    await add.getByLabel("Dana Kowalczyk", { exact: true }).check();
    await add.getByRole("button", { name: "Add the service" }).click();
    await add.getByText("Enter the price in dollars, such as 35 or 35.50").waitFor();
    expect(await add.getByLabel("Name", { exact: true }).inputValue()).toBe("Nail grind");
    await add.getByLabel("Price in dollars").fill("12");
    await add.getByRole("button", { name: "Add the service" }).click();
    await add.getByText("Added the service Nail grind: 20 minutes, $12.").waitFor();
    await admin.getByTestId("setup-services").getByText("Nail grind", { exact: true }).first().waitFor();
    await checkWidths(admin, "setup");
    await owner.close();

    const context = await visitor(browser, false);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/happy-tails-grooming#appointment`);
    await page
      .getByTestId("appointment-services")
      .getByRole("link", { name: /^Nail grind/ })
      .click();
    const month = page.getByTestId("appointment-month");
    await month.waitFor();
    await month.getByRole("link").first().click();
    const clocks = await offeredClocks(page);
    expect(clocks.length).toBeGreaterThan(0);
    for (const clock of clocks) expect(clock, "within Dana's new week").toMatch(/^(Tue|Wed|Thu|Fri) (10:\d\d|11:[0-3]\d|11:40)$/);
    await context.close();
  }, 300_000);
  it("a place in the golf clinic, paid in full at the checkout without JavaScript; the result says what was paid, and a cancellation refunds it", async () => {
    const context = await visitor(browser, false);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/fairway-golf-lessons/contact#appointment`);
    await chooseTime(page, "Adult beginner clinic", "");
    expect(await page.getByTestId("appointment-deposit").textContent()).toContain("Adult beginner clinic, paid in full: $149");
    await bookAndPay(page, "Morgan Tee", "149");
    await expect.poll(() => inFirstScreen(page, "payment-result")).toBe(true);
    // axe runs as the page's script: the same signed pages are looked at where script runs.
    const looking = await visitor(browser, true);
    const look = await looking.newPage();
    await look.goto(page.url());
    await checkWidths(look, "paid");
    await page.getByRole("link", { name: "See, move or cancel your appointment" }).click();
    expect(await inFirstScreen(page, "appointment-result")).toBe(true);
    expect(await page.getByTestId("appointment-paid").textContent()).toMatch(/^\$149 \(Adult beginner clinic, paid in full, receipt R-/);
    const manage = page.url();
    await page.getByRole("button", { name: "Cancel this appointment" }).click();
    await page.getByRole("heading", { name: "This appointment is cancelled" }).waitFor();
    expect(await page.getByTestId("appointment-refund").textContent()).toContain("is refunded to your card");
    await context.close();
    await look.goto(manage);
    await checkWidths(look, "refunded");
    await looking.close();
  }, 300_000);

  it("a sunrise photo session, booked without JavaScript: only its own hours are offered, the retainer is said before paying, the address kept", async () => {
    const context = await visitor(browser, false);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/golden-hour-photo#appointment`);
    expect(await page.locator("#appointment").textContent()).not.toContain("Preferred");
    await page
      .getByTestId("appointment-services")
      .getByRole("link", { name: /^Sunrise session/ })
      .click();
    await page.getByTestId("appointment-month").getByRole("link").first().click();
    // Weekend mornings from half past five, though the studio keeps Monday to Thursday, ten to four.
    for (const clock of await offeredClocks(page)) expect(clock, "inside the sunrise hours").toMatch(/^(Sat|Sun) (05:[3-5]\d|0[67]:\d\d|08:[0-3]\d)$/);
    const looking = await visitor(browser, true);
    const look = await looking.newPage();
    await look.goto(page.url());
    await checkWidths(look, "sunrise-times");
    await looking.close();
    await page.getByTestId("appointment-times").getByRole("link").first().click();
    expect(await page.getByTestId("appointment-deposit").textContent()).toContain("Deposit for Sunrise session: $150");
    await bookAndPay(page, "Robin Dawn", "150", { "Address where we should come": "Kershaw Park pier, Canandaigua" });
    await page.getByRole("link", { name: "See, move or cancel your appointment" }).click();
    expect(await inFirstScreen(page, "appointment-result")).toBe(true);
    expect(await page.getByTestId("appointment-result").textContent()).toContain("Kershaw Park pier, Canandaigua");
    await context.close();
  }, 300_000);

  it("a new patient's first visit waits for the front desk, who sees it in Needs you and approves it on their day", async () => {
    const context = await visitor(browser, true);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/brightside-dental/patients#appointment`);
    await chooseTime(page, "New-patient visit", "Anyone available");
    await page.getByTestId("appointment-approval").waitFor();
    await fillAndBook(page, "Quinn Molar");
    await page.getByRole("heading", { name: "Your booking waits for confirmation" }).waitFor();
    expect(await inFirstScreen(page, "appointment-result")).toBe(true);
    await checkWidths(page, "requested");
    const reference = (await page.getByTestId("appointment-reference").textContent())!;
    await context.close();

    const { owner, admin } = await signedIn(browser, "/admin/sites/brightside-dental");
    expect(await admin.getByTestId("appointments-to-answer").textContent()).toMatch(/waits? for your answer/);
    await admin.getByRole("link", { name: "Appointments", exact: true }).first().click();
    const requests = admin.getByTestId("owner-requests");
    await requests.getByText("Quinn Molar", { exact: false }).waitFor();
    await checkWidths(admin, "owner-requests");
    await requests.getByRole("listitem").filter({ hasText: "Quinn Molar" }).getByRole("link").click();
    const approve = admin.getByRole("form", { name: `Approve ${reference}` });
    await hydrated(approve);
    await checkWidths(admin, "owner-request-day");
    await approve.getByRole("button", { name: "Approve" }).click();
    // Answered, it is booked like any other, and nothing waits any more.
    await admin.getByTestId("owner-requests").waitFor({ state: "detached" });
    const site = (await getSiteBySlug("brightside-dental"))!;
    const booked = await appointmentByReference(site.id, reference);
    expect(booked.status).toBe("confirmed");
    // The same week at a glance, everyone's, on a phone.
    await admin.getByRole("link", { name: "Week view" }).click();
    const week = admin.getByTestId("owner-week");
    await week.getByText("Quinn Molar").waitFor();
    await checkWidths(admin, "owner-week");
    await owner.close();
  }, 300_000);
  it("an owner on a phone gives a service a timetable and takes a tutor off the book; what the tutor had booked is listed to move", async () => {
    const { owner, admin } = await signedIn(browser, "/admin/sites/bright-minds-tutoring/appointments/setup");
    await hydrated(admin.getByRole("form", { name: "Booking rules" }));
    // The free consult only on Saturdays at ten.
    await admin.getByText("Edit Free consult").click();
    const edit = admin.getByRole("form", { name: "Edit Free consult" });
    await edit.getByLabel(/^Timetable/).fill("Saturday at ten");
    await edit.getByRole("button", { name: "Save Free consult" }).click();
    await edit.getByText('"at" in the timetable is neither a day nor a time', { exact: false }).waitFor();
    await edit.getByLabel(/^Timetable/).fill("Sat 10:00");
    await edit.getByRole("button", { name: "Save Free consult" }).click();
    await edit.getByText("Saved the service Free consult", { exact: false }).waitFor();
    expect(await edit.getByLabel(/^Timetable/).inputValue()).toBe("Sat 10:00");
    await checkWidths(admin, "setup-timetable");

    // Marcus stops taking appointments: he leaves the list, his booked ones stay.
    await admin.getByText("Someone stops taking appointments").click();
    const stop = admin.getByRole("form", { name: "Someone stops taking appointments" });
    await stop.getByLabel("Who").selectOption({ label: "Marcus Bell" });
    await stop.getByLabel(/^Visitors stop seeing them/).check();
    await stop.getByRole("button", { name: "Stop their appointments" }).click();
    await stop.getByText(/^Marcus Bell no longer takes appointments\./).waitFor();
    expect(await admin.getByTestId("setup-people").textContent()).not.toContain("Marcus Bell");
    await checkWidths(admin, "setup-stopped");
    await admin.goto(`${baseUrl()}/admin/sites/bright-minds-tutoring/appointments`);
    await admin.getByTestId("owner-left").getByText("with Marcus Bell", { exact: false }).first().waitFor();
    await checkWidths(admin, "owner-left");
    await owner.close();

    const context = await visitor(browser, false);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/bright-minds-tutoring?service=free-consult&person=any#appointment`);
    await page.getByTestId("appointment-month").getByRole("link").first().click();
    const times = page.getByTestId("appointment-times").getByRole("link");
    await times.first().waitFor();
    expect(await times.allTextContents()).toEqual([expect.stringMatching(/^10:00/)]);
    expect(weekdayOf(new URL(page.url()).searchParams.get("date")!)).toBe("sat");
    await page.goto(`${baseUrl()}/bright-minds-tutoring?service=grades-2-8#appointment`);
    await page.getByTestId("appointment-month").waitFor();
    expect(await page.locator("#appointment").textContent()).not.toContain("Marcus Bell");
    await context.close();
  }, 300_000);
});
