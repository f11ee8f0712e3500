import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countView, flushViews, forgetSalts } from "@/server/analytics/recorder";
import { rollUp } from "@/server/analytics/rollup";
import { addDays, calendarDay } from "@/server/analytics/day";
import { pool } from "@/server/db/client";
import { createTestSite } from "../helpers/sites";

/**
 * The recorder on a real HTTP server (the request path's one call, as
 * edge/handler.ts makes it, then a page or a 404) writing to the real
 * database: what is counted, what is not, and that nothing stored anywhere
 * holds the visitor's address or user agent.
 */
const ADDRESS = "203.0.113.77";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36 PrivacyProbe-5f1c";
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    // As edge/handler.ts does, with the address from the socket (here, a proxy's word for it).
    countView(req, res, url, String(req.headers["x-test-address"] ?? ADDRESS));
    res.statusCode = url.pathname.endsWith("/missing") ? 404 : 200;
    res.end("<!doctype html><title>page</title>");
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const visit = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers: { "user-agent": BROWSER, ...headers } }).then((r) => r.text());

async function views(siteId: string) {
  const { rows } = await pool().query("select path, referrer, campaign, device, country, visitor from analytics_views where site_id = $1 order by at, path", [
    siteId,
  ]);
  return rows as Array<{ path: string; referrer: string | null; campaign: string | null; device: string; country: string | null; visitor: string }>;
}

