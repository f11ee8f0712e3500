import { existsSync } from "node:fs";
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildStylesheet, STYLESHEET_DIR, STYLESHEET_MANIFEST } from "@/edge/document/stylesheet-build";
import { createRequestHandler } from "@/edge/handler";
import { GATED_HTTP } from "@/server/gated-http";
import { buildIslands, ISLANDS_DIR, MANIFEST } from "@/islands/build";
import { savePage } from "@/modules/pages/service";
import { logger } from "@/server/log";
import { renderPath, TEST_BUILD } from "../helpers/document";
import { body, createTestSite } from "../helpers/sites";

// A render that fails halfway: the thank-you reference lookup throws for one reference.
vi.mock("@/modules/forms/queries", async (original) => {
  const actual = await original<typeof import("@/modules/forms/queries")>();
  return {
    ...actual,
    findReference: async (...args: Parameters<typeof actual.findReference>) => {
      if (args[1] === "MS-FAIL-FAIL") throw new Error("the database went away");
      return actual.findReference(...args);
    },
  };
});

/** A build as Next's manifests describe it: the site pages' stylesheet, and routes of its own beside theirs. */
const BUILD = { ...TEST_BUILD, sitePaths: new Set(["feed.xml"]), rootSegments: new Set(["checkout"]) };
const render = (path: string) => renderPath(path, BUILD);
const html = (page: { body: Buffer } | null) => page!.body.toString("utf8");
const scripts = (text: string) => [...text.matchAll(/<script\b([^>]*)>/g)].filter((m) => !m[1]!.includes("application/ld+json"));

