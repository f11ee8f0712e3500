import { describe, expect, it } from "vitest";
import { withoutScripts } from "@/edge/page-scripts";
import { baseUrl } from "../helpers/browser";
import { demoPaths } from "../helpers/catalogue";

/** Not a session: enough to send the request to Next, which renders it as for an anonymous visitor. */
const THROUGH_NEXT = { Cookie: "mainstreet.session_token=not-a-session" };

/** Next's page as the page cache keeps it (./page-scripts), less the markers its router leaves in the HTML. */
function asDocument(nextHtml: string): string | null {
  return (
    withoutScripts(nextHtml)
      ?.replace(/<!--\/?\$-->/g, "")
      .replace(/<div hidden=""><\/div>/g, "")
      .replace('<meta name="next-size-adjust" content=""/>', "") ?? null
  );
}

const get = (path: string, init: RequestInit = {}) => fetch(baseUrl() + path, init);

describe("pages rendered without Next (edge/document)", () => {
  it("are, for every demo page without scripts, the page Next renders less its scripts", { timeout: 300_000 }, async () => {
    const paths = demoPaths().filter((p) => !p.private).map((p) => p.url);
    const compared: string[] = [];
    const differing: string[] = [];
    // A few at a time: each is rendered by Next too, which takes a core.
    for (let i = 0; i < paths.length; i += 4) {
      await Promise.all(
        paths.slice(i, i + 4).map(async (path) => {
          const direct = await (await get(`${path}?from=document-test`)).text();
          const next = asDocument(await (await get(path, { headers: THROUGH_NEXT })).text());
          // A page with a form keeps Next's scripts and is Next's alone.
          if (next === null) return;
          compared.push(path);
          if (direct !== next) differing.push(path);
        }),
      );
    }
    expect(differing).toEqual([]);
    // Most demo pages have nothing interactive; if this falls, the renderer is hardly used.
    expect(compared.length).toBeGreaterThan(paths.length / 2);
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
