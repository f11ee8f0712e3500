import { once } from "node:events";
import { createServer, IncomingMessage, ServerResponse, type Server } from "node:http";
import { Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createRequestHandler } from "@/edge/handler";
import { GATED_HTTP } from "@/server/gated-http";
import type { RenderedPage } from "@/edge/page-cache";
import type { SiteRequest } from "@/edge/site-request";
import { savePage } from "@/modules/pages/service";
import { servedLately } from "@/server/served-forms";
import { requestContext } from "@/server/request-context";
import { createTestSite } from "../helpers/sites";

/**
 * The edge's page cache on a real HTTP server, the real request path
 * (edge/handler.ts) in front of a renderer of the test's own standing in for
 * the document renderer: slow enough that requests overlap, counting its renders, and saying
 * which render each page came from. Pages live five minutes, then may be
 * served stale for a minute while one render replaces them; on the second
 * server, one second.
 */
const renders = new Map<string, number>();
const rendered: string[] = [];
/** What the edge handed the renderer through the request context, by path. */
const handed = new Map<string, unknown>();
const servers: Server[] = [];
let base: string;
let shortLived: string;

async function renderer(site: SiteRequest, url: URL): Promise<RenderedPage> {
  const path = `${url.pathname}${url.search}`;
  const n = (renders.get(path) ?? 0) + 1;
  renders.set(path, n);
  rendered.push(`${path} resolved:${requestContext()?.site?.path ?? "-"}`);
  handed.set(path, requestContext()?.site);
  // eslint-disable-next-line no-restricted-syntax -- a slow renderer is the fixture here, not a wait of the test
  await new Promise((resolve) => setTimeout(resolve, 600));
  // A page whose path ends in /contact-us holds a form, by its render token's hidden field.
  const form = path.endsWith("/contact-us") ? '<form><input type="hidden" name="_rendered" value="1"></form>' : "";
  const body = Buffer.from(`<!doctype html><html><head><title>${path}</title></head><body><h1>${path}, render ${n}</h1>${form}</body></html>`);
  return { status: site.status, headers: [["content-type", "text/html; charset=utf-8"]], body };
}

async function startEdge(ttlSeconds: number): Promise<string> {
  const server = createServer(
    GATED_HTTP,
    await createRequestHandler(async (_req, res) => void res.writeHead(500).end("Next was asked"), {
      renderDocuments: true,
      renderDocument: renderer,
      freshness: { ttlSeconds, staleSeconds: 60 },
    }),
  );
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  base = await startEdge(300);
  shortLived = await startEdge(1);
});
afterAll(() => {
  for (const server of servers) server.close();
});

const get = async (path: string, origin = base) => {
  const response = await fetch(origin + path);
  return { cache: response.headers.get("x-cache"), text: await response.text(), headers: response.headers, status: response.status };
};

async function sitePage(path: string) {
  const site = await createTestSite();
  await savePage(site.id, { path, title: "Opening hours", description: "When the bakery is open.", blocks: [] });
  return { site, url: `/${site.slug}/${path}` };
}

describe("the edge's handler", () => {
  it("refuses a server made without its request and response classes, before anything is written", async () => {
    const handle = await createRequestHandler(async () => undefined, { renderDocuments: true });
    const req = new IncomingMessage(new Socket());
    const res = new ServerResponse(req);
    expect(() => handle(req, res)).toThrow(/createServer\(GATED_HTTP\)/);
    expect(res.headersSent).toBe(false);
  });
});

