import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { savePage } from "@/modules/pages/service";
import { purgeCdn, useCdn } from "@/server/cdn";
import { cloudflarePurge } from "@/server/cdn/cloudflare";
import { logger } from "@/server/log";
import { createTestSite } from "../helpers/sites";

/**
 * The CDN purge hook with its Cloudflare implementation, against a stand-in
 * for Cloudflare's API started by the test: a real HTTP server that answers
 * `POST /zones/{zone}/purge_cache` as Cloudflare documents it, and can be
 * told to refuse.
 */
const ZONE = "023e105f4ecef8ad9ca31a8372d0c353";
const TOKEN = "test-purge-token";
const calls: Array<{ method: string; path: string; authorization: string | undefined; body: { tags?: string[] } }> = [];
let refusals = 0;
let api: Server;
let apiUrl: string;

beforeAll(async () => {
  api = createServer((req, res) => {
    let text = "";
    req.on("data", (chunk: Buffer) => (text += chunk.toString()));
    req.on("end", () => {
      calls.push({ method: req.method!, path: req.url!, authorization: req.headers.authorization, body: JSON.parse(text || "{}") });
      res.setHeader("content-type", "application/json");
      if (refusals > 0) {
        refusals--;
        res.statusCode = 429;
        res.end(JSON.stringify({ success: false, errors: [{ code: 1134, message: "Too many purge requests" }], messages: [], result: null }));
        return;
      }
      res.end(JSON.stringify({ success: true, errors: [], messages: [], result: { id: ZONE } }));
    });
  });
  api.listen(0, "127.0.0.1");
  await once(api, "listening");
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/client/v4`;
});
afterAll(() => api.close());
afterEach(() => {
  calls.length = 0;
  refusals = 0;
  useCdn(undefined);
  vi.restoreAllMocks();
});

const cloudflare = () => cloudflarePurge({ zoneId: ZONE, token: TOKEN, apiUrl });

describe("purging a CDN by cache tag", () => {
  it("asks Cloudflare to purge the tags, spelled as pages carry them, with the zone's token", async () => {
    expect(await purgeCdn(["site:0b6f", "sites"], cloudflare())).toBe(true);
    expect(calls).toEqual([
      { method: "POST", path: `/client/v4/zones/${ZONE}/purge_cache`, authorization: `Bearer ${TOKEN}`, body: { tags: ["site-0b6f", "sites"] } },
    ]);
  });

  it("sends at most 30 tags a call", async () => {
    const tags = Array.from({ length: 65 }, (_, i) => `site:${i}`);
    expect(await purgeCdn(tags, cloudflare())).toBe(true);
    expect(calls.map((c) => c.body.tags!.length)).toEqual([30, 30, 5]);
  });

  it("tries again when Cloudflare refuses, and says so in the log when it never accepts", async () => {
    refusals = 2;
    expect(await purgeCdn(["site:a"], cloudflare(), [10, 10])).toBe(true);
    expect(calls).toHaveLength(3);
    calls.length = 0;
    refusals = 3;
    const error = vi.spyOn(logger, "error");
    expect(await purgeCdn(["site:a"], cloudflare(), [10, 10])).toBe(false);
    expect(calls).toHaveLength(3);
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ cdn: "cloudflare", tags: ["site-a"] }), expect.stringContaining("did not purge"));
  });

  it("is called by every write once it commits, with the tags the write invalidated", async () => {
    const site = await createTestSite();
    useCdn(cloudflare());
    await savePage(site.id, { path: "hours", title: "Hours", description: "When we are open.", blocks: [] });
    await expect.poll(() => calls.map((c) => c.body.tags), { timeout: 3000 }).toContainEqual([`site-${site.id}`]);
  });
});
