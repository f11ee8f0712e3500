import { describe, expect, it, vi } from "vitest";
import { baseUrl } from "../helpers/browser";
import { demoSample } from "../helpers/crawl";
import { THROUGH_NEXT, asDocument, compareWithNext, normalised } from "../helpers/next-render";

// Absolute addresses in a page's head are the server's own (server/origin.ts, read once, on import): this process renders them as it does.
await vi.hoisted(async () => {
  const { inject } = await import("vitest");
  process.env.PORT = new URL(inject("baseUrl")).port;
});

const get = (path: string, init: RequestInit = {}) => fetch(baseUrl() + path, init);

describe("pages rendered without Next (edge/document)", () => {
  it("are, for a sample of the demo showing every kind, block and variant, the page Next renders less its scripts, with the site's own stylesheet, plus the islands' where it has any", async () => {
    // Every demo page is compared by the crawl (tests/crawl/document.test.ts).
    const { compared, withIslands, differing } = await compareWithNext(demoSample().urls);
    expect(differing).toEqual([]);
    expect(compared).toBeGreaterThan(50);
    expect(withIslands).toBeGreaterThan(0);
  });

  it("are sent privately, compressed, when they are not kept: any query but a search's or a tracking tag, a search asked for once", async () => {
    const once = await get("/brightside-dental/crowns?v=newsletter", { headers: { "Accept-Encoding": "br" } });
    expect(once.status).toBe(200);
    expect(once.headers.get("x-cache")).toBeNull();
    expect(once.headers.get("cache-control")).toContain("no-store");
    expect(once.headers.get("content-encoding")).toBe("br");
    expect(once.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(await once.text()).toContain("<title>");

    const search = "/clearpath-access/search?q=document+renderer+" + Date.now();
    expect((await get(search)).headers.get("cache-control")).toContain("no-store");
    expect((await get(search)).headers.get("x-cache")).toBe("miss");
    expect((await get(search)).headers.get("x-cache")).toBe("hit");
  });

  it("answer HEAD without a body, and a path the site lacks with its 404", async () => {
    const head = await get("/brightside-dental/crowns?v=head", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const missing = await get("/brightside-dental/no-such-page?v=1");
    expect(missing.status).toBe(404);
    const direct = await missing.text();
    expect(direct).toContain("We can&#x27;t find that page");
    expect(direct).toContain("<title>Page not found</title>");
    // Next's 404 for the same path (as a signed-in editor gets it) is the same page.
    const next = await get("/brightside-dental/no-such-page", { headers: THROUGH_NEXT });
    expect(next.status).toBe(404);
    expect(normalised(asDocument(await next.text()))).toBe(normalised(direct));
  });
});

describe("the site's stylesheet (edge/document/stylesheet-build.ts)", () => {
  it("is served by the edge under its content's hash, kept a year, brotli when asked; another name is a 404", async () => {
    const page = await (await get("/brightside-dental/crowns?v=stylesheet")).text();
    const href = /<link rel="stylesheet" href="(\/_islands\/site-[0-9a-f]{16}\.css)"/.exec(page)![1]!;
    const brotli = await get(href, { headers: { "Accept-Encoding": "br" } });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(brotli.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(brotli.headers.get("content-encoding")).toBe("br");
    const plain = await get(href, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    const css = await plain.text();
    // Tailwind's utilities the pages use, minified.
    expect(css).toContain(".text-on-primary{");
    expect(css).not.toContain("\n  ");
    expect((await get("/_islands/site-0000000000000000.css")).status).toBe(404);
  });
});
