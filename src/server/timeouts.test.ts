import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { connect } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { holdPost } from "./action-posts";
import { GATED_HTTP, type GatedRequest } from "./gated-http";
import { CUT_AFTER_ANSWER_MS, LARGEST_BODY_BYTES, applyServerTimeouts, bodyTimeLimitMs, limitBodyTime } from "./timeouts";

let server: Server | undefined;

afterEach(async () => {
  vi.restoreAllMocks();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

/** A server with the timeouts, answering as `answer` does; resolves to its port. */
async function serving(answer: (req: IncomingMessage, res: ServerResponse) => void): Promise<number> {
  server = createServer(GATED_HTTP);
  applyServerTimeouts(server);
  server.on("request", answer);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as { port: number }).port;
}

/** Sends a post declaring `declared` bytes and sending `body`; resolves to the answer's status once it is all in. */
function post(port: number, body: string, declared = Buffer.byteLength(body)): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, method: "POST", path: "/admin/sites/x", headers: { "Content-Type": "text/plain", "Content-Length": declared } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.write(body);
    if (declared === Buffer.byteLength(body)) req.end();
  });
}

/** The body timers armed (longer than the 10 s floor's shortest) and whether each was cleared. */
function watchBodyTimers() {
  const armed = new Set<NodeJS.Timeout>();
  const cleared = new Set<unknown>();
  const set = globalThis.setTimeout;
  const clear = globalThis.clearTimeout;
  vi.spyOn(globalThis, "setTimeout").mockImplementation(((fn: () => void, ms?: number) => {
    const timer = set(fn, ms);
    if ((ms ?? 0) >= 10_000) armed.add(timer);
    return timer;
  }) as typeof setTimeout);
  vi.spyOn(globalThis, "clearTimeout").mockImplementation((timer) => {
    cleared.add(timer);
    clear(timer);
  });
  return { pending: () => [...armed].filter((timer) => !cleared.has(timer)).length, armed: () => armed.size };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("applyServerTimeouts", () => {
  it("leaves no timer behind a post held and refused whole, its cap known after it arrived", async () => {
    // As the edge does for a signed-in admin's junk post: the body is held for the check (and
    // never reaches its end, so the request never ends nor closes), the route's cap (80 MB,
    // 650 s) is set once known, and the post is refused. A timer left armed kept the request
    // and its answer for those 650 s: 4,000 of them in a 4-minute sweep.
    const timers = watchBodyTimers();
    const port = await serving((req, res) => {
      const posted = holdPost(req as GatedRequest, new URL(req.url!, "http://localhost"));
      void (async () => {
        await tick();
        limitBodyTime(req, LARGEST_BODY_BYTES);
        await posted.refused(res, async () => true);
      })();
    });
    expect(await post(port, "not an action")).toBe(400);
    await tick();
    expect(timers.pending()).toBe(0);
  });

  it("cuts a body still arriving after the answer a moment later, and keeps no timer on the request", async () => {
    // A body refused before it was all in (a 413 from its declared size, a post held and refused
    // while still coming): its deadline's timer held the request, and what was held of its body,
    // for up to 650 s; the client has its answer, so the rest is not waited for.
    const timers = watchBodyTimers();
    let answered!: () => void;
    const done = new Promise<void>((resolve) => (answered = resolve));
    const port = await serving((req, res) => {
      limitBodyTime(req, LARGEST_BODY_BYTES);
      res.end("answered before the body");
      res.once("close", answered);
    });
    const closed = new Promise<number>((resolve) => {
      const req = request({
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/admin/sites/x",
        headers: { "Content-Type": "text/plain", "Content-Length": 1000 },
      });
      req.on("error", () => undefined);
      req.on("response", (res) => res.resume());
      const start = performance.now();
      req.on("close", () => resolve(performance.now() - start));
      req.write("a few bytes of a thousand");
    });
    await done;
    await tick();
    expect(timers.armed()).toBeGreaterThan(0);
    expect(timers.pending()).toBe(0);
    // Cut by the server, not at the body's 650 s deadline.
    expect(await closed).toBeLessThan(CUT_AFTER_ANSWER_MS + 2_000);
  });

  it("times a body by its route's cap", () => {
    expect(bodyTimeLimitMs(64 * 1024)).toBe(10_500);
    expect(bodyTimeLimitMs(LARGEST_BODY_BYTES)).toBe(650_000);
  });
});

describe("Node's own answers", () => {
  it("carry the security headers: headers too large (431) and a request that does not parse (400)", async () => {
    const port = await serving((_req, res) => res.end("ok"));
    const raw = (text: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, "127.0.0.1", () => socket.end(text));
        let answer = "";
        socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
        socket.on("close", () => resolve(answer));
        socket.on("error", reject);
      });
    for (const [text, status] of [
      [`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`, 431],
      ["NOT A REQUEST\r\n\r\n", 400],
    ] as const) {
      const answer = await raw(text);
      expect(answer.split("\r\n")[0]).toBe(`HTTP/1.1 ${status} ${status === 431 ? "Request Header Fields Too Large" : "Bad Request"}`);
      expect(answer).toMatch(/\r\nContent-Security-Policy: script-src 'none'; /);
      expect(answer).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/);
      expect(answer).toMatch(/\r\nStrict-Transport-Security: /);
    }
  });
});
