import { describe, expect, it, vi } from "vitest";
import { baseUrl } from "../helpers/browser";
import { demoPaths } from "../helpers/catalogue";

// Absolute addresses in a page's head are the server's own (server/origin.ts, read once, on import): this process renders them as it does.
await vi.hoisted(async () => {
  const { inject } = await import("vitest");
  process.env.PORT = new URL(inject("baseUrl")).port;
});

/** Not a session: enough to send the request to Next, which renders it as for an anonymous visitor. */
const THROUGH_NEXT = { Cookie: "mainstreet.session_token=not-a-session" };

const get = (path: string, init: RequestInit = {}) => fetch(baseUrl() + path, init);

/** A form's token holds the moment it was drawn: two renders differ there alone. */
const TOKEN = /\b\d{10,14}\.[\w-]{20,100}/g;

/**
 * The stylesheets a page links, as one: Next links the stylesheet its build
 * made, the document renderer the site's own (edge/document/stylesheet-build.ts),
 * built from the same source (the screenshots in the pull request show them the same).
 */
const STYLESHEETS = /(<link rel="stylesheet" href="[^"]+" data-precedence="next"\/>)+/g;
const ONE_STYLESHEET = '<link rel="stylesheet" href="(the site\'s stylesheet)" data-precedence="next"/>';

/**
 * Next's page as the document renderer writes it: without Next's scripts,
 * their preloads and nonce, and the markers its router leaves; islands stay
 * (here they are only markup).
 */
const asDocument = (html: string) =>
  html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (tag: string, attributes: string) => (/\btype="application\/(ld\+)?json"/i.test(attributes) ? tag : ""))
    .replace(/<link\b[^>]*\b(rel="(preload|modulepreload)"[^>]*\bas="script"|as="script"[^>]*\brel="(preload|modulepreload)")[^>]*\/?>/gi, "")
    .replace(/ nonce="[\w+/=-]*"/g, "")
    .replace(/<!--\/?\$-->/g, "")
    .replace(/<div hidden=""><\/div>/g, "")
    .replace('<meta name="next-size-adjust" content=""/>', "");

/** Either page with its stylesheets as one, and the renderer's less what loads its islands: the client entry and the preloads of the islands' files, all under /_islands/. */
const normalised = (html: string) =>
  html
    .replace(STYLESHEETS, ONE_STYLESHEET)
    .replace(/<link rel="modulepreload" href="\/_islands\/[\w-]+\.js"\/>/g, "")
    .replace(/<script type="module" src="\/_islands\/[\w-]+\.js"><\/script>/g, "")
    .replace(TOKEN, "token");

describe("pages rendered without Next (edge/document)", () => {
  it(
    "are, for every demo page, the page Next renders less its scripts, with the site's own stylesheet, plus the islands' where it has any",
    { timeout: 300_000 },
    async () => {
      const paths = demoPaths()
        .filter((p) => !p.private)
        .map((p) => p.url);
      const compared: string[] = [];
      const withIslands: string[] = [];
      const differing: string[] = [];
      // A few at a time: each is rendered by Next too, which takes a core.
      for (let i = 0; i < paths.length; i += 4) {
        await Promise.all(
          paths.slice(i, i + 4).map(async (path) => {
            const direct = await (await get(`${path}?from=document-test`)).text();
            // The same address both ways: a checkout's form carries the page's query (its `_query`).
            const next = normalised(asDocument(await (await get(`${path}?from=document-test`, { headers: THROUGH_NEXT })).text()));
            compared.push(path);
            if (direct.includes('<div data-island="')) withIslands.push(path);
            expect(direct).toMatch(/<link rel="stylesheet" href="\/_islands\/site-[0-9a-f]{16}\.css" data-precedence="next"\/>/);
            const own = normalised(asDocument(direct));
            if (own !== next) {
              let at = 0;
              while (own[at] === next[at]) at++;
              differing.push(`${path} at ${at}: ${JSON.stringify(own.slice(at - 60, at + 60))} / Next: ${JSON.stringify(next.slice(at - 60, at + 60))}`);
            }
          }),
        );
      }
      expect(differing).toEqual([]);
      // Every public page is the renderer's, those with forms included.
      expect(compared.length).toBe(paths.length);
      expect(withIslands.length).toBeGreaterThan(0);
    },
  );

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