describe("the edge's page cache", () => {
  it("renders a page once for 32 requests that ask for it at the same moment, and hands the site's resolution to the renderer", async () => {
    const { url } = await sitePage("hours");
    const answers = await Promise.all(Array.from({ length: 32 }, () => get(url)));
    expect(renders.get(url)).toBe(1);
    expect(answers.filter((a) => a.cache === "miss")).toHaveLength(1);
    // The others waited for that render, or, arriving after it, found its copy kept.
    expect(answers.filter((a) => a.cache === "shared").length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.cache === "shared" || a.cache === "hit")).toHaveLength(31);
    expect(new Set(answers.map((a) => a.text))).toEqual(
      new Set([`<!doctype html><html><head><title>${url}</title></head><body><h1>${url}, render 1</h1></body></html>`]),
    );
    expect(rendered).toContain(`${url} resolved:hours`);
    // Plain data, as it must be to cross from the server's copy of the modules into Next's bundle: no class, no function.
    const site = handed.get(url);
    expect(site).toMatchObject({ path: "hours", status: 200, editor: false, basePath: url.slice(0, url.lastIndexOf("/")) });
    expect(structuredClone(site)).toStrictEqual(site);
  });

  it("keeps a page asked for with tracking parameters as the page itself, rendered from its own address", async () => {
    const { url } = await sitePage("menu");
    const first = await get(`${url}?utm_source=newsletter&utm_campaign=spring&fbclid=IwAR3`);
    expect(first.cache).toBe("miss");
    expect(first.text).toContain(`<h1>${url}, render 1</h1>`);
    const plain = await get(url);
    expect(plain.cache).toBe("hit");
    expect((await get(`${url}?gclid=Cj0K&ref=producthunt&mc_cid=a1`)).cache).toBe("hit");
    expect(renders.get(url)).toBe(1);
    // Any other query is the renderer's, each time.
    expect((await get(`${url}?v=2`)).cache).toBeNull();
  });

  it("serves a page past its time while one render replaces it, then the new one", async () => {
    const { url } = await sitePage("prices");
    expect((await get(url, shortLived)).cache).toBe("miss");
    // The page's second passes on the clock the cache reads (Date), not in a sleep.
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    try {
      vi.setSystemTime(Date.now() + 1100);
      const during = await Promise.all(Array.from({ length: 5 }, () => get(url, shortLived)));
      expect(during.map((a) => a.cache)).toEqual(Array(5).fill("updating"));
      expect(during.every((a) => a.text.includes("render 1"))).toBe(true);
      await expect.poll(async () => (await get(url, shortLived)).text, { timeout: 3000 }).toContain("render 2");
    } finally {
      vi.useRealTimers();
    }
    expect(renders.get(url)).toBe(2);
  });

  it("never serves stale what a write changed: the next request renders", async () => {
    const { site, url } = await sitePage("story");
    await get(url);
    await savePage(site.id, { path: "story", title: "Our story", description: "How the bakery began.", blocks: [] });
    expect((await get(url)).cache).toBe("miss");
    expect(renders.get(url)).toBe(2);
  });

  it("tells a CDN in front to keep a page as long as it does, and by which site's tag to drop it", async () => {
    const { site, url } = await sitePage("visit");
    const page = await get(url);
    expect(page.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=60");
    expect(page.headers.get("cache-tag")).toBe(`site-${site.id},sites`);
    expect(page.headers.get("surrogate-key")).toBe(`site-${site.id} sites`);
    // A path the site lacks answers 404, status resolved by the edge, and is kept and dropped as its pages are.
    const missing = await get(`/${site.slug}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-tag")).toBe(`site-${site.id},sites`);
  });

  it("notes when it sends a kept page with a form to an address, so the form's fill time counts from then", async () => {
    const { site, url } = await sitePage("contact-us");
    const plain = await sitePage("contact");
    expect((await get(url)).cache).toBe("miss");
    expect((await get(plain.url)).cache).toBe("miss");
    const before = Date.now();
    expect((await get(url)).cache).toBe("hit");
    expect((await get(plain.url)).cache).toBe("hit");
    // Noted without being awaited: the answer goes out first.
    await expect.poll(() => servedLately("127.0.0.1", site.slug)).toBeGreaterThanOrEqual(before - 5);
    expect(await servedLately("127.0.0.1", plain.site.slug)).toBeNull();
    expect(await servedLately("127.0.0.2", site.slug)).toBeNull();
  });

  it("answers and keeps a site's sitemap and feed itself, never asking Next", async () => {
    const { site, url } = await sitePage("garden");
    const sitemap = await get(`/${site.slug}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get("content-type")).toContain("application/xml");
    expect(sitemap.text).toContain(`/${site.slug}/garden</loc>`);
    expect(sitemap.cache).toBe("miss");
    expect((await get(`/${site.slug}/sitemap.xml`)).cache).toBe("hit");
    // A write to the site drops it with its pages.
    await savePage(site.id, { path: "garden", title: "The garden", description: "Where we grow.", blocks: [] });
    expect((await get(`/${site.slug}/sitemap.xml`)).cache).toBe("miss");
    const feed = await get(`/${site.slug}/feed.xml`);
    expect(feed.headers.get("content-type")).toContain("application/rss+xml");
    expect((await get(`/${site.slug}/feed.xml`)).cache).toBe("hit");
    // No such site: a 404 in plain text, Next not asked, nothing kept.
    const missing = await get("/no-such-site-anywhere/sitemap.xml");
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain("Next was asked");
    expect((await get("/no-such-site-anywhere/sitemap.xml")).cache).toBeNull();
    expect(renders.get(url)).toBeUndefined();
  });
});
