import { describe, expect, it } from "vitest";
import { getSiteBySlug } from "@/modules/sites/queries";
import { ADMIN_SITE, checkScreen, siteAdminScreens, walkingTheAdmin } from "../helpers/admin-screens";

/**
 * Every admin screen as its users see it (checkScreen: axe at a phone's and a tablet's width, no
 * sideways scroll at 390 or 360 px in the webfont or its fallback, the main heading in a phone's
 * first screen): each section of a site's admin, the first record and the new-record screen of
 * each list, the console's screens and the sign-in pages. One tab walks them: the walk is CPU-bound
 * (axe, the server's renders), and two tabs measured slower on a two-core machine. `npm test`
 * reads one screen of each kind (tests/browser/admin-pages.test.ts).
 */
describe("every admin screen", () => {
  const walk = walkingTheAdmin();

  it(
    "passes axe on each screen of a site's admin, the console's and the sign-in pages, and fits a phone",
    async () => {
      const [browser, page] = [walk.browser(), walk.page()];
      const kettle = (await getSiteBySlug("copper-kettle"))!;
      const screens = [
        ...(await siteAdminScreens(page, ADMIN_SITE)),
        // A section only a site that takes bill payments has; a restaurant's one menu, and its history.
        "/admin/sites/town-of-alder-creek/bills",
        "/admin/sites/copper-kettle/menu",
        `/admin/sites/copper-kettle/history/menu/${kettle.id}`,
        "/admin",
        "/admin/console",
        "/admin/console/figures",
        "/admin/console/new",
        "/admin/console/people",
        "/admin/console/audit",
        "/admin/console/health",
        `/admin/console/sites/${ADMIN_SITE}`,
        `/admin/console/sites/${ADMIN_SITE}/delete`,
      ];
      // A page's history: the editor's address with /history/page/ in place of /pages/.
      const pageEditor = screens.find((screen) => /\/pages\/[0-9a-f-]{36}$/.test(screen))!;
      screens.push(pageEditor.replace("/pages/", "/history/page/"));
      const problems: string[] = [];
      for (const screen of screens) problems.push(...(await checkScreen(page, screen)));
      const visitor = await browser.newPage();
      for (const path of ["/login", "/login/forgot", "/login/reset?token=x"]) problems.push(...(await checkScreen(visitor, path)));
      await visitor.close();
      expect(problems, problems.join("\n")).toEqual([]);
    },
    15 * 60_000,
  );
});
