import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { holdPost } from "./action-posts";
import { LARGEST_BODY_BYTES, applyServerTimeouts, bodyTimeLimitMs, limitBodyTime } from "./timeouts";

let server: Server | undefined;

afterEach(async () => {
  vi.restoreAllMocks();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

/** A server with the timeouts, answering as `answer` does; resolves to its port. */
async function serving(answer: (req: IncomingMessage, res: ServerResponse) => void): Promise<number> {
  server = createServer();
  applyServerTimeouts(server);
  server.on("request", answer);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as { port: number }).port;
}

/** Sends a post declaring `declared` bytes and sending `body`; resolves to the answer's status once it is all in. */
function post(port: number, body: string, declared = Buffer.byteLength(body)): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method: "POST", path: "/admin/sites/x", headers: { "Content-Type": "text/plain", "Content-Length": declared } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
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
      const posted = holdPost(req, new URL(req.url!, "http://localhost"));
      void (async () => {
        await tick();
        limitBodyTime(req, LARGEST_BODY_BYTES);
        await posted.refused(res);
      })();
    });
    expect(await post(port, "not an action")).toBe(400);
    await tick();
    expect(timers.pending()).toBe(0);
  });

  it("keeps the deadline of a body still arriving after the answer", async () => {
    const timers = watchBodyTimers();
    let answered!: () => void;
    const done = new Promise<void>((resolve) => (answered = resolve));
    const port = await serving((req, res) => {
      limitBodyTime(req, 256 * 1024);
      res.end("answered before the body");
      res.once("close", answered);
    });
    void post(port, "a few bytes of a thousand", 1000).catch(() => undefined);
    await done;
    await tick();
    expect(timers.armed()).toBeGreaterThan(0);
    expect(timers.pending()).toBe(1);
  });

  it("times a body by its route's cap", () => {
    expect(bodyTimeLimitMs(64 * 1024)).toBe(10_500);
    expect(bodyTimeLimitMs(LARGEST_BODY_BYTES)).toBe(650_000);
  });
});
