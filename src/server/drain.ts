import type { Server } from "node:http";

/**
 * Counts the requests in progress, so that a shutdown can wait for them.
 * Attach before the server listens.
 */
export function trackRequests(server: Server): { inFlight: () => number } {
  let inFlight = 0;
  server.on("request", (_req, res) => {
    inFlight++;
    res.once("close", () => inFlight--);
  });
  return { inFlight: () => inFlight };
}

/**
 * A graceful stop: take the connections the kernel has already queued, then
 * accept no more; close keep-alive connections as soon as they are idle, let
 * the requests in progress finish for up to `graceMs`, then close whatever is
 * left. Resolves with what was cut off.
 */
export async function drain(server: Server, inFlight: () => number, graceMs: number): Promise<{ waitedMs: number; cut: number }> {
  const started = Date.now();
  // A response on a kept-alive connection tells the client to close it.
  server.on("request", (_req, res) => res.setHeader("Connection", "close"));
  await acceptQueued(server, Math.min(QUEUE_MAX_MS, graceMs));
  server.close();
  server.closeIdleConnections();
  while (inFlight() > 0 && Date.now() - started < graceMs) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.closeIdleConnections();
  }
  const cut = inFlight();
  server.closeAllConnections();
  return { waitedMs: Date.now() - started, cut };
}

/** How long a stop goes on taking queued connections at most, and the quiet that says the queue is empty. */
const QUEUE_MAX_MS = 2000;
const QUEUE_QUIET_MS = 200;

/**
 * Connections a client has opened (its request written, from its side in
 * progress) wait in the kernel's queue until the process accepts them;
 * closing the listening socket resets every one still there. On a busy
 * machine that was 8 of 60 form posts sent just before a SIGTERM: they are
 * accepted and answered first, until none has come for a moment.
 */
async function acceptQueued(server: Server, maxMs: number): Promise<void> {
  const started = Date.now();
  let last = started;
  const seen = () => (last = Date.now());
  server.on("connection", seen);
  while (Date.now() - last < QUEUE_QUIET_MS && Date.now() - started < maxMs) await new Promise((resolve) => setTimeout(resolve, 50));
  server.off("connection", seen);
}
