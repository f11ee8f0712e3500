import type { Server } from "node:http";
import { trimMalloc } from "./malloc-trim";

/**
 * Gives back the memory a burst of traffic grew. Under load V8 lets the heap
 * grow to several times what is live (300 MB for 85 MB of live objects after
 * the benchmark), and its own memory reducer, which should shrink it once the
 * load stops, does not always start: once, 30 s after a benchmark, the heap
 * still held 412 MB. So after a busy interval, each quiet one (fewer than
 * `quietBelow` requests: a load balancer's health checks, a visitor or two)
 * runs a full collection while the heap is over
 * `growth` times what the last one left live; up to `attempts` of them, an
 * interval apart, since one does not always hand back every page it frees.
 * Then, once per busy spell, what malloc holds freed goes back to the system
 * too (./malloc-trim.ts): the heap's own pages are not all the process grew.
 * Each takes tens of milliseconds, and only when nobody is asking for anything.
 *
 * Needs Node's --expose-gc (the start command has it); without it, does nothing.
 */
export function collectWhenIdle(
  server: Server,
  {
    intervalMs = 5_000,
    quietBelow = 10,
    growth = 1.5,
    attempts = 3,
    gc = globalThis.gc as (() => unknown) | undefined,
    trim = trimMalloc,
  }: { intervalMs?: number; quietBelow?: number; growth?: number; attempts?: number; gc?: () => unknown; trim?: () => void } = {},
): () => void {
  if (!gc) return () => {};
  let requests = 0;
  let left = 0;
  let live = process.memoryUsage().heapUsed;
  const count = () => void requests++;
  server.on("request", count);
  const timer = setInterval(() => {
    const busy = requests >= quietBelow;
    requests = 0;
    if (busy) {
      left = attempts;
      return;
    }
    if (left === 0) return;
    if (process.memoryUsage().heapTotal >= live * growth) {
      left--;
      gc();
      live = process.memoryUsage().heapUsed;
      if (left > 0) return;
    } else left = 0;
    trim();
  }, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    server.off("request", count);
  };
}
