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
 * A graceful stop: accept no more connections, close keep-alive connections
 * as soon as they are idle, let the requests in progress finish for up to
 * `graceMs`, then close whatever is left. Resolves with what was cut off.
 */
export async function drain(server: Server, inFlight: () => number, graceMs: number): Promise<{ waitedMs: number; cut: number }> {
  const started = Date.now();
  server.close();
  // A response on a kept-alive connection tells the client to close it.
  server.on("request", (_req, res) => res.setHeader("Connection", "close"));
  server.closeIdleConnections();
  while (inFlight() > 0 && Date.now() - started < graceMs) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.closeIdleConnections();
  }
  const cut = inFlight();
  server.closeAllConnections();
  return { waitedMs: Date.now() - started, cut };
}
