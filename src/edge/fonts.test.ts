import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fontPreloads } from "@/server/font-files";
import { answerFontFile } from "./fonts";

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (!answerFontFile(req, res, new URL(req.url!, "http://localhost").pathname)) res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the theme fonts' addresses", () => {
  it("answer the file as a font kept for a year, and 304 for the copy a browser has", async () => {
    const [url] = fontPreloads(["lora"]);
    const answer = await fetch(base + url!);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("font/woff2");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(answer.headers.get("content-length")).toBe(String(bytes.length));
    const again = await fetch(base + url!, { headers: { "If-None-Match": answer.headers.get("etag")! } });
    expect(again.status).toBe(304);
    const head = await fetch(base + url!, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(bytes.length));
  });

  it("answer 404 for a name of no file of ours, 405 for a post, and leave every other address alone", async () => {
    for (const path of ["/api/fonts/lora-latin-wght-normal.woff2", "/api/fonts/..%2F..%2Fpackage.json", "/api/fonts/"])
      expect((await fetch(base + path)).status, path).toBe(404);
    const [url] = fontPreloads(["lora"]);
    const post = await fetch(base + url!, { method: "POST", body: "x" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    expect((await fetch(`${base}/api/media/x`)).status).toBe(204);
  });
});
