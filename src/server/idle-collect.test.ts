import { createServer, type Server } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { collectWhenIdle } from "./idle-collect";
import { trimMalloc } from "./malloc-trim";

const INTERVAL = 200;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let server: Server | undefined;

async function listening(): Promise<string> {
  server = createServer((_req, res) => res.end("ok"));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
}

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

describe("collectWhenIdle", () => {
  it("collects after traffic stops, up to its attempts, and not while traffic goes on", async () => {
    const url = await listening();
    const gc = vi.fn();
    const stop = collectWhenIdle(server!, { intervalMs: INTERVAL, quietBelow: 1, growth: 0, attempts: 1, gc });
    const until = Date.now() + INTERVAL * 4;
    while (Date.now() < until) {
      await fetch(url);
      await wait(5);
    }
    expect(gc).not.toHaveBeenCalled();
    await wait(INTERVAL * 3);
    expect(gc).toHaveBeenCalledTimes(1);
    await wait(INTERVAL * 3);
    expect(gc).toHaveBeenCalledTimes(1);
    stop();
  });

  it("collects again while the heap stays above what is live, at most its attempts", async () => {
    const url = await listening();
    const gc = vi.fn();
    const stop = collectWhenIdle(server!, { intervalMs: INTERVAL, quietBelow: 1, growth: 0, attempts: 2, gc });
    await fetch(url);
    await wait(INTERVAL * 6);
    expect(gc).toHaveBeenCalledTimes(2);
    await fetch(url);
    await wait(INTERVAL * 6);
    expect(gc).toHaveBeenCalledTimes(4);
    stop();
  });

  it("hands what malloc holds freed back once per busy spell, after the collections", async () => {
    const url = await listening();
    const calls: string[] = [];
    const stop = collectWhenIdle(server!, {
      intervalMs: INTERVAL,
      quietBelow: 1,
      growth: 0,
      attempts: 2,
      gc: () => calls.push("gc"),
      trim: () => void calls.push("trim"),
    });
    await fetch(url);
    await wait(INTERVAL * 6);
    expect(calls).toEqual(["gc", "gc", "trim"]);
    // A heap that has not grown needs no collection; the trim still comes once.
    const quiet = collectWhenIdle(server!, {
      intervalMs: INTERVAL,
      quietBelow: 1,
      growth: Infinity,
      attempts: 2,
      gc: () => calls.push("gc2"),
      trim: () => void calls.push("trim2"),
    });
    await fetch(url);
    await wait(INTERVAL * 6);
    expect(calls.filter((c) => c.endsWith("2"))).toEqual(["trim2"]);
    quiet();
    stop();
  });

  it("calls glibc's malloc_trim on this machine without failing", () => {
    expect(() => trimMalloc()).not.toThrow();
  });

  it("counts a trickle of requests (health checks) as quiet", async () => {
    const url = await listening();
    const gc = vi.fn();
    const stop = collectWhenIdle(server!, { intervalMs: INTERVAL, quietBelow: 5, growth: 0, attempts: 1, gc });
    await Promise.all(Array.from({ length: 20 }, () => fetch(url)));
    for (let i = 0; i < 4; i++) {
      await fetch(url);
      await wait(INTERVAL);
    }
    expect(gc).toHaveBeenCalledTimes(1);
    stop();
  });

  it("does nothing for a server nobody asked anything", async () => {
    await listening();
    const gc = vi.fn();
    const stop = collectWhenIdle(server!, { intervalMs: INTERVAL, growth: 0, gc });
    await wait(INTERVAL * 4);
    expect(gc).not.toHaveBeenCalled();
    stop();
  });

  it("leaves a heap that has not grown past what was live", async () => {
    const url = await listening();
    const gc = vi.fn();
    const stop = collectWhenIdle(server!, { intervalMs: INTERVAL, quietBelow: 1, growth: 1000, gc });
    await fetch(url);
    await wait(INTERVAL * 4);
    expect(gc).not.toHaveBeenCalled();
    stop();
  });

  it("stops counting and collecting when stopped", async () => {
    const url = await listening();
    const gc = vi.fn();
    collectWhenIdle(server!, { intervalMs: INTERVAL, quietBelow: 1, growth: 0, gc })();
    await fetch(url);
    await wait(INTERVAL * 4);
    expect(gc).not.toHaveBeenCalled();
    expect(server!.listenerCount("request")).toBe(1);
  });
});
