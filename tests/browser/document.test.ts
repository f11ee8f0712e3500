import { afterEach, describe, expect, it, vi } from "vitest";
import { asDocument, DOCUMENT_PROOF, proveDocumentRenderer, provenBuild, resetDocumentProof } from "@/edge/document/proof";
import { logger } from "@/server/log";
import { startUpChecks } from "@/server/start-up-problems";
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
 * Next's page as the document renderer writes it, islands and all: Next's
 * scripts out (asDocument, which hands back a page with islands, whose
 * elements Next's own scripts hydrate with the rest; here they are only markup).
 */
const islandsAsDocument = (html: string) =>
  asDocument(html.replaceAll('<div data-island="', '<div data-island-next="'))
    ?.replaceAll('<div data-island-next="', '<div data-island="')
    .replace(TOKEN, "token") ?? null;

/** The renderer's page less what loads its islands: the client entry and the preloads of the islands' files, all under /_islands/. */
const withoutIslandScripts = (html: string) =>
  html
    .replace(/<link rel="modulepreload" href="\/_islands\/[\w-]+\.js" nonce="[\w-]+"\/>/g, "")
    .replace(/<script type="module" src="\/_islands\/[\w-]+\.js" nonce="[\w-]+"><\/script>/g, "")
    .replace(TOKEN, "token");

describe("pages rendered without Next (edge/document)", () => {
  it("are, for every demo page, the page Next renders less its scripts, plus the islands' where it has any", { timeout: 300_000 }, async () => {
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
          const next = islandsAsDocument(await (await get(`${path}?from=document-test`, { headers: THROUGH_NEXT })).text());
          // A page only Next can render (something on it needs Next's own scripts) is Next's alone.
          if (next === null) return;
          compared.push(path);
          if (direct.includes('<div data-island="')) withIslands.push(path);
          const own = withoutIslandScripts(direct);
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
    expect(asDocument(await next.text())).toBe(direct);
  });
});

describe("the document renderer's proof (edge/document/proof.ts)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    resetDocumentProof();
  });
  const nextPage = async (path: string) => (await get(path, { headers: THROUGH_NEXT })).text();

  it("learns the stylesheets from a page Next rendered and proves itself on it", async () => {
    const html = await nextPage("/town-of-alder-creek/departments/code-enforcement/permits/fence");
    expect(await proveDocumentRenderer("/town-of-alder-creek/departments/code-enforcement/permits/fence", html)).toBe("proven");
    const stylesheets = provenBuild()!.stylesheets;
    expect(stylesheets.length).toBeGreaterThan(0);
    for (const href of stylesheets) expect(html).toContain(`href="${href}"`);
    expect(startUpChecks().checked).toContain(DOCUMENT_PROOF);
  });

  it("waits for another page when Next's keeps its scripts, and refuses, saying where, a page that differs", async () => {
    expect(await proveDocumentRenderer("/clearpath-access/contact", await nextPage("/clearpath-access/contact"))).toBe("unproven");
    const error = vi.spyOn(logger, "error");
    // As if Next wrote the description before the title.
    const html = (await nextPage("/brightside-dental/crowns")).replace(/(<title>.*?<\/title>)(<meta name="description"[^>]*>)/, "$2$1");
    expect(await proveDocumentRenderer("/brightside-dental/crowns", html)).toBe("refused");
    expect(provenBuild()).toBeNull();
    const problem = startUpChecks().problems.find((p) => p.name === DOCUMENT_PROOF)?.problem;
    expect(problem).toMatch(/^its page differs from Next's at character \d+: the renderer wrote ".*<title>/);
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ internal: DOCUMENT_PROOF, problem }), expect.stringContaining("the document renderer is off"));
  });
});
