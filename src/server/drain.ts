import type { Server } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import { countRequest } from "@/server/visitors";

/** The connections of a server, as a stop needs them. */
export interface Connections {
  /** Requests in progress. */
  inFlight(): number;
  /** Connections accepted whose first request has not arrived yet: a client that wrote it, from its side, in progress. */
  opening(): number;
  /** Closes the connections that served a request and wait, kept alive, for another. */
  closeIdle(): void;
}

/**
 * Counts the requests in progress and the connections between them, so that
 * a shutdown can wait for the one and close the other. Attach before the
 * server listens.
 */
export function trackRequests(server: Server): Connections {
  let inFlight = 0;
  const opening = new Set<Socket>();
  const idle = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    opening.add(socket);
    socket.once("close", () => {
      opening.delete(socket);
      idle.delete(socket);
    });
  });
  server.on("request", (req, res) => {
    inFlight++;
    countRequest();
    opening.delete(req.socket);
    idle.delete(req.socket);
    res.once("close", () => {
      inFlight--;
      if (!req.socket.destroyed) idle.add(req.socket);
    });
  });
  return {
    inFlight: () => inFlight,
    opening: () => opening.size,
    closeIdle: () => {
      for (const socket of idle) socket.destroy();
      idle.clear();
    },
  };
}

/**
 * A graceful stop: take the connections the kernel has already queued, then
 * accept no more; close keep-alive connections as soon as they are idle, let
 * the requests in progress, and those of connections just opened, finish for
 * up to `graceMs`, then close whatever is left. Resolves with what was cut off.
 *
 * Node's own `server.close()` and `closeIdleConnections()` take a connection
 * whose request it has not read yet for an idle one and reset it: on a busy
 * machine, 8 of 60 form posts sent just before a SIGTERM. Only connections
 * that have served a request and wait for another are closed as idle here.
 */
export async function drain(server: Server, connections: Connections, graceMs: number): Promise<{ waitedMs: number; cut: number }> {
  const started = Date.now();
  // A response on a kept-alive connection tells the client to close it.
  server.on("request", (_req, res) => res.setHeader("Connection", "close"));
  await acceptQueued(server, Math.min(QUEUE_MAX_MS, graceMs));
  // The listening socket alone (http's close() would also close what it takes for idle).
  NetServer.prototype.close.call(server);
  connections.closeIdle();
  while ((connections.inFlight() > 0 || connections.opening() > 0) && Date.now() - started < graceMs) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    connections.closeIdle();
  }
  const cut = connections.inFlight() + connections.opening();
  server.closeAllConnections();
  return { waitedMs: Date.now() - started, cut };
}

/** How long a stop goes on taking queued connections at most, and the quiet that says the queue is empty. */
const QUEUE_MAX_MS = 2000;
const QUEUE_QUIET_MS = 200;

/**
 * Connections a client has opened (its request written, from its side in
 * progress) wait in the kernel's queue until the process accepts them;
 * closing the listening socket resets every one still there. They are
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