describe("recording page views", () => {
  it("counts a visitor's pages with their referrer, campaign and device, and leaves out bots, prefetches, signed-in people, files and missing pages", async () => {
    const site = await createTestSite();
    const other = await createTestSite();
    await visit(`/${site.slug}`, { referer: "https://www.google.com/search?q=bakery" });
    await visit(`/${site.slug}/menu?utm_campaign=Spring-Flyer&utm_source=flyer`, { referer: `${base}/${site.slug}`, host: new URL(base).host });
    await visit(`/${site.slug}/menu`, { "user-agent": PHONE, "x-test-address": "198.51.100.9" });
    await visit(`/${other.slug}/about`);
    // Not views:
    await visit(`/${site.slug}/menu`, { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    await visit(`/${site.slug}/menu`, {
      "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0 Safari/537.36",
    });
    await visit(`/${site.slug}/menu`, { "sec-purpose": "prefetch;prerender" });
    await visit(`/${site.slug}/menu`, { "next-router-prefetch": "1" });
    await visit(`/${site.slug}/menu`, { cookie: "mainstreet.session_token=abc" });
    await visit(`/${site.slug}/sitemap.xml`);
    await visit(`/${site.slug}/missing`);
    await visit(`/admin/sites/${site.slug}`);
    await visit("/no-such-site-anywhere");
    await fetch(`${base}/${site.slug}/menu`, { method: "POST", headers: { "user-agent": BROWSER } });

    expect(await flushViews()).toBe(4);
    const rows = await views(site.id);
    expect(rows.map(({ visitor: _, ...row }) => row)).toEqual([
      { path: "/", referrer: "google.com", campaign: null, device: "desktop", country: null },
      { path: "/menu", referrer: "flyer", campaign: "spring-flyer", device: "desktop", country: null },
      { path: "/menu", referrer: null, campaign: null, device: "phone", country: null },
    ]);
    // One visitor (same address and browser) on two pages, another on a phone; a different site makes a different hash.
    expect(rows[0]!.visitor).toBe(rows[1]!.visitor);
    expect(rows[2]!.visitor).not.toBe(rows[0]!.visitor);
    expect((await views(other.id))[0]!.visitor).not.toBe(rows[0]!.visitor);
  });

  it("writes a visitor's reloads of a page in one batch as one row with their count", async () => {
    const site = await createTestSite();
    for (let i = 0; i < 5; i++) await visit(`/${site.slug}/menu`);
    expect(await flushViews()).toBe(5);
    const { rows } = await pool().query("select path, views from analytics_views where site_id = $1", [site.id]);
    expect(rows).toEqual([{ path: "/menu", views: 5 }]);
  });

  it("stores no address and no user agent anywhere, and a new day's salt makes the same visitor a stranger", async () => {
    const site = await createTestSite();
    await visit(`/${site.slug}/contact`);
    await flushViews();
    const [first] = await views(site.id);

    // Every column of every table in the database, as text.
    const { rows: tables } = await pool().query<{ name: string }>(
      "select quote_ident(table_name) as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
    );
    const everything = await Promise.all(
      tables.map(({ name }) =>
        pool()
          .query<{ row: string }>(`select t::text as row from ${name} t`)
          .then((r) => r.rows.map((x) => x.row).join("\n")),
      ),
    );
    const dump = everything.join("\n");
    expect(dump).toContain(first!.visitor);
    expect(dump).not.toContain(ADDRESS);
    expect(dump).not.toContain("PrivacyProbe");
    expect(dump).not.toContain("198.51.100.9");

    // The next day: the salt is replaced, so the same address and browser hash differently.
    await pool().query("update analytics_salts set salt = 'the-next-day'");
    forgetSalts();
    await visit(`/${site.slug}/contact`);
    await flushViews();
    const [, second] = await views(site.id);
    expect(second!.visitor).not.toBe(first!.visitor);
  });

  it("rolls finished days up per site and dimension, keeps raw rows the set number of days, and deletes past days' salts", async () => {
    const site = await createTestSite();
    const now = Date.now();
    const today = calendarDay(now);
    const day = (n: number) => addDays(today, -n);
    const insert = (d: string, path: string, visitor: string, referrer: string | null = null) =>
      pool().query("insert into analytics_views (site_id, at, day, path, referrer, device, visitor) values ($1, now(), $2, $3, $4, 'desktop', $5)", [
        site.id,
        d,
        path,
        referrer,
        visitor,
      ]);
    await insert(day(1), "/", "a", "google.com");
    await insert(day(1), "/", "a");
    await insert(day(1), "/menu", "b", "google.com");
    await insert(day(45), "/", "c");
    await insert(today, "/", "d");
    await pool().query("insert into analytics_salts (day, salt) values ($1, 'old') on conflict do nothing", [day(2)]);

    await rollUp(now);
    const { rows } = await pool().query(
      "select day::text, dimension, value, views, visitors from analytics_daily where site_id = $1 order by day, dimension, value",
      [site.id],
    );
    expect(rows.filter((r) => r.day === day(1))).toEqual([
      { day: day(1), dimension: "device", value: "desktop", views: 3, visitors: 2 },
      { day: day(1), dimension: "page", value: "/", views: 2, visitors: 1 },
      { day: day(1), dimension: "page", value: "/menu", views: 1, visitors: 1 },
      { day: day(1), dimension: "referrer", value: "google.com", views: 2, visitors: 2 },
      { day: day(1), dimension: "site", value: "", views: 3, visitors: 2 },
    ]);
    // Today is not rolled up (it is read live); the 45-day-old row was rolled up, then deleted (30 days by default).
    expect(rows.some((r) => r.day === today)).toBe(false);
    expect(rows.some((r) => r.day === day(45) && r.dimension === "site")).toBe(true);
    const { rows: raw } = await pool().query("select day::text from analytics_views where site_id = $1 order by day", [site.id]);
    expect(raw.map((r) => r.day)).toEqual([day(1), day(1), day(1), today]);
    const { rows: salts } = await pool().query("select day::text from analytics_salts where day < $1", [today]);
    expect(salts).toEqual([]);
    // Again: the same figures, not doubled.
    await rollUp(now);
    const { rows: again } = await pool().query("select views from analytics_daily where site_id = $1 and day = $2 and dimension = 'site'", [site.id, day(1)]);
    expect(again).toEqual([{ views: 3 }]);
  });
});
