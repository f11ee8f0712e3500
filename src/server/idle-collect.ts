import type { Server } from "node:http";

/**
 * Gives back the memory a burst of traffic grew. Under load V8 lets the heap
 * grow to several times what is live (400 MB for 100 MB of live objects after
 * the benchmark), and its own memory reducer, which should shrink it once the
 * load stops, does not always start: once, 30 s after a benchmark, the heap
 * still held 412 MB. So when the server has served requests and then been
 * quiet for a whole interval, and the heap is well above what was live after
 * the last collection, one full collection runs. It takes tens of
 * milliseconds, and only when nobody is asking for anything.
 *
 * Needs Node's --expose-gc (the start command has it); without it, does nothing.
 */
export function collectWhenIdle(server: Server, { intervalMs = 5_000, growth = 1.5, gc = globalThis.gc } = {}): () => void {
  if (!gc) return () => {};
  let requests = 0;
  let busy = false;
  let liveAfterLast = process.memoryUsage().heapUsed;
  const count = () => void requests++;
  server.on("request", count);
  const timer = setInterval(() => {
    if (requests > 0) {
      busy = true;
      requests = 0;
      return;
    }
    if (!busy) return;
    busy = false;
    if (process.memoryUsage().heapTotal < liveAfterLast * growth) return;
    gc();
    liveAfterLast = process.memoryUsage().heapUsed;
  }, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    server.off("request", count);
  };
}
