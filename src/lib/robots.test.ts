import { describe, expect, it } from "vitest";
import { isAllowed, parseRobots } from "../../tests/helpers/robots";
import { domainRobots, platformRobots } from "./robots";

describe("the longest-match reading of robots.txt", () => {
  it("lets the longest matching pattern decide, Allow winning a tie, with * and $", () => {
    const rules = parseRobots(
      [
        "User-agent: other",
        "Disallow: /",
        "",
        "User-agent: *",
        "Allow: /",
        "Disallow: /api/",
        "Allow: /api/open",
        "Disallow: /*.pdf$",
        "Allow: /tie",
        "Disallow: /tie",
      ].join("\n"),
    );
    expect(isAllowed(rules, "/")).toBe(true);
    expect(isAllowed(rules, "/api/x")).toBe(false);
    expect(isAllowed(rules, "/api/open/x")).toBe(true);
    expect(isAllowed(rules, "/a/b.pdf")).toBe(false);
    expect(isAllowed(rules, "/a/b.pdf?x")).toBe(true);
    expect(isAllowed(rules, "/tie")).toBe(true);
    // The rule the platform had: Allow: / loses to Disallow: /api/ for every picture.
    expect(isAllowed(parseRobots("User-agent: *\nAllow: /\nDisallow: /api/\n"), "/api/media/s/x.webp")).toBe(false);
  });
});

describe("the platform's robots.txt", () => {
  const rules = parseRobots(platformRobots("https://example.test/sitemap.xml"));
  const open = [
    "/",
    "/copper-kettle",
    "/copper-kettle/menu",
    "/administrators-guild/about",
    "/login-lane",
    "/api/media/copper-kettle/0b5c2c5e-1111-4e2b-9e71-2c1c1f7e3a10-640.webp",
    "/api/media/copper-kettle/0b5c2c5e-1111-4e2b-9e71-2c1c1f7e3a10.jpg?v=2",
    "/api/sites/riverside-arts/events/summer-fair.ics",
    "/api/sites/riverside-arts/events/book-club/reading-night.ics",
    "/_next/static/chunks/app.js",
    "/copper-kettle/sitemap.xml",
    "/copper-kettle/feed.xml",
  ];
  const closed = [
    "/admin",
    "/admin/sites/1",
    "/login",
    "/login/forgot",
    "/api/auth/sign-in",
    "/api/payments/webhooks/stripe",
    "/api/health",
    "/contacts/k/h",
    "/checkout/test/abc",
    "/copper-kettle/blog/drafts",
    "/copper-kettle/blog/drafts/x",
  ];

  it("opens pages, pictures and calendar files, and closes the platform's own paths", () => {
    expect(open.filter((path) => !isAllowed(rules, path))).toEqual([]);
    expect(closed.filter((path) => isAllowed(rules, path))).toEqual([]);
  });

  it("opens the same on a site's own domain", () => {
    const domain = parseRobots(domainRobots("https://kettle.example/sitemap.xml"));
    expect(["/", "/menu", "/api/media/copper-kettle/a-640.webp", "/api/sites/copper-kettle/events/x.ics"].filter((path) => !isAllowed(domain, path))).toEqual(
      [],
    );
    expect(["/blog/drafts", "/blog/drafts/x", "/api/health"].filter((path) => isAllowed(domain, path))).toEqual([]);
  });
});
