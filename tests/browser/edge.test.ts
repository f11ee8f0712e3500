import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { getPage } from "@/modules/pages/queries";
import { savePage } from "@/modules/pages/service";
import { getSiteBySlug } from "@/modules/sites/queries";
import { baseUrl } from "../helpers/browser";

/** Not a session: enough to send the request to Next, which renders it as for an anonymous visitor. */
const THROUGH_NEXT = { Cookie: "mainstreet.session_token=not-a-session" };
/** The server's own log (tests/setup/server.ts). */
const serverLog = () => readFileSync(path.resolve(import.meta.dirname, "../../test-results/server.log"), "utf8");

const get = (path: string, headers: Record<string, string> = {}) => fetch(baseUrl() + path, { headers });

/** Drops a site's kept pages as any edit does: its home page saved again as it is. */
async function touchSite(slug: string) {
  const site = (await getSiteBySlug(slug))!;
  const home = (await getPage(site.id, ""))!;
  await savePage(site.id, { path: "", title: home.title, description: home.description, blocks: home.blocks });
}

describe("the edge (src/edge)", () => {
  it("shares one copy of each shared module with Next's routes: the health route, Next's, counts the pages the edge keeps", async () => {
    // A page the edge keeps, then Next's /api/health reads the page cache's figures (server/cache): a copy of the
    // module bundled into Next's build would hold a cache of its own, and count none (docs/architecture.md, "One copy").
    await get("/copper-kettle/about");
    expect((await get("/copper-kettle/about")).headers.get("x-cache")).toBe("hit");
    const health = await get("/api/health", { Authorization: `Bearer ${inject("healthToken")}` });
    expect(health.status).toBe(200);
    const { cache } = (await health.json()) as { cache: { pages: number } };
    expect(cache.pages).toBeGreaterThan(0);
  });

  it("resolves a site page once and hands it to Next's render: pages, forms, previews and 404s render without resolving again", async () => {
    const before = serverLog().split("\n").length;
    for (const [path, status] of [
      ["/clearpath-access/contact", 200],
      ["/brightside-dental/crowns", 200],
      ["/copper-kettle/events", 200],
      ["/clearpath-access/blog/drafts/not-a-draft?preview=1.abc", 404],
      ["/brightside-dental/no-such-page", 404],
    ] as const) {
      const response = await get(path, THROUGH_NEXT);
      expect(response.status, path).toBe(status);
      expect(await response.text(), path).toContain("</html>");
    }
    // The site's own 404, rendered by Next, links home inside the site the edge resolved.
    expect(await (await get("/brightside-dental/no-such-page", THROUGH_NEXT)).text()).toMatch(/href="\/brightside-dental"[^>]*>Go to the home page/);
    const newLines = serverLog()
      .split("\n")
      .slice(before - 1);
    expect(newLines.filter((line) => line.includes("without the edge's resolution"))).toEqual([]);
  });

  it("serves a page asked for with tracking parameters from the cache, its canonical address without them", async () => {
    const path = "/fieldguard-pest/finger-lakes/geneva";
    await get(path);
    const tagged = await get(`${path}?utm_source=facebook&utm_medium=social&fbclid=IwAR2xY`);
    expect(tagged.headers.get("x-cache")).toBe("hit");
    expect(await tagged.text()).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/fieldguard-pest\/finger-lakes\/geneva"\/>/);
  });

  it("renders a page once for 32 visitors asking for it at the same moment, and sends them all the same page", async () => {
    // A page with a form: Next renders it, keeping its scripts.
    await touchSite("open-door-housing");
    const answers = await Promise.all(Array.from({ length: 32 }, () => get("/open-door-housing/donate", { "Accept-Encoding": "br" })));
    const outcomes = answers.map((a) => a.headers.get("x-cache"));
    expect(outcomes.filter((o) => o === "miss")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "shared" || o === "hit")).toHaveLength(31);
    const bodies = new Set(await Promise.all(answers.map((a) => a.text())));
    expect(bodies.size).toBe(1);
    // The first visitor got the page as every later one: kept, compressed, with the same headers.
    const first = answers.find((a) => a.headers.get("x-cache") === "miss")!;
    expect(first.headers.get("content-encoding")).toBe("br");
    expect(first.headers.get("cache-control")).toContain("s-maxage=");
    expect(first.headers.get("etag")).toBe(answers.find((a) => a.headers.get("x-cache") !== "miss")!.headers.get("etag"));
  });
});
