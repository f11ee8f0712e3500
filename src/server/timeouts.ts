import type { Server } from "node:http";

/** A client must send its request line and headers within this. */
export const HEADERS_TIMEOUT_MS = 15_000;
/** The slowest body rate accepted from a client, in bytes a second (1 Mbit/s, a slow mobile link). */
export const MIN_BODY_BYTES_PER_SECOND = 128 * 1024;
/** The largest body a public request may have (see the body limits of the hardening work): an upload of 15 MB plus its form. */
export const PUBLIC_BODY_CAP_BYTES = 16 * 2 ** 20;

/** The time a body of up to `capBytes` may take to arrive: 10 s plus the cap at the slowest accepted rate. */
export function bodyTimeLimitMs(capBytes: number): number {
  return 10_000 + Math.ceil((capBytes / MIN_BODY_BYTES_PER_SECOND) * 1000);
}

/**
 * The server's timeouts (README, "Timeouts"): headers within 15 s; a body
 * within a time proportional to the size cap (16 MB: 10 s + 128 s at
 * 128 KB/s), after which the request answers 408 and its connection is
 * closed; and Node's own whole-request limit just above that.
 */
export function applyServerTimeouts(server: Server, capBytes = PUBLIC_BODY_CAP_BYTES): void {
  const limitMs = bodyTimeLimitMs(capBytes);
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = limitMs + 5_000;
  server.keepAliveTimeout = 5_000;
  server.on("request", (req, res) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return;
    const timer = setTimeout(() => {
      // `complete` is set once the whole body has been received, read by the app or not.
      if (req.complete) return;
      if (!res.headersSent) {
        res.writeHead(408, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
        res.end("The request's body took too long to arrive.\n");
      }
      setTimeout(() => req.socket.destroy(), 100).unref();
    }, limitMs);
    timer.unref();
    req.once("end", () => clearTimeout(timer));
    res.once("close", () => clearTimeout(timer));
  });
}
