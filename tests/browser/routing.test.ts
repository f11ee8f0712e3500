import { describe, expect, it } from "vitest";
import { createPreviewToken } from "@/modules/preview/tokens";
import { getSiteBySlug } from "@/modules/sites/queries";
import { baseUrl } from "../helpers/browser";

const get = (path: string) => fetch(baseUrl() + path, { redirect: "manual" });

describe("status codes and not-found pages", () => {
  it("answers a real 404 with the platform's page for an unknown site", async () => {
    const response = await get("/no-such-site");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("There is no site at this address");
  });

  it("answers a real 404 with the site's own page, inside its header and footer, for an unknown path", async () => {
    for (const path of [
      "/clearpath-access/no-such-page",
      "/clearpath-access/blog/no-such-post",
      "/fieldguard-pest/rochester/nowhere",
      "/phelps-community/bdtc/events/nothing",
      "/town-of-alder-creek/departments/a/b/c/d",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain("We can&#x27;t find that page");
    }
    expect(await (await get("/clearpath-access/no-such-page")).text()).toContain("ClearPath Accessibility");
  });

  it("reports health, and sends the safety headers", async () => {
    const health = await get("/api/health");
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const page = await get("/clearpath-access");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("x-request-id")).toBeTruthy();
    expect(await page.text()).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/clearpath-access"/);
  });

  it("never lets a reserved path reach a site", async () => {
    for (const path of ["/api", "/contacts", "/contacts/abc/def"]) {
      expect((await get(path)).status, path).toBe(404);
    }
    // The platform's own: the admin sends a visitor to sign in, and the sign-in page is no site's.
    const admin = await get("/admin");
    expect(admin.status).toBe(307);
    expect(admin.headers.get("location")).toBe("/login?next=%2Fadmin");
    const signIn = await get("/login");
    expect(signIn.status).toBe(200);
    expect(await signIn.text()).toContain("<title>Sign in - Mainstreet</title>");
  });

  it("rejects odd paths without erroring", async () => {
    for (const path of ["/clearpath-access/About", "/clearpath-access/%2e%2e/etc", "/clearpath-access/a%00b"]) {
      const status = (await get(path)).status;
      expect([400, 404], path).toContain(status);
    }
  });
});

