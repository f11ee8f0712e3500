import { describe, expect, it } from "vitest";
import { DEMO_SITES } from "@/modules/templates/showroom";
import { baseUrl } from "../helpers/browser";
import { isAllowed, parseRobots, type RobotsRule } from "../helpers/robots";

/**
 * What a search engine's crawler sees: robots.txt read by the longest-match
 * rule (RFC 9309) lets it fetch every page in the sitemaps and every picture
 * and calendar file those pages point at, and keeps it out of the platform's own paths.
 * Plain HTTP, no browser: a crawler reads the markup as served.
 */
async function sitemapUrls(slug: string): Promise<string[]> {
  const response = await fetch(`${baseUrl()}/${slug}/sitemap.xml`);
  expect(response.status, `${slug}/sitemap.xml`).toBe(200);
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1]!.replace(/&amp;/g, "&"));
    return url.pathname + url.search;
  });
}

/** The addresses within the server that a page's markup points at, by kind. */
function pointedAt(html: string): { pictures: string[]; calendars: string[]; pages: string[] } {
  const decode = (value: string) => value.replace(/&amp;/g, "&");
  const pictures = new Set<string>();
  for (const m of html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)) pictures.add(decode(m[1]!));
  for (const m of html.matchAll(/\ssrcset="([^"]+)"/g)) for (const part of decode(m[1]!).split(",")) pictures.add(part.trim().split(/\s+/)[0]!);
  for (const m of html.matchAll(/<meta\s+(?:property|name)="(?:og:image|twitter:image)"\s+content="([^"]+)"/g)) pictures.add(decode(m[1]!));
  const hrefs = [...html.matchAll(/<a\b[^>]*?\shref="([^"#]+)/g)].map((m) => decode(m[1]!));
  const local = (u: string) => {
    if (u.startsWith("data:")) return null;
    const url = new URL(u, baseUrl());
    return url.origin === new URL(baseUrl()).origin ? url.pathname + url.search : null;
  };
  const keep = (list: Iterable<string>) => [...new Set([...list].map(local).filter((u): u is string => Boolean(u)))];
  return {
    pictures: keep(pictures),
    calendars: keep(hrefs.filter((h) => /\.ics(\?|$)/.test(h))),
    pages: keep(hrefs.filter((h) => !/\.ics(\?|$)/.test(h))),
  };
}

/** The platform's own paths, which a site may link to (a checkout, a contact's page) and crawlers are kept from. */
const PLATFORM = /^\/(admin|login|contacts|checkout|api)(\/|\?|$)/;

describe("what crawlers see", () => {
  let rules: RobotsRule[];

  it("serves a robots.txt that closes the platform's own paths", async () => {
    const response = await fetch(`${baseUrl()}/robots.txt`);
    expect(response.status).toBe(200);
    rules = parseRobots(await response.text());
    for (const path of ["/admin", "/admin/sites", "/login", "/api/auth/sign-in", "/contacts/a/b", "/checkout/test/x", "/copper-kettle/blog/drafts"])
      expect(isAllowed(rules, path), path).toBe(false);
  });

  it(
    "lets crawlers fetch every page in the sitemaps, and every picture, calendar file and page they point at",
    async () => {
      const closed: string[] = [];
      const seen = { pages: 0, pictures: new Set<string>(), calendars: new Set<string>() };
      const urls: string[] = [];
      for (const seed of DEMO_SITES) urls.push(...(await sitemapUrls(seed.slug)));
      const queue = [...urls];
      await Promise.all(
        [0, 1, 2].map(async () => {
          for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
            if (!isAllowed(rules, url)) closed.push(`page in a sitemap: ${url}`);
            const response = await fetch(baseUrl() + url);
            if (response.status !== 200) {
              closed.push(`${url} answers ${response.status}`);
              continue;
            }
            seen.pages++;
            const found = pointedAt(await response.text());
            for (const picture of found.pictures) {
              seen.pictures.add(picture);
              if (!isAllowed(rules, picture)) closed.push(`picture on ${url}: ${picture}`);
            }
            for (const calendar of found.calendars) {
              seen.calendars.add(calendar);
              if (!isAllowed(rules, calendar)) closed.push(`calendar file on ${url}: ${calendar}`);
            }
            for (const page of found.pages) if (!PLATFORM.test(page) && !isAllowed(rules, page)) closed.push(`link on ${url}: ${page}`);
          }
        }),
      );
      console.info(`robots.txt read against ${seen.pages} pages, ${seen.pictures.size} pictures, ${seen.calendars.size} calendar files`);
      expect(closed.slice(0, 40)).toEqual([]);
      expect(seen.pictures.size).toBeGreaterThan(200);
      expect([...seen.pictures].some((p) => p.startsWith("/api/media/"))).toBe(true);
      expect(seen.calendars.size).toBeGreaterThan(5);
    },
    15 * 60_000,
  );
});
