import { STATUS_CODES, type IncomingMessage, type Server } from "node:http";
import type { Socket } from "node:net";
import { ownAnswerHeaders } from "./csp";

/** A client must send its request line and headers within this. */
export const HEADERS_TIMEOUT_MS = 15_000;
/** The slowest body rate accepted from a client, in bytes a second (1 Mbit/s, a slow mobile link). */
export const MIN_BODY_BYTES_PER_SECOND = 128 * 1024;
/** The largest body any route takes: a signed-in admin's uploads (./body-limit.ts), as much as Next's serverActions limit lets through. */
export const LARGEST_BODY_BYTES = 80 * 2 ** 20;
/** The size cap a body is timed by until its route's is known (./body-limit.ts's `other`): a moment, the time a lookup takes. */
const UNTIL_KNOWN_BYTES = 64 * 1024;

/** The time a body of up to `capBytes` may take to arrive: 10 s plus the cap at the slowest accepted rate. */
export function bodyTimeLimitMs(capBytes: number): number {
  return 10_000 + Math.ceil((Math.min(capBytes, LARGEST_BODY_BYTES) / MIN_BODY_BYTES_PER_SECOND) * 1000);
}

/** How long a connection stays open after an answer given before its body was all in (a refusal): time for the answer to reach the client. */
export const CUT_AFTER_ANSWER_MS = 3_000;

/** Where a request keeps the setter of its body's deadline (a symbol of the process: the server and the edge may load this file apart). */
const DEADLINE = Symbol.for("mainstreet.body-deadline");
type Deadline = (capBytes: number) => void;

/**
 * Ties a request's body time to its route's size cap, once the edge knows
 * it (./body-limit.ts): the body must have arrived `bodyTimeLimitMs(cap)`
 * after the request did. A public form of 256 KB: 12 s; one that takes
 * 30 MB of files: 252 s; a post to a route that takes 64 KB: 10.5 s.
 */
export function limitBodyTime(req: IncomingMessage, capBytes: number): void {
  (req as unknown as Record<symbol, Deadline | undefined>)[DEADLINE]?.(capBytes);
}

/**
 * The server's timeouts (docs/reliability.md, "Timeouts"): headers within 15 s; a body
 * within a time proportional to its route's size cap (`limitBodyTime`;
 * until that is known, a 64 KB cap's 10.5 s), after which the request
 * answers 408 and its connection is closed; Node's own whole-request limit
 * above the largest cap of all, as a backstop.
 */
export function applyServerTimeouts(server: Server): void {
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = bodyTimeLimitMs(LARGEST_BODY_BYTES) + 5_000;
  server.keepAliveTimeout = 5_000;
  server.on("clientError", answerClientError);
  server.on("request", (req, res) => {
    // Only a request that declares a body is timed: a page view pays nothing.
    const length = req.headers["content-length"];
    if (!req.headers["transfer-encoding"] && (length === undefined || length === "0")) return;
    const arrived = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const expire = () => {
      // `complete` is set once the whole body has been received, read by the app or not.
      if (req.complete) return;
      if (!res.headersSent) {
        res.writeHead(408, { ...ownAnswerHeaders(), "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
        res.end("The request's body took too long to arrive.\n");
      }
      setTimeout(() => req.socket.destroy(), 100).unref();
    };
    const deadline: Deadline = (capBytes) => {
      clearTimeout(timer);
      // A body all in has nothing left to time (a small post's often is by the time its route's cap is known).
      if (req.complete) return;
      timer = setTimeout(expire, Math.max(0, arrived + bodyTimeLimitMs(capBytes) - performance.now()));
      timer.unref();
    };
    deadline(UNTIL_KNOWN_BYTES);
    (req as unknown as Record<symbol, Deadline | undefined>)[DEADLINE] = deadline;
    const done = () => clearTimeout(timer);
    req.once("end", done);
    req.once("close", done);
    // A body held and refused (./action-posts.ts) is never read to its end, so the request neither
    // ends nor closes: a timer left armed kept the request, its answer and what was held of its
    // body alive until it fired, up to 650 s for an admin's post. Once answered, a body all in is
    // done with; one still coming is not waited for: its connection is cut a moment later.
    res.once("close", () => {
      done();
      if (!req.complete) cutLater(req.socket);
    });
  });
}

/** Apart from the request's scope, so that the timer keeps nothing of the request alive. */
function cutLater(socket: Socket): void {
  setTimeout(() => socket.destroy(), CUT_AFTER_ANSWER_MS).unref();
}

/**
 * What Node answers itself to a request it cannot parse (431 for headers too
 * large, 408 for headers too slow, 400 otherwise), with the platform's
 * security headers, which Node's own answer lacks. As Node does, it answers
 * only on a connection that has sent nothing yet, and closes it.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || !socket.writable || socket.bytesWritten > 0) {
    socket.destroy();
    return;
  }
  const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  const body = `${STATUS_CODES[status]}.\n`;
  const headers = {
    ...ownAnswerHeaders(),
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    Connection: "close",
  };
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("")}\r\n${body}`,
  );
}
