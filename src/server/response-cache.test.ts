import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { cacheKey } from "./response-cache";

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
