import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/demo/accounts";
import { ADMIN_PHONE as PHONE, ADMIN_SITE as SITE, TABLET, checkScreen, firstLink, siteAdminScreens, walkingTheAdmin } from "../helpers/admin-screens";
import { baseUrl, shoot } from "../helpers/browser";

/**
 * The admin's screens as their users see them: one screen of each kind passes axe (WCAG 2.2 AA)
 * at a phone's and a tablet's width, never scrolls sideways on a phone and has its main heading
 * in the first screen (checkScreen), and every other screen answers 200. The crawl reads every
 * screen so (tests/crawl/admin-screens.test.ts): the screens of a kind share their parts, and
 * reading them all was the suite's longest test.
 */

/** One screen of each kind: the overview, a list, an editor, a new record, a message, a list of bookings, a payment, two settings forms, the media library, a collection's record. */
const ONE_OF_EACH = [
  new RegExp(`/sites/${SITE}$`),
  /\/pages$/,
  /\/pages\/[0-9a-f-]{36}$/,
  /\/posts\/new$/,
  /\/inbox\/[0-9a-f-]{36}$/,
  /\/bookings$/,
  /\/payments\/[0-9a-f-]{36}$/,
  /\/settings$/,
  /\/hours$/,
  /\/media$/,
  /\/content\/[a-z-]+\/(?!new$)[^/]+$/,
];

