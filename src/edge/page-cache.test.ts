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

  it("keeps nothing personal, partial or for the admin", () => {
    for (const path of ["/clearpath-access/search?q=wcag&page=2", "/clearpath-access/search?q=", "/clearpath-access/search?q=a&q=b", `/clearpath-access/search?q=${"x".repeat(81)}`, "/x/contact?ref=MS-1", "/x/blog/drafts/y?preview=1.a", "/admin/sites/x", "/login", "/api/health", "/contacts/k/h"]) {
      expect(key(path), path).toBeNull();
    }
    expect(key("/x", request("POST"))).toBeNull();
    expect(key("/x", request("GET", { cookie: "theme=dark; mainstreet.session_token=abc" }))).toBeNull();
    expect(key("/x", request("GET", { rsc: "1" }))).toBeNull();
  });
});

describe("a kept page", () => {
  it("holds its two encodings of the page and no more memory than the cache counts for it", () => {
    // Hard to compress, so each encoding is larger than Node's pool of small buffers.
    const body = Buffer.from(`<p>${randomBytes(12_000).toString("base64")}</p>`);
    const page = compressPage({ status: 200, headers: [["content-type", "text/html"]], body });
    expect(gunzipSync(page.gzip)).toEqual(body);
    expect(brotliDecompressSync(page.br)).toEqual(body);
    expect(page.gzip.buffer.byteLength + page.br.buffer.byteLength).toBe(page.bytes);
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