describe("the document renderer", () => {
  afterEach(() => vi.restoreAllMocks());
  // A page with islands is rendered only when they are built, and the edge's pages link the stylesheet (`npm test` builds both first; a file run alone may not have).
  beforeAll(async () => {
    if (!existsSync(path.join(process.cwd(), ISLANDS_DIR, MANIFEST))) await buildIslands(process.cwd());
    if (!existsSync(path.join(process.cwd(), STYLESHEET_DIR, STYLESHEET_MANIFEST))) await buildStylesheet(process.cwd());
  }, 120_000);

  it("renders a site's page as a whole document: its head, the site's stylesheet, the site's frame, no scripts", async () => {
    const site = await createTestSite();
    await savePage(site.id, {
      path: "about/story",
      title: "Our story",
      description: "How the bakery began.",
      blocks: [{ type: "richText", props: { doc: body } }],
    });
    const page = await render(`/${site.slug}/about/story`);
    expect(page?.status).toBe(200);
    expect(page?.headers).toContainEqual(["content-type", "text/html; charset=utf-8"]);
    expect(page?.headers).toContainEqual(["X-Frame-Options", "SAMEORIGIN"]);
    const text = html(page);
    expect(text).toMatch(/^<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"\/>/);
    expect(text).toContain('<link rel="stylesheet" href="/_islands/site-0123456789abcdef.css" data-precedence="next"/>');
    expect(text).toContain("<title>Our story | Test Bakery</title>");
    expect(text).toContain('<meta name="description" content="How the bakery began."/>');
    expect(text).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"/]+/${site.slug}/about/story"/>`));
    expect(text).toContain("Skip to content");
    expect(text).toContain("A short paragraph.");
    expect(scripts(text)).toEqual([]);
  });

  it("answers a path the site does not have with the site's own 404, not indexed", async () => {
    const site = await createTestSite();
    const page = await render(`/${site.slug}/no-such-page`);
    expect(page?.status).toBe(404);
    const text = html(page);
    expect(text).toContain("<title>Page not found</title>");
    expect(text).toContain('<meta name="robots" content="noindex"/>');
    expect(text).toContain("We can&#x27;t find that page");
  });

  it("renders a page with interactive parts itself, as islands with their scripts", async () => {
    const site = await createTestSite();
    await savePage(site.id, { path: "mortgage", title: "Mortgage", description: "Work out a payment.", blocks: [{ type: "mortgageCalculator", props: {} }] });
    const warn = vi.spyOn(logger, "warn");
    const page = html(await render(`/${site.slug}/mortgage`));
    expect(warn).not.toHaveBeenCalled();
    expect(page).toContain('data-island="mortgage-calculator"');
    // The islands' entry, once, and nothing of Next's.
    expect(scripts(page).map((m) => /src="([^"]*)"/.exec(m[1]!)?.[1])).toEqual([expect.stringMatching(/^\/_islands\/client-[\w-]+\.js$/)]);
    expect(page).not.toMatch(/\/_next\/[^"]*\.js"/);
  });

  it("leaves to Next what is not an anonymous visitor's site page: an unknown site, another route's path, a preview, a trailing slash", async () => {
    const site = await createTestSite();
    await savePage(site.id, { path: "plain", title: "Plain", description: "Plain.", blocks: [] });
    expect(await render("/no-such-site-anywhere/plain")).toBeNull();
    expect(await render("/admin")).toBeNull();
    expect(await render(`/${site.slug}/feed.xml`)).toBeNull();
    expect(await render(`/${site.slug}/plain?preview=token`)).toBeNull();
    expect(await render(`/${site.slug}/plain/`)).toBeNull();
    expect(await render(`/${site.slug}/%E0%A4%A`)).toBeNull();
    expect((await render(`/${site.slug}/plain`))?.status).toBe(200);
  });

  it("throws when rendering fails halfway, and sends nothing of it (the edge answers: tests/integration/render-failure.test.ts)", async () => {
    const site = await createTestSite();
    await savePage(site.id, { path: "thanks", title: "Thank you", description: "Received.", blocks: [] });
    await expect(render(`/${site.slug}/thanks?ref=MS-FAIL-FAIL`)).rejects.toThrow("the database went away");
    expect((await render(`/${site.slug}/thanks?ref=MS-0000-0000`))?.status).toBe(200);
  });

  it("passes the query to the page as Next would: a search shows what it found, and a repeated name finds nothing", async () => {
    const site = await createTestSite();
    await savePage(site.id, { path: "rye", title: "Dark rye bread", description: "A dense rye loaf.", blocks: [] });
    await savePage(site.id, { path: "find", title: "Find", description: "Search the bakery.", blocks: [{ type: "search", props: {} }] });
    expect(html(await render(`/${site.slug}/find?q=rye`))).toContain(`href="/${site.slug}/rye"`);
    // Next hands the page ["rye", "spelt"] for a repeated q, which the search block does not take for words.
    expect(html(await render(`/${site.slug}/find?q=rye&q=spelt`))).not.toContain(`href="/${site.slug}/rye"`);
  });

  it("is the edge's answer: a page it fails to render is a 500 of the edge's own, logged, never Next's, and its stylesheet is served kept a year", async () => {
    const site = await createTestSite();
    await savePage(site.id, { path: "thanks", title: "Thank you", description: "Received.", blocks: [] });
    const error = vi.spyOn(logger, "error");
    const server = createServer(
      GATED_HTTP,
      await createRequestHandler(async (_req, res) => void res.writeHead(502).end("Next was asked"), { renderDocuments: true }),
    );
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const failed = await fetch(`${origin}/${site.slug}/thanks?ref=MS-FAIL-FAIL`);
      expect(failed.status).toBe(500);
      expect(failed.headers.get("cache-control")).toBe("no-store");
      const text = await failed.text();
      expect(text).toContain("Application error: a server-side exception has occurred");
      expect(text).toContain(`Reference: <code>${failed.headers.get("x-request-id")}</code>`);
      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({ path: `/${site.slug}/thanks`, err: expect.objectContaining({ message: "the database went away" }) as unknown }),
        "could not render the page: answered 500",
      );

      const page = await fetch(`${origin}/${site.slug}/thanks`);
      expect(page.status).toBe(200);
      expect(page.headers.get("x-cache")).toBe("miss");
      const href = /<link rel="stylesheet" href="(\/_islands\/site-[0-9a-f]{16}\.css)"/.exec(await page.text())![1]!;
      const css = await fetch(`${origin}${href}`, { headers: { "Accept-Encoding": "br" } });
      expect(css.status).toBe(200);
      expect(css.headers.get("content-type")).toBe("text/css; charset=utf-8");
      expect(css.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(css.headers.get("content-encoding")).toBe("br");
      expect(await css.text()).toContain(".text-on-primary{");
      expect((await fetch(`${origin}/_islands/site-0000000000000000.css`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
