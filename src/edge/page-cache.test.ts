import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { cacheKey, compressPage, SeenOnce } from "./page-cache";

const request = (method = "GET", headers: Record<string, string> = {}) => ({ method, headers }) as unknown as IncomingMessage;
const key = (path: string, req = request()) => cacheKey(req, new URL(path, "http://localhost"));

describe("what the page cache keeps", () => {
  it("keeps public pages by their path and searches by their words", () => {
    expect(key("/town-of-alder-creek/departments")).toBe("/town-of-alder-creek/departments");
    expect(key("/clearpath-access/search?q=wcag 2.2")).toBe("/clearpath-access/search?q=wcag%202.2");
  });

  it("keeps a page asked for with tracking parameters as the page itself", () => {
    expect(key("/copper-kettle/menu?utm_source=newsletter&utm_medium=email&utm_campaign=spring")).toBe("/copper-kettle/menu");
    expect(key("/copper-kettle/menu?fbclid=IwAR3x&gclid=Cj0K&msclkid=5f2&mc_cid=a1&mc_eid=b2&ref=producthunt")).toBe("/copper-kettle/menu");
    expect(key("/clearpath-access/search?utm_source=x&q=wcag&fbclid=y")).toBe("/clearpath-access/search?q=wcag");
    // A query that means something to the page still reaches the renderer, tracking or not.
    expect(key("/copper-kettle/menu?utm_source=x&v=2")).toBeNull();
  });

  it("keeps nothing personal, partial or for the admin", () => {
    for (const path of [
      "/clearpath-access/search?q=wcag&page=2",
      "/clearpath-access/search?q=",
      "/clearpath-access/search?q=a&q=b",
      `/clearpath-access/search?q=${"x".repeat(81)}`,
      "/x/contact?ref=MS-4K7P-2QXD",
      "/x/blog/drafts/y?preview=1.a",
      "/admin/sites/x",
      "/login",
      "/api/health",
      "/contacts/k/h",
    ]) {
      expect(key(path), path).toBeNull();
    }
    expect(key("/x", request("POST"))).toBeNull();
    expect(key("/x", request("GET", { cookie: "theme=dark; mainstreet.session_token=abc" }))).toBeNull();
  });
});

describe("a kept page", () => {
  it("holds its two encodings of the page and no more memory than the cache counts for it", () => {
    // Hard to compress, so each encoding is larger than Node's pool of small buffers.
    const body = Buffer.from(`<p>${randomBytes(12_000).toString("base64")}</p>`);
    const page = compressPage({ status: 200, headers: [["content-type", "text/html"]], body }, ["site:a1"], { ttlSeconds: 300, staleSeconds: 3600 });
    expect(gunzipSync(page.gzip)).toEqual(body);
    expect(brotliDecompressSync(page.br)).toEqual(body);
    expect(page.gzip.buffer.byteLength + page.br.buffer.byteLength).toBe(page.bytes);
  });
});

describe("what a CDN in front is told", () => {
  it("keeps a page as long as the page cache does, serves it stale while it fetches a new one, and purges it by its site's tag", () => {
    const page = compressPage({ status: 200, headers: [["content-type", "text/html"]], body: Buffer.from("<p>hi</p>") }, ["site:a1", "sites"], {
      ttlSeconds: 300,
      staleSeconds: 3600,
    });
    const fields = Object.fromEntries(Array.from({ length: page.fields.length / 2 }, (_, i) => [page.fields[2 * i], page.fields[2 * i + 1]]));
    expect(fields["Cache-Control"]).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=3600");
    expect(fields["Cache-Tag"]).toBe("site-a1,sites");
    expect(fields["Surrogate-Key"]).toBe("site-a1 sites");
    // A 304 repeats the validators only.
    expect(page.validators).toEqual(["ETag", page.etag, "Cache-Control", fields["Cache-Control"], "Vary", "Accept-Encoding"]);
  });
});

describe("searches seen once", () => {
  it("are kept from their second request, while the first is remembered", () => {
    const seen = new SeenOnce(2);
    expect(seen.again("/s/search?q=a")).toBe(false);
    expect(seen.again("/s/search?q=a")).toBe(true);
    expect(seen.again("/s/search?q=a")).toBe(false);
    // The oldest is forgotten when more than its capacity have been seen once.
    for (const q of ["b", "c", "d"]) seen.again(`/s/search?q=${q}`);
    expect(seen.again("/s/search?q=b")).toBe(false);
    expect(seen.again("/s/search?q=d")).toBe(true);
  });
});