describe("drafts", () => {
  it("are a 404 without a preview link, and shown marked as a draft and noindex with one", async () => {
    const site = (await getSiteBySlug("clearpath-access"))!;
    const { DEMO_SITES } = await import("@/modules/templates/showroom");
    const draft = DEMO_SITES.find((s) => s.slug === "clearpath-access")!.posts!.find((p) => p.status === "draft")!;
    const url = `/clearpath-access/blog/drafts/${draft.slug}`;

    expect((await get(url)).status).toBe(404);
    expect((await get(`${url}?preview=123.abc`)).status).toBe(404);
    // A link for another draft, or for this draft on another site, opens nothing.
    expect((await get(`${url}?preview=${createPreviewToken(site.id, { draft: "another-post" })}`)).status).toBe(404);
    const otherSite = (await getSiteBySlug("fieldguard-pest"))!;
    expect((await get(`${url}?preview=${createPreviewToken(otherSite.id, { draft: draft.slug })}`)).status).toBe(404);
    // An expired link opens nothing.
    expect((await get(`${url}?preview=${createPreviewToken(site.id, { draft: draft.slug }, -60)}`)).status).toBe(404);

    const response = await get(`${url}?preview=${createPreviewToken(site.id, { draft: draft.slug })}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Draft preview");
    expect(html).toContain(draft.title.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  });

  it("have an index that explains itself to visitors and lists drafts only to editors", async () => {
    const site = (await getSiteBySlug("clearpath-access"))!;
    const anonymous = await get("/clearpath-access/blog/drafts");
    expect(anonymous.status).toBe(200);
    const html = await anonymous.text();
    expect(html).toContain("Drafts are visible only to this site");
    expect(html).not.toContain("/blog/drafts/");

    const editor = await get(`/clearpath-access/blog/drafts?preview=${createPreviewToken(site.id, "drafts")}`);
    expect(editor.status).toBe(200);
    expect(await editor.text()).toContain("/clearpath-access/blog/drafts/");
  });

  it("never appear in the blog's lists", async () => {
    const { DEMO_SITES } = await import("@/modules/templates/showroom");
    const drafts = DEMO_SITES.find((s) => s.slug === "clearpath-access")!.posts!.filter((p) => p.status === "draft");
    const blog = await (await get("/clearpath-access/blog")).text();
    for (const draft of drafts) expect(blog).not.toContain(draft.slug);
  });
});

describe("the platform's home", () => {
  it("says what the platform is and lists the sites, unless the directory is switched off", async () => {
    const { setPlatformSetting } = await import("@/modules/sites/service");
    const home = await get("/");
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain("Websites for the businesses on your main street");
    expect(html).toContain('href="/clearpath-access"');
    expect(html).toContain('href="/town-of-alder-creek"');

    await setPlatformSetting("directory", false);
    try {
      const without = await (await get("/")).text();
      expect(without).toContain("Websites for the businesses on your main street");
      expect(without).not.toContain('href="/clearpath-access"');
    } finally {
      await setPlatformSetting("directory", true);
    }
    expect(await (await get("/")).text()).toContain('href="/clearpath-access"');
  });

  it("finds a site by name, kind of business and town without JavaScript, and leads owners to sign in", async () => {
    const home = await (await get("/")).text();
    expect(home).toContain('href="/login"');
    expect(home).toContain("Food and drink");
    const community = await (await get("/?kind=community")).text();
    expect(community).toContain('href="/town-of-alder-creek"');
    expect(community).not.toContain('href="/copper-kettle"');
    const byName = await (await get("/?q=copper")).text();
    expect(byName).toContain('href="/copper-kettle"');
    expect(byName).not.toContain('href="/town-of-alder-creek"');
    expect(byName).toMatch(/1 of \d+ sites match/);
  });
});

describe("feeds, calendars and robots", () => {
  it("serves robots.txt and a sitemap index of every site", async () => {
    const robots = await (await get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: ");
    expect(robots).toContain("Disallow: /admin");
    const index = await get("/sitemap.xml");
    expect(index.headers.get("content-type")).toContain("xml");
    const body = await index.text();
    for (const slug of ["clearpath-access", "town-of-alder-creek", "sunny-meadow-farm"]) expect(body).toContain(`/${slug}/sitemap.xml</loc>`);
  });

  it("serves an RSS feed of published posts only, and none for a site without a blog", async () => {
    const { DEMO_SITES } = await import("@/modules/templates/showroom");
    const seed = DEMO_SITES.find((s) => s.slug === "clearpath-access")!;
    const feed = await (await get("/clearpath-access/feed.xml")).text();
    for (const post of seed.posts!) {
      if (post.status === "draft") expect(feed).not.toContain(post.slug);
      else expect(feed).toContain(`/clearpath-access/blog/${post.slug}</link>`);
    }
    expect((await get("/sunny-meadow-farm/feed.xml")).status).toBe(404);
  });

  it("offers an event as an .ics file, and 404 for an unknown one", async () => {
    const { DEMO_SITES } = await import("@/modules/templates/showroom");
    const org = DEMO_SITES.find((s) => s.slug === "phelps-community")!.organizations!.find((o) => o.events?.length)!;
    const event = org.events![0]!;
    const response = await get(`/api/sites/phelps-community/events/${org.slug}/${event.slug}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/calendar");
    const ics = await response.text();
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect((await get(`/api/sites/phelps-community/events/${org.slug}/no-such-event.ics`)).status).toBe(404);
    expect((await get(`/api/sites/no-such-site/events/x.ics`)).status).toBe(404);
  });

  it("describes pages with JSON-LD: the business on its home page, the posting on a job page", async () => {
    const home = await (await get("/town-of-alder-creek")).text();
    expect(home).toContain('"@type":"GovernmentOrganization"');
    const job = await (await get("/comfortline-hvac/careers")).text();
    const jobPath = /href="(\/comfortline-hvac\/careers\/[a-z0-9-]+)"/.exec(job)![1]!;
    const posting = await (await get(jobPath)).text();
    const data = [...posting.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const jobPosting = data.find((d) => d["@type"] === "JobPosting")!;
    expect(jobPosting).toMatchObject({
      employmentType: expect.any(String),
      datePosted: expect.any(String),
      validThrough: expect.any(String),
      hiringOrganization: { name: "Comfortline Heating, Cooling & Plumbing" },
    });
    expect(data.some((d) => d["@type"] === "BreadcrumbList")).toBe(true);
  });
});
