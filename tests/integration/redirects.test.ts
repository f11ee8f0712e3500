import { describe, expect, it } from "vitest";
import { pageEditor, publishPageFor } from "@/modules/pages/admin";
import { getPage } from "@/modules/pages/queries";
import { insertPage } from "@/modules/pages/service";
import { listRedirects } from "@/modules/redirects/queries";
import { linksTo, saveRedirect } from "@/modules/redirects/service";
import { redirectOf, resolveSiteRequest } from "@/edge/site-request";
import { getSiteBySlug } from "@/modules/sites/queries";
import { updateSiteSettings } from "@/modules/sites/service";
import { failure, member } from "../helpers/actors";
import { createTestSite } from "../helpers/sites";

const page = (path: string, title: string, href?: string) => ({
  path,
  title,
  description: `The ${title} page of the test bakery.`,
  blocks: href ? [{ type: "cta" as const, props: { heading: "See it", action: { label: "Go", href } } }] : [],
});
/** What the edge answers an anonymous visitor's request for a path: the site's redirect, when the path resolves to nothing. */
async function at(slug: string, path: string) {
  const url = new URL(`http://localhost/${slug}/${path}`);
  const request = await resolveSiteRequest(url, undefined, { sitePaths: new Set(), rootSegments: new Set() });
  return request && redirectOf(request, url.search);
}

describe("links that do not break", () => {
  it("renaming a page's address keeps a 301 from the old one and moves the menu's and other pages' links to it", async () => {
    const site = await createTestSite();
    const owner = await member(site.id, "owner");
    const menu = await insertPage(site.id, page("menu", "Menu"));
    await insertPage(site.id, page("visit", "Visit", "menu#drinks"));
    await updateSiteSettings(site.id, { settings: { description: "A test bakery.", navigation: [{ label: "Menu", href: "menu" }] } });

    await pageEditor.save(owner, site.slug, menu.id, page("food/menu", "Menu"));
    // The new address is the draft's until it is published.
    expect(await at(site.slug, "menu")).toBeNull();
    await publishPageFor(owner, site.slug, menu.id);
    expect(await at(site.slug, "menu")).toEqual({ status: 301, location: `/${site.slug}/food/menu` });
    expect(await at(site.slug, "food/menu")).toBeNull();
    expect((await getSiteBySlug(site.slug))!.settings.navigation).toEqual([{ label: "Menu", href: "food/menu" }]);
    expect(JSON.stringify((await getPage(site.id, "visit"))!.blocks)).toContain('"href":"food/menu#drinks"');
    // A second rename: the first old address follows, so there is never a chain.
    await pageEditor.save(owner, site.slug, menu.id, page("our-menu", "Menu"));
    await publishPageFor(owner, site.slug, menu.id);
    expect(await at(site.slug, "menu")).toEqual({ status: 301, location: `/${site.slug}/our-menu` });
    // A new page at an old address takes it back.
    await insertPage(site.id, page("menu", "A new menu page"));
    expect(await at(site.slug, "menu")).toBeNull();
  });

  it("keeps a list of redirects per site that the edge checks before answering 404, and says where a page is linked from", async () => {
    const site = await createTestSite();
    await saveRedirect(site.id, { fromPath: "/old-prices/", toPath: "prices", permanent: false });
    await saveRedirect(site.id, { fromPath: "shop", toPath: "https://shop.example.com/" });
    expect(await at(site.slug, "old-prices")).toEqual({ status: 302, location: `/${site.slug}/prices` });
    expect(await at(site.slug, "shop")).toEqual({ status: 301, location: "https://shop.example.com/" });
    expect((await listRedirects(site.id)).map((r) => r.fromPath)).toEqual(["old-prices", "shop"]);
    expect((await failure(saveRedirect(site.id, { fromPath: "shop", toPath: "x" }))).code).toBe("conflict");
    await expect(saveRedirect(site.id, { fromPath: "Bad Path", toPath: "x" })).rejects.toThrow(/lowercase words with dashes/);

    const target = await insertPage(site.id, page("prices", "Prices"));
    await insertPage(site.id, page("home-extra", "Offers", "prices"));
    expect(await linksTo(site.id, "prices", target.id)).toEqual(["the page “Offers”"]);
  });
});
