import { describe, expect, it } from "vitest";
import { countryCode, deviceClass, isBot, isPrefetch, referrerHost, sitePage } from "./classify";

describe("reading a page view from a request", () => {
  it("finds the site and its page, and nothing outside the sites' pages", () => {
    expect(sitePage("/copper-kettle")).toEqual({ slug: "copper-kettle", path: "/" });
    expect(sitePage("/copper-kettle/menu/")).toEqual({ slug: "copper-kettle", path: "/menu" });
    expect(sitePage("/copper-kettle/blog/caf%C3%A9")).toEqual({ slug: "copper-kettle", path: "/blog/café" });
    for (const path of ["/", "/admin/sites/x", "/api/health", "/robots.txt", "/copper-kettle/sitemap.xml", "/copper-kettle/feed.xml", "/x/%E0%A4%A"])
      expect(sitePage(path)).toBeNull();
  });

  it("tells bots, prefetches and devices apart", () => {
    expect(isBot(undefined)).toBe(true);
    expect(isBot("Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)")).toBe(true);
    expect(isBot("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36")).toBe(false);
    expect(isPrefetch({ purpose: "prefetch" })).toBe(true);
    expect(isPrefetch({ accept: "text/html" })).toBe(false);
    expect(deviceClass("Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15")).toBe("tablet");
    expect(deviceClass("Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/142.0 Mobile Safari/537.36")).toBe("phone");
    expect(deviceClass("Mozilla/5.0 (Linux; Android 15; SM-X910) AppleWebKit/537.36 Chrome/142.0 Safari/537.36")).toBe("tablet");
  });

  it("keeps only another site's host as the referrer, and a well-formed country", () => {
    expect(referrerHost("https://www.google.com/search?q=x", "mainstreet.example")).toBe("google.com");
    expect(referrerHost("https://mainstreet.example/copper-kettle", "mainstreet.example:443")).toBeNull();
    expect(referrerHost("not a url", "x")).toBeNull();
    expect(countryCode("us")).toBe("US");
    expect(countryCode("XX")).toBeNull();
    expect(countryCode("<script>")).toBeNull();
  });
});