describe("every admin screen", () => {
  const walk = walkingTheAdmin();

  it(
    "answers every section of a site's admin and a record of each list, and one screen of each kind passes axe",
    async () => {
      const page = walk.page();
      const screens = await siteAdminScreens(page, SITE);
      // Sections, their records, the collections and theirs: the walk reached them all.
      const reached = screens.join("\n");
      for (const screen of ["pages", "posts", "inbox", "payments", "bookings", "forms", "content/[a-z-]+"])
        expect(reached, screen).toMatch(new RegExp(`/${screen}/[0-9a-f-]{36}$`, "m"));
      for (const screen of ["pages", "posts", "content/[a-z-]+"]) expect(reached, screen).toMatch(new RegExp(`/${screen}/new$`, "m"));
      const sample = ONE_OF_EACH.map((kind) => screens.find((screen) => kind.test(screen)));
      expect(ONE_OF_EACH.filter((_, i) => !sample[i]).map(String), "kinds without a screen").toEqual([]);
      const problems: string[] = [];
      for (const screen of sample) problems.push(...(await checkScreen(page, screen!)));
      // A section only a site that takes bill payments has, and a restaurant's menu.
      for (const screen of ["/admin/sites/town-of-alder-creek/bills", "/admin/sites/copper-kettle/menu"]) problems.push(...(await checkScreen(page, screen)));
      expect(problems, problems.join("\n")).toEqual([]);
    },
    3 * 60_000,
  );

  it("loads a town's file of amounts due from a phone, and a payer then finds their bill by it", async () => {
    const [browser, page] = [walk.browser(), walk.page()];
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl()}/admin/sites/town-of-alder-creek/bills`);
    await page.getByLabel("Bill", { exact: true }).selectOption({ label: "Town parking ticket" });
    await page.getByLabel("File of amounts due (CSV)").setInputFiles({
      name: "tickets.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("Ticket number,Name,Amount,Due\r\nP200001,Jo Whitaker,45.00,2030-01-31\r\nP200002,Sam Lin,35.00,\r\n"),
    });
    await page.getByRole("button", { name: "Load the amounts" }).click();
    await page.getByText("Loaded 2 amounts due for Town parking ticket. Payers can look them up now.").waitFor();
    expect(await page.getByRole("table", { name: "Amounts due loaded, by bill" }).textContent()).toContain("Town parking ticket");
    await shoot(page, "admin-bills");

    const visitor = await browser.newPage({ viewport: PHONE });
    await visitor.goto(`${baseUrl()}/town-of-alder-creek/payments`);
    await visitor.getByLabel("Which bill").selectOption("Town parking ticket");
    await visitor.getByLabel("Its number").fill("p200001");
    await visitor.getByLabel("Last name on the bill").fill("Whitaker");
    await visitor.getByRole("button", { name: "Look up my bill" }).click();
    await visitor.getByTestId("bill-lookup-result").waitFor();
    expect(await visitor.getByTestId("bill-lookup-result").getByRole("heading").textContent()).toBe("$45 to pay");
    await visitor.close();
  });

  it("answers the console's screens and the sign-in pages, and the console's overview, a site's record and the sign-in page pass axe", async () => {
    const [browser, page] = [walk.browser(), walk.page()];
    const problems: string[] = [];
    for (const path of ["/admin", "/admin/console", `/admin/console/sites/${SITE}`]) problems.push(...(await checkScreen(page, path)));
    for (const path of [
      "/admin/console/figures",
      "/admin/console/new",
      "/admin/console/people",
      "/admin/console/audit",
      "/admin/console/health",
      `/admin/console/sites/${SITE}/delete`,
    ])
      expect((await page.request.get(`${baseUrl()}${path}`)).status(), path).toBe(200);
    const visitor = await browser.newPage();
    problems.push(...(await checkScreen(visitor, "/login")));
    for (const path of ["/login/forgot", "/login/reset?token=x"]) expect((await visitor.request.get(`${baseUrl()}${path}`)).status(), path).toBe(200);
    await visitor.close();
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("puts the sections in a menu on a phone, with and without JavaScript, and beside the work from a tablet up", async () => {
    const [browser, page] = [walk.browser(), walk.page()];
    const context = await browser.newContext({ viewport: PHONE });
    const owner = await context.newPage();
    await owner.goto(`${baseUrl()}/login?next=/admin/sites/${SITE}`);
    await owner.getByLabel("Email").fill(DEMO_ACCOUNTS.owner.email);
    await owner.getByLabel("Password").fill(DEMO_ACCOUNTS.owner.password);
    await owner.getByRole("button", { name: "Sign in" }).click();
    await owner.waitForURL((url) => url.pathname === `/admin/sites/${SITE}`);
    const ownerSections = owner.locator("nav[aria-label='Site administration']");
    const ownerMenu = owner.locator("summary", { hasText: "Menu" });
    await owner.waitForLoadState("load");
    // By keyboard: the bar opens, a section's link is followed, and the menu is closed on the next page.
    expect(await ownerSections.isVisible()).toBe(false);
    await ownerMenu.focus();
    await owner.keyboard.press("Enter");
    await ownerSections.waitFor();
    if (process.env.SHOTS) await owner.screenshot({ path: `${process.env.SHOTS}/admin-menu-open-390.png`, fullPage: true });
    await ownerSections.getByRole("link", { name: "Pages" }).click();
    await owner.waitForURL((url) => url.pathname === `/admin/sites/${SITE}/pages`);
    await owner.getByRole("heading", { level: 1, name: "Pages" }).waitFor();
    expect(await ownerSections.isVisible()).toBe(false);
    // Escape closes it and leaves the focus on the bar.
    await ownerMenu.click();
    await ownerSections.waitFor();
    await owner.keyboard.press("Escape");
    await ownerSections.waitFor({ state: "hidden" });
    expect(await owner.evaluate(() => document.activeElement?.tagName)).toBe("SUMMARY");

    // The owner's four screens at three widths: the sections beside the work from a tablet up; with SHOTS set, a screenshot of each.
    const pageEditor = await firstLink(owner, /\/pages\/[0-9a-f-]{36}$/);
    const screens = { overview: `/admin/sites/${SITE}`, pages: `/admin/sites/${SITE}/pages`, editor: pageEditor!, inbox: `/admin/sites/${SITE}/inbox` };
    for (const width of [390, 1024, 1280]) {
      await owner.setViewportSize({ width, height: width === 390 ? PHONE.height : 800 });
      for (const [name, path] of Object.entries(screens)) {
        await owner.goto(`${baseUrl()}${path}`);
        await owner.waitForLoadState("load");
        expect(await ownerSections.isVisible(), `${path} at ${width} px`).toBe(width >= 1024);
        expect(await ownerMenu.isVisible(), `${path} at ${width} px`).toBe(width < 768);
        if (process.env.SHOTS) await owner.screenshot({ path: `${process.env.SHOTS}/admin-${name}-${width}.png` });
      }
    }
    await context.close();

    // Without JavaScript the bar is a <details> still: it opens on a phone, and a tablet shows the sections as they are.
    const plain = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false, storageState: await page.context().storageState() });
    const still = await plain.newPage();
    await still.goto(`${baseUrl()}/admin/sites/${SITE}/pages`);
    const stillSections = still.locator("nav[aria-label='Site administration']");
    expect(await stillSections.isVisible()).toBe(false);
    await still.locator("summary", { hasText: "Menu" }).click();
    await stillSections.waitFor();
    await still.setViewportSize(TABLET);
    await still.reload();
    await stillSections.waitFor();
    expect(await still.locator("summary", { hasText: "Menu" }).isVisible()).toBe(false);
    await plain.close();
  });
});
