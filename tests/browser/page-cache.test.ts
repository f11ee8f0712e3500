import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { getPage } from "@/modules/pages/queries";
import { savePage } from "@/modules/pages/service";
import { getSiteBySlug } from "@/modules/sites/queries";
import { baseUrl } from "../helpers/browser";
import { request as httpRequest } from "node:http";

/** A raw GET (fetch would decompress and hide the encoding). */
function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(baseUrl() + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Until a request is a hit (a page is kept from its first request, a search from its second). */
async function warm(path: string, headers: Record<string, string> = {}) {
  await get(path, headers);
  await expect.poll(async () => (await get(path, headers)).headers["x-cache"], { timeout: 3000 }).toBe("hit");
}

describe("the page cache", () => {
  it("serves a page's second request from memory, compressed as the browser asks, the same bytes as rendered", async () => {
    const path = "/fieldguard-pest/termites";
    await warm(path);
    const br = await get(path, { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers["x-cache"]).toBe("hit");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("Accept-Encoding");
    const html = brotliDecompressSync(br.body).toString();
    expect(html).toContain("<h1");
    const gz = await get(path, { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(html);
    const plain = await get(path);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
    expect(plain.headers["content-type"]).toContain("text/html");
    expect(plain.headers["x-content-type-options"]).toBe("nosniff");
    // Browsers revalidate by ETag; a CDN in front keeps it as long as this cache does, and drops it by the site's tag.
    expect(plain.headers["cache-control"]).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=3600");
    const site = (await getSiteBySlug("fieldguard-pest"))!;
    expect(plain.headers["cache-tag"]).toBe(`site-${site.id},sites`);
    expect(plain.headers["surrogate-key"]).toBe(`site-${site.id} sites`);
    expect(Number(plain.headers["content-length"])).toBe(plain.body.length);
  });

  it("gives every hit its own request id, or the one the request came with", async () => {
    const path = "/fieldguard-pest/termites";
    await warm(path);
    const [a, b] = [await get(path), await get(path)];
    expect(a.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers["x-request-id"]).not.toBe(a.headers["x-request-id"]);
    expect((await get(path, { "X-Request-Id": "trace-42" })).headers["x-request-id"]).toBe("trace-42");
  });

  it("answers 304 to a browser that has the page already", async () => {
    const path = "/fieldguard-pest/ants";
    await warm(path);
    const first = await get(path);
    const again = await get(path, { "If-None-Match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers.vary).toBe("Accept-Encoding");
    expect(again.headers["x-request-id"]).toBeTruthy();
  });

  it("keeps a 404 as a 404", async () => {
    await warm("/fieldguard-pest/no-such-pest");
    const again = await get("/fieldguard-pest/no-such-pest");
    expect(again.status).toBe(404);
    expect(again.headers["x-cache"]).toBe("hit");
  });

  it("keeps a search by its words, and sitemaps and feeds, as pages are kept", async () => {
    for (const path of ["/clearpath-access/search?q=wcag", "/clearpath-access/sitemap.xml", "/clearpath-access/feed.xml", "/sitemap.xml"]) await warm(path);
    // A new search is kept from its second request: most words are searched for once.
    const other = "/clearpath-access/search?q=audit";
    expect((await get(other)).headers["x-cache"]).toBeUndefined();
    expect((await get(other)).headers["x-cache"]).toBe("miss");
    expect((await get(other)).headers["x-cache"]).toBe("hit");
    const xml = await get("/clearpath-access/sitemap.xml");
    expect(xml.headers["content-type"]).toContain("xml");
  });

  it("never caches any other query, a signed-in visitor or a POST", async () => {
    for (const [path, headers] of [
      ["/clearpath-access/search?q=wcag&page=2", {}],
      ["/clearpath-access/contact?ref=MS-AAAA-BBBB", {}],
      ["/clearpath-access/blog/drafts/x?preview=1.abc", {}],
      ["/fieldguard-pest/termites", { Cookie: "mainstreet.session_token=abc" }],
    ] as const) {
      await get(path, headers);
      expect((await get(path, headers)).headers["x-cache"], path).not.toBe("hit");
    }
  });

  it("drops a site's pages when its content changes, and only that site's", async () => {
    const other = "/brushline-painting";
    const path = "/sunny-meadow-farm";
    await warm(path);
    await warm(other);
    const site = (await getSiteBySlug("sunny-meadow-farm"))!;
    const page = (await getPage(site.id, ""))!;
    await savePage(site.id, { path: "", title: page.title, description: `${page.description.slice(0, 140)} Updated.`, blocks: page.blocks });
    const after = await get(path);
    expect(after.headers["x-cache"]).toBe("miss");
    expect(after.body.toString()).toContain("Updated.");
    expect((await get(other)).headers["x-cache"]).toBe("hit");
  });
});
