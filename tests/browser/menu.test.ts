import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedMenu } from "@/modules/menus/queries";
import type { SiteMenu } from "@/modules/menus/schema";
import { saveSiteMenu } from "@/modules/menus/service";
import { getSiteBySlug, type SiteId } from "@/modules/sites/queries";
import { baseUrl, hydrated, launchBrowser, PHONE, shoot } from "../helpers/browser";
import { addToOrder, checkWidths, fillCheckout, signInAsOwner } from "../helpers/restaurant";

/**
 * A restaurant has one menu: a dish the owner adds once, on a phone, is on
 * the Lunch & Dinner page, among the home page's house favourites and on the
 * takeout order form at once (each page was in the page cache before), and
 * can be ordered and paid at the price the owner typed.
 */
const DISH = "Maple-roasted squash bowl";

describe("one menu for a restaurant", () => {
  let browser: Browser;
  let siteId: SiteId;
  let original: SiteMenu;
  beforeAll(async () => {
    browser = await launchBrowser();
    siteId = (await getSiteBySlug("copper-kettle"))!.id;
    original = (await storedMenu(siteId))!.menu;
  });
  // The demo's menu as it was, for the files after this one.
  afterAll(async () => {
    if (original) await saveSiteMenu(siteId, original);
    await browser?.close();
  });

  it("a dish added once is on the menu page, the home page and the order form, and can be ordered", async () => {
    const guest = await browser.newContext({ viewport: PHONE, extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.201" } });
    const visitor = await guest.newPage();
    // Each page read once before the change, so the cache holds it.
    for (const path of ["dining", "", "takeout"]) {
      await visitor.goto(`${baseUrl()}/copper-kettle/${path}`);
      expect(await visitor.getByText(DISH).count(), path).toBe(0);
    }

    const owner = await browser.newContext({ viewport: PHONE });
    const admin = await signInAsOwner(owner, "/admin/sites/copper-kettle/menu");
    await checkWidths(admin, "menu-admin");
    const mains = original.sections.findIndex((s) => s.name === "Mains");
    // A long menu: a link per section goes straight to its fields.
    await admin.getByRole("navigation", { name: "Sections of the menu" }).getByRole("link", { name: "Mains", exact: true }).click();
    await admin.waitForURL(/#f-sections-\d+-name$/);
    const dishes = admin.getByRole("group", { name: `Section ${mains + 1}`, exact: true }).getByRole("group", { name: "Dishes", exact: true });
    const add = dishes.getByRole("button", { name: "Add dish" });
    await hydrated(add);
    await add.click();
    const dish = dishes.getByRole("group", { name: `Dish ${original.sections[mains]!.items.length + 1}`, exact: true });
    await dish.getByLabel("Name", { exact: true }).fill(DISH);
    await dish.getByLabel("Price", { exact: true }).fill("19.50");
    await dish.getByLabel("Vegan", { exact: true }).check();
    await dish.getByLabel("Gluten-free", { exact: true }).check();
    await dish.getByLabel("House favourite", { exact: true }).check();
    // A new dish can be ordered for pickup unless the owner says otherwise.
    expect(await dish.getByLabel("Can be ordered for pickup").isChecked()).toBe(true);
    await dish.scrollIntoViewIfNeeded();
    await shoot(admin, "menu-admin-dish");
    await admin.getByRole("button", { name: "Save the menu" }).click();
    await admin.getByText("Saved; the menu pages, the home page and the order form show it now.").waitFor();

    await visitor.goto(`${baseUrl()}/copper-kettle/dining`);
    const onMenu = visitor.getByRole("listitem").filter({ has: visitor.getByText(DISH, { exact: true }) });
    expect(await onMenu.getByRole("list", { name: "Dietary notes" }).textContent()).toBe("VeganGluten-free");
    expect(await onMenu.textContent()).toContain("$19.50");
    await checkWidths(visitor, "menu-dining");
    await visitor.goto(`${baseUrl()}/copper-kettle`);
    expect(await visitor.getByText(DISH, { exact: true }).count()).toBe(1);
    await checkWidths(visitor, "menu-home");

    await visitor.goto(`${baseUrl()}/copper-kettle/takeout`);
    await addToOrder(visitor, DISH, []);
    expect(await visitor.getByTestId("cart-total").textContent()).toBe("$19.50");
    await checkWidths(visitor, "menu-takeout");
    await visitor.getByRole("link", { name: "Choose a pickup time and pay" }).click();
    await fillCheckout(visitor, { name: "Sam Squash", email: "sam.squash@example.org" });
    // Priced on the server from the same menu.
    await expect.poll(() => visitor.getByTestId("quote-total").textContent()).toBe("$19.50");
    await visitor.getByRole("button", { name: "Continue to payment" }).click();
    await visitor.waitForURL(/\/checkout\/test\//);
    expect(await visitor.getByTestId("checkout-total").textContent()).toBe("$19.50");
    await visitor.getByRole("button", { name: /the card is accepted/ }).click();
    await visitor.waitForURL(/\/copper-kettle\/takeout\?payment=R-/);
    expect(await visitor.getByRole("heading", { level: 2, name: "Your order is in" }).count()).toBe(1);
    await owner.close();
    await guest.close();
  }, 360_000);

  it("the block picker offers a restaurant its own blocks first, the rest under More", async () => {
    const owner = await browser.newContext({ viewport: PHONE });
    const pages = await signInAsOwner(owner, "/admin/sites/copper-kettle/pages");
    await pages.getByRole("link", { name: /Lunch/ }).first().click();
    await pages.waitForURL(/\/admin\/sites\/copper-kettle\/pages\/[0-9a-f-]+$/);
    const insert = pages.getByRole("button", { name: "Insert a block here, at place 1" });
    await hydrated(insert);
    await insert.click();
    const picker = pages.getByRole("group", { name: "Choose a block for place 1" });
    const firstOffered = picker.locator(":scope > ul").getByRole("button");
    const names = await firstOffered.allTextContents();
    expect(names.some((n) => n.startsWith("Menu"))).toBe(true);
    expect(names.some((n) => n.startsWith("Order for pickup"))).toBe(true);
    for (const not of ["Mortgage calculator", "Homes for rent", "Pay a bill"])
      expect(
        names.some((n) => n.startsWith(not)),
        not,
      ).toBe(false);
    // The rest stay one click away.
    await picker.locator("summary", { hasText: "More blocks" }).click();
    await picker.getByRole("button", { name: /^Mortgage calculator/ }).waitFor();
    await checkWidths(pages, "block-picker");
    await owner.close();
  }, 120_000);
});
